// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidebarNav } from '@/components/docs/sidebar-nav';
import { RouteError } from '@/components/shell/route-error';

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
        items={[
          { type: 'link', label: 'Overview', href: '/cp/overview' },
          { type: 'group', label: 'Connect', collapsed: true, children: [{ type: 'link', label: 'Trino', href: '/cp/guide/connect/trino' }] },
          { type: 'group', label: 'Security', collapsed: true, children: [{ type: 'link', label: 'RLS', href: '/cp/guide/security/rls' }] },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Trino' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    const groups = document.querySelectorAll('details');
    expect([...groups].map((details) => details.open)).toEqual([true, false]);
    // The closed group carries only a link to its first page until it is opened.
    expect([...groups[1].querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Security', '/cp/guide/security/rls']]);
  });
});
