/**
 * What both Lighthouse scripts need: out/ served with compression on 127.0.0.1 (lib/hosting/static-server.ts),
 * Debian's Chromium started once with the project's headless flags, and a function that audits one
 * page on mobile or desktop settings. Everything is closed when `run` returns or throws.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer } from '@/lib/hosting/static-server';
import { launchChromeForLighthouse } from '@/test/support/chromium';

export type Form = 'mobile' | 'desktop';

/** A --form value as a Form, or an error naming the two. */
export function formOf(value: string): Form {
  if (value === 'mobile' || value === 'desktop') return value;
  throw new Error(`--form takes mobile or desktop, not '${value}'`);
}
export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
export type Audit = (path: string, form: Form, categories: readonly string[]) => Promise<Lhr>;

export async function withLighthouse(run: (audit: Audit) => Promise<void>): Promise<void> {
  const server = await startServer('out', 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const chrome = await launchChromeForLighthouse();
  const audit: Audit = async (path, form, categories) => {
    const result = await lighthouse(
      `${base}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      form === 'desktop' ? desktopConfig : undefined,
    );
    return result!.lhr;
  };
  try {
    await run(audit);
  } finally {
    await chrome.kill();
    server.close();
  }
}
