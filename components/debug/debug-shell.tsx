import type { ReactNode } from 'react';
import { DebugNav } from '@/components/debug/debug-nav';

/**
 * The frame of every debug page. It is a component each page renders, not a layout.tsx in
 * app/%5F%5Fdocusaurus/debug/: `next dev` writes that folder's layout route into
 * .next/dev/types/routes.d.ts still escaped ('/%5F%5Fdocusaurus/debug') while `next build` writes it
 * decoded ('/__docusaurus/debug') in .next/types/routes.d.ts (vercel/next.js#93700). `tsc` reads both
 * folders (Next.js adds both to tsconfig.json), their global LayoutProps disagree, and `npm test` failed
 * its type check after any `npm run dev`. With no layout under an escaped folder, both files agree.
 */
export function DebugShell({ children }: { children: ReactNode }) {
  return (
    <div className="debug-layout">
      <DebugNav />
      <main id="main" className="debug-main">
        {children}
      </main>
    </div>
  );
}
