/**
 * Writes the hosting files from lib/security-headers.ts: public/_headers (Netlify, Cloudflare Pages)
 * and vercel.json. Run it after changing the headers; a unit test fails while the files differ.
 */
import { writeFileSync } from 'node:fs';
import { netlifyHeaders, vercelConfig } from '../lib/security-headers';

writeFileSync('public/_headers', netlifyHeaders());
writeFileSync('vercel.json', `${JSON.stringify(vercelConfig(), null, 2)}\n`);
console.log('wrote public/_headers and vercel.json');
