import sidebars from '@/content/sidebars';
import { sidebarForRoute } from '@/lib/content/route';

/** The release the Wren AI Core pages describe is `CORE`, in core-release.ts (no imports, so the shell can read it). */

/** The release the GenBI Classic pages describe (Canner/WrenAI@0.29.2:docker/.env.example). */
export const CLASSIC = { name: 'Wren GenBI Classic', version: '0.29.2', engine: '0.22.0', branch: 'legacy/v1' } as const;

/** The page that says what changed upstream in 2026. */
export const WHAT_CHANGED_ROUTE = '/oss/overview/what_changed_2026';

/**
 * Whether a page describes GenBI Classic and so carries the version notice: a page of the `oss` sidebar
 * (the folders of Wren AI Core, under the same /oss, belong to the `core` sidebar), except the What changed page.
 */
export function showsClassicNotice(route: string): boolean {
  return sidebarForRoute(route, sidebars) === 'oss' && route !== WHAT_CHANGED_ROUTE;
}
