import { describe, expect, it } from 'vitest';
import type { ResolvedLink } from '@/lib/content/links';
import type { RenderedMarkdown } from '@/lib/content/markdown/render';
import { cachedRender, renderCacheKey, type RenderCache, type RenderPlace } from '@/lib/content/render-cache';

const place: RenderPlace = { file: 'content/cp/a.md', route: '/cp/a', bodyStartLine: 5, body: 'See [b](./b.md).' };

/** A render that resolves its one link and says how many times it ran. */
function counter() {
  let renders = 0;
  const render = (resolve: (written: string) => ResolvedLink): RenderedMarkdown => {
    renders++;
    const link = resolve('./b.md');
    return {
      html: `<a href="${link.href}">b</a>`,
      markdown: '',
      headings: [],
      anchors: [],
      links: [{ href: link.target, written: './b.md' }],
      codeBlocks: [],
      wordCount: 1,
      searchBlocks: [],
      prose: [],
    };
  };
  return { render, count: () => renders };
}

const to = (route: string) => (written: string) => ({ href: written === './b.md' ? route : written, target: route });

describe('render cache', () => {
  it('renders an unchanged page once, and again when its text or place changes', () => {
    const cache: RenderCache = new Map();
    const { render, count } = counter();
    expect(cachedRender(cache, place, to('/cp/b'), render).html).toBe('<a href="/cp/b">b</a>');
    cachedRender(cache, place, to('/cp/b'), render);
    expect(count()).toBe(1);
    cachedRender(cache, { ...place, body: 'See [b](./b.md) now.' }, to('/cp/b'), render);
    cachedRender(cache, { ...place, bodyStartLine: 6 }, to('/cp/b'), render);
    cachedRender(cache, { ...place, module: { globals: { Tabs: 'tabs' } } }, to('/cp/b'), render);
    expect(count()).toBe(4);
  });

  it('renders a page again when a link in it resolves to another target, and not when an unrelated route moves', () => {
    const cache: RenderCache = new Map();
    const { render, count } = counter();
    cachedRender(cache, place, to('/cp/b'), render);
    expect(cachedRender(cache, place, to('/cp/renamed-b'), render).html).toBe('<a href="/cp/renamed-b">b</a>');
    expect(count()).toBe(2);
    const unrelated = (written: string) =>
      written === './c.md' ? { href: '/cp/moved-c', target: '/cp/moved-c' } : to('/cp/renamed-b')(written);
    cachedRender(cache, place, unrelated, render);
    expect(count()).toBe(2);
  });

  it('keys a page by its file, route, first line, module globals and text', () => {
    const keys = new Set([
      renderCacheKey(place),
      renderCacheKey({ ...place, file: 'content/cp/b.md' }),
      renderCacheKey({ ...place, route: '/cp/b' }),
      renderCacheKey({ ...place, bodyStartLine: 1 }),
      renderCacheKey({ ...place, module: { globals: {} } }),
      renderCacheKey({ ...place, body: 'Other.' }),
    ]);
    expect(keys.size).toBe(6);
    expect(renderCacheKey({ ...place })).toBe(renderCacheKey(place));
  });
});
