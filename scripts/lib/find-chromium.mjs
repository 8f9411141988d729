#!/usr/bin/env node
// @ts-check
// The one Chromium lookup of the project, for the browser tests (playwright.config.ts), the
// benchmark and Lighthouse (scripts/bench.mjs), the social image and .ci/run:
//   node scripts/lib/find-chromium.mjs [--headless-shell]
// prints the browser's path (with the flag: the one the browser tests use), or says how to
// install one and exits 1.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

// Playwright normally runs the browser that `npx playwright install chromium` downloaded.
// Where that download is impossible (offline CI images), a system Chromium works as well.
export const systemChromiumPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

// Chromium's headless shell (Debian: `apt-get install chromium-headless-shell`) is the browser
// Playwright itself runs headless tests in: without the full browser's UI process it ran the
// browser suite in half the time of the full Chromium on a two-core machine (361 s against
// 720 s).
// Lighthouse runs in it too. In the full browser run headless, the compositor (viz) often stops
// the page's frames for a whole second during a load ("ThrottleUndrawnFrames" in a trace with
// the `viz` category): the page has painted, but its frames wait for the browser's own UI,
// which no screen draws. Lighthouse then reports the first paint 1 or 2 s late, and the
// simulated phone's score falls by 3 to 9 points. On /docs/features/code-splitting the full
// browser showed it in 11 of 20 runs, the headless shell in none of 8, which paints with the
// same Blink (first paint 0.18-0.29 s in both when on time). Lighthouse issue #17148 reports
// the same on PageSpeed Insights. The blocking measure (bench) keeps the full browser.
export const systemHeadlessShellPaths = ['/usr/bin/chromium-headless-shell'];

/**
 * The headless shell that `npx playwright install chromium` puts beside its Chromium (same
 * revision, its own folder): ms-playwright/chromium-1255/… → ms-playwright/chromium_headless_shell-1255/
 * chrome-headless-shell-<platform>/chrome-headless-shell.
 * @param {string} bundledPath @param {(file: string) => boolean} exists
 */
export function bundledHeadlessShell(bundledPath, exists) {
  const match = /^(.*[\\/])chromium-(\d+)[\\/]/.exec(bundledPath);
  if (!match) return undefined;
  const folder = `${match[1]}chromium_headless_shell-${match[2]}`;
  const platforms = ['linux64', 'linux-arm64', 'mac-x64', 'mac-arm64', 'win64'];
  const separator = bundledPath.includes('\\') ? '\\' : '/';
  return platforms
    .flatMap((platform) =>
      ['chrome-headless-shell', 'chrome-headless-shell.exe'].map((name) =>
        [folder, `chrome-headless-shell-${platform}`, name].join(separator),
      ),
    )
    .find(exists);
}

// Flags for every Chromium the project starts: no sandbox (CI runs as root in a container),
// no GPU, and no traffic of the browser's own (QUIC, updates, sync, background requests).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const missingBrowserMessage = [
  'No Chromium found for the browser tests.',
  'Install one of these and run the tests again:',
  '  npx playwright install chromium       (downloads the browser Playwright expects)',
  '  apt-get install -y chromium           (Debian/Ubuntu system package)',
  'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
].join('\n');

/**
 * Picks the browser binary: an explicit CHROMIUM_PATH first, then the browser Playwright
 * downloaded (its headless shell when `headlessShell` is set and it is there), then a system
 * install (its headless shell first when `headlessShell` is set).
 * Throws with instructions when nothing is there.
 *
 * @param {{ envPath?: string, bundledPath?: string, headlessShell?: boolean, exists: (file: string) => boolean }} lookup
 * @returns {{ path: string, source: 'CHROMIUM_PATH' | 'playwright' | 'system' }}
 */
export function findChromium({ envPath, bundledPath, headlessShell = false, exists }) {
  if (envPath) {
    if (!exists(envPath)) {
      throw new Error(`CHROMIUM_PATH points at ${envPath}, which does not exist.\n${missingBrowserMessage}`);
    }
    return { path: envPath, source: 'CHROMIUM_PATH' };
  }
  const shell = headlessShell && bundledPath ? bundledHeadlessShell(bundledPath, exists) : undefined;
  if (shell) return { path: shell, source: 'playwright' };
  if (bundledPath && exists(bundledPath)) return { path: bundledPath, source: 'playwright' };
  const system = [...(headlessShell ? systemHeadlessShellPaths : []), ...systemChromiumPaths].find(exists);
  if (system) return { path: system, source: 'system' };
  throw new Error(missingBrowserMessage);
}

/** @param {string} file */
export const fileExists = (file) => fs.existsSync(file);

/**
 * The Chromium on this machine (see findChromium).
 * @param {{ headlessShell?: boolean }} [options]
 */
export const installedChromium = ({ headlessShell = false } = {}) =>
  findChromium({ envPath: process.env.CHROMIUM_PATH, bundledPath: chromium.executablePath(), headlessShell, exists: fileExists });

/**
 * Launch options for Playwright. With its own download Playwright picks the binary itself
 * (its headless shell for headless runs); otherwise it gets the path found: the system's
 * headless shell where there is one and `headlessShell` is set (the browser tests).
 * @param {{ headlessShell?: boolean }} [options]
 */
export function chromiumLaunchOptions({ headlessShell = false } = {}) {
  const found = installedChromium({ headlessShell });
  return { executablePath: found.source === 'playwright' ? undefined : found.path, args: chromiumArgs };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(installedChromium({ headlessShell: process.argv.includes('--headless-shell') }).path);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
