import { DataTable } from '@/components/debug/data-table';
import { DebugHeading } from '@/components/debug/debug-heading';
import { AppLink as Link } from '@/components/shell/app-link';
import { getManifest } from '@/lib/content';
import { debugMetadata } from '@/lib/debug/pages';
import { DebugShell } from '@/components/debug/debug-shell';

export const metadata = debugMetadata('content');

export default function DebugContentPage() {
  const { pages, releases, changelog, authors, sidebars } = getManifest();
  const summary: [string, number][] = [
    ...Object.entries(sidebars).map(([name, sidebar]): [string, number] => [
      `Pages in sidebar '${name}' (${sidebar.label})`,
      pages.filter((page) => page.sidebar === name).length,
    ]),
    ['Pages in no sidebar', pages.filter((page) => !page.sidebar).length],
    ['Cloud version pages', releases.length],
    ['Open-source changelog entries', changelog.length],
    ['Authors', authors.length],
    ['Words in doc pages', pages.reduce((sum, page) => sum + page.wordCount, 0)],
  ];
  return (
    <DebugShell>
      <DebugHeading slug="content" />
      <DataTable
        caption="Summary"
        columns={[
          { label: 'What', cell: (row) => row[0] },
          { label: 'Count', cell: (row) => row[1] },
        ]}
        rows={summary}
        rowKey={(row) => row[0]}
      />
      <DataTable
        caption="Doc pages"
        columns={[
          { label: 'Route', cell: (page) => <Link href={page.route}>{page.route}</Link> },
          { label: 'Title', cell: (page) => page.title },
          { label: 'Source', cell: (page) => <code>{page.file}</code> },
          { label: 'Sidebar', cell: (page) => page.sidebar ?? '' },
          { label: 'Headings', cell: (page) => page.toc.length },
          { label: 'Words', cell: (page) => page.wordCount },
        ]}
        rows={pages}
        rowKey={(page) => page.route}
      />
      <DataTable
        caption="Release notes"
        columns={[
          { label: 'Version', cell: (release) => <Link href={release.route}>{release.version}</Link> },
          { label: 'Released', cell: (release) => release.date ?? '' },
          { label: 'Authors', cell: (release) => release.authors.join(', ') },
          { label: 'Tags', cell: (release) => release.tags.join(', ') },
          { label: 'Source', cell: (release) => <code>{release.file}</code> },
        ]}
        rows={releases}
        rowKey={(release) => release.route}
      />
    </DebugShell>
  );
}
