import type { Highlighter } from 'shiki';
import type { ApiReference } from '@/lib/openapi/reference';
import { OperationSection } from './operation-section';
import { SchemaSection } from './schema-section';

/** Every operation group, then every schema group, fully described. */
export function ApiBody({ reference, highlighter }: { reference: ApiReference; highlighter: Highlighter }) {
  return (
    <>
      {reference.operationGroups.map((group) => (
        <section key={group.anchor} aria-labelledby={group.anchor}>
          <h2 id={group.anchor}>{group.name}</h2>
          {group.description && <p>{group.description}</p>}
          {group.items.map((operation) => <OperationSection key={operation.anchor} operation={operation} highlighter={highlighter} />)}
        </section>
      ))}
      {reference.schemaGroups.map((group) => (
        <section key={group.anchor} aria-labelledby={group.anchor}>
          <h2 id={group.anchor}>{group.name === 'model' ? 'model: connection info' : group.name}</h2>
          {group.items.map((schema) => <SchemaSection key={schema.anchor} schema={schema} />)}
        </section>
      ))}
    </>
  );
}
