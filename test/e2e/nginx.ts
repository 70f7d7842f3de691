import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/test/support/free-port';

const NGINX = '/usr/sbin/nginx';

/**
 * Debian's nginx serving `root` with the server block the README gives operators (deploy/nginx.conf),
 * changed only in where it listens and what it serves: a host nobody here wrote, serving files as they are.
 */
export async function startNginx(root: string): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(NGINX))
    throw new Error(`The browser tests serve out/ with nginx too, and ${NGINX} is missing: apt-get install nginx (.ci/run does this).`);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \S+;/, `root ${root};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`).join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off; master_process off; worker_processes 1;',
      `pid ${dir}/nginx.pid; error_log ${dir}/error.log;`,
      'events { worker_connections 256; }',
      `http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; ${temp}`,
      site,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
