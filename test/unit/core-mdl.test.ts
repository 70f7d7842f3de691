import path from 'node:path';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import sidebars from '@/content/sidebars';
import coreMdlSchema from '@/lib/core/mdl.schema.json';
import { CORE } from '@/lib/config/core-release';
import { MDL_SCHEMA_SOURCE, checkMdlExamples, convertKeys, mdlExamples, snakeToCamel } from '@/lib/core/mdl-check';
import { readContentFiles } from '@/lib/content/load';
import { routeForFile, sidebarForRoute } from '@/lib/content/route';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const validate = ajv.compile(coreMdlSchema);
const check = (markdown: string) => checkMdlExamples(markdown, validate);

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
    const bytes = readFileSync(path.resolve('lib/core/mdl.schema.json'));
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
      "3: json target/mdl.json: /models/0 must NOT have additional properties 'made_up_field'",
    ]);
    expect(check(jsonBlock({ schema: 'public', models: [] })).problems).toEqual([
      "3: json target/mdl.json: / must have required property 'catalog'",
    ]);
    const join = { ...manifest, relationships: [{ name: 'r', models: ['a', 'b'], joinType: 'LEFT', condition: 'a.id = b.id' }] };
    expect(check(jsonBlock(join)).problems[0]).toMatch(/\/relationships\/0\/joinType must be equal to one of the allowed values/);
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
        "1: yaml models/orders/metadata.yml: /models/0 must NOT have additional properties 'tableRefrence' (table_refrence in the YAML)",
      ]),
    );
  });

  it('holds a hand-written JSON manifest to the schema as it stands: isPrimaryKey passes only where the CLI writes it', () => {
    const withKey = structuredClone(manifest);
    (withKey.models[0].columns[0] as Record<string, unknown>).isPrimaryKey = true;
    expect(check(jsonBlock(withKey)).problems).toEqual([
      "3: json target/mdl.json: /models/0/columns/0 must NOT have additional properties 'isPrimaryKey'",
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
    const examples = mdlExamples(page);
    expect(examples.map((example) => [example.line, example.kind])).toEqual([
      [4, 'manifest'],
      [10, 'relationships'],
      [17, 'project'],
    ]);
    expect(examples[1].manifest).toMatchObject({ relationships: [{ joinType: 'MANY_TO_ONE' }] });
    expect(check(page).problems).toEqual(['17: yaml wren_project.yml: /dataSource must be equal to one of the allowed values']);
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
  const files = readContentFiles(path.resolve('content'), 'content').filter(
    (file) => sidebarForRoute(routeForFile(file.relativePath), sidebars) === 'core',
  );

  it("validate against Core's MDL schema at CORE's tag", () => {
    let checked = 0;
    const problems = files.flatMap((file) => {
      const result = check(file.text);
      checked += result.checked;
      return result.problems.map((problem) => `${file.displayPath}:${problem}`);
    });
    expect(problems, problems.join('\n')).toEqual([]);
    expect(checked, 'MDL examples checked').toBeGreaterThanOrEqual(10);
  });
});
