import { DebugHeading } from '@/components/debug/debug-heading';
import { JsonView } from '@/components/debug/json-view';
import { getManifest } from '@/lib/content';
import { debugMetadata } from '@/lib/debug/pages';
import { siteConfig } from '@/lib/config/site-config';
import { DebugShell } from '@/components/debug/debug-shell';

export const metadata = debugMetadata('globalData');

export default function DebugGlobalDataPage() {
  const { sidebars, authors } = getManifest();
  return (
    <DebugShell>
      <DebugHeading slug="globalData" />
      <JsonView title="Sidebars" data={sidebars} />
      <JsonView title="Documentation versions" data={siteConfig.versions} />
      <JsonView title="Locales" data={siteConfig.locales} />
      <JsonView title="Release note authors" data={authors} />
    </DebugShell>
  );
}
