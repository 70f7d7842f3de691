import { existsSync, readFileSync } from 'node:fs';
import { GENERATED } from '@/lib/fs/generated-paths';
import type { HomeCopy } from './home';

/** The home page's copy as the content build validated and wrote it; the page itself parses no YAML. */
export function homeCopy(): HomeCopy {
  if (!existsSync(GENERATED.home)) throw new Error(`${GENERATED.home} is missing: run 'npm run content' (npm run build does) first.`);
  return JSON.parse(readFileSync(GENERATED.home, 'utf8')) as HomeCopy;
}
