'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, type FormEvent } from 'react';

const SERVER_KEY = 'wren-engine-api-server';

// Swagger UI is about 420 KB of compressed JavaScript: it loads only when the reader asks for it.
const SwaggerView = dynamic(() => import('./swagger-view.client'), {
  ssr: false,
  loading: () => <p role="status">Loading the interactive explorer…</p>,
});

/** A server URL field (remembered in this browser) and the button that opens Swagger UI on it. */
export function InteractiveExplorer({ documentUrl, defaultServer }: { documentUrl: string; defaultServer: string }) {
  const [server, setServer] = useState(defaultServer);
  const [openOn, setOpenOn] = useState<string | null>(null);

  useEffect(() => {
    const saved = window.localStorage.getItem(SERVER_KEY);
    if (saved) setServer(saved);
  }, []);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const url = server.trim().replace(/\/+$/, '') || defaultServer;
    window.localStorage.setItem(SERVER_KEY, url);
    setOpenOn(url);
  };

  return (
    <section className="api-explorer" aria-labelledby="try-it">
      <h2 id="try-it">Try it</h2>
      <p>Send real requests to a Wren Engine you can reach from this browser. Its address is kept in this browser only.</p>
      <form className="api-explorer-form" onSubmit={open}>
        <label htmlFor="api-server">Server URL</label>
        <input id="api-server" type="url" value={server} onChange={(event) => setServer(event.target.value)} placeholder={defaultServer} spellCheck={false} />
        <button type="submit" className="button">{openOn ? 'Reload the interactive explorer' : 'Open the interactive explorer'}</button>
      </form>
      {openOn && <SwaggerView key={openOn} documentUrl={documentUrl} server={openOn} />}
    </section>
  );
}
