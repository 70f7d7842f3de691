import type { Validator } from '@cfworker/json-schema';
import { parseDocument } from 'yaml';
import { CORE } from '@/lib/config/core-release';
import type { CodeBlock } from '@/lib/content/markdown/rehype-code';
import { schemaProblems } from '@/lib/engine-mdl/check-manifest';

/**
 * Checks the MDL examples on the Wren AI Core pages (their code blocks, as the content pipeline gives them) against Core's own MDL schema,
 * `lib/core-snapshot/core-mdl.schema.json`: an unmodified copy of `core/wren-mdl/mdl.schema.json` in
 * Canner/WrenAI at the tag of `CORE` (git blob below, rewritten by `npm run core:refresh`; that path is Apache-2.0 under the
 * repository's LICENSE path map, `core/**`).
 *
 * Two kinds of example are checked:
 * - a `json` block that is a manifest (an object with a manifest key such as `catalog` or
 *   `models`, a block marked `mdl`, or a block titled `mdl.json`), validated as it stands;
 * - a `yaml` block titled as a file of a Wren project (`wren_project.yml`,
 *   `models/<name>/metadata.yml`, `views/<name>/metadata.yml`, `cubes/<name>/metadata.yml`,
 *   `relationships.yml`), first turned into the manifest `wren context build` would write for it
 *   (core/wren/src/wren/context.py: build_manifest, build_json, _snake_to_camel).
 */
export const MDL_SCHEMA_SOURCE = {
  repository: 'Canner/WrenAI',
  tag: CORE.tag,
  commit: '7830cc746c11602d5899d8fdec1e28de4ce11a87',
  path: 'core/wren-mdl/mdl.schema.json',
  blob: 'b9c7ea9bd37e16ec919a50b83bee7720dda3d35d',
  license: 'Apache-2.0',
} as const;

/** Top-level keys of an MDL manifest (the schema's root properties). */
const MANIFEST_KEYS = ['catalog', 'schema', 'models', 'relationships', 'views', 'cubes', 'layoutVersion', 'dataSource', 'enumDefinitions'];

/** schema_version of wren_project.yml → layoutVersion stamped into target/mdl.json (context.py _LAYOUT_VERSION_MAP). */
export const LAYOUT_VERSION_FOR_SCHEMA_VERSION: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 };

export type ProjectFileKind = 'manifest' | 'project' | 'model' | 'view' | 'cube' | 'relationships';

export interface MdlExample {
  line: number;
  lang: 'json' | 'yaml';
  kind: ProjectFileKind;
  title?: string;
  /** The manifest that is validated. */
  manifest: unknown;
  /** Set when the block could not be read (JSON or YAML syntax). */
  error?: string;
}

/** The project file a code block's title names, if any. */
export function projectFileKind(title: string | undefined): ProjectFileKind | undefined {
  if (!title) return undefined;
  const name = title.trim().replace(/\\/g, '/');
  if (/(^|\/)mdl\.json$/.test(name)) return 'manifest';
  if (/(^|\/)wren_project\.ya?ml$/.test(name)) return 'project';
  if (/(^|\/)models\/[^/]+\/metadata\.ya?ml$/.test(name)) return 'model';
  if (/(^|\/)views\/[^/]+\/metadata\.ya?ml$/.test(name)) return 'view';
  if (/(^|\/)cubes\/[^/]+\/metadata\.ya?ml$/.test(name)) return 'cube';
  if (/(^|\/)relationships\.ya?ml$/.test(name)) return 'relationships';
  return undefined;
}

/** snake_case → camelCase as the CLI does it: leading underscores kept, each later word capitalised. */
export function snakeToCamel(name: string): string {
  const stripped = name.replace(/^_+/, '');
  if (!stripped) return name;
  const prefix = name.slice(0, name.length - stripped.length);
  const [first, ...others] = stripped.split('_');
  return prefix + first + others.map((word) => (word ? word[0].toUpperCase() + word.slice(1).toLowerCase() : '')).join('');
}

/** Recursively renames every object key with snakeToCamel (context.py _convert_keys). */
export function convertKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convertKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [snakeToCamel(key), convertKeys(item)]));
  return value;
}

/**
 * The manifest `wren context build` writes for a project holding this one file (and the default
 * wren_project.yml: catalog `wren`, schema `public`, schema_version 5).
 */
