'use client';

import { useEffect, useRef, useState } from 'react';
import { loadAsset } from '@/lib/browser/load-asset';
import { singleOperationDocument } from '@/lib/openapi/single-operation';
import { SWAGGER_UI_FILES, SWAGGER_UI_GLOBAL, swaggerUiUrl, type SwaggerUIFactory } from '@/lib/openapi/swagger-assets';
import type { HttpMethod, OpenApiDocument } from '@/lib/openapi/document-types';

let openApi: Promise<OpenApiDocument> | undefined;

/** The engine's document, fetched once per page however many explorers open. */
function loadDocument(url: string): Promise<OpenApiDocument> {
  openApi ??= fetch(url).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json() as Promise<OpenApiDocument>;
  });
  openApi.catch(() => {
    openApi = undefined;
  });
  return openApi;
}

/**
 * Swagger UI on one operation of the engine's OpenAPI document, with its server replaced by the
 * reader's: it is given a document holding only that operation (lib/openapi/single-operation.ts),
 * expanded and ready to send. It is Swagger UI's own prebuilt bundle (swagger-ui-dist), mounted on a
 * div: Turbopack mis-bundles the ApiDOM modules that swagger-ui-react pulls in ("refract is not a
 * function", vercel/next.js#86507). The bundle and its stylesheet are loaded from the site as they
 * are (lib/openapi/swagger-assets.ts), its stylesheet in a cascade layer under the site's (api.css).
 */
export default function SwaggerView({
  documentUrl,
  server,
  method,
  path,
}: {
  documentUrl: string;
  server: string;
  method: HttpMethod;
  path: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | { error: string }>('loading');

  useEffect(() => {
    let cancelled = false;
    const domNode = container.current;
    Promise.all([
      loadAsset(document, { tag: 'script', url: swaggerUiUrl(SWAGGER_UI_FILES.script) }).then(
        () => (window as unknown as Record<string, SwaggerUIFactory>)[SWAGGER_UI_GLOBAL],
      ),
      // In a cascade layer, so api.css restyles the panel with the site's tokens without outbidding its selectors.
      loadAsset(document, { tag: 'style', url: swaggerUiUrl(SWAGGER_UI_FILES.style), layer: 'swagger-ui' }),
      loadDocument(documentUrl),
    ])
      .then(([SwaggerUI, , document]) => {
        if (cancelled || !domNode) return;
        SwaggerUI({
          domNode,
          spec: singleOperationDocument(structuredClone(document), method, path, server),
          layout: 'BaseLayout',
          docExpansion: 'full',
          tryItOutEnabled: true,
          defaultModelsExpandDepth: -1,
          deepLinking: false,
          // Plain <pre> blocks that api.css colours like the site's code; the highlighter's inline colours suit one theme only.
          syntaxHighlight: { activated: false },
        });
        setState('ready');
      })
      .catch((reason: Error) => {
        if (!cancelled) setState({ error: reason.message });
      });
    return () => {
      cancelled = true;
      if (domNode) domNode.replaceChildren();
    };
  }, [documentUrl, server, method, path]);

  return (
    <>
      {state === 'loading' && <p role="status">Loading the explorer…</p>}
      {typeof state === 'object' && <p role="alert">The explorer could not be loaded ({state.error}). Close it and try again.</p>}
      <div ref={container} className="swagger-wrap" />
    </>
  );
}
