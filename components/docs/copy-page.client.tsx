'use client';

import { useState } from 'react';

type State = 'idle' | 'copied' | 'failed';
const LABELS: Record<State, string> = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

/** Copies the page's Markdown (served at its path plus .md) for pasting into a chat with an LLM. */
export function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const [state, setState] = useState<State>('idle');
  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`${markdownUrl}: ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className="copy-page" onClick={copy} aria-live="polite" title="Copy this page as Markdown">
      {LABELS[state]}
    </button>
  );
}
