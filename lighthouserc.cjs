// Lighthouse CI (`npx lhci autorun`; CI runs it on pull requests, `npm run bench` on demand):
// the bench pages (scripts/lib/bench-pages.mjs: the home page, a guide, the longest guide and
// two API pages with type hovers) of the production build, served by scripts/serve.mjs with the headers of
// vercel.json, as production serves them, in the local Chromium's headless shell (why: see
// scripts/lib/find-chromium.mjs). Mobile is
// Lighthouse's default (a simulated mid-range phone on a slow 4G network); one run's
// performance swings by several points there, so each score is the median of three runs.
// Reports go to lighthouse-report/ (CI uploads it).
//
// Environment: LHCI_PORT (default: the benchmark's port) for the preview server.
// Loads ES modules with require(), which Node does from 20.19 (package.json `engines`).
const { site } = require('./theme/site.mjs');
const { chromiumArgs, installedChromium } = require('./scripts/lib/find-chromium.mjs');
const { benchPages } = require('./scripts/lib/bench-pages.mjs');

const port = Number(process.env.LHCI_PORT ?? site.benchPort);
const median = (minScore) => ['error', { minScore, aggregationMethod: 'median' }];

module.exports = {
  ci: {
    collect: {
      startServerCommand: `PORT=${port} HOST=127.0.0.1 node scripts/serve.mjs`,
      startServerReadyPattern: 'Serving doc_build/',
      url: Object.values(benchPages).map((route) => `http://127.0.0.1:${port}${route}`),
      numberOfRuns: 3,
      chromePath: installedChromium({ headlessShell: true }).path,
      settings: { chromeFlags: chromiumArgs.join(' '), onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    },
    assert: {
      assertions: {
        // Issue 39's budget: 95 on a simulated phone, median of three (a desktop run scores higher).
        'categories:performance': median(0.95),
        'categories:accessibility': median(1),
        'categories:best-practices': median(1),
        'categories:seo': median(1),
      },
    },
    upload: { target: 'filesystem', outputDir: 'lighthouse-report' },
  },
};
