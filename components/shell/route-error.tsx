'use client';

import { useEffect } from 'react';
import { errorChain, isChunkLoadError } from '@/lib/browser/error-chain';

const RELOADED_KEY = 'chunk-reload';

/**
 * What an error boundary shows. A page whose code failed to load (often a deploy that replaced
 * the chunks) reloads once by itself; if it fails again, an error box offers Retry. Any other
 * error shows the crash page with the messages of the whole cause chain.
 */
export function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  const chunkFailure = isChunkLoadError(error);
  useEffect(() => {
    if (!chunkFailure) return;
    const key = `${RELOADED_KEY}:${location.pathname}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    console.warn('A page chunk failed to load; reloading the page once.', error);
    window.location.reload();
  }, [chunkFailure, error]);

  if (chunkFailure) {
    return (
      <main id="main" className="status-page">
        <div className="error-box" role="alert">
          <p>
            <strong>This page failed to load.</strong> Check your connection and try again.
          </p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Retry
          </button>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="status-page">
      <title>This page crashed.</title>
      <h1>This page crashed.</h1>
      <button type="button" className="button" onClick={() => retry()}>
        Try again
      </button>
      <ol className="error-chain">
        {errorChain(error).map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ol>
    </main>
  );
}
