import { describeType, refName } from './describe';
import type { OpenApiDocument, SchemaObject } from './document-types';

/** One field of a schema, with the fields of the object it holds, for a list that expands in place. */
export interface SchemaField {
  name: string;
  type: string;
  /** The schema the type names, linked to its section. */
  schemaRef?: string;
  required: boolean;
  default?: string;
  description?: string;
  enumValues?: string[];
  /** Fields of the object (or of the array's items) this field holds. */
  children?: SchemaField[];
  /** The schemas a field may take one of (`connectionInfo`), each linked to its section. */
  options?: string[];
}

/** Nested objects are expanded this deep; further down, the type links to its section. */
const MAX_DEPTH = 3;

/** The object schema a value holds, if any: itself, its $ref, or its array's items. */
function objectOf(document: OpenApiDocument, schema: SchemaObject | undefined): { schema: SchemaObject; ref?: string } | undefined {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const target = document.components?.schemas?.[name];
    return target?.properties ? { schema: target, ref: name } : undefined;
  }
  if (schema.items) return objectOf(document, schema.items);
  return schema.properties ? { schema } : undefined;
}

/** The fields of an object schema (a $ref is followed), nested objects included down to MAX_DEPTH, cycles cut. */
export function schemaFields(
  document: OpenApiDocument,
  schema: SchemaObject | undefined,
  depth = 0,
  seen: ReadonlySet<string> = new Set(),
): SchemaField[] {
  const target = objectOf(document, schema);
  if (!target) return [];
  const within = target.ref ? new Set([...seen, target.ref]) : seen;
  const required = new Set(target.schema.required ?? []);
  return Object.entries(target.schema.properties ?? {}).map(([name, value]) => {
    const nested = objectOf(document, value);
    const options = (value.oneOf ?? value.anyOf)?.filter((option) => option.$ref).map((option) => refName(option.$ref!));
    const expand = nested && depth + 1 < MAX_DEPTH && !(nested.ref && within.has(nested.ref));
    const ref = value.$ref ? refName(value.$ref) : value.items?.$ref ? refName(value.items.$ref) : undefined;
    return {
      name,
      type: describeType(value),
      ...(ref ? { schemaRef: ref } : {}),
      required: required.has(name),
      ...(value.default !== undefined ? { default: JSON.stringify(value.default) } : {}),
      ...(value.description ? { description: value.description } : {}),
      ...(value.enum ? { enumValues: value.enum.map(String) } : {}),
      ...(expand
        ? {
            children: schemaFields(
              document,
              nested.ref ? { $ref: `#/components/schemas/${nested.ref}` } : nested.schema,
              depth + 1,
              within,
            ),
          }
        : {}),
      ...(options?.length ? { options } : {}),
    };
  });
}
