import { DataTable } from '@/components/debug/data-table';
import { DebugHeading } from '@/components/debug/debug-heading';
import { JsonView } from '@/components/debug/json-view';
import { debugMetadata } from '@/lib/debug/pages';
import { siteConfig } from '@/lib/config/site-config';
import { DebugShell } from '@/components/debug/debug-shell';

export const metadata = debugMetadata('config');

/** Build-time settings read from the environment; only whether each is set is shown. */
const ENVIRONMENT = ['SITE_URL', 'NEXT_PUBLIC_ANALYTICS_ENDPOINT', 'NEXT_PUBLIC_MARKETING_SCRIPT_URL'];

export default function DebugConfigPage() {
  return (
    <DebugShell>
      <DebugHeading slug="config" />
      <DataTable
        caption="Environment"
        columns={[
          { label: 'Variable', cell: (name) => <code>{name}</code> },
          { label: 'At build time', cell: (name) => (process.env[name] ? 'set' : 'not set (default used)') },
        ]}
        rows={ENVIRONMENT}
        rowKey={(name) => name}
      />
      <JsonView title="lib/config/site-config.ts" data={siteConfig} />
    </DebugShell>
  );
}
