'use client';

import { useEffect } from 'react';

/**
 * One listener for every code block's copy button: the buttons are static HTML from the Markdown
 * build, so the page ships this small handler instead of a component per block.
 */
export function CopyCodeButtons() {
  useEffect(() => {
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-copy]');
      const code = button?.parentElement?.querySelector('pre');
      if (!button || !code) return;
      try {
        await navigator.clipboard.writeText(code.innerText.replace(/\n$/, ''));
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Press Ctrl+C';
      }
      window.setTimeout(() => {
        button.textContent = 'Copy';
      }, 1500);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
