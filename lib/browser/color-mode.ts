export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** The mode after `current` in the cycle light → dark → system → light. */
export function nextColorMode(current: string | undefined): ColorMode {
  const index = COLOR_MODES.indexOf(current as ColorMode);
  return COLOR_MODES[(index + 1) % COLOR_MODES.length];
}

/** localStorage key next-themes keeps the choice under. */
export const THEME_STORAGE_KEY = 'theme';
