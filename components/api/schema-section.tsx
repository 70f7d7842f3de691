import type { ApiSchema } from '@/lib/openapi/reference';
import { SchemaType } from './schema-link';

/** One schema: its fields with type, whether required, default and meaning. */
export function SchemaSection({ schema }: { schema: ApiSchema }) {
  return (
    <section id={schema.anchor} className="api-schema" aria-labelledby={`${schema.anchor}-title`}>
      <h3 id={`${schema.anchor}-title`}>
        {schema.name}
        <a className="heading-anchor" href={`#${schema.anchor}`} aria-label={`Link to ${schema.name}`}>#</a>
      </h3>
      {schema.description && <p>{schema.description}</p>}
      {schema.enumValues && <p>One of: {schema.enumValues.map((value, i) => <span key={value}>{i > 0 && ', '}<code>{value}</code></span>)}</p>}
      {schema.properties.length > 0 && (
        <table className="api-table">
          <thead><tr><th>Field</th><th>Type</th><th>Default</th><th>Description</th></tr></thead>
          <tbody>
            {schema.properties.map((property) => (
              <tr key={property.name}>
                <td><code>{property.name}</code>{property.required && <span className="required"> required</span>}</td>
                <td><SchemaType type={property.type} schemaRef={property.schemaRef} />{property.enumValues && <> ({property.enumValues.join(', ')})</>}</td>
                <td>{property.default !== undefined ? <code>{property.default}</code> : '—'}</td>
                <td>{property.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
