#!/usr/bin/env node
// @ts-check
// The first step of `npm test`: the browser tests, its last step, need Chromium. Checking
// for it here fails in a second, with what to install, instead of after the build and
// every other check have run for minutes.
import { installedChromium } from './lib/find-chromium.mjs';

try {
  console.log(`Browser for the browser tests: ${installedChromium({ headlessShell: true }).path}`);
} catch (error) {
  console.error(
    `npm test ends with the browser tests, and there is no browser to run them in.\n${error instanceof Error ? error.message : error}\n` +
      'Checks that need no browser: `npm run check:docs` (pages), or each step of `npm test` on its own (README.md, "Scripts").',
  );
  process.exit(1);
}
