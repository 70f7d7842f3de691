import { useId, useState } from 'react';
import { checkManifest } from '@/lib/engine-mdl/check-manifest';

/**
 * Loaded through manifest-checker.client.tsx, so its code (and the schema validator) ships only with
 * the pages that render it. An MDL manifest to edit and check in the browser against the site's MDL schema, with the
 * `manifestStr` the engine's HTTP API takes once it is valid. The first result is rendered on the
 * server, so the example's verdict is on the page before this island hydrates.
 */
export function ManifestCheckerPanel({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const id = useId();
  const result = checkManifest(text);
  return (
    <div className="manifest-checker">
      <label htmlFor={`${id}-input`}>Manifest (JSON)</label>
      <textarea
        id={`${id}-input`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={16}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
      />
      <div role="status" aria-live="polite" className={result.ok ? 'manifest-check-ok' : 'manifest-check-problems'}>
        {result.ok ? (
          <>
            <p>
              <strong>Valid manifest</strong>: {result.summary}. Its <code>manifestStr</code>:
            </p>
            <figure className="code-block">
              <pre>
                <code>{result.manifestStr}</code>
              </pre>
              <button type="button" className="copy-button" data-copy="" aria-label="Copy manifestStr to clipboard">
                Copy
              </button>
            </figure>
          </>
        ) : (
          <>
            <p>
              <strong>{result.problems.length === 1 ? '1 problem' : `${result.problems.length} problems`}</strong>:
            </p>
            <ul>
              {result.problems.map((problem) => (
                <li key={problem}>
                  <code>{problem}</code>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
