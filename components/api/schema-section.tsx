import type { ApiSchema } from '@/lib/openapi/reference';
import { FieldList } from './field-list';
import { MarkdownText } from './markdown-text';
import type { RenderTools } from './render-tools';

/** One schema: its fields with type, whether required, default and meaning; nested objects expand in place. */
export function SchemaSection({ schema, tools }: { schema: ApiSchema; tools: RenderTools }) {
  return (
    <section id={schema.anchor} className="api-schema" aria-labelledby={`${schema.anchor}-title`}>
      {/* The engine's own code links here as #tag/<Schema> (the anchors of the reference it was published with). */}
      <span id={`tag/${schema.name}`} />
      <h3 id={`${schema.anchor}-title`}>
        {schema.name}
        <a className="heading-anchor" href={`#${schema.anchor}`} aria-label={`Link to ${schema.name}`}>
          #
        </a>
      </h3>
      <MarkdownText text={schema.description} where={schema.name} tools={tools} />
      {schema.enumValues && (
        <p>
          One of:{' '}
          {schema.enumValues.map((value, i) => (
            <span key={value}>
              {i > 0 && ', '}
              <code>{value}</code>
            </span>
          ))}
        </p>
      )}
      {schema.fields.length > 0 && (
        <details className="api-schema-box" open>
          <summary>
            {schema.fields.length} {schema.fields.length === 1 ? 'field' : 'fields'}
          </summary>
          <FieldList fields={schema.fields} where={schema.name} tools={tools} />
        </details>
      )}
    </section>
  );
}
