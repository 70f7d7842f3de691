/**
 * Writes the hosting files from lib/hosting/security-headers.ts and lib/hosting/redirects.ts: public/_headers and
 * public/_redirects (Netlify, Cloudflare Pages), vercel.json and deploy/nginx.conf. Run it after changing
 * the headers or the redirects; a unit test fails while the files differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { netlifyRedirects } from '@/lib/hosting/redirects';
import { netlifyHeaders, nginxConfig, vercelConfig } from '@/lib/hosting/security-headers';

writeFileSync('public/_headers', netlifyHeaders());
writeFileSync('public/_redirects', netlifyRedirects());
writeFileSync('vercel.json', `${JSON.stringify(vercelConfig(), null, 2)}\n`);
mkdirSync('deploy', { recursive: true });
writeFileSync('deploy/nginx.conf', nginxConfig());
console.log('wrote public/_headers, public/_redirects, vercel.json and deploy/nginx.conf');
