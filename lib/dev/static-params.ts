/**
 * `next dev` keeps each dynamic route's generateStaticParams result and, once it has one, answers from
 * it while it recomputes the params in the background (getStaticPaths in
 * next/dist/server/dev/next-dev-server.js, Next.js 16.4). With `dynamicParams = false`, the first
 * request for a page added since the last result is a 404. `npm run dev` asks next dev for one added
 * address of each dynamic route until it answers, before it lets readers' requests through.
 */
import type { Manifest } from '@/lib/content/manifest';
import { DYNAMIC_ROUTES } from '@/lib/content/dynamic-routes';

/** The addresses of each dynamic route of app/, as its generateStaticParams lists them. */
const addressesByRoute = (manifest: Manifest): string[][] =>
  Object.values(DYNAMIC_ROUTES).map((route) => route.addresses(manifest).map((address) => address.path));

/** For each dynamic route that gained an address from `previous` to `next`, the first address it gained. */
export function staticParamProbes(previous: Manifest, next: Manifest): string[] {
  const before = new Set(addressesByRoute(previous).flat());
  return addressesByRoute(next).flatMap((addresses) => addresses.find((address) => !before.has(address)) ?? []);
}

/**
 * Asks `origin` for each address until it no longer answers 404 (next dev has the new params) or
 * `timeoutMs` has passed; returns the addresses still missing then.
 */
export async function untilServed(origin: string, addresses: string[], timeoutMs = 20_000, intervalMs = 100): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  const missing: string[] = [];
  for (const address of addresses) {
    for (;;) {
      const status = await fetch(origin + address).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      if (status !== 404 && status !== 0) break;
      if (Date.now() > deadline) {
        missing.push(address);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
  return missing;
}
