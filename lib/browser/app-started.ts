/**
 * How the app tells a page's boot script (lib/build/boot-after-paint.ts) that it has started: an
 * attribute on <html> and an event on window.
 */
export const APP_STARTED_EVENT = 'wren:app-started';
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
