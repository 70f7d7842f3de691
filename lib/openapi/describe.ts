import type { SchemaObject } from './document-types';

export const refName = (ref: string) => ref.replace(/^#\/components\/schemas\//, '');

/** A short, readable type: 'string', 'integer | string', 'array of Column', 'QueryDTO', 'one of 15 schemas'. */
export function describeType(schema: SchemaObject | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.oneOf || schema.anyOf) {
    const options = (schema.oneOf ?? schema.anyOf)!;
    return options.length > 4 ? `one of ${options.length} schemas` : options.map(describeType).join(' | ');
  }
  if (schema.type === 'array') return `array of ${describeType(schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? (schema.properties ? 'object' : 'any'));
  return schema.format && schema.format !== 'password' ? `${type} (${schema.format})` : type;
}

/** A tag or group name as a heading: 'connector' is 'Connector', 'model: connection info' is 'Model: Connection Info'. */
export function titleCase(name: string): string {
  return name.replace(/(^|[\s:/_-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}
