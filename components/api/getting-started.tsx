import { codeFigureHtml } from '@/lib/content/markdown/rehype-code';
import { compactJson } from '@/lib/openapi/compact-json';
import type { ApiReference } from '@/lib/openapi/reference';
import { schemaAnchor } from '@/lib/openapi/reference';
import type { RenderTools } from './render-tools';

const MANIFEST_CHECKER = '/oss/engine/guide/check_manifest';

/** Base URL, how the manifest and the connection travel, and the error shape: what every call shares. */
export function GettingStarted({ reference, tools }: { reference: ApiReference; tools: RenderTools }) {
  const operations = reference.operationGroups.flatMap((group) => group.items);
  const error = operations.flatMap((op) => op.responses).find((response) => response.status === '422' && response.example !== undefined);
  const encode = 'base64 -w0 mdl.json';
  return (
    <section id="getting-started" className="api-start" aria-labelledby="getting-started-title">
      <h2 id="getting-started-title">Getting started</h2>
      <div className="api-start-grid">
        <div>
          <h3>Base URL</h3>
          <p>
            The examples call <code>{reference.server}</code>, an engine running on your own machine. Put your engine&apos;s address in its
            place; every path below is relative to it. Requests and answers are JSON (<code>Content-Type: application/json</code>).
          </p>
          <h3>The manifest</h3>
          <p>
            Calls that plan or run SQL carry your semantic model in <code>manifestStr</code>: the MDL manifest as JSON, encoded as base64.
            Check a manifest with the <a href={MANIFEST_CHECKER}>manifest checker</a> before you send it.
          </p>
          <p>
            To turn a manifest file into that value on Linux (on macOS, <code>base64 -i mdl.json</code>):
          </p>
          <div dangerouslySetInnerHTML={{ __html: codeFigureHtml(tools.highlighter, encode, 'bash') }} />
          <h3>The connection</h3>
          <p>
            Calls that reach the data source name its kind in the path (<code>{'{data_source}'}</code>, for example <code>postgres</code>)
            and carry <code>connectionInfo</code>, the object for that kind: a{' '}
            <a href={`#${schemaAnchor('PostgresConnectionInfo')}`}>PostgresConnectionInfo</a> for <code>postgres</code>.
          </p>
        </div>
        <div>
          <h3>Errors</h3>
          <p>
            A request that does not match the expected shape is answered with status <code>422</code>. Its <code>detail</code> lists every
            problem: <code>loc</code> where the value is, <code>msg</code> what is wrong and <code>type</code> a code for it (
            <a href={`#${schemaAnchor('HTTPValidationError')}`}>HTTPValidationError</a>).
          </p>
          {error && (
            <div
              dangerouslySetInnerHTML={{ __html: codeFigureHtml(tools.highlighter, compactJson(error.example), 'json', 'Response 422') }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
