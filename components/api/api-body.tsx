import type { ApiReference } from '@/lib/openapi/reference';
import { GettingStarted } from './getting-started';
import { MarkdownText } from './markdown-text';
import { OperationSection } from './operation-section';
import type { RenderTools } from './render-tools';
import { SchemaSection } from './schema-section';

/** Getting started, every operation group, then every schema group, fully described. */
export function ApiBody({ reference, tools }: { reference: ApiReference; tools: RenderTools }) {
  return (
    <div className="api-body">
      <GettingStarted reference={reference} tools={tools} />
      {reference.operationGroups.map((group) => (
        <section key={group.anchor} aria-labelledby={group.anchor} className="api-group">
          <h2 id={group.anchor}>{group.title}</h2>
          <MarkdownText text={group.description} where={`tag ${group.name}`} tools={tools} />
          {group.items.map((operation) => (
            <OperationSection key={operation.anchor} operation={operation} tools={tools} />
          ))}
        </section>
      ))}
      {reference.schemaGroups.map((group) => (
        <section key={group.anchor} aria-labelledby={group.anchor} className="api-group">
          <h2 id={group.anchor}>{group.title}</h2>
          {group.items.map((schema) => (
            <SchemaSection key={schema.anchor} schema={schema} tools={tools} />
          ))}
        </section>
      ))}
    </div>
  );
}
