import { readAppRouteFiles } from '@/lib/fs/app-files';
import { getManifest } from '@/lib/content';
import { siteRoutes, type SiteRoute } from '@/lib/config/site-routes';

let routes: SiteRoute[] | undefined;

/** Every route of this build, read once per process. */
export function getSiteRoutes(): SiteRoute[] {
  routes ??= siteRoutes(getManifest(), readAppRouteFiles());
  return routes;
}
