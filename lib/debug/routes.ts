import { readAppRouteFiles } from '@/lib/app-files';
import { getManifest } from '@/lib/content';
import { siteRoutes, type SiteRoute } from '@/lib/site-routes';

let routes: SiteRoute[] | undefined;

/** Every route of this build, read once per process. */
export function getSiteRoutes(): SiteRoute[] {
  routes ??= siteRoutes(getManifest(), readAppRouteFiles());
  return routes;
}
