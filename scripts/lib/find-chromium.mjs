// @ts-check
import fs from 'node:fs';

// Playwright normally runs the browser that `npx playwright install chromium` downloaded.
// Where that download is impossible (offline CI images), a system Chromium works as well.
export const systemChromiumPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const missingBrowserMessage = [
  'No Chromium found for the browser tests.',
  'Install one of these and run the tests again:',
  '  npx playwright install chromium       (downloads the browser Playwright expects)',
  '  apt-get install -y chromium           (Debian/Ubuntu system package)',
  'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
].join('\n');

/**
 * Picks the browser binary for Playwright: an explicit CHROMIUM_PATH first, then the
 * browser Playwright downloaded, then a system install. Returns `undefined` for "use
 * Playwright's own download" and throws with instructions when nothing is there.
 *
 * @param {{ envPath?: string, bundledPath?: string, exists: (file: string) => boolean }} lookup
 * @returns {string | undefined}
 */
export function findChromium({ envPath, bundledPath, exists }) {
  if (envPath) {
    if (!exists(envPath)) {
      throw new Error(`CHROMIUM_PATH points at ${envPath}, which does not exist.\n${missingBrowserMessage}`);
    }
    return envPath;
  }
  if (bundledPath && exists(bundledPath)) return undefined;
  const system = systemChromiumPaths.find(exists);
  if (system) return system;
  throw new Error(missingBrowserMessage);
}

/** @param {string} file */
export const fileExists = (file) => fs.existsSync(file);
