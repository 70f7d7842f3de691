/**
 * Writes the hosting files from lib/hosting/security-headers.ts and lib/hosting/redirects.ts: public/_headers and
 * public/_redirects (Netlify, Cloudflare Pages), vercel.json and deploy/nginx.conf. First it writes
 * lib/hosting/genbi-redirects.json, the /oss/genbi address of each GenBI Classic page (lib/hosting/genbi.ts), from
 * content/. Run it after changing the headers, the redirects or the Classic pages; a unit test fails while the host
 * files differ, and the content build while the GenBI addresses do.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sidebars from '@/content/sidebars';
import { readContentFiles } from '@/lib/content/load';
import { classicRoutesOf } from '@/lib/content/pipeline';
import { genbiRedirects } from '@/lib/hosting/genbi';
import { netlifyRedirects, REDIRECTS } from '@/lib/hosting/redirects';
import { netlifyHeaders, nginxConfig, vercelConfig } from '@/lib/hosting/security-headers';

const genbi = genbiRedirects(classicRoutesOf(readContentFiles(path.resolve('content'), 'content'), sidebars));
writeFileSync('lib/hosting/genbi-redirects.json', `${JSON.stringify(genbi, null, 2)}\n`);
// The same table as SITE_REDIRECTS, built from the addresses just written rather than the ones imported.
const redirects = { ...REDIRECTS, ...genbi };
writeFileSync('public/_headers', netlifyHeaders());
writeFileSync('public/_redirects', netlifyRedirects(redirects));
writeFileSync('vercel.json', `${JSON.stringify(vercelConfig(redirects), null, 2)}\n`);
mkdirSync('deploy', { recursive: true });
writeFileSync('deploy/nginx.conf', nginxConfig(redirects));
console.log(
  `wrote lib/hosting/genbi-redirects.json (${Object.keys(genbi).length} GenBI Classic addresses), public/_headers, ` +
    'public/_redirects, vercel.json and deploy/nginx.conf',
);
