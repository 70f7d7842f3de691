import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Validator } from '@cfworker/json-schema';
import type { Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import coreMdlSchema from '@/lib/core-snapshot/core-mdl.schema.json';
import { CORE } from '@/lib/config/core-release';
import { MDL_SCHEMA_SOURCE, checkMdlExamples, convertKeys, mdlExamples, snakeToCamel } from '@/lib/core-snapshot/mdl-check';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { builtSidebar, renderBody } from '@/test/support/built-content';

const validator = new Validator(coreMdlSchema as object, '2020-12', false);
let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await getHighlighter();
}, 30_000);
/** The examples of a page as the content pipeline gives its code blocks. */
const blocks = (markdown: string) => renderBody(highlighter, markdown).codeBlocks;
const check = (markdown: string) => checkMdlExamples(blocks(markdown), validator);

const manifest = {
  catalog: 'wren',
  schema: 'public',
  models: [
    {
      name: 'orders',
      tableReference: { schema: 'main', table: 'orders' },
      columns: [{ name: 'order_id', type: 'INTEGER' }],
      primaryKey: 'order_id',
    },
  ],
};
const jsonBlock = (value: unknown, title = 'target/mdl.json') =>
  `Text.\n\n\`\`\`json title="${title}"\n${JSON.stringify(value, null, 2)}\n\`\`\`\n`;

describe("Core's MDL schema", () => {
  it("is the unmodified core/wren-mdl/mdl.schema.json of Canner/WrenAI at CORE's tag (same git blob)", () => {
    const bytes = readFileSync(path.resolve('lib/core-snapshot/core-mdl.schema.json'));
    const blob = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
    expect(MDL_SCHEMA_SOURCE.tag).toBe(CORE.tag);
    expect(blob).toBe(MDL_SCHEMA_SOURCE.blob);
  });
});

describe('checkMdlExamples', () => {
  it('accepts a valid manifest and a model file as wren context build compiles it', () => {
    expect(check(jsonBlock(manifest))).toEqual({ checked: 1, problems: [] });
    const model = [
      '```yaml title="models/orders/metadata.yml"',
      'name: orders',
      'table_reference:',
      '  table: orders',
      'primary_key: order_id',
      'columns:',
      '  - name: order_id',
      '    type: INTEGER',
      '    is_primary_key: true',
      '```',
    ].join('\n');
    expect(check(model)).toEqual({ checked: 1, problems: [] });
  });

  it('rejects a made-up field, a missing required field and a wrong enum value, with the line and the place', () => {
    const madeUp = structuredClone(manifest) as Record<string, unknown> & typeof manifest;
    (madeUp.models[0] as Record<string, unknown>).made_up_field = true;
    expect(check(jsonBlock(madeUp)).problems).toEqual([
      '3: json target/mdl.json: /models/0/made_up_field: is not a field MDL defines here (check the spelling)',
    ]);
    expect(check(jsonBlock({ schema: 'public', models: [] })).problems).toEqual([
      '3: json target/mdl.json: /: does not have required property "catalog"',
    ]);
    const join = { ...manifest, relationships: [{ name: 'r', models: ['a', 'b'], joinType: 'LEFT', condition: 'a.id = b.id' }] };
    expect(check(jsonBlock(join)).problems[0]).toMatch(/\/relationships\/0\/joinType: does not match any of \["ONE_TO_ONE"/);
    const yamlTypo = [
      '```yaml title="models/orders/metadata.yml"',
      'name: orders',
      'table_refrence:',
      '  table: orders',
      'columns: []',
      '```',
    ].join('\n');
    expect(check(yamlTypo).problems).toEqual(
      expect.arrayContaining([
        '1: yaml models/orders/metadata.yml: /models/0/tableRefrence: is not a field MDL defines here (check the spelling) ' +
          '(table_refrence in the YAML)',
      ]),
    );
  });

  it('holds a hand-written JSON manifest to the schema as it stands: isPrimaryKey passes only where the CLI writes it', () => {
    const withKey = structuredClone(manifest);
    (withKey.models[0].columns[0] as Record<string, unknown>).isPrimaryKey = true;
    expect(check(jsonBlock(withKey)).problems).toEqual([
      '3: json target/mdl.json: /models/0/columns/0/isPrimaryKey: is not a field MDL defines here (check the spelling)',
    ]);
  });

  it('finds JSON manifests by their keys or title, and YAML project files by their title only', () => {
    const page = [
      '```json',
      '{"sql": "SELECT 1"}',
      '```',
      '```json',
      '{"catalog": "wren", "schema": "public"}',
      '```',
      '```yaml',
      'name: not a titled project file',
      '```',
      '```yaml title="relationships.yml"',
      'relationships:',
      '  - name: orders_customers',
      '    models: [orders, customers]',
      '    join_type: MANY_TO_ONE',
      '    condition: orders.customer_id = customers.customer_id',
      '```',
      '```yaml title="wren_project.yml"',
      'schema_version: 5',
      'name: shop',
      'data_source: postgresql',
      '```',
    ].join('\n');
    const examples = mdlExamples(blocks(page));
    expect(examples.map((example) => [example.line, example.kind])).toEqual([
      [4, 'manifest'],
      [10, 'relationships'],
      [17, 'project'],
    ]);
    expect(examples[1].manifest).toMatchObject({ relationships: [{ joinType: 'MANY_TO_ONE' }] });
    expect(check(page).problems).toEqual([
      expect.stringMatching(/^17: yaml wren_project\.yml: \/dataSource: does not match any of \["BIGQUERY"/),
    ]);
  });

  it('renames keys as the CLI does', () => {
    expect(snakeToCamel('table_reference')).toBe('tableReference');
    expect(snakeToCamel('_instructions')).toBe('_instructions');
    expect(snakeToCamel('row_level_access_controls')).toBe('rowLevelAccessControls');
    expect(convertKeys({ time_dimensions: [{ name: 'x', base_object: 'y' }] })).toEqual({
      timeDimensions: [{ name: 'x', baseObject: 'y' }],
    });
  });
});

describe('MDL examples on the Wren AI Core pages', () => {
  it("validate against Core's MDL schema at CORE's tag", () => {
    let checked = 0;
    const problems = builtSidebar('core').flatMap(({ file, codeBlocks }) => {
      const result = checkMdlExamples(codeBlocks, validator);
      checked += result.checked;
      return result.problems.map((problem) => `${file}:${problem}`);
    });
    expect(problems, problems.join('\n')).toEqual([]);
    expect(checked, 'MDL examples checked').toBeGreaterThanOrEqual(10);
  });
});
