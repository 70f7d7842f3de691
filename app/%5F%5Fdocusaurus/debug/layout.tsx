import type { ReactNode } from 'react';
import { DebugNav } from '@/components/debug/debug-nav';

// '%5F%5Fdocusaurus' is '__docusaurus' escaped: a folder that starts with '_' is private in the App Router.
// Each page sets its own title and noindex with debugMetadata().

export default function DebugLayout({ children }: { children: ReactNode }) {
  return (
    <div className="debug-layout">
      <DebugNav />
      <main id="main" className="debug-main">{children}</main>
    </div>
  );
}
