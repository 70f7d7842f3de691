'use client';

import { RouteError } from '@/components/shell/route-error';
import './globals.css';
import '@/components/shell/route-error.css';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <RouteError error={error} retry={retry} />
      </body>
    </html>
  );
}
