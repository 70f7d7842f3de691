import { codeFigureHtml } from '@/lib/content/markdown/rehype-code';
import { compactJson } from '@/lib/openapi/compact-json';
import type { ApiOperation } from '@/lib/openapi/reference';
import { EXAMPLE_LANGUAGES } from '@/lib/openapi/request-examples';
import { ApiPath } from './api-path';
import { FieldList } from './field-list';
import { MarkdownText } from './markdown-text';
import { inlineHtml, type RenderTools } from './render-tools';
import { SchemaType } from './schema-link';

const VALIDATION_ERROR = 'HTTPValidationError';

/**
 * One operation in static HTML: its text on the left (summary, description, parameters, body and
 * responses), its request and response examples on the right from 1280 px (api.css), and an empty
 * panel the Try it button fills with an explorer for this operation only (try-it.client.tsx).
 */
export function OperationSection({ operation, tools }: { operation: ApiOperation; tools: RenderTools }) {
  const { anchor } = operation;
  const where = `${operation.method} ${operation.path}`;
  const ok = operation.responses.find((response) => response.status.startsWith('2') && response.example !== undefined);
  return (
    <section
      id={anchor}
      className="api-operation"
      aria-labelledby={`${anchor}-title`}
      data-method={operation.method}
      data-path={operation.path}
    >
      <div className="api-op-text">
        <h3 id={`${anchor}-title`}>
          <span className={`http-method http-${operation.method}`}>{operation.method.toUpperCase()}</span>{' '}
          <code>
            <ApiPath path={operation.path} />
          </code>
          <a className="heading-anchor" href={`#${anchor}`} aria-label={`Link to ${operation.method.toUpperCase()} ${operation.path}`}>
            #
          </a>
        </h3>
        <div className="api-summary">
          <strong>{operation.summary}</strong>
          {operation.deprecated && <span className="badge badge-deprecated">Deprecated</span>}
          <button type="button" className="api-try" data-try={anchor} aria-expanded="false" aria-controls={`${anchor}-try`}>
            Try it
          </button>
        </div>
        <MarkdownText text={operation.description} where={where} tools={tools} />
        {operation.parameters.length > 0 && (
          <>
            <h4>Parameters</h4>
            <FieldList
              where={`${where} parameters`}
              tools={tools}
              fields={operation.parameters.map((p) => ({
                name: p.name,
                type: `${p.type} · ${p.in}`,
                schemaRef: p.schemaRef,
                required: p.required,
                default: p.default,
                description: p.description,
              }))}
            />
          </>
        )}
        {operation.body && (
          <>
            <h4>Request body</h4>
            <p className="api-body-type">
              <SchemaType type={operation.body.type} schemaRef={operation.body.schemaRef} />
              {operation.body.required && <span className="api-required">required</span>}
            </p>
            <MarkdownText text={operation.body.description} where={`${where} body`} tools={tools} />
            {operation.body.fields.length > 0 && (
              <details className="api-schema-box" open>
                <summary>Body fields</summary>
                <FieldList fields={operation.body.fields} where={`${where} body`} tools={tools} />
              </details>
            )}
          </>
        )}
        <h4>Responses</h4>
        <ul className="api-responses">
          {operation.responses.map((response) => (
            <li key={response.status}>
              <details className="api-schema-box">
                <summary>
                  <code className={`api-status api-status-${response.status[0]}`}>{response.status}</code>{' '}
                  {response.description && (
                    <span
                      className="api-response-text"
                      dangerouslySetInnerHTML={{ __html: inlineHtml(tools.markdown(response.description, `${where} ${response.status}`)) }}
                    />
                  )}
                </summary>
                {response.type ? (
                  <p className="api-body-type">
                    Body: <SchemaType type={response.type} schemaRef={response.schemaRef} />
                  </p>
                ) : (
                  <p className="api-body-type">No body.</p>
                )}
                {/* The validation error is the same on every call: its fields are under Getting started and in its schema. */}
                {response.fields.length > 0 && response.schemaRef !== VALIDATION_ERROR && (
                  <FieldList fields={response.fields} where={`${where} ${response.status}`} tools={tools} />
                )}
              </details>
            </li>
          ))}
        </ul>
      </div>
      <div className="api-op-examples">
        <div className="tabs api-lang" role="group" aria-label={`Request example for ${operation.method.toUpperCase()} ${operation.path}`}>
          {EXAMPLE_LANGUAGES.map((language, i) => (
            <LanguageTab key={language.id} anchor={anchor} id={language.id} label={language.label} checked={i === 0} />
          ))}
          {EXAMPLE_LANGUAGES.map((language) => (
            <div
              key={language.id}
              className="tab-panel"
              dangerouslySetInnerHTML={{
                __html: codeFigureHtml(
                  tools.highlighter,
                  operation.examples[language.id],
                  language.grammar,
                  exampleTitle(operation, language.id),
                ),
              }}
            />
          ))}
        </div>
        {ok && (
          <div
            dangerouslySetInnerHTML={{
              __html: codeFigureHtml(tools.highlighter, compactJson(ok.example), 'json', `Response ${ok.status}`),
            }}
          />
        )}
      </div>
      <div id={`${anchor}-try`} className="api-try-panel" hidden />
    </section>
  );
}

/** fetch() refuses a body on GET, so that example uses Node's http module, and says why. */
function exampleTitle(operation: ApiOperation, language: string): string | undefined {
  return language === 'javascript' && operation.request.method === 'GET' && operation.request.body !== undefined
    ? "fetch() cannot send a body with GET: Node's http module"
    : undefined;
}

/** A radio and its label: the tabs switch without JavaScript; api-lang.client.tsx keeps every operation on the reader's language. */
function LanguageTab({ anchor, id, label, checked }: { anchor: string; id: string; label: string; checked: boolean }) {
  const inputId = `${anchor}-lang-${id}`;
  return (
    <>
      <input type="radio" className="tab-input" name={`${anchor}-lang`} id={inputId} value={id} data-lang={id} defaultChecked={checked} />
      <label htmlFor={inputId} className="tab-label">
        {label}
      </label>
    </>
  );
}
