import type { SchemaField } from '@/lib/openapi/schema-fields';
import { schemaAnchor } from '@/lib/openapi/reference';
import { MarkdownText } from './markdown-text';
import type { RenderTools } from './render-tools';
import { SchemaType } from './schema-link';

/**
 * Fields as a list, Stripe-style: name, type, whether required, default, description; a field that
 * holds an object lists that object's fields in a closed <details> under it, expandable in place.
 */
export function FieldList({ fields, where, tools }: { fields: SchemaField[]; where: string; tools: RenderTools }) {
  return (
    <ul className="api-fields">
      {fields.map((field) => (
        <li key={field.name} className="api-field">
          <div className="api-field-head">
            <code className="api-field-name">{field.name}</code>
            <SchemaType type={field.type} schemaRef={field.schemaRef} className="api-field-type" />
            {field.required && <span className="api-required">required</span>}
            {field.default !== undefined && (
              <span className="api-field-default">
                default <code>{field.default}</code>
              </span>
            )}
          </div>
          <MarkdownText text={field.description} where={`${where}.${field.name}`} tools={tools} className="api-field-text" />
          {field.enumValues && (
            <p className="api-field-enum">
              One of:{' '}
              {field.enumValues.map((value, i) => (
                <span key={value}>
                  {i > 0 && ', '}
                  <code>{value}</code>
                </span>
              ))}
            </p>
          )}
          {field.options && (
            <details className="api-children">
              <summary>One of {field.options.length} schemas</summary>
              <ul className="api-options">
                {field.options.map((option) => (
                  <li key={option}>
                    <a href={`#${schemaAnchor(option)}`}>
                      <code>{option}</code>
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {field.children && field.children.length > 0 && (
            <details className="api-children">
              <summary>
                Fields of <code>{field.schemaRef ?? field.name}</code>
              </summary>
              <FieldList fields={field.children} where={`${where}.${field.name}`} tools={tools} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
