'use client';

import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { nextColorMode, type ColorMode } from '@/lib/browser/color-mode';

const ICONS: Record<ColorMode, string> = {
  light:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5v3m0 14v3M4.2 4.2l2.1 2.1m11.4 11.4 2.1 2.1M2 12h3m14 0h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z',
  system: 'M3 4h18v12H3zM8 20h8m-4-4v4',
};

const noop = () => () => {};

/** One button cycling light → dark → system; the choice is stored by next-themes under 'theme'. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { theme, setTheme } = useTheme();
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const current = (mounted ? theme : 'light') as ColorMode;
  const next = nextColorMode(current);
  return (
    <button
      type="button"
      className={withLabel ? 'icon-button theme-toggle-labelled' : 'icon-button'}
      onClick={() => setTheme(next)}
      aria-label={`Color mode: ${current}. Switch to ${next}`}
      title={`Color mode: ${current}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d={ICONS[current] ?? ICONS.light} />
      </svg>
      {withLabel && <span aria-hidden="true">Color mode: {current}</span>}
    </button>
  );
}
