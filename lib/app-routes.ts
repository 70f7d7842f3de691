/** Routes that app/ serves itself, not from a content file. Links to them pass the link check. */
export const APP_ROUTES = ['/', '/oss/wren_engine_api', '/oss/wren_engine_api/openapi.json'];
