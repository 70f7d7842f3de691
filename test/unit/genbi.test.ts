import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sidebars from '@/content/sidebars';
import { readContentFiles } from '@/lib/content/load';
import { classicRoutesOf } from '@/lib/content/pipeline';
import { GENBI_OVERRIDES, genbiAddress, genbiRedirects, staleGenbiRedirects } from '@/lib/hosting/genbi';
import GENBI_REDIRECTS from '@/lib/hosting/genbi-redirects.json';
import { netlifyRedirects, REDIRECTS, redirectTarget, SITE_REDIRECTS } from '@/lib/hosting/redirects';
import { nginxConfig, vercelConfig } from '@/lib/hosting/security-headers';
import { notFoundScript } from '@/lib/inline-scripts/clean-address';

describe('the /oss/genbi addresses of the GenBI Classic pages', () => {
  it("gives a Classic page the live site's address under /oss/genbi", () => {
    expect(genbiAddress('/oss/guide/connect/mysql')).toBe('/oss/genbi/guide/connect/mysql');
    expect(genbiAddress('/oss/installation')).toBe('/oss/genbi/installation');
    expect(() => genbiAddress('/cp/overview')).toThrow(/not an open-source page/);
  });

  it('sends each address to the page at the same path, and an overridden one to its page once that page exists', () => {
    const overrides = { '/oss/genbi/overview/introduction': '/oss/overview/genbi_classic' };
    expect(genbiRedirects(['/oss/overview/introduction', '/oss/guide/a'], overrides)).toEqual({
      '/oss/genbi/guide/a': '/oss/guide/a',
      '/oss/genbi/overview/introduction': '/oss/overview/introduction',
    });
    expect(genbiRedirects(['/oss/overview/introduction', '/oss/overview/genbi_classic'], overrides)).toEqual({
      '/oss/genbi/overview/genbi_classic': '/oss/overview/genbi_classic',
      '/oss/genbi/overview/introduction': '/oss/overview/genbi_classic',
    });
    // Its address needs no Classic page at its own path any more (the introduction became the landing page).
    expect(genbiRedirects(['/oss/overview/genbi_classic'], overrides)).toEqual({
      '/oss/genbi/overview/genbi_classic': '/oss/overview/genbi_classic',
      '/oss/genbi/overview/introduction': '/oss/overview/genbi_classic',
    });
    // Without its page, an override leaves no address behind.
    expect(genbiRedirects(['/oss/guide/a'], overrides)).toEqual({ '/oss/genbi/guide/a': '/oss/guide/a' });
  });

  it('names what a committed table lacks, sends elsewhere or has too many', () => {
    expect(
      staleGenbiRedirects(
        { '/oss/genbi/a': '/oss/b', '/oss/genbi/gone': '/oss/gone' },
        { '/oss/genbi/a': '/oss/a', '/oss/genbi/new': '/oss/new' },
      ),
    ).toEqual([
      '/oss/genbi/a goes to /oss/b, not /oss/a',
      '/oss/genbi/new → /oss/new is missing',
      '/oss/genbi/gone is not the address of a Classic page',
    ]);
  });

  it('is, in lib/hosting/genbi-redirects.json, every Classic page of content/ at its own path but for the named overrides', () => {
    const classic = classicRoutesOf(readContentFiles(path.resolve('content'), 'content'), sidebars);
    expect(classic).toContain('/oss/guide/connect/mysql');
    expect(classic).toContain('/oss/engine/guide/model');
    expect(classic).not.toContain('/oss/introduction');
    expect(GENBI_REDIRECTS).toEqual(genbiRedirects(classic));
    expect(Object.keys(GENBI_REDIRECTS)).toHaveLength(new Set([...classic.map(genbiAddress), ...Object.keys(GENBI_OVERRIDES)]).size);
    expect(GENBI_REDIRECTS['/oss/genbi/overview/introduction']).toBe('/oss/overview/genbi_classic');
    for (const [from, to] of Object.entries(GENBI_REDIRECTS)) {
      const samePath = from.replace(/^\/oss\/genbi\//, '/oss/');
      // The one way an address may leave its path: an override naming a Classic page (the introduction, once it moves).
      if (to !== samePath) expect([from, to]).toEqual([from, GENBI_OVERRIDES[from]]);
      expect(classic).toContain(to);
    }
  }, 30_000);

  it('reaches every host file and the not-found page from the one table', () => {
    expect(Object.keys(REDIRECTS).some((from) => from.startsWith('/oss/genbi/'))).toBe(false);
    expect(redirectTarget('/oss/genbi/guide/connect/mysql/')).toBe('/oss/guide/connect/mysql');
    expect(SITE_REDIRECTS['/cloud/guide/sharing']).toBe('/cp/guide/sharing');
    expect(netlifyRedirects()).toContain('\n/oss/genbi/guide/connect/mysql /oss/guide/connect/mysql 301\n');
    expect(readFileSync('public/_redirects', 'utf8')).toContain('\n/oss/genbi/installation /oss/installation 301\n');
    expect(nginxConfig()).toContain('    location = /oss/genbi/installation {\n        return 301 /oss/installation$is_args$args;\n');
    expect((vercelConfig() as { redirects: unknown[] }).redirects).toContainEqual({
      source: '/oss/genbi/engine/guide/model',
      destination: '/oss/engine/guide/model',
      permanent: true,
    });
    const calls: string[] = [];
    const location = { pathname: '/oss/genbi/guide/connect/mysql', search: '', hash: '#setup', replace: (to: string) => calls.push(to) };
    new Function('location', 'window', notFoundScript(SITE_REDIRECTS))(location, {});
    expect(calls).toEqual(['/oss/guide/connect/mysql#setup']);
  });
});
