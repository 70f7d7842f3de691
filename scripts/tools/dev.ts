/**
 * `npm run dev`, after scripts/tools/dev.mjs has spawned `next dev`: builds the content (drafts included) while next dev boots, then
 * rebuilds the content whenever a file under content/ changes (pages, release notes, sidebars.ts,
 * authors.yml, changelog.yml). Each rebuild renders only the pages that changed, and a restart renders
 * only those that changed since the last run (lib/dev/dev-session.ts).
 *
 * The browser talks to a small proxy on the given port (lib/dev/dev-proxy.ts), which holds every
 * request from the moment a content file changes (or the server starts) until the content is built:
 * a page is never rendered from content older than what was saved, nor before its content exists.
 * Open pages learn of a save at once over a WebSocket (lib/dev/content-events.ts,
 * components/shell/dev-reload.client.tsx): they drop the router's cached pages and refresh, and the
 * refresh is answered when the rebuild ends. A content error shows in the terminal and over the page
 * until the next good save.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Manifest } from '@/lib/content/manifest';
import { readManifest } from '@/lib/content/read-output';
import { ContentEvents } from '@/lib/dev/content-events';
import { createDevProxy, Gate, untilListening } from '@/lib/dev/dev-proxy';
import { manifestFile } from '@/lib/fs/generated-paths';

const contentDir = 'content';

export interface DevOptions {
  /** The address to open: the proxy's. */
  port: number;
  hostname?: string;
  publicUrl: string;
  /** The port next dev listens on, on 127.0.0.1, and next dev itself, started by scripts/tools/dev.mjs. */
  target: number;
  next: ChildProcess;
  /** Where open pages connect for the content events. */
  eventsPath: string;
}

/** Saves arrive as bursts of events (write, rename, chmod): rebuild once per burst, never two at a time; `idle` once all are built. */
function scheduler(run: (reason: string) => Promise<void>, idle: () => void) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let pending: string | undefined;
  const start = async (reason: string) => {
    running = true;
    await run(reason);
    running = false;
    if (pending) {
      const next = pending;
      pending = undefined;
      void start(next);
    } else if (!timer) idle();
  };
  return {
    now: (reason: string) => void start(reason),
    later: (reason: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (running) pending = reason;
        else void start(reason);
      }, 40);
    },
  };
}

export async function startDev({ port, hostname, publicUrl, target, next, eventsPath }: DevOptions): Promise<void> {
  const events = new ContentEvents(eventsPath);
  const gate = new Gate();
  gate.hold();
  const nextListening = untilListening(target, () => next.exitCode !== null);
  nextListening.catch(() => undefined);
  /** Until the first content build is done. */
  let starting = true;

  // While the first build runs, a page asked for is also asked of next dev at once, its answer
  // dropped: next dev compiles the route and runs generateStaticParams meanwhile (from the last run's
  // content, which .generated/ still holds), and the held request, let through once the content is
  // built, is then only rendered.
  const warmed = new Set<string>();
  const warmUp = (request: IncomingMessage) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    // A page's address: not a Next.js asset, not a file.
    const page = request.method === 'GET' && !pathname.startsWith('/_next/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (!starting || !page || warmed.has(pathname) || warmed.size >= 3 || !existsSync(manifestFile())) return;
    warmed.add(pathname);
    void nextListening
      .then(async () => {
        if (starting) await (await fetch(`http://127.0.0.1:${target}${pathname}`)).arrayBuffer();
      })
      .catch(() => undefined);
  };

  const proxy = createDevProxy({
    target,
    listening: () => nextListening,
    ready: async (request) => {
      warmUp(request);
      await nextListening;
      await gate.settled();
    },
    ownUpgrade: (request, socket, head) => events.accept(request, socket, head),
  });
  await new Promise<void>((resolve, reject) => proxy.once('error', reject).listen(port, hostname, resolve));
  console.log(`npm run dev: open ${publicUrl} (pages wait while the content builds)`);

  const { buildSiteContent } = await import('@/lib/content/build');
  const { codeFingerprint, loadDevSession, saveDevSession } = await import('@/lib/dev/dev-session');
  const fingerprint = codeFingerprint();
  const { session } = loadDevSession(fingerprint);
  let saveTimer: NodeJS.Timeout | undefined;
  const save = () => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    saveDevSession(session, fingerprint);
  };

  const stop = () => {
    if (saveTimer) save();
    next.kill('SIGTERM');
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  let failedToStart = false;
  next.on('exit', (code) => process.exit(failedToStart ? 1 : (code ?? 0)));

  /** The content next dev last computed static params from, as far as this process knows. */
  let served: Manifest | undefined = existsSync(manifestFile()) ? readManifest() : undefined;
  const rebuild = async (reason: string) => {
    try {
      const { built, seconds, writeSearchRecords } = await buildSiteContent({ contentDir, includeDrafts: true, session });
      const endedAt = Date.now();
      // At start, next dev has params only if a warm-up asked for a page.
      const { staticParamProbes, untilServed } = await import('@/lib/dev/static-params');
      const probes = served && (!starting || warmed.size > 0) ? staticParamProbes(served, built.manifest) : [];
      served = built.manifest;
      if (probes.length) {
        await nextListening;
        const missing = await untilServed(`http://127.0.0.1:${target}`, probes);
        if (missing.length) console.warn(`npm run dev: next dev still answers 404 for ${missing.join(', ')}`);
      }
      console.log(
        `content: ${built.manifest.pages.length} pages built after ${reason} in ${(seconds * 1000).toFixed(0)} ms; watching ${contentDir}/`,
      );
      events.built(endedAt);
      // No page shows them: after a save, they are written once the held requests have gone to next dev.
      if (starting) writeSearchRecords();
      else
        setTimeout(() => {
          try {
            writeSearchRecords();
          } catch (error) {
            console.error(`npm run dev: the search records were not written: ${error instanceof Error ? error.message : String(error)}`);
          }
        }, 0);
      starting = false;
      // Kept for the next run, once the saves have stopped for a while.
      clearTimeout(saveTimer);
      saveTimer = setTimeout(save, 5000);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (starting) {
        console.error(`\nContent build failed.\n${message}`);
        failedToStart = true;
        stop();
        return;
      }
      console.error(`\ncontent error after ${reason}:\n${message}\n`);
      events.failed(message);
    }
  };

  const schedule = scheduler(rebuild, () => gate.open());
  // Watching starts before the first build, so a save during it is built next.
  watch(contentDir, { recursive: true }, (_, file) => {
    if (!file || !/\.(mdx?|ya?ml|ts)$/i.test(file.toString())) return;
    // Requests wait from this moment, and open pages drop what they prefetched before the save.
    if (gate.hold()) events.building();
    schedule.later(path.join(contentDir, file.toString()));
  });
  schedule.now('start');
}
