'use client';

import { useEffect, useState } from 'react';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';

/** Swagger UI on the engine's OpenAPI document, with its server replaced by the reader's. */
export default function SwaggerView({ documentUrl, server }: { documentUrl: string; server: string }) {
  const [spec, setSpec] = useState<object | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetch(documentUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      })
      .then((document) => { if (!cancelled) setSpec({ ...document, servers: [{ url: server, description: 'Your Wren Engine' }] }); })
      .catch((reason: Error) => { if (!cancelled) setError(reason.message); });
    return () => { cancelled = true; };
  }, [documentUrl, server]);

  if (error) return <p role="alert">The API description could not be loaded ({error}). Reload the page to try again.</p>;
  if (!spec) return <p role="status">Loading the API description…</p>;
  return (
    <div className="swagger-wrap">
      <SwaggerUI spec={spec} docExpansion="list" defaultModelsExpandDepth={1} deepLinking={false} tryItOutEnabled={false} />
    </div>
  );
}
