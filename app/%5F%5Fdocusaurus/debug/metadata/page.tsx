import { DataTable } from '@/components/debug/data-table';
import { DebugHeading } from '@/components/debug/debug-heading';
import { readBuildInfo } from '@/lib/debug/build-info';
import { debugMetadata } from '@/lib/debug/pages';
import { DebugShell } from '@/components/debug/debug-shell';

export const metadata = debugMetadata('metadata');

export default function DebugMetadataPage() {
  const info = readBuildInfo();
  const facts = [
    ['Site package', `${info.name}@${info.version}`],
    ['Built at', info.builtAt],
    ['Node.js', info.node],
  ];
  return (
    <DebugShell>
      <DebugHeading slug="metadata" />
      <DataTable
        caption="Build"
        columns={[
          { label: 'What', cell: (row) => row[0] },
          { label: 'Value', cell: (row) => row[1] },
        ]}
        rows={facts}
        rowKey={(row) => row[0]}
      />
      <DataTable
        caption="Packages"
        columns={[
          { label: 'Package', cell: (row) => <code>{row.name}</code> },
          { label: 'Asked for', cell: (row) => row.wanted },
          { label: 'Installed', cell: (row) => row.installed ?? 'missing' },
          { label: 'Kind', cell: (row) => (row.dev ? 'build and test' : 'runtime') },
        ]}
        rows={info.packages}
        rowKey={(row) => row.name}
      />
    </DebugShell>
  );
}
