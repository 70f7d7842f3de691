/**
 * What both Lighthouse scripts need: out/ served with compression on 127.0.0.1 (scripts/serve.ts),
 * Debian's Chromium started once with the project's headless flags, and a function that audits one
 * page on mobile or desktop settings. Everything is closed when `run` returns or throws.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from '@/test/e2e/browser';
import { startServer } from './serve';

export type Form = 'mobile' | 'desktop';
export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
export type Audit = (path: string, form: Form, categories: readonly string[]) => Promise<Lhr>;

export async function withLighthouse(run: (audit: Audit) => Promise<void>): Promise<void> {
  const server = await startServer('out', 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: [...CHROMIUM_FLAGS, '--no-first-run', '--disable-dev-shm-usage'] });
  const audit: Audit = async (path, form, categories) => {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }, form === 'desktop' ? desktopConfig : undefined);
    return result!.lhr;
  };
  try {
    await run(audit);
  } finally {
    await chrome.kill();
    server.close();
  }
}
