'use client';

import { siteConfig } from '@/lib/config/site-config';
import { announcementScript } from '@/lib/inline-scripts/announcement';
import { CLEAN_PATH_SCRIPT } from '@/lib/inline-scripts/clean-address';
import { EARLY_INPUT_SCRIPT } from '@/lib/inline-scripts/early-input';
import { REMEMBERED_TABS_SCRIPT } from '@/lib/inline-scripts/remembered-tabs';
import { REVEAL_SIDEBAR_SCRIPT } from '@/lib/inline-scripts/reveal-sidebar';

/*
 * The shell's inline scripts, rendered by client components with no props: their text, about 2.8 KB, then travels once
 * in a cached script instead of in every page's flight data (inline in the HTML, the .txt payload and the root segment).
 */

/** Runs before paint: hold early input, clean .html addresses, mark that JavaScript runs, hide a dismissed announcement. */
const BEFORE_PAINT = [
  EARLY_INPUT_SCRIPT,
  CLEAN_PATH_SCRIPT,
  "document.documentElement.classList.add('js')",
  siteConfig.announcement ? announcementScript(siteConfig.announcement.id) : '',
].join(';');

export function BeforePaintScript() {
  return <script dangerouslySetInnerHTML={{ __html: BEFORE_PAINT }} />;
}

/** Runs once the page's shell is parsed: scroll the sidebar to the current page, show the reader's remembered tabs. */
export function AfterShellScripts() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: REVEAL_SIDEBAR_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: REMEMBERED_TABS_SCRIPT }} />
    </>
  );
}
