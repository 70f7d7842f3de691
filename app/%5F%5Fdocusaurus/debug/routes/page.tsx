import { DataTable } from '@/components/debug/data-table';
import { DebugHeading } from '@/components/debug/debug-heading';
import { debugMetadata } from '@/lib/debug/pages';
import { getSiteRoutes } from '@/lib/debug/routes';
import { DebugShell } from '@/components/debug/debug-shell';

export const metadata = debugMetadata('routes');

export default function DebugRoutesPage() {
  const routes = getSiteRoutes();
  return (
    <DebugShell>
      <DebugHeading slug="routes" />
      <DataTable
        caption="Routes"
        columns={[
          { label: 'Path', cell: (route) => <code>{route.path}</code> },
          { label: 'Kind', cell: (route) => route.kind },
          { label: 'In the sitemap', cell: (route) => (route.indexed ? 'yes' : 'no') },
          { label: 'Route file', cell: (route) => <code>{route.sources[0]}</code> },
        ]}
        rows={routes}
        rowKey={(route) => route.path}
      />
    </DebugShell>
  );
}
