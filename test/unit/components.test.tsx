// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidebarNav } from '@/components/docs/sidebar-nav.client';
import { RouteError } from '@/components/shell/route-error';
import { PageSources } from '@/components/docs/page-sources.client';
import { VersionNotice } from '@/components/docs/version-notice';
import { sourceLink } from '@/lib/content/sources';
import { packSidebar, pageSidebar } from '@/lib/content/sidebar';

afterEach(cleanup);

describe('RouteError', () => {
  it('shows the crash page with every message in the cause chain and a working Try again', () => {
    const retry = vi.fn();
    render(<RouteError error={new Error('Cannot render table', { cause: new Error('rows is undefined') })} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page crashed.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cannot render table', 'rows is undefined']);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows an error box with Retry when the page failed to load', () => {
    render(<RouteError error={Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })} retry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('This page failed to load.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('SidebarNav', () => {
  it('marks the current page and opens the groups that lead to it', () => {
    render(
      <SidebarNav
        name="cloud"
        title="Cloud"
        current="/cp/guide/connect/trino"
        entries={packSidebar(
          pageSidebar(
            [
              { type: 'link', label: 'Overview', href: '/cp/overview' },
              {
                type: 'group',
                label: 'Connect',
                collapsed: true,
                children: [{ type: 'link', label: 'Trino', href: '/cp/guide/connect/trino' }],
              },
              {
                type: 'group',
                label: 'Security',
                collapsed: true,
                children: [{ type: 'link', label: 'RLS', href: '/cp/guide/security/rls' }],
              },
            ],
            '/cp/guide/connect/trino',
          ),
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Trino' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    const groups = document.querySelectorAll('details');
    expect([...groups].map((details) => details.open)).toEqual([true, false]);
    // The closed group carries only a link to its first page until it is opened.
    expect([...groups[1].querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Security', '/cp/guide/security/rls'],
    ]);
  });
});

describe('PageSources', () => {
  it('is a closed Sources disclosure of readable labels, linked to GitHub at the tag, with citations as text', () => {
    const sources = [
      'Canner/WrenAI@0.29.2:wren-ui/src/components/pages/setup/dataSources/SnowflakeProperties.tsx',
      'Wren AI docs, "Agentic Mode" (docs.getwren.ai/cp/guide/agent/agentic-mode), read 2026-11-26',
    ].map((source) => sourceLink(source));
    const { container } = render(<PageSources sources={sources} />);
    const details = container.querySelector('details.page-sources')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Sources');
    const link = screen.getByRole('link', { name: 'wren-ui · SnowflakeProperties.tsx · WrenAI 0.29.2' });
    expect(link.getAttribute('href')).toBe(
      'https://github.com/Canner/WrenAI/blob/0.29.2/wren-ui/src/components/pages/setup/dataSources/SnowflakeProperties.tsx',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.textContent).not.toContain('@0.29.2');
    expect(container.querySelectorAll('li')[1].textContent).toContain('read 2026-11-26');
  });

  it('renders nothing without sources', () => {
    const { container } = render(<PageSources sources={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('VersionNotice', () => {
  it('says in one line that the page is legacy, with its release and branch, and links to the open-source start page', () => {
    render(<VersionNotice />);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('LegacyWren GenBI Classic 0.29.2 · legacy/v1Wren AI Core is the current open source →');
    expect(screen.getByRole('link', { name: /Wren AI Core is the current open source/ }).getAttribute('href')).toBe(
      '/oss/overview/introduction',
    );
  });
});
