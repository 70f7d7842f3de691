import mdlSchema from './engine-mdl.schema.json';

export interface SchemaField {
  name: string;
  /** Readable type: 'string', 'boolean', 'array of column', 'one of ONE_TO_ONE, …', 'tableReference'. */
  type: string;
  required: boolean;
  description: string;
}

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: string[];
  items?: JsonSchema;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

const schema = mdlSchema as unknown as JsonSchema & { $defs: Record<string, JsonSchema> };

/** The names `mdlFields` takes: 'manifest' for the top level, else a definition such as 'model'. */
export const MDL_DEFINITIONS = ['manifest', ...Object.keys(schema.$defs)] as const;

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

function typeOf(field: JsonSchema): string {
  if (field.$ref) return refName(field.$ref);
  if (field.enum) return `one of ${field.enum.join(', ')}`;
  if (field.type === 'array' && field.items) return `array of ${typeOf(field.items)}`;
  if (Array.isArray(field.type)) return field.type.join(' or ');
  return field.type ?? 'any';
}

/** The fields of one part of an MDL manifest, read from the site's MDL schema, in the schema's order. */
export function mdlFields(definition: string): SchemaField[] {
  const node = definition === 'manifest' ? schema : schema.$defs[definition];
  if (!node?.properties) throw new Error(`the MDL schema has no definition '${definition}' (known: ${MDL_DEFINITIONS.join(', ')})`);
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties)
    .filter(([name]) => name !== '$schema')
    .map(([name, field]) => {
      const target = field.$ref ? schema.$defs[refName(field.$ref)] : field;
      return { name, type: typeOf(field), required: required.has(name), description: field.description ?? target?.description ?? '' };
    });
}
