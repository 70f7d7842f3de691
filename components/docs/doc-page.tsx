import type { ReactNode } from 'react';
import type { ManifestPage, Sidebar } from '@/lib/content';
import { Breadcrumbs } from './breadcrumbs';
import { markdownPath } from '@/lib/llms/sections';
import { CopyCodeButtons } from './copy-code.client';
import { CopyPageButton } from './copy-page.client';
import { PageSources } from './page-sources.client';
import { Pager } from './pager';
import { SidebarNav } from './sidebar-nav.client';
import { SidebarSlot } from './sidebar-slot.client';
import { TableOfContents } from './table-of-contents.client';
import { VersionNotice } from './version-notice';
import { showsClassicNotice } from '@/lib/config/release-line';
import { packSidebar, pageSidebar } from '@/lib/content/sidebar';

/**
 * A documentation page: sidebar, article with breadcrumbs and pager, and the table of contents. The
 * body is the page's rendered HTML, or, for an MDX page compiled to a module, that module rendered.
 */
export function DocPage({
  page,
  body,
  sidebar,
}: {
  page: ManifestPage;
  body: { html: string } | { content: ReactNode };
  sidebar?: Sidebar;
}) {
  return (
    <div className={sidebar ? 'doc-layout' : 'doc-layout doc-layout-no-sidebar'}>
      {sidebar && (
        // Focusable so keyboard users can scroll the sidebar on its own.
        <aside className="doc-sidebar" tabIndex={0} aria-label="Sidebar">
          <details className="sidebar-details">
            <summary className="sidebar-toggle">Pages in {sidebar.label}</summary>
            <SidebarSlot>
              <SidebarNav
                name={page.sidebar!}
                title={sidebar.label}
                entries={packSidebar(pageSidebar(sidebar.items, page.route))}
                current={page.route}
              />
            </SidebarSlot>
          </details>
        </aside>
      )}
      <main id="main" className="doc-main">
        <article className="doc-article">
          {/* Copy page sits in one place on every page: the row above the title, at its right end. */}
          <div className="doc-meta">
            <Breadcrumbs crumbs={page.breadcrumbs} />
            <CopyPageButton markdownUrl={markdownPath(page.route)} />
          </div>
          <header className="doc-title">
            <h1>{page.title}</h1>
          </header>
          {showsClassicNotice(page.route) && <VersionNotice />}
          {'html' in body ? (
            <div className="markdown" dangerouslySetInnerHTML={{ __html: body.html }} />
          ) : (
            <div className="markdown">{body.content}</div>
          )}
          <PageSources sources={page.sources} />
          <Pager prev={page.prev} next={page.next} />
        </article>
      </main>
      <aside className="doc-toc">
        <TableOfContents headings={page.toc} />
      </aside>
      <CopyCodeButtons />
    </div>
  );
}
