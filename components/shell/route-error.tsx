'use client';

import { errorChain, isChunkLoadError } from '@/lib/errors';

/** What an error boundary shows: a retry box when the page failed to load, a crash page otherwise. */
export function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  if (isChunkLoadError(error)) {
    return (
      <main id="main" className="status-page">
        <div className="error-box" role="alert">
          <p><strong>This page failed to load.</strong> Check your connection and try again.</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>Retry</button>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="status-page">
      <title>This page crashed.</title>
      <h1>This page crashed.</h1>
      <button type="button" className="button" onClick={() => retry()}>Try again</button>
      <ol className="error-chain">
        {errorChain(error).map((message, index) => <li key={index}>{message}</li>)}
      </ol>
    </main>
  );
}
