import { schemaAnchor } from '@/lib/openapi/reference';

/** A type, linked to its schema section when it names one. */
export function SchemaType({ type, schemaRef }: { type: string; schemaRef?: string }) {
  if (!schemaRef) return <code>{type}</code>;
  const [before, after] = type.split(schemaRef);
  return <code>{before}<a href={`#${schemaAnchor(schemaRef)}`}>{schemaRef}</a>{after}</code>;
}
