import { afterAll, beforeAll } from 'vitest';
import { closeBrowser, startBrowser } from './browser';

// One Chromium for each browser test file (test/support/browser.ts).
beforeAll(startBrowser);
afterAll(closeBrowser);
