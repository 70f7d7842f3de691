import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CodeToHastOptions, Highlighter } from 'shiki';
import type { CodeStyle } from './code-colors';

type Hast = ReturnType<Highlighter['codeToHast']>;

/**
 * Where the content build keeps highlighted code; deleting it only makes the next build slower.
 * WREN_DOCS_HIGHLIGHT_CACHE moves it: checkouts that share node_modules share the default file, so
 * `bench:build` gives its cold builds a file of their own instead of deleting everyone's.
 */
export const HIGHLIGHT_CACHE_FILE = process.env.WREN_DOCS_HIGHLIGHT_CACHE || 'node_modules/.cache/wren-docs/highlight.json';

/**
 * Highlighted code kept between builds: a code block whose text, language, themes and Shiki
 * version are unchanged is not highlighted again. A missing or unreadable cache file only means
 * a slower build. With `styles` (the style-to-class transformer's registry), the file also keeps the
 * colour classes the kept blocks use, and gives them back to the registry: a block not highlighted
 * again registers none.
 */
export class HighlightCache {
  private entries: Record<string, Hast>;
  private used: Record<string, Hast> = {};

  constructor(
    private readonly file: string,
    private readonly version: string,
    private readonly styles?: Map<string, CodeStyle>,
  ) {
    const stored = readEntries(file);
    this.entries = stored.blocks;
    for (const [name, style] of stored.styles) styles?.set(name, style);
  }

  /** The highlighter with its codeToHast answered from the cache where it can be. */
  wrap(highlighter: Highlighter): Highlighter {
    const cached = Object.create(highlighter) as Highlighter;
    cached.codeToHast = (code: string, options: CodeToHastOptions) => {
      const key = createHash('sha1')
        .update(JSON.stringify([this.version, options, code]))
        .digest('base64url');
      const hast = (this.used[key] ??= this.entries[key] ?? highlighter.codeToHast(code, options));
      return structuredClone(hast);
    };
    return cached;
  }

  /**
   * Writes the blocks this build highlighted. A whole build drops the ones no page uses any more. A
   * partial one (the dev watcher's, whose unchanged pages come from its own cache and highlight
   * nothing) keeps them, or `npm run build` after `npm run dev` would highlight every block again,
   * and writes only when it highlighted a new block: rewriting megabytes of trees on every save
   * would cost each rebuild about 0.1 s.
   */
  save({ partial = false } = {}): { blocks: number; reused: number } {
    const keys = Object.keys(this.used);
    const counts = { blocks: keys.length, reused: keys.filter((key) => key in this.entries).length };
    if (partial && counts.reused === keys.length) return counts;
    if (partial) Object.assign(this.entries, this.used);
    mkdirSync(path.dirname(this.file), { recursive: true });
    // A new file renamed over the old one: a checkout whose node_modules is a hard-linked copy keeps its own cache.
    writeFileSync(`${this.file}.tmp`, JSON.stringify({ blocks: partial ? this.entries : this.used, styles: [...(this.styles ?? [])] }));
    renameSync(`${this.file}.tmp`, this.file);
    return counts;
  }
}

interface Stored {
  blocks: Record<string, Hast>;
  styles: [string, CodeStyle][];
}

function readEntries(file: string): Stored {
  const empty = { blocks: {}, styles: [] };
  if (!existsSync(file)) return empty;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Stored>;
    return stored.blocks && Array.isArray(stored.styles) ? (stored as Stored) : empty;
  } catch {
    return empty;
  }
}
