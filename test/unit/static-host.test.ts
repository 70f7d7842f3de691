import { describe, expect, it } from 'vitest';
import { cleanAddress, cleanPath } from '@/lib/hosting/clean-path';
import { cacheControlFor, requestTarget, resolveStaticPath } from '@/lib/hosting/static-host';

const files = new Set(['index.html', '404.html', 'cp/overview.html', 'oss/wren_engine_api.html', 'docs/index.html', '_next/static/a.js']);
const resolve = (pathname: string, search = '') => resolveStaticPath(pathname, search, (relative) => files.has(relative));

describe('resolveStaticPath', () => {
  it('serves clean URLs from .html files and folder indexes', () => {
    expect(resolve('/')).toEqual({ kind: 'file', file: 'index.html', status: 200 });
    expect(resolve('/cp/overview')).toEqual({ kind: 'file', file: 'cp/overview.html', status: 200 });
    expect(resolve('/oss/wren_engine_api/')).toEqual({ kind: 'file', file: 'oss/wren_engine_api.html', status: 200 });
    expect(resolve('/docs')).toEqual({ kind: 'file', file: 'docs/index.html', status: 200 });
    expect(resolve('/_next/static/a.js')).toEqual({ kind: 'file', file: '_next/static/a.js', status: 200 });
  });
  it('redirects .html and /index.html paths to the clean path, keeping the query', () => {
    expect(resolve('/cp/overview.html', '?q=1')).toEqual({ kind: 'redirect', location: '/cp/overview?q=1' });
    expect(resolve('/docs/index.html')).toEqual({ kind: 'redirect', location: '/docs' });
    expect(resolve('/index.html')).toEqual({ kind: 'redirect', location: '/' });
  });
  it('never redirects off the site, and never to itself', () => {
    expect(resolve('//x//evil.com/a.html')).toEqual({ kind: 'redirect', location: '/x/evil.com/a' });
    expect(resolve('//evil.com/index.html')).toEqual({ kind: 'redirect', location: '/evil.com' });
    expect(resolve('/cp/overview%2ehtml')).toEqual({ kind: 'redirect', location: '/cp/overview' });
    expect(resolve('/a%3Fb%23c.html', '?q=1')).toEqual({ kind: 'redirect', location: '/a%3Fb%23c?q=1' });
    expect(resolve('/%5C%5Cevil.com/a.html')).toEqual({ kind: 'file', file: '404.html', status: 404 });
  });
  it('takes the path and query from a request target, and refuses what is not a path', () => {
    expect(requestTarget('/cp/overview?q=1#x')).toEqual({ pathname: '/cp/overview', search: '?q=1#x' });
    expect(requestTarget('//')).toEqual({ pathname: '//', search: '' });
    for (const target of ['http://[', '*', '', undefined]) expect(requestTarget(target)).toBeNull();
  });
  it('answers misses, traversal and malformed escapes with the not-found page', () => {
    for (const miss of ['/nope', '/../etc/passwd', '/%E0%A4%A', '/cp/%2e%2e/%2e%2e/secret']) {
      expect(resolve(miss)).toEqual({ kind: 'file', file: '404.html', status: 404 });
    }
  });
});

describe('cleanPath and caching', () => {
  it('strips .html endings', () => {
    expect(cleanPath('/a/b.html')).toBe('/a/b');
    expect(cleanPath('/a/index.html')).toBe('/a');
    expect(cleanPath('/a')).toBe('/a');
    expect(cleanAddress('/oss/wren_engine_api/')).toBe('/oss/wren_engine_api');
    expect(cleanAddress('/')).toBe('/');
  });
  it('caches files by what they are', () => {
    expect(cacheControlFor('_next/static/chunks/a.js')).toContain('immutable');
    expect(cacheControlFor('cp/overview.html')).toContain('must-revalidate');
  });
});

describe('hosting configuration', () => {
  it('keeps public/_headers and vercel.json equal to lib/hosting/security-headers.ts (scripts/build/write-host-config.ts)', async () => {
    const { readFileSync } = await import('node:fs');
    const { netlifyHeaders, nginxConfig, vercelConfig, CONTENT_SECURITY_POLICY } = await import('@/lib/hosting/security-headers');
    expect(readFileSync('public/_headers', 'utf8')).toBe(netlifyHeaders());
    expect(JSON.parse(readFileSync('vercel.json', 'utf8'))).toEqual(vercelConfig());
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(nginxConfig());
    const { netlifyRedirects } = await import('@/lib/hosting/redirects');
    expect(readFileSync('public/_redirects', 'utf8')).toBe(netlifyRedirects());
    for (const file of ['public/_headers', 'vercel.json', 'deploy/nginx.conf']) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).toContain('Strict-Transport-Security');
      expect(text, file).not.toContain('interest-cohort');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
  });
});

describe('redirects of former addresses', () => {
  const table = { '/cloud/guide/sharing': '/cp/guide/sharing', '/cp/guide/account/billing': '/cp/guide/billing' };

  it('writes each one into every host file from the one table', async () => {
    const { netlifyRedirects, nginxRedirects, vercelRedirects } = await import('@/lib/hosting/redirects');
    expect(netlifyRedirects(table).split('\n').slice(1)).toEqual([
      '/cloud/guide/sharing /cp/guide/sharing 301',
      '/cp/guide/account/billing /cp/guide/billing 301',
      '',
    ]);
    expect(vercelRedirects(table)).toEqual([
      { source: '/cloud/guide/sharing', destination: '/cp/guide/sharing', permanent: true },
      { source: '/cp/guide/account/billing', destination: '/cp/guide/billing', permanent: true },
    ]);
    expect(nginxRedirects(['        add_header X-Frame-Options "DENY" always;'], table).slice(0, 5)).toEqual([
      '    location = /cloud/guide/sharing {',
      '        return 301 /cp/guide/sharing$is_args$args;',
      '        add_header X-Frame-Options "DENY" always;',
      '    }',
      '',
    ]);
    const { nginxConfig, vercelConfig } = await import('@/lib/hosting/security-headers');
    expect(nginxConfig()).toContain(
      '    location = /cloud/guide/manage-members-roles {\n        return 301 /cp/guide/manage-members-roles$is_args$args;',
    );
    expect((vercelConfig() as { redirects: unknown[] }).redirects).toContainEqual({
      source: '/cloud/guide/sharing',
      destination: '/cp/guide/sharing',
      permanent: true,
    });
  });

  it('sends a former address on from the not-found page of a plain host, and leaves any other miss alone', async () => {
    const { notFoundScript } = await import('@/lib/inline-scripts/clean-address');
    const run = (pathname: string, cleanedFrom?: string) => {
      const calls: string[] = [];
      const location = {
        pathname,
        search: '?a=1',
        hash: '#h',
        replace: (to: string) => calls.push(`replace ${to}`),
        reload: () => calls.push('reload'),
      };
      new Function('location', 'window', notFoundScript(table))(location, { __wrenCleanedFrom: cleanedFrom });
      return calls;
    };
    expect(run('/cloud/guide/sharing')).toEqual(['replace /cp/guide/sharing?a=1#h']);
    expect(run('/cp/guide/account/billing/')).toEqual(['replace /cp/guide/billing?a=1#h']);
    expect(run('/cloud/guide/nothing')).toEqual([]);
    expect(run('/toString')).toEqual([]);
    expect(run('/cp/overview', '/cp/overview/')).toEqual(['reload']);
    expect(notFoundScript({ '/a': '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
