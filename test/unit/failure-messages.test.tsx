// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySidebarGroup } from '@/components/docs/lazy-sidebar-group.client';
import { sidebarLoadError } from '@/lib/content/sidebar-file';
import { searchProviderName } from '@/lib/search/client';
import { searchFailureMessage } from '@/lib/search/screens';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a sidebar group whose links fail to load', () => {
  it('names the file and the status, the network error, or the missing group', () => {
    expect(sidebarLoadError('/sidebars/cp.json', { status: 404, statusText: 'Not Found' })).toBe(
      'Sidebar group links did not load from /sidebars/cp.json: the server answered 404 Not Found. ' +
        "The group's link to its first page still works.",
    );
    expect(sidebarLoadError('/sidebars/oss.json', { error: new TypeError('Failed to fetch') })).toContain(
      '/sidebars/oss.json: the request failed: Failed to fetch.',
    );
    expect(sidebarLoadError('/sidebars/oss.json', { path: [2, 0] })).toContain('/sidebars/oss.json: the file has no group at [2, 0].');
  });

  it('logs the URL and the status to the console and keeps its link to the first page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 503, statusText: 'Service Unavailable' })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<LazySidebarGroup sidebar="failing" path={[0]} label="Guides" fallbackHref="/cp/guide" />);
    container.querySelector('details')!.open = true;
    container.querySelector('details')!.dispatchEvent(new Event('toggle'));
    await waitFor(() => expect(screen.getByRole('link').textContent).toBe('Guides (the list failed to load)'));
    expect(screen.getByRole('link').getAttribute('href')).toBe('/cp/guide');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/sidebars/failing.json: the server answered 503 Service Unavailable'));
  });
});

describe('a failed search', () => {
  it('says which query failed, which provider was asked and why', () => {
    expect(searchFailureMessage('install', searchProviderName({}), new Error('The search index could not be loaded (HTTP 404).'))).toBe(
      'Search for "install" failed (the embedded index at /search-index.json): The search index could not be loaded (HTTP 404).',
    );
    const algolia = { appId: 'APP', apiKey: 'key', indexName: 'wren_docs' };
    expect(searchFailureMessage('rls', searchProviderName({ algolia }), 'timeout')).toBe(
      'Search for "rls" failed (Algolia index wren_docs, then the embedded index): timeout',
    );
  });
});
