// @vitest-environment jsdom
/**
 * Every inline script is a string (it runs in the document before the app, or without it) that repeats
 * steps a real function takes. Each test here runs the string and the function on the same inputs and
 * expects the same answer, so the two cannot drift apart.
 */
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { announcementScript, ANNOUNCEMENT_STORAGE_KEY } from '@/lib/inline-scripts/announcement';
import { EARLY_INPUT_SCRIPT } from '@/lib/inline-scripts/early-input';
import { CLEAN_PATH_SCRIPT } from '@/lib/inline-scripts/clean-address';
import { REVEAL_SIDEBAR_SCRIPT } from '@/lib/inline-scripts/reveal-sidebar';
import { APP_STARTED_ATTRIBUTE, APP_STARTED_EVENT } from '@/lib/browser/app-started';
import { takeOverSearchShortcut } from '@/lib/browser/early-input-bridge';
import { revealOffset } from '@/lib/browser/reveal-current';
import { cleanAddress } from '@/lib/hosting/clean-path';
import { isSearchShortcut } from '@/lib/search/shortcut';

describe('CLEAN_PATH_SCRIPT against cleanAddress', () => {
  /** Runs the inlined script against an address, as a browser would before paint. */
  const run = (pathname: string) => {
    const window: { __wrenCleanedFrom?: string } = {};
    let shown = pathname + '?q=1#h';
    const history = {
      state: null,
      replaceState: (_: unknown, __: string, url: string) => {
        shown = url;
      },
    };
    runInNewContext(CLEAN_PATH_SCRIPT, { location: { pathname, search: '?q=1', hash: '#h' }, history, window });
    return { shown, cleanedFrom: window.__wrenCleanedFrom };
  };
  const segments = ['', 'cp', 'index', 'index.html', 'overview.html', 'a.b', 'html', '.html', 'x-index.html'];
  const paths = new Set<string>([
    '/',
    '/index.html',
    '/cp/overview',
    '/cp/overview.html',
    '/cp/overview/index.html',
    '/oss/wren_engine_api/',
    '/cp/releases//',
    '//',
    '/a.html/',
    '/a/index.html/',
  ]);
  for (const a of segments)
    for (const b of segments) for (const end of ['', '/', '//']) paths.add(`/${a}/${b}${end}`.replace(/^\/\//, '/'));

  it(`shows each of ${paths.size} addresses as cleanAddress does, keeping query and hash, and notes what it cleaned`, () => {
    for (const pathname of paths) {
      const { shown, cleanedFrom } = run(pathname);
      expect(shown, pathname).toBe(`${cleanAddress(pathname)}?q=1#h`);
      expect(cleanedFrom, pathname).toBe(cleanAddress(pathname) === pathname ? undefined : pathname);
    }
  });
});

describe('REVEAL_SIDEBAR_SCRIPT against revealOffset', () => {
  const box = { scrollTop: 0, clientHeight: 600, scrollHeight: 3000 };
  const run = (start: number, linkTop: number | null) => {
    const sidebar = {
      ...box,
      scrollTop: start,
      getBoundingClientRect: () => ({ top: 60 }),
      // A link's rect is relative to the viewport: its offset in the box, less what the box has scrolled.
      querySelector: () => (linkTop === null ? null : { getBoundingClientRect: () => ({ top: 60 + linkTop - start, height: 30 }) }),
    };
    runInNewContext(REVEAL_SIDEBAR_SCRIPT, {
      document: { querySelector: (selector: string) => (selector === '.doc-sidebar' ? sidebar : null) },
      Math,
    });
    return sidebar.scrollTop;
  };

  it('scrolls the doc sidebar where revealOffset says, from any offset, and does nothing without a current link', () => {
    for (const start of [0, 500, 1000, 2400]) {
      for (let top = 0; top < 3000; top += 70)
        expect(run(start, top), `link at ${top}, box at ${start}`).toBe(revealOffset({ ...box, scrollTop: start }, { top, height: 30 }));
      expect(run(start, null)).toBe(start);
    }
  });
});

describe("the early-input script's search shortcut against isSearchShortcut", () => {
  /** This test's document (jsdom) as a page whose app has not started, with the early-input script run in its head. */
  const page = () => {
    new Function(EARLY_INPUT_SCRIPT)();
    return window;
  };

  it('holds exactly the key presses isSearchShortcut calls the shortcut, in the body and in a text field, until the search listens', () => {
    page();
    const field = window.document.createElement('input');
    window.document.body.append(field);
    let held = 0;
    for (const target of [window.document.body, field])
      for (const key of ['k', 'K', '/', 'j', 'Enter', 'Control'])
        for (let bits = 0; bits < 16; bits++) {
          const press = { key, ctrlKey: !!(bits & 1), metaKey: !!(bits & 2), altKey: !!(bits & 4), shiftKey: !!(bits & 8) };
          const event = new window.KeyboardEvent('keydown', { ...press, bubbles: true, cancelable: true });
          target.dispatchEvent(event);
          expect(event.defaultPrevented, `${target.tagName} ${JSON.stringify(press)}`).toBe(isSearchShortcut({ ...press, target }));
          if (event.defaultPrevented) held++;
        }
    // k and K with Ctrl, Cmd or both, in either place (12), and / with or without Shift in the body only (2).
    expect(held).toBe(14);
    expect(takeOverSearchShortcut()).toBe(true);
    const after = new window.KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    window.document.body.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    expect(takeOverSearchShortcut()).toBe(false);
  });

  it('asks for the search when the navbar search button is pressed before the search listens, and replays other buttons', async () => {
    // The previous test's copy of the script still listens in this shared window: its app starts, so it lets go of clicks.
    window.dispatchEvent(new window.Event(APP_STARTED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 10));
    window.document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    page();
    window.document.body.innerHTML = '<button data-opens-search>Search</button><button id="other">Menu</button>';
    const clicks: string[] = [];
    window.document.addEventListener('click', (event) => clicks.push((event.target as Element).textContent!));
    window.document.querySelector<HTMLButtonElement>('[data-opens-search]')!.click();
    window.document.querySelector<HTMLButtonElement>('#other')!.click();
    window.document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    window.dispatchEvent(new window.Event(APP_STARTED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicks).toEqual(['Search', 'Menu', 'Menu']);
    expect(takeOverSearchShortcut()).toBe(true);
  });
});

describe('announcementScript against the dismissed id', () => {
  const run = (stored: string | null, id: string) => {
    const dataset: Record<string, string> = {};
    runInNewContext(announcementScript(id), {
      localStorage: { getItem: (key: string) => (key === ANNOUNCEMENT_STORAGE_KEY ? stored : null) },
      document: { documentElement: { dataset } },
    });
    return 'announcementDismissed' in dataset;
  };

  it('hides the bar only when the reader dismissed this very id, and survives storage that throws', () => {
    expect(run('open-source-core-2026', 'open-source-core-2026')).toBe(true);
    expect(run('an-older-bar', 'open-source-core-2026')).toBe(false);
    expect(run(null, 'open-source-core-2026')).toBe(false);
    expect(run('"quoted"', '"quoted"')).toBe(true);
    expect(() =>
      runInNewContext(announcementScript('x'), {
        localStorage: {
          getItem: () => {
            throw new Error('denied');
          },
        },
        document: {},
      }),
    ).not.toThrow();
  });
});
