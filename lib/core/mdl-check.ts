import type { ErrorObject, ValidateFunction } from 'ajv';
import { parseDocument } from 'yaml';
import { CORE } from '@/lib/config/core-release';

/**
 * Checks the MDL examples on the Wren AI Core pages against Core's own MDL schema,
 * `lib/core/mdl.schema.json`: an unmodified copy of `core/wren-mdl/mdl.schema.json` in
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

export interface FencedBlock {
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  title?: string;
  flags: string[];
  code: string;
}

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

/** The fenced code blocks of a Markdown file, with the info string's language, title and bare flags. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  let open: { marker: string; block: FencedBlock; body: string[] } | null = null;
  lines.forEach((raw, index) => {
    const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(raw);
    if (open) {
      if (fence && fence[1][0] === open.marker[0] && fence[1].length >= open.marker.length && !fence[2].trim()) {
        open.block.code = open.body.join('\n');
        blocks.push(open.block);
        open = null;
      } else open.body.push(raw);
      return;
    }
    if (!fence) return;
    const info = fence[2].trim();
    const lang = (/^[\w+-]*/.exec(info)?.[0] ?? '').toLowerCase();
    const rest = info.slice(lang.length);
    const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(rest);
    const flags = rest
      .replace(/\w+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    open = {
      marker: fence[1],
      body: [],
      block: { line: index + 1, lang, title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, flags, code: '' },
    };
  });
  return blocks;
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

/** The MDL examples of a Markdown file: manifests in JSON blocks, and project files in titled YAML blocks. */
export function mdlExamples(markdown: string): MdlExample[] {
  const examples: MdlExample[] = [];
  for (const block of fencedBlocks(markdown)) {
    const kind = projectFileKind(block.title);
    if (block.lang === 'json') {
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch (error) {
        if (kind === 'manifest' || block.flags.includes('mdl'))
          examples.push({
            line: block.line,
            lang: 'json',
            kind: 'manifest',
            title: block.title,
            manifest: undefined,
            error: (error as Error).message,
          });
        continue;
      }
      if (kind === 'manifest' || block.flags.includes('mdl') || (isObject(value) && MANIFEST_KEYS.some((key) => key in value))) {
        examples.push({ line: block.line, lang: 'json', kind: 'manifest', title: block.title, manifest: value });
      }
    } else if ((block.lang === 'yaml' || block.lang === 'yml') && kind && kind !== 'manifest') {
      const doc = parseDocument(block.code);
      if (doc.errors.length) {
        examples.push({
          line: block.line,
          lang: 'yaml',
          kind,
          title: block.title,
          manifest: undefined,
          error: doc.errors.map(String).join('; '),
        });
        continue;
      }
      examples.push({ line: block.line, lang: 'yaml', kind, title: block.title, manifest: manifestFromProjectFile(kind, doc.toJS()) });
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
const BUILT_ONLY_KEYS: { path: RegExp; key: string }[] = [
  { path: /^\/models\/\d+\/columns\/\d+$/, key: 'isPrimaryKey' },
  { path: /^\/models\/\d+$/, key: 'dialect' },
];

function relevantErrors(errors: ErrorObject[], example: MdlExample): ErrorObject[] {
  if (example.lang !== 'yaml') return errors;
  const allowed = (error: ErrorObject) =>
    error.keyword === 'additionalProperties' &&
    BUILT_ONLY_KEYS.some(
      (rule) => rule.path.test(error.instancePath) && rule.key === (error.params as { additionalProperty?: string }).additionalProperty,
    );
  const kept = errors.filter((error) => !allowed(error));
  // With an allowed key gone, a model's oneOf (refSql | baseObject | tableReference) still holds;
  // Ajv reports only the additionalProperties error for it, so nothing else needs dropping.
  return kept;
}

/** One message per problem: `line: (json|yaml title): where what`. */
export function checkMdlExamples(markdown: string, validate: ValidateFunction): { checked: number; problems: string[] } {
  const problems: string[] = [];
  const examples = mdlExamples(markdown);
  for (const example of examples) {
    const label = `${example.line}: ${example.lang}${example.title ? ` ${example.title}` : ''}`;
    if (example.error) {
      problems.push(`${label}: does not parse (${example.error})`);
      continue;
    }
    if (validate(example.manifest)) continue;
    const errors = relevantErrors(validate.errors ?? [], example);
    for (const error of errors) {
      const extra = (error.params as { additionalProperty?: string }).additionalProperty;
      // A YAML example is validated after the build's renaming; name the key as the page writes it too.
      const yamlName = extra && example.lang === 'yaml' ? extra.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase() : undefined;
      const key = extra ? ` '${extra}'${yamlName && yamlName !== extra ? ` (${yamlName} in the YAML)` : ''}` : '';
      problems.push(`${label}: ${error.instancePath || '/'} ${error.message}${key}`);
    }
  }
  return { checked: examples.length, problems };
}
