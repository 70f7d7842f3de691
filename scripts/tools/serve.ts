/**
 * `npm start`: serves out/ as a static host does, for a preview (lib/hosting/static-server.ts).
 * Usage: tsx scripts/tools/serve.ts [--port 3000] [--host 127.0.0.1] [--dir out]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '@/lib/hosting/static-server';
import { parseOptions } from '../cli';

const options = parseOptions(
  {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'out' },
  },
  'npm start -- [--port 3000] [--host 127.0.0.1] [--dir out]',
);
const root = path.resolve(options.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`Nothing to serve in ${root}: run 'npm run build' first.`);
  process.exit(1);
}
const port = Number(options.port);
const shownHost = options.host === '127.0.0.1' ? 'localhost' : options.host;
startServer(root, port, options.host)
  .then(() =>
    console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${shownHost}:${port} (a preview: docs/DEPLOY.md deploys)`),
  )
  .catch((error) => {
    console.error(`Cannot serve: ${(error as Error).message}`);
    process.exit(1);
  });
