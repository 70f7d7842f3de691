/** Routes that app/ serves itself, not from a content file. Links to them pass the link check. */
export const APP_ROUTES = [
  '/',
  '/search',
  '/search-index.json',
  '/oss/wren_engine_api',
  '/oss/wren_engine_api/openapi.json',
  '/redirects.js',
];
