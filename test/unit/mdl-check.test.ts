import { describe, expect, it } from 'vitest';
import { checkManifest, toManifestStr } from '@/lib/engine-mdl/check-manifest';
import { mdlFields } from '@/lib/engine-mdl/fields';

const model = (extra: object) => ({ name: 'orders', columns: [{ name: 'id', type: 'integer' }], ...extra });
const manifest = (extra: object = {}) => JSON.stringify({ catalog: 'wren', schema: 'shop', ...extra });

describe('checkManifest', () => {
  it('accepts a valid manifest, counts its parts and encodes it as the engine expects', () => {
    const text = manifest({ models: [model({ tableReference: { table: 'orders' } })] });
    const result = checkManifest(text);
    expect(result).toEqual({ ok: true, summary: '1 model', manifestStr: Buffer.from(JSON.stringify(JSON.parse(text))).toString('base64') });
  });

  it('says where each problem is, once, and tells an exactly-one-of rule as such', () => {
    const result = checkManifest(manifest({ models: [{ name: 'orders', columns: [{ name: 'id' }] }] }));
    expect(result).toEqual({
      ok: false,
      problems: [
        '/models/0: needs exactly one of "tableReference", "refSql", "baseObject"',
        '/models/0/columns/0: does not have required property "type"',
      ],
    });
  });

  it('names a misspelled field and a value outside an enum', () => {
    expect(checkManifest(manifest({ modles: [] }))).toEqual({
      ok: false,
      problems: ['/modles: is not a field MDL defines here (check the spelling)'],
    });
    const relationship = { name: 'r', models: ['a', 'b'], joinType: 'SIDEWAYS', condition: 'a.id = b.id' };
    const result = checkManifest(manifest({ relationships: [relationship] }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/^\/relationships\/0\/joinType: does not match any of/);
  });

  it('reports text that is not JSON', () => {
    expect(checkManifest('{"catalog":')).toEqual({ ok: false, problems: [expect.stringMatching(/^not JSON: /)] });
  });

  it('encodes non-ASCII text as UTF-8 before base64', () => {
    expect(Buffer.from(toManifestStr({ name: 'café' }), 'base64').toString('utf8')).toBe('{"name":"café"}');
  });
});

describe('mdlFields', () => {
  it("lists a definition's fields with readable types and required flags", () => {
    const fields = mdlFields('relationship');
    expect(fields.map((field) => field.name)).toEqual(['name', 'models', 'joinType', 'condition', 'properties']);
    expect(fields.find((field) => field.name === 'joinType')).toMatchObject({
      type: 'one of ONE_TO_ONE, ONE_TO_MANY, MANY_TO_ONE, MANY_TO_MANY',
      required: true,
    });
    expect(mdlFields('manifest').find((field) => field.name === 'models')).toMatchObject({ type: 'array of model', required: false });
    expect(mdlFields('model').find((field) => field.name === 'tableReference')?.description).not.toBe('');
  });

  it('names the known definitions when asked for an unknown one', () => {
    expect(() => mdlFields('table')).toThrow(/the MDL schema has no definition 'table' \(known: manifest, properties/);
  });
});
