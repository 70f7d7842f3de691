/**
 * Writes the hosting files from lib/security-headers.ts: public/_headers (Netlify, Cloudflare Pages),
 * vercel.json and deploy/nginx.conf. Run it after changing the headers; a unit test fails while the files differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { netlifyHeaders, nginxConfig, vercelConfig } from '../lib/security-headers';

writeFileSync('public/_headers', netlifyHeaders());
writeFileSync('vercel.json', `${JSON.stringify(vercelConfig(), null, 2)}\n`);
mkdirSync('deploy', { recursive: true });
writeFileSync('deploy/nginx.conf', nginxConfig());
console.log('wrote public/_headers, vercel.json and deploy/nginx.conf');
