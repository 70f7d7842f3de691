import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Manifest } from '@/lib/content/manifest';
import { staticParamProbes, untilServed } from '@/lib/dev/static-params';

/** Only what the dynamic routes' params are made of. */
function manifest({ pages = [] as string[], releases = [] as string[], sidebars = [] as string[] }): Manifest {
  return {
    pages: pages.map((route) => ({ route })),
    releases: releases.map((route) => ({ route })),
    sidebars: Object.fromEntries(sidebars.map((name) => [name, {}])),
    changelog: [],
    authors: [],
  } as unknown as Manifest;
}

describe('staticParamProbes', () => {
  const before = manifest({ pages: ['/', '/cp/overview'], releases: ['/cp/releases/0.1.0'], sidebars: ['cloud'] });

  it('asks for nothing when no route gained an address, even when pages were removed', () => {
    expect(staticParamProbes(before, before)).toEqual([]);
    expect(staticParamProbes(before, manifest({ pages: ['/'], releases: [], sidebars: ['cloud'] }))).toEqual([]);
  });

  it('asks for the first added address of each dynamic route that gained one', () => {
    const after = manifest({
      pages: ['/', '/cp/overview', '/cp/new-a', '/cp/new-b'],
      releases: ['/cp/releases/0.2.0', '/cp/releases/0.1.0'],
      sidebars: ['cloud', 'core'],
    });
    expect(staticParamProbes(before, after)).toEqual(['/cp/new-a', '/cp/releases/0.2.0', '/sidebars/core.json']);
  });

  it('never asks for the home page, which is not a param of the docs route', () => {
    expect(staticParamProbes(manifest({}), manifest({ pages: ['/'] }))).toEqual([]);
  });
});

describe('untilServed', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serving(answers: number[]) {
    const asked: string[] = [];
    server = createServer((request, response) => {
      asked.push(request.url!);
      response.writeHead(answers.shift() ?? 200).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, asked };
  }

  it('asks again while the answer is 404, then goes on to the next address', async () => {
    const { origin, asked } = await serving([404, 404, 200, 200]);
    expect(await untilServed(origin, ['/a', '/b'], 5_000, 5)).toEqual([]);
    expect(asked).toEqual(['/a', '/a', '/a', '/b']);
  });

  it('gives up at the deadline and names what is still missing', async () => {
    const { origin } = await serving(Array(1000).fill(404));
    expect(await untilServed(origin, ['/gone'], 50, 5)).toEqual(['/gone']);
  });
});
