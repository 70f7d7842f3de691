import type { Highlighter } from 'shiki';
import { codeFigureHtml } from '@/lib/content/markdown/rehype-code';
import type { ApiOperation } from '@/lib/openapi/reference';
import { SchemaType } from './schema-link';

/** One operation, fully described in static HTML. */
export function OperationSection({ operation, highlighter }: { operation: ApiOperation; highlighter: Highlighter }) {
  const ok = operation.responses.find((response) => response.status.startsWith('2') && response.example !== undefined);
  return (
    <section id={operation.anchor} className="api-operation" aria-labelledby={`${operation.anchor}-title`}>
      <h3 id={`${operation.anchor}-title`}>
        <span className={`http-method http-${operation.method}`}>{operation.method.toUpperCase()}</span>{' '}
        <code className="api-path">{operation.path}</code>
        <a className="heading-anchor" href={`#${operation.anchor}`} aria-label={`Link to ${operation.method.toUpperCase()} ${operation.path}`}>#</a>
      </h3>
      <p className="api-summary">
        <strong>{operation.summary}</strong>
        {operation.deprecated && <span className="badge badge-deprecated">Deprecated</span>}
      </p>
      {operation.description && <p>{operation.description}</p>}
      {operation.parameters.length > 0 && (
        <table className="api-table">
          <caption>Parameters</caption>
          <thead><tr><th>Name</th><th>In</th><th>Type</th><th>Default</th><th>Description</th></tr></thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`}>
                <td><code>{parameter.name}</code>{parameter.required && <span className="required" title="required"> required</span>}</td>
                <td>{parameter.in}</td>
                <td><code>{parameter.type}</code></td>
                <td>{parameter.default !== undefined ? <code>{parameter.default}</code> : '—'}</td>
                <td>{parameter.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {operation.body && (
        <p>
          Request body{operation.body.required ? ' (required)' : ''}: <SchemaType type={operation.body.type} schemaRef={operation.body.schemaRef} />
        </p>
      )}
      <table className="api-table">
        <caption>Responses</caption>
        <thead><tr><th>Status</th><th>Description</th><th>Body</th></tr></thead>
        <tbody>
          {operation.responses.map((response) => (
            <tr key={response.status}>
              <td><code>{response.status}</code></td>
              <td>{response.description}</td>
              <td>{response.type ? <SchemaType type={response.type} schemaRef={response.schemaRef} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div dangerouslySetInnerHTML={{ __html: codeFigureHtml(highlighter, operation.curl, 'bash', 'Example request') }} />
      {ok && <div dangerouslySetInnerHTML={{ __html: codeFigureHtml(highlighter, JSON.stringify(ok.example, null, 2), 'json', `Example response (${ok.status})`) }} />}
    </section>
  );
}
