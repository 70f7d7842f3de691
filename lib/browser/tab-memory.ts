/** Where the reader's tab choices are kept: `{ "<the block's tab labels, joined by |>": "<chosen label>" }`. */
export const TAB_STORAGE_KEY = 'docs-tabs';

/** What identifies a tabs block across pages: its labels, so that every "macOS / Linux | Windows" block shares one choice. */
export function tabGroupKey(labels: readonly string[]): string {
  return labels.join('|');
}

/**
 * Checks, in every tabs block under `root`, the tab last chosen in a block with the same labels. Self-contained (no
 * imports, nothing from outside its body) because the root layout also inlines it, to show the chosen tab before
 * the app starts.
 */
export function applyRememberedTabs(root: ParentNode): void {
  let choices: Record<string, string>;
  try {
    choices = JSON.parse(window.localStorage.getItem('docs-tabs') || '{}');
  } catch {
    return;
  }
  root.querySelectorAll<HTMLElement>('.tabs[data-tab-group]').forEach((block) => {
    const chosen = choices[block.getAttribute('data-tab-group') || ''];
    if (!chosen) return;
    block.querySelectorAll<HTMLInputElement>('input.tab-input').forEach((input) => {
      if (input.value === chosen) input.checked = true;
    });
  });
}

/** Remembers the tab the reader chose and shows it in every other block of the page with the same labels. */
export function rememberTab(input: HTMLInputElement): void {
  const key = input.closest('.tabs')?.getAttribute('data-tab-group');
  if (!key) return;
  try {
    const choices = JSON.parse(window.localStorage.getItem(TAB_STORAGE_KEY) || '{}') as Record<string, string>;
    window.localStorage.setItem(TAB_STORAGE_KEY, JSON.stringify({ ...choices, [key]: input.value }));
  } catch {
    return;
  }
  applyRememberedTabs(input.ownerDocument);
}
