import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@cfworker/json-schema';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import mdlSchema from '@/lib/engine-mdl/engine-mdl.schema.json';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import type { CodeBlock } from '@/lib/content/markdown/rehype-code';
import type { ProseBlock } from '@/lib/content/markdown/remark-export';
import { schemaProblems } from '@/lib/engine-mdl/check-manifest';
import { tokenize } from '@/lib/core-snapshot/cli-check';
import { builtPages, renderBody } from '@/test/support/built-content';

/**
 * Claims about how to reach Wren Engine that the 0.22.0 engine disproves:
 * - The PostgreSQL wire protocol (port 7432, psql) was removed in wren-engine commit f693af8e.
 * - /v1/mdl/preview, /v1/mdl/dry-plan and /v1/mdl/dry-run answer "Manifest is required" without one (MDLResource.java).
 * - Request bodies for ibis-server must match the documented operation in openapi/wren-engine.json.
 */

/** Pages whose request bodies are checked against the OpenAPI document: the engine section and the engine pages outside it. */
const ENGINE_ROUTES = (route: string) =>
  route.startsWith('/oss/engine/') || ['/oss/concept/wren_engine', '/oss/installation', '/oss/overview/genbi_classic'].includes(route);

/** Words that place a mention of the wire protocol in the past: it was removed, is ignored, nothing listens. */
const REMOVAL = /\b(removed?|no longer|deprecated|ignored|ignores|dropped|nothing listens|not listen|unused|cannot connect|has had no)\b/i;
const WIRE = /\b7432\b|wire[- ]protocol|pg-wire/i;
/** psql aimed at the engine rather than at the reader's own PostgreSQL database. */
const PSQL_AT_ENGINE = new RegExp(
  [
    /\bpsql\b[^\n]*?(\b7432\b|dbname=wren\b|search_path=ecommerce|wren[- ]engine|\bthe engine\b)/,
    /(\b7432\b|wren[- ]engine|\bthe engine\b)[^\n]*?\bpsql\b/,
  ]
    .map((part) => part.source)
    .join('|'),
  'i',
);
const MANIFEST_ENDPOINT = /\/v[12]\/mdl\/(preview|dry-plan|dry-run)\b/;

interface Unit {
  file: string;
  line: number;
  text: string;
  code: boolean;
}

/**
 * A page's checkable units, read from what the content pipeline gives for it: each logical line of a code block (continuations
 * joined), each heading and table row, each sentence of a paragraph.
 */
