import { spawnSync } from 'node:child_process';

/**
 * The content checks read what the content build wrote to .generated/. `npm run content` runs here first, with its
 * cache, so that they check content/ as it is now; after `npm run build` (npm test) nothing has changed and it
 * renders nothing again.
 */
export default function setup() {
  const build = spawnSync('npm', ['run', '--silent', 'content'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run content failed:\n${build.stdout}${build.stderr}`);
}
