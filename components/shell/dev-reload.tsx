import { DevReload } from './dev-reload.client';

/** `npm run dev` only: scripts/tools/dev.ts gives next dev the address of its content events. */
export function DevContentEvents() {
  const eventsUrl = process.env.NEXT_PUBLIC_WREN_DEV_EVENTS;
  if (!eventsUrl) return null;
  // Impure on purpose: the page refreshes if a content build ended after this render (dev-reload.client.tsx).
  // eslint-disable-next-line react-hooks/purity
  return <DevReload eventsUrl={eventsUrl} renderedAt={Date.now()} />;
}
