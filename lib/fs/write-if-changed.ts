import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` unless the file already holds it; says whether it wrote. Under `npm run dev` the
 * bundler watches the files it imports (the code colours' CSS): rewriting one unchanged makes it
 * rebuild and push that module again.
 */
export function writeIfChanged(file: string, text: string): boolean {
  try {
    if (readFileSync(file, 'utf8') === text) return false;
  } catch {
    /* not written yet */
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}