export function manifestFromProjectFile(kind: Exclude<ProjectFileKind, 'manifest'>, doc: unknown): unknown {
  const base = { catalog: 'wren', schema: 'public', layoutVersion: LAYOUT_VERSION_FOR_SCHEMA_VERSION[5] };
  if (kind === 'project') {
    const project = (doc ?? {}) as Record<string, unknown>;
    const manifest: Record<string, unknown> = {
      catalog: project.catalog ?? 'wren',
      schema: project.schema ?? 'public',
      layoutVersion: LAYOUT_VERSION_FOR_SCHEMA_VERSION[Number(project.schema_version)] ?? 1,
    };
    if (project.data_source) manifest.dataSource = project.data_source;
    return manifest;
  }
  if (kind === 'relationships') {
    const relationships = ((doc ?? {}) as { relationships?: unknown }).relationships;
    return { ...base, relationships: convertKeys(relationships ?? []) };
  }
  const key = { model: 'models', view: 'views', cube: 'cubes' }[kind];
  return { ...base, [key]: [convertKeys(doc)] };
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The MDL examples among a page's code blocks: manifests in JSON blocks, and project files in titled YAML blocks. */
export function mdlExamples(blocks: readonly CodeBlock[]): MdlExample[] {
  const examples: MdlExample[] = [];
  for (const block of blocks) {
    const line = block.line ?? 0;
    const kind = projectFileKind(block.title);
    if (block.lang === 'json') {
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch (error) {
        if (kind === 'manifest' || block.flags.includes('mdl'))
          examples.push({
            line,
            lang: 'json',
            kind: 'manifest',
            title: block.title,
            manifest: undefined,
            error: (error as Error).message,
          });
        continue;
      }
      if (kind === 'manifest' || block.flags.includes('mdl') || (isObject(value) && MANIFEST_KEYS.some((key) => key in value))) {
        examples.push({ line, lang: 'json', kind: 'manifest', title: block.title, manifest: value });
      }
    } else if ((block.lang === 'yaml' || block.lang === 'yml') && kind && kind !== 'manifest') {
      const doc = parseDocument(block.code);
      if (doc.errors.length) {
        examples.push({
          line,
          lang: 'yaml',
          kind,
          title: block.title,
          manifest: undefined,
          error: doc.errors.map(String).join('; '),
        });
        continue;
      }
      examples.push({ line, lang: 'yaml', kind, title: block.title, manifest: manifestFromProjectFile(kind, doc.toJS()) });
    }
  }
  return examples;
}

/**
 * Keys `wren context build` writes and Core reads that the schema at the tag does not list. They are
 * allowed in manifests built from YAML project files only; a hand-written JSON manifest is held to
 * the schema as it stands.
 * - `isPrimaryKey` on a column: the CLI's own `wren context init` template writes `is_primary_key`
 *   (context_cli.py), and the memory indexer reads it (memory/schema_indexer.py); the engine's
 *   Column struct ignores it (manifest-macro/src/lib.rs).
 * - `dialect` on a model: the engine's Model struct reads it (manifest-macro/src/lib.rs); the
 *   schema lists `dialect` for no model.
 */
const BUILT_ONLY_KEYS = [/^\/models\/\d+\/columns\/\d+\/isPrimaryKey:/, /^\/models\/\d+\/dialect:/];

/** A problem as the page writes the key: a YAML example is validated after the CLI's renaming, so its snake_case name is added. */
function asWritten(problem: string, example: MdlExample): string {
  const key = /\/([A-Za-z0-9_]+): is not a field/.exec(problem)?.[1];
  const yamlName = key && example.lang === 'yaml' ? key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase() : undefined;
  return yamlName && yamlName !== key ? `${problem} (${yamlName} in the YAML)` : problem;
}

/** One message per problem: `line: (json|yaml title): where: what`. */
export function checkMdlExamples(blocks: readonly CodeBlock[], validator: Validator): { checked: number; problems: string[] } {
  const problems: string[] = [];
  const examples = mdlExamples(blocks);
  for (const example of examples) {
    const label = `${example.line}: ${example.lang}${example.title ? ` ${example.title}` : ''}`;
    if (example.error) {
      problems.push(`${label}: does not parse (${example.error})`);
      continue;
    }
    for (const problem of schemaProblems(validator, example.manifest)) {
      if (example.lang === 'yaml' && BUILT_ONLY_KEYS.some((key) => key.test(problem))) continue;
      problems.push(`${label}: ${asWritten(problem, example)}`);
    }
  }
  return { checked: examples.length, problems };
}
