// @ts-check
// The Chromium binary for scripts that drive a browser outside the Playwright test runner
// (the social image, the benchmark, Lighthouse): the same order as the browser tests use.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** @returns {string} */
export function chromiumPath() {
  const explicit = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (explicit) {
    if (!fs.existsSync(explicit)) throw new Error(`CHROMIUM_PATH/CHROME_PATH points at ${explicit}, which does not exist.`);
    return explicit;
  }
  const bundled = chromium.executablePath();
  const found = [bundled, ...systemPaths].find((file) => file && fs.existsSync(file));
  if (!found)
    throw new Error('No Chromium found: run `npx playwright install chromium`, install the system package, or set CHROMIUM_PATH.');
  return found;
}

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
