import { DataTable } from '@/components/debug/data-table';
import { DebugHeading } from '@/components/debug/debug-heading';
import { debugMetadata } from '@/lib/debug/pages';
import { getSiteRoutes } from '@/lib/debug/routes';
import { DebugShell } from '@/components/debug/debug-shell';

export const metadata = debugMetadata('registry');

export default function DebugRegistryPage() {
  const bySource = new Map<string, string[]>();
  for (const route of getSiteRoutes()) {
    for (const source of route.sources) bySource.set(source, [...(bySource.get(source) ?? []), route.path]);
  }
  const rows = [...bySource].sort(([a], [b]) => a.localeCompare(b));
  return (
    <DebugShell>
      <DebugHeading slug="registry" />
      <DataTable
        caption="Source files"
        columns={[
          { label: 'Source', cell: ([source]) => <code>{source}</code> },
          {
            label: 'Routes',
            cell: ([, paths]) =>
              paths.length === 1 ? (
                paths[0]
              ) : (
                <details>
                  <summary>{paths.length} routes</summary>
                  {paths.join('\n')}
                </details>
              ),
          },
        ]}
        rows={rows}
        rowKey={([source]) => source}
      />
    </DebugShell>
  );
}
