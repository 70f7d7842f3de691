import { schemaAnchor } from '@/lib/openapi/reference';

/** A type, linked to its schema section when it names one. */
export function SchemaType({ type, schemaRef, className }: { type: string; schemaRef?: string; className?: string }) {
  if (!schemaRef || !type.includes(schemaRef)) return <code className={className}>{type}</code>;
  const [before, after] = type.split(schemaRef);
  return (
    <code className={className}>
      {before}
      <a href={`#${schemaAnchor(schemaRef)}`}>{schemaRef}</a>
      {after}
    </code>
  );
}
