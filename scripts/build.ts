/**
 * `npm run build`, in one tsx process: the content build (scripts/build-content.ts), `next build` as a
 * child process, then the post-build steps (scripts/postbuild.ts). One process instead of three saves
 * two starts of tsx and of the modules it compiles. Each step's failure ends the build with 1 and says
 * which step failed.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { runStep } from './args';
import { buildSiteContent, contentSummary } from './build-content';
import { postbuild } from './postbuild';

function nextBuild(): Promise<void> {
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build', ...process.argv.slice(2)], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${signal ?? `code ${code}`}`))));
  });
}

await runStep('Content build', async () => contentSummary(await buildSiteContent({ contentDir: 'content', includeDrafts: false })));
await runStep('next build', async () => {
  const started = performance.now();
  await nextBuild();
  return `next build: ${((performance.now() - started) / 1000).toFixed(2)} s`;
});
await postbuild();
