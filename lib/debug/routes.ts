import { readAppRouteFiles } from '../app-files';
import { getManifest } from '../content';
import { siteRoutes, type SiteRoute } from '../site-routes';

let routes: SiteRoute[] | undefined;

/** Every route of this build, read once per process. */
export function getSiteRoutes(): SiteRoute[] {
  routes ??= siteRoutes(getManifest(), readAppRouteFiles());
  return routes;
}
