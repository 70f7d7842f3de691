'use client';

import { useEffect, useRef, useState } from 'react';
import { loadAsset } from '@/lib/load-asset';
import { SWAGGER_UI_FILES, SWAGGER_UI_GLOBAL, swaggerUiUrl, type SwaggerUIFactory } from '@/lib/openapi/swagger-assets';

/**
 * Swagger UI on the engine's OpenAPI document, with its server replaced by the reader's.
 * It is Swagger UI's own prebuilt bundle (swagger-ui-dist), mounted on a div: Turbopack
 * mis-bundles the ApiDOM modules that swagger-ui-react pulls in ("refract is not a function",
 * vercel/next.js#86507), and the prebuilt bundle carries its own copy of them. The bundle and its
 * stylesheet are loaded from the site as they are (lib/openapi/swagger-assets.ts).
 */
export default function SwaggerView({ documentUrl, server }: { documentUrl: string; server: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | { error: string }>('loading');

  useEffect(() => {
    let cancelled = false;
    const domNode = container.current;
    Promise.all([
      loadAsset(document, { tag: 'script', url: swaggerUiUrl(SWAGGER_UI_FILES.script) }).then(() => (window as unknown as Record<string, SwaggerUIFactory>)[SWAGGER_UI_GLOBAL]),
      loadAsset(document, { tag: 'link', url: swaggerUiUrl(SWAGGER_UI_FILES.style) }),
      fetch(documentUrl).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      }),
    ])
      .then(([SwaggerUI, , openApi]) => {
        if (cancelled || !domNode) return;
        SwaggerUI({
          domNode,
          spec: { ...openApi, servers: [{ url: server, description: 'Your Wren Engine' }] },
          docExpansion: 'list',
          defaultModelsExpandDepth: 1,
          deepLinking: false,
        });
        setState('ready');
      })
      .catch((reason: Error) => { if (!cancelled) setState({ error: reason.message }); });
    return () => {
      cancelled = true;
      if (domNode) domNode.replaceChildren();
    };
  }, [documentUrl, server]);

  return (
    <>
      {state === 'loading' && <p role="status">Loading the interactive explorer…</p>}
      {typeof state === 'object' && <p role="alert">The interactive explorer could not be loaded ({state.error}). Reload the page to try again.</p>}
      <div ref={container} className="swagger-wrap" />
    </>
  );
}
