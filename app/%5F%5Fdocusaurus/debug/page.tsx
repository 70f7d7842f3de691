import { DataTable } from '@/components/debug/data-table';
import { DebugHeading } from '@/components/debug/debug-heading';
import { AppLink as Link } from '@/components/shell/app-link';
import { getManifest } from '@/lib/content';
import { DEBUG_PAGES, debugMetadata, debugPath } from '@/lib/debug/pages';
import { getSiteRoutes } from '@/lib/debug/routes';
import { siteConfig } from '@/lib/config/site-config';
import { DebugShell } from '@/components/debug/debug-shell';

export const metadata = debugMetadata('');

export default function DebugIndexPage() {
  const manifest = getManifest();
  const routes = getSiteRoutes();
  const facts = [
    ['Site URL', siteConfig.url],
    ['Doc pages', String(manifest.pages.length)],
    ['Release notes', String(manifest.releases.length)],
    ['Sidebars', Object.keys(manifest.sidebars).join(', ')],
    ['HTML pages', String(routes.filter((route) => route.page).length)],
    ['Pages in the sitemap', String(routes.filter((route) => route.indexed).length)],
  ];
  return (
    <DebugShell>
      <DebugHeading slug="" />
      <DataTable
        caption="This build"
        columns={[
          { label: 'What', cell: (row) => row[0] },
          { label: 'Value', cell: (row) => row[1] },
        ]}
        rows={facts}
        rowKey={(row) => row[0]}
      />
      <h2>Pages</h2>
      <ul>
        {DEBUG_PAGES.filter((page) => page.slug).map((page) => (
          <li key={page.slug}>
            <Link href={debugPath(page.slug)}>{page.title}</Link>: {page.description}
          </li>
        ))}
      </ul>
    </DebugShell>
  );
}
