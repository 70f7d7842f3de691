import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Files in app/ that make a URL: pages, route handlers and the not-found page. */
const ROUTE_FILE = /^(page\.tsx|route\.ts|not-found\.tsx)$/;

/** The route files of app/, relative to the project with forward slashes ('app/cp/releases/page.tsx'), sorted. */
export function readAppRouteFiles(root = process.cwd()): string[] {
  return readdirSync(path.join(root, 'app'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && ROUTE_FILE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