export function claimUnits(file: string, blocks: readonly CodeBlock[], prose: readonly ProseBlock[]): Unit[] {
  const units: Unit[] = [];
  for (const block of blocks) {
    let pending: { line: number; text: string } | null = null;
    block.code.split('\n').forEach((raw, index) => {
      // The block's line is its opening fence: its first line of code is the next one.
      pending ??= { line: (block.line ?? 0) + 1 + index, text: '' };
      pending.text += raw.replace(/\\$/, ' ');
      if (raw.endsWith('\\')) return;
      units.push({ file, line: pending.line, text: pending.text, code: true });
      pending = null;
    });
  }
  for (const block of prose) {
    const sentences = block.kind === 'paragraph' ? block.text.split(/(?<=[.!?])\s+(?=[A-Z`*[(])/) : [block.text];
    for (const sentence of sentences) units.push({ file, line: block.line ?? 0, text: sentence, code: false });
  }
  return units;
}

/** The units that present the wire protocol, port 7432 or psql as a working way to query the engine. */
export function wireProtocolClaims(units: Unit[]): string[] {
  return units
    .filter((unit) =>
      unit.code
        ? /\b7432\b/.test(unit.text) || PSQL_AT_ENGINE.test(unit.text)
        : (WIRE.test(unit.text) || PSQL_AT_ENGINE.test(unit.text)) && !REMOVAL.test(unit.text),
    )
    .map((unit) => `${unit.file}:${unit.line}: ${unit.text.trim().slice(0, 160)}`);
}

/** The words of the first command of a shell line (shell-quote, through the CLI check's tokenize): up to its first operator. */
function shellWords(line: string): string[] {
  const tokens = tokenize(line);
  const end = tokens.findIndex((token) => typeof token !== 'string');
  return (end < 0 ? tokens : tokens.slice(0, end)) as string[];
}

export interface CurlCall {
  where: string;
  method: string;
  url: URL;
  /** What the shell sends as the body: a literal, '@file', '@-' (stdin), or undefined. */
  data?: string;
  /** The commands piped into curl, for bodies read from stdin. */
  producer: string;
}

/** Every curl call in the shell blocks of a page, with continuation lines joined. */
export function curlCalls(blocks: CodeBlock[], where: string): CurlCall[] {
  const calls: CurlCall[] = [];
  for (const block of blocks) {
    if (!['bash', 'sh', 'shell', 'console', 'zsh'].includes(block.lang)) continue;
    const logical = block.code.replace(/\\\n/g, ' ').split('\n');
    for (const line of logical) {
      const at = line.search(/\bcurl\s/);
      if (at < 0) continue;
      const words = shellWords(line.slice(at));
      let method: string | undefined;
      let data: string | undefined;
      let target: string | undefined;
      for (let i = 1; i < words.length; i++) {
        const word = words[i];
        if (word === '-X' || word === '--request') method = words[++i];
        else if (['-d', '--data', '--data-binary', '--data-raw'].includes(word)) data = words[++i];
        else if (/^https?:\/\//.test(word)) target ??= word;
      }
      if (!target) continue;
      calls.push({
        where: `${where}:${block.line ?? '?'}`,
        method: (method ?? (data === undefined ? 'GET' : 'POST')).toLowerCase(),
        url: new URL(target.replace(/\$\{?\w+\}?/g, 'x')),
        data,
        producer: line.slice(0, at),
      });
    }
  }
  return calls;
}

/**
 * The JSON body a call sends, when the page shows it: inline, or as a titled block for '@file'. Undefined when built by another
 * command.
 */
export function bodyOf(call: CurlCall, blocks: CodeBlock[]): { json?: unknown; shown: boolean; error?: string } {
  if (call.data === undefined || call.data === '@-') return { shown: false };
  let text = call.data;
  if (text.startsWith('@')) {
    const name = text.slice(1);
    const block = blocks.find((candidate) => candidate.title && (candidate.title === name || candidate.title.endsWith(`/${name}`)));
    if (!block) return { shown: false, error: `${call.where}: the page does not show ${name}` };
    text = block.code;
  }
  try {
    return { json: JSON.parse(text), shown: true };
  } catch (error) {
    return { shown: true, error: `${call.where}: the body is not JSON (${(error as Error).message})` };
  }
}

interface Operation {
  method: string;
  pattern: RegExp;
  path: string;
  validate: ValidateFunction;
}

const pages = builtPages();
let highlighter: Highlighter;
let operations: Operation[];
/** For the OpenAPI request bodies; MDL manifests go through the site's one MDL validator (lib/engine-mdl). */
const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { password: true } });
const mdlValidator = new Validator(mdlSchema as object, '2020-12', false);

beforeAll(async () => {
  highlighter = await getHighlighter();
  const document = (await SwaggerParser.dereference(JSON.parse(readFileSync('openapi/wren-engine.json', 'utf8')))) as unknown as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: object }> } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([apiPath, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      if (!schema) return [];
      const pattern = new RegExp(`^${apiPath.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return [{ method, pattern, path: apiPath, validate: ajv.compile(structuredClone(schema)) }];
    }),
  );
}, 60_000);

const operationFor = (call: CurlCall) =>
  operations.find(
    (operation) =>
      operation.method === call.method &&
      operation.pattern.test(call.url.pathname) &&
      !operation.path.includes('{') &&
      operation.pattern.source === `^${call.url.pathname}$`,
  ) ?? operations.find((operation) => operation.method === call.method && operation.pattern.test(call.url.pathname));

/** Decodes a manifestStr and validates the manifest; returns a failure message or undefined. */
function checkManifestStr(value: unknown, where: string): string | undefined {
  if (typeof value !== 'string') return `${where}: manifestStr is not a string`;
  let manifest: unknown;
  try {
    manifest = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return `${where}: manifestStr is not base64 of a JSON document`;
  }
  const problems = schemaProblems(mdlValidator, manifest);
  return problems.length ? `${where}: decoded manifestStr: ${problems.join('; ')}` : undefined;
}

describe('claims about reaching Wren Engine', () => {
  it('no page presents port 7432, psql or the PostgreSQL wire protocol as a way to query the engine', () => {
    const units = pages.flatMap((page) => claimUnits(page.file, page.codeBlocks, page.prose));
    expect(units.length).toBeGreaterThan(1000);
    expect(wireProtocolClaims(units)).toEqual([]);
  });

  it('the check catches a wire-protocol step and allows a note that it was removed', () => {
    const units = (text: string) => {
      const rendered = renderBody(highlighter, text);
      return claimUnits('x.md', rendered.codeBlocks, rendered.prose);
    };
    expect(
      wireProtocolClaims(
        units("Connect with `psql` on port `7432`:\n\n```bash\npsql 'host=localhost port=7432 user=demo dbname=wren'\n```\n"),
      ),
    ).toHaveLength(2);
    expect(wireProtocolClaims(units('The engine speaks the PostgreSQL wire protocol.'))).toHaveLength(1);
    expect(wireProtocolClaims(units('| Wren Engine SQL | `WREN_ENGINE_SQL_PORT` | `7432` | No |'))).toHaveLength(1);
    expect(wireProtocolClaims(units('The PostgreSQL wire protocol (port `7432`) was removed in 2024, so `psql` cannot connect.'))).toEqual(
      [],
    );
    expect(
      wireProtocolClaims(
        units(
          'Paste it into your database client, for example `psql`.\n\n```bash\npsql "host=<your-db-host> dbname=<db>" -c "SELECT 1"\n```\n',
        ),
      ),
    ).toEqual([]);
  });

  it('no code block calls /v1/mdl/preview, dry-plan or dry-run without a manifest, and every manifest sent there validates', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { route, codeBlocks: blocks } of pages) {
      for (const call of curlCalls(blocks, route).filter((candidate) => MANIFEST_ENDPOINT.test(candidate.url.pathname))) {
        checked++;
        const body = bodyOf(call, blocks);
        if (body.error) failures.push(body.error);
        else if (body.shown) {
          const manifest = (body.json as { manifest?: unknown })?.manifest;
          if (manifest === undefined) failures.push(`${call.where}: ${call.url.pathname} without a manifest`);
          else if (schemaProblems(mdlValidator, manifest).length)
            failures.push(`${call.where}: manifest: ${schemaProblems(mdlValidator, manifest).join('; ')}`);
        } else if (call.data === '@-') {
          if (!/\bmanifest\s*:/.test(call.producer))
            failures.push(`${call.where}: ${call.url.pathname} with a piped body that sets no manifest`);
        } else failures.push(`${call.where}: ${call.url.pathname} without a body, so without a manifest`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(3);
  });

  it(
    'every JSON request body on the engine pages matches its operation in openapi/wren-engine.json, and ' +
      'every manifestStr decodes to a valid manifest',
    () => {
      const failures: string[] = [];
      let validated = 0;
      let manifests = 0;
      for (const { route, codeBlocks: blocks } of pages) {
        if (!ENGINE_ROUTES(route)) continue;
        for (const call of curlCalls(blocks, route)) {
          const operation = operationFor(call);
          if (!operation) continue;
          const body = bodyOf(call, blocks);
          if (body.error) failures.push(body.error);
          if (!body.shown || body.error) continue;
          validated++;
          if (!operation.validate(body.json))
            failures.push(`${call.where}: ${call.method.toUpperCase()} ${operation.path}: ${ajv.errorsText(operation.validate.errors)}`);
        }
        for (const block of blocks) {
          if (block.lang !== 'json' || !block.code.includes('manifestStr')) continue;
          const value = (JSON.parse(block.code) as { manifestStr?: unknown }).manifestStr;
          if (value === undefined) continue;
          manifests++;
          const failure = checkManifestStr(value, `${route}:${block.line ?? '?'}`);
          if (failure) failures.push(failure);
        }
      }
      expect(failures).toEqual([]);
      expect(validated, 'request bodies validated against the OpenAPI document').toBeGreaterThanOrEqual(2);
      expect(manifests, 'manifestStr values decoded').toBeGreaterThanOrEqual(2);
    },
  );

  it('the body check rejects a body that misses a required field and a manifestStr that is not a manifest', () => {
    const query = operations.find((operation) => operation.path === '/v3/connector/{data_source}/query' && operation.method === 'post')!;
    expect(query.validate({ sql: 'SELECT 1', connectionInfo: { url: '/data', format: 'csv' } })).toBe(false);
    expect(checkManifestStr(Buffer.from('{"catalog": "wren"}').toString('base64'), 'x')).toMatch(/decoded manifestStr/);
    expect(checkManifestStr('not base64 json', 'x')).toMatch(/not base64/);
  });
});
