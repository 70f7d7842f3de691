// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadAsset } from '@/lib/browser/load-asset';

const fire = (element: Element | null, type: 'load' | 'error') => element!.dispatchEvent(new Event(type));

describe('loadAsset', () => {
  it('adds a script once per URL and resolves every caller when it has loaded', async () => {
    const first = loadAsset(document, { tag: 'script', url: '/vendor/a.js' });
    const second = loadAsset(document, { tag: 'script', url: '/vendor/a.js' });
    expect(document.head.querySelectorAll('script[src="/vendor/a.js"]')).toHaveLength(1);
    fire(document.head.querySelector('script[src="/vendor/a.js"]'), 'load');
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('adds a stylesheet as a link', async () => {
    const loading = loadAsset(document, { tag: 'link', url: '/vendor/a.css' });
    const link = document.head.querySelector('link[href="/vendor/a.css"]') as HTMLLinkElement;
    expect(link.rel).toBe('stylesheet');
    fire(link, 'load');
    await loading;
  });

  it('imports a stylesheet into a cascade layer, once per URL', async () => {
    const loading = loadAsset(document, { tag: 'style', url: '/vendor/b.css', layer: 'vendor' });
    const again = loadAsset(document, { tag: 'style', url: '/vendor/b.css', layer: 'vendor' });
    const styles = document.head.querySelectorAll('style[data-href="/vendor/b.css"]');
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toBe('@import url("/vendor/b.css") layer(vendor);');
    fire(styles[0], 'load');
    await expect(Promise.all([loading, again])).resolves.toEqual([undefined, undefined]);
  });

  it('rejects with the URL when the file fails, and tries again on the next call', async () => {
    const failing = loadAsset(document, { tag: 'script', url: '/vendor/missing.js' });
    fire(document.head.querySelector('script[src="/vendor/missing.js"]'), 'error');
    await expect(failing).rejects.toThrow('could not load /vendor/missing.js');
    expect(document.head.querySelector('script[src="/vendor/missing.js"]')).toBeNull();
    const retry = loadAsset(document, { tag: 'script', url: '/vendor/missing.js' });
    expect(document.head.querySelectorAll('script[src="/vendor/missing.js"]')).toHaveLength(1);
    fire(document.head.querySelector('script[src="/vendor/missing.js"]'), 'load');
    await retry;
  });
});
