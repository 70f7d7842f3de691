/**
 * What `npm run dev` keeps between runs: the rendered pages and the API reference of its last build,
 * so that a restart renders only the pages that changed while it was stopped (rendering every page
 * is most of a content build). The file is valid only for the code and packages that wrote it: it
 * carries a fingerprint of lib/, components/, openapi/, package-lock.json and the scripts that build
 * the content and render the API reference, and a file with another fingerprint, or none that can be
 * read, means an empty session (a slower start).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentSession } from '@/lib/content/render-cache';
import { siteConfig } from '@/lib/config/site-config';

export type DevSession = ContentSession;

export const DEV_SESSION_FILE = process.env.WREN_DOCS_DEV_SESSION || 'node_modules/.cache/wren-docs/dev-session.json';

/**
 * The code a rendered page and the API reference depend on, relative to the project: folders whole,
 * and under scripts/ the files these names match.
 */
const INPUTS = ['lib', 'components', 'openapi', 'package-lock.json'];
const SCRIPTS = /build-content\.tsx?$/;

export function codeFingerprint(root = process.cwd()): string {
  const hash = createHash('sha1');
  const filesUnder = (folder: string) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  const files: string[] = [];
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (existsSync(full)) files.push(...(statSync(full).isFile() ? [full] : filesUnder(full)));
  }
  if (existsSync(path.join(root, 'scripts'))) files.push(...filesUnder(path.join(root, 'scripts')).filter((file) => SCRIPTS.test(file)));
  for (const file of files.sort()) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  // The .md export and the feeds' links carry the site's address, which SITE_URL can change without a file changing.
  hash.update(siteConfig.url);
  return hash.digest('hex');
}

interface Stored {
  fingerprint: string;
  renders: [string, unknown][];
  api?: DevSession['api'];
  codeStyles?: DevSession['codeStyles'];
  frontmatter?: DevSession['frontmatter'];
  written?: DevSession['written'];
}

/** The session stored by the last run with the same code, or an empty one. */
export function loadDevSession(fingerprint: string, file = DEV_SESSION_FILE): { session: DevSession; reused: number } {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    if (stored.fingerprint === fingerprint) {
      const renderCache = new Map(stored.renders) as DevSession['renderCache'];
      const { api, codeStyles, frontmatter, written } = stored;
      return { session: { renderCache, api, codeStyles, frontmatter, written }, reused: renderCache.size };
    }
  } catch {
    /* none yet, or unreadable: start empty */
  }
  return { session: { renderCache: new Map() }, reused: 0 };
}

/** Writes the session beside the file and renames it over, so a reader never sees half of it. */
export function saveDevSession(session: DevSession, fingerprint: string, file = DEV_SESSION_FILE): void {
  const { renderCache, api, codeStyles, frontmatter, written } = session;
  const stored: Stored = { fingerprint, renders: [...renderCache], api, codeStyles, frontmatter, written };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(stored));
  renameSync(`${file}.tmp`, file);
}
