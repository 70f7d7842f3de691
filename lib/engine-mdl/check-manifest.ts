import { Validator, type OutputUnit } from '@cfworker/json-schema';
import mdlSchema from './engine-mdl.schema.json';

export type ManifestCheck = { ok: true; summary: string; manifestStr: string } | { ok: false; problems: string[] };

// Keywords that only report that something beneath them failed; the failure itself is reported too.
const WRAPPERS = new Set([
  'properties',
  'items',
  'prefixItems',
  '$ref',
  'allOf',
  'anyOf',
  'if',
  'then',
  'else',
  'additionalProperties',
  'unevaluatedProperties',
]);

let validator: Validator | undefined;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Base64 of the manifest's UTF-8 bytes: what the engine's HTTP API takes as `manifestStr`. */
export function toManifestStr(manifest: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(manifest));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const where = (unit: OutputUnit) => unit.instanceLocation.replace(/^#/, '') || '/';
const missing = (unit: OutputUnit) => /required property "([^"]+)"/.exec(unit.error)?.[1];

/**
 * The validator's failures as a reader needs them: one line per problem, at the place it is. A
 * "exactly one of" rule (a model needs one of tableReference, refSql, baseObject) is told as such
 * rather than as one missing property per alternative.
 */
function describe(errors: OutputUnit[]): string[] {
  const leaves = errors.filter((unit) => !WRAPPERS.has(unit.keyword));
  const choices = new Map<string, string[]>();
  for (const unit of leaves) {
    if (unit.keyword !== 'oneOf' || !/\(0 matches\)/.test(unit.error)) continue;
    choices.set(
      where(unit),
      leaves
        .filter((other) => other.keyword === 'required' && where(other) === where(unit))
        .map(missing)
        .filter((name): name is string => Boolean(name)),
    );
  }
  const lines = leaves.flatMap((unit) => {
    const alternatives = choices.get(where(unit));
    if (alternatives?.length) {
      if (unit.keyword === 'required') return [];
      if (unit.keyword === 'oneOf') return [`${where(unit)}: needs exactly one of ${alternatives.map((name) => `"${name}"`).join(', ')}`];
    }
    if (unit.error === 'False boolean schema.') return [`${where(unit)}: is not a field MDL defines here (check the spelling)`];
    return [`${where(unit)}: ${unit.error.replace(/^Instance /, '').replace(/\.$/, '')}`];
  });
  return [...new Set(lines.length ? lines : errors.map((unit) => `${where(unit)}: ${unit.error}`))];
}

/**
 * What is wrong with a value under a JSON schema validator, one line per problem: `<where>: <what>`. The one MDL validator of the
 * site: the Wren Engine schema here, and Core's schema in the checks of the Core pages (lib/core-snapshot/mdl-check.ts).
 */
export function schemaProblems(check: Validator, value: unknown): string[] {
  const result = check.validate(value);
  return result.valid ? [] : describe(result.errors);
}

/** Checks an MDL manifest written as JSON against Wren Engine's MDL schema, without running any generated code. */
export function checkManifest(text: string): ManifestCheck {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`not JSON: ${(error as Error).message}`] };
  }
  validator ??= new Validator(mdlSchema as object, '2020-12', false);
  const problems = schemaProblems(validator, manifest);
  if (problems.length) return { ok: false, problems };
  const parts = manifest as Record<string, unknown[] | undefined>;
  const counts = (['models', 'relationships', 'views', 'metrics'] as const)
    .filter((key) => parts[key]?.length)
    .map((key) => plural(parts[key]!.length, key.slice(0, -1)));
  return { ok: true, summary: counts.length ? counts.join(', ') : 'no models yet', manifestStr: toManifestStr(manifest) };
}
