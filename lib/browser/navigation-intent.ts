import { callsAnyEngine } from '@/lib/hosting/connect-policy';
/** What a click on a link needs to be: a plain left click on a same-site link to another page. */
export interface LinkClick {
  href: string;
  target?: string | null;
  download?: boolean;
  button: number;
  modified: boolean;
}

/** The parts of a click on `anchor` that decide whether it navigates within the site. */
export function linkClick(anchor: HTMLAnchorElement, event: MouseEvent): LinkClick {
  return {
    href: anchor.href,
    target: anchor.target,
    download: anchor.hasAttribute('download'),
    button: event.button,
    modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
  };
}

/** The link a pointer or keyboard event happened on, if any. */
export function anchorOf(event: Event): HTMLAnchorElement | null {
  return ((event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null) ?? null;
}

/** Whether a click starts an in-app navigation to another page (so a loading indicator may follow). */
export function startsPageNavigation(click: LinkClick, current: URL): boolean {
  if (click.button !== 0 || click.modified || click.download) return false;
  if (click.target && click.target !== '_self') return false;
  let next: URL;
  try {
    next = new URL(click.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  if (/\.(xml|json|txt|md|png|svg|jpe?g|pdf)$/i.test(next.pathname)) return false;
  // A page that may call other addresses has its own CSP, which only a document load applies.
  if (callsAnyEngine(next.pathname) !== callsAnyEngine(current.pathname)) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}

/** Delays, in ms, before the progress bar and then the spinner appear during a navigation. */
export const PROGRESS_DELAY_MS = 200;
export const SPINNER_DELAY_MS = 1000;
