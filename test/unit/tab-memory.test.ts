// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyRememberedTabs, rememberTab, TAB_STORAGE_KEY } from '@/lib/browser/tab-memory';
import { REMEMBERED_TABS_SCRIPT } from '@/lib/inline-scripts/remembered-tabs';

/** Two blocks with the same tabs and one with others, as the Markdown pipeline renders them, the first tab of each checked. */
function page() {
  const block = (n: number, labels: string[]) =>
    `<div class="tabs" data-tab-group="${labels.join('|')}">` +
    labels.map((label, i) => `<input type="radio" class="tab-input" name="tabs-${n}" value="${label}"${i ? '' : ' checked'}>`).join('') +
    '</div>';
  document.body.innerHTML = block(1, ['macOS', 'Windows']) + block(2, ['macOS', 'Windows']) + block(3, ['Docker', 'Helm']);
}
const checked = () => [...document.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.value);

describe('remembered tabs', () => {
  beforeEach(() => {
    localStorage.clear();
    page();
  });

  it('shows the tab chosen before in every block with the same labels, and leaves the others alone', () => {
    localStorage.setItem(TAB_STORAGE_KEY, JSON.stringify({ 'macOS|Windows': 'Windows' }));
    applyRememberedTabs(document);
    expect(checked()).toEqual(['Windows', 'Windows', 'Docker']);
  });

  it('remembers a choice and shows it in the page’s other blocks with the same labels', () => {
    const windows = document.querySelector<HTMLInputElement>('input[name="tabs-2"][value="Windows"]')!;
    windows.checked = true;
    rememberTab(windows);
    expect(checked()).toEqual(['Windows', 'Windows', 'Docker']);
    expect(JSON.parse(localStorage.getItem(TAB_STORAGE_KEY)!)).toEqual({ 'macOS|Windows': 'Windows' });
  });

  it('does the same from the inlined script, and nothing with storage that holds no JSON', () => {
    localStorage.setItem(TAB_STORAGE_KEY, JSON.stringify({ 'Docker|Helm': 'Helm' }));
    new Function(REMEMBERED_TABS_SCRIPT)();
    expect(checked()).toEqual(['macOS', 'macOS', 'Helm']);
    localStorage.setItem(TAB_STORAGE_KEY, '{not json');
    page();
    new Function(REMEMBERED_TABS_SCRIPT)();
    expect(checked()).toEqual(['macOS', 'macOS', 'Docker']);
  });
});
