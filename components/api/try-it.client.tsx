'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { HttpMethod } from '@/lib/openapi/document-types';

export const SERVER_KEY = 'wren-engine-api-server';

// Swagger UI is about 420 KB of compressed JavaScript: it loads only when a reader opens Try it.
const SwaggerView = dynamic(() => import('./swagger-view.client'), {
  ssr: false,
  loading: () => <p role="status">Loading the explorer…</p>,
});

interface OpenPanel {
  anchor: string;
  method: HttpMethod;
  path: string;
  panel: HTMLElement;
  button: HTMLButtonElement;
}

/**
 * The Try it buttons of the static reference (button[data-try]): each opens, in its operation's own
 * panel, an explorer for that operation only. One listener for all of them; each open panel is a portal.
 */
export function TryItPanels({ documentUrl, defaultServer }: { documentUrl: string; defaultServer: string }) {
  const [open, setOpen] = useState<OpenPanel[]>([]);

  const close = useCallback((anchor: string) => {
    setOpen((panels) => {
      const closing = panels.find((item) => item.anchor === anchor);
      if (closing) {
        closing.panel.hidden = true;
        closing.button.setAttribute('aria-expanded', 'false');
        closing.button.textContent = 'Try it';
      }
      return panels.filter((item) => item.anchor !== anchor);
    });
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-try]');
      const anchor = button?.dataset.try;
      const section = anchor ? document.getElementById(anchor) : null;
      const panel = anchor ? document.getElementById(`${anchor}-try`) : null;
      if (!button || !anchor || !section || !panel) return;
      if (button.getAttribute('aria-expanded') === 'true') {
        close(anchor);
        return;
      }
      panel.hidden = false;
      button.setAttribute('aria-expanded', 'true');
      button.textContent = 'Close Try it';
      setOpen((panels) => [
        ...panels,
        { anchor, method: section.dataset.method as HttpMethod, path: section.dataset.path!, panel, button },
      ]);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [close]);

  return (
    <>
      {open.map((item) =>
        createPortal(<Explorer key={item.anchor} item={item} documentUrl={documentUrl} defaultServer={defaultServer} />, item.panel),
      )}
    </>
  );
}

/** The server URL field (remembered in this browser) and Swagger UI on this one operation. */
function Explorer({ item, documentUrl, defaultServer }: { item: OpenPanel; documentUrl: string; defaultServer: string }) {
  const [server, setServer] = useState(() => readServer() ?? defaultServer);
  const [active, setActive] = useState(server);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const url = server.trim().replace(/\/+$/, '') || defaultServer;
    try {
      window.localStorage.setItem(SERVER_KEY, url);
    } catch {
      /* storage may be off */
    }
    setServer(url);
    setActive(url);
  };

  const fieldId = `${item.anchor}-server`;
  return (
    <div className="api-explorer">
      <form className="api-explorer-form" onSubmit={apply}>
        <label htmlFor={fieldId}>Server URL</label>
        <input
          id={fieldId}
          type="url"
          value={server}
          onChange={(event) => setServer(event.target.value)}
          placeholder={defaultServer}
          spellCheck={false}
        />
        <button type="submit" className="button">
          Use this server
        </button>
      </form>
      <p className="api-explorer-note">
        Requests go from this browser to that address; the engine must allow this site&apos;s origin (CORS). The address is kept in this
        browser only.
      </p>
      <SwaggerView key={active} documentUrl={documentUrl} server={active} method={item.method} path={item.path} />
    </div>
  );
}

function readServer(): string | undefined {
  try {
    return window.localStorage.getItem(SERVER_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
