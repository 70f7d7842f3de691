/**
 * The HTTP headers the site is served with: the same list for the local server, Netlify/Cloudflare
 * (`public/_headers`) and Vercel (`vercel.json`); a test keeps those files equal to this.
 *
 * 'unsafe-inline' for scripts: a static export has inline scripts (Next's page data, the
 * before-paint theme and address scripts) whose contents differ per page, so neither nonces nor a
 * fixed set of hashes can cover them.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  // Algolia when configured; the reader's own Wren Engine for the API explorer's "Try it".
  "connect-src 'self' https://*.algolia.net https://*.algolianet.com https://*.algolia.io http://localhost:* http://127.0.0.1:* https://localhost:*",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: [name: string, value: string][] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
];

/** Netlify and Cloudflare Pages `_headers` file. */
export function netlifyHeaders(): string {
  return ['/*', ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`), '/_next/static/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n');
}

/** Vercel `vercel.json` for a static output. */
export function vercelConfig(): object {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: '/(.*)', headers: SECURITY_HEADERS.map(([key, value]) => ({ key, value })) },
      { source: '/_next/static/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ],
  };
}
