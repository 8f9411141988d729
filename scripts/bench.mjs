#!/usr/bin/env node
// @ts-check
// The site's benchmark: production build time, first-load transfer of the home page and a
// doc page, search index size, search latency and quality, and the scores and budgets of two
// maintained tools: Lighthouse CI (lighthouserc.cjs) and size-limit (.size-limit.mjs, the
// first-load JS budget). Prints a table, writes bench-results/latest.json, and exits 1 when a
// budget (scripts/lib/bench-lib.mjs, lighthouserc.cjs, .size-limit.mjs) is missed.
//
// Search is measured in the browser: first-load bytes with idle-time work held back, what
// opening search adds, index requests per page load, keystroke latency (warm, and the first
// query on a fresh page), and hits@1 / hits@3 / MRR on tests/build/reader-queries.json.
//
// Loading is measured on a phone (scripts/lib/bench-loading.mjs): the main thread's blocking while
// each bench page loads at 4× CPU, beside other builds when BENCH_COMPARE names them (interleaved
// run by run, with Lighthouse's mobile score), and the writer's dev loop as `rspress dev` starts and
// with type hovers on.
//
// Environment: BENCH_BUILD_RUNS (default 3 cold + 3 warm builds; 0 reuses doc_build/), BENCH_CHECK_DOCS_RUNS
// (default 1 cold + 1 warm `npm run check:docs`; 0 skips it), BENCH_PORT (default 4176),
// BENCH_LIGHTHOUSE=0 skips Lighthouse CI, CHROMIUM_PATH picks the browser, BENCH_LOAD_RUNS
// (default 3) load-blocking runs per page, BENCH_COMPARE=name=folder,… builds to compare (e.g. an
// older commit's doc_build/ and the official site's build), BENCH_DEV=0 skips the dev loop,
// BENCH_DEV_OFFICIAL=folder measures the same dev loop in the official site's installed sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import readerQueries from '../tests/build/reader-queries.json' with { type: 'json' };
import { site } from '../theme/site.mjs';
import { budgets, formatKiB, formatShare, formatTable, median, missedBudgets, summariseTransfer } from './lib/bench-lib.mjs';
import {
  devLoopRatios,
  launchBareChromium,
  lighthouseOnce,
  measureDevLoop,
  measureLoadBlocking,
  parseCompareSetting,
  serveBuild,
} from './lib/bench-loading.mjs';
import { benchPages } from './lib/bench-pages.mjs';
import { chromiumLaunchOptions } from './lib/find-chromium.mjs';
import { resolveStaticPath } from './lib/resolve-static-path.mjs';
import { pagesInOrder, rankOfFirstHit, searchScores } from './lib/search-metrics.mjs';
import { startPreview } from './lib/start-preview.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const buildDir = path.join(root, 'doc_build');
const resultsDir = path.join(root, 'bench-results');
const buildRuns = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const checkDocsRuns = Number(process.env.BENCH_CHECK_DOCS_RUNS ?? 1);
const port = Number(process.env.BENCH_PORT ?? site.benchPort);
const origin = `http://127.0.0.1:${port}`;
const runLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
const loadRuns = Number(process.env.BENCH_LOAD_RUNS ?? 3);
const compareBuilds = parseCompareSetting(process.env.BENCH_COMPARE);
const runDevLoop = process.env.BENCH_DEV !== '0';
const officialDevRoot = process.env.BENCH_DEV_OFFICIAL ? path.resolve(process.env.BENCH_DEV_OFFICIAL) : undefined;
const pages = benchPages;
// Words typed for the latency samples: enough of them for a stable median, since a result
// shows on the next animation frame, anywhere up to 17 ms after it is rendered.
const searchQueries = [
  'svg',
  'hermes',
  'chunk',
  'federation',
  'asset',
  'symbolicate',
  'loader',
  'metro',
  'cache',
  'resolver',
  'plugin',
  'expo',
  'port',
  'devtools',
  'swc',
  'babel',
  'rspack',
  'webpack',
  'bytecode',
  'remote',
];

const log = (/** @type {string} */ message) => console.log(`[bench] ${message}`);

// ---- 1. Production build time --------------------------------------------------------
// Rspack keeps a persistent cache in node_modules/.cache: a cold build (fresh clone, CI)
// and a warm one (rebuilding locally) differ several times over, so both are timed.
const buildCacheDir = path.join(root, 'node_modules/.cache');

/** Commands timed by the bench that failed: their time is kept, and the bench fails. */
const failedCommands = new Set();

/**
 * Runs a command of the project and returns how long it took. A check that fails (a page of
 * the tree breaks it) still ran every step, so its time is kept; the failure is printed and
 * fails the bench.
 * @param {string} command
 * @param {string[]} args
 * @returns {number} seconds
 */
function timeCommand(command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    const name = [path.basename(command), ...args].join(' ');
    console.error(`${name} failed; its time is reported, but the tree it timed does not pass:\n${result.stdout}${result.stderr}`);
    failedCommands.add(name);
  }
  return seconds;
}

/**
 * Times a command cold (caches removed) and warm (run again at once), `runs` times,
 * interleaved so both see the same load on the machine.
 * @param {string} label
 * @param {number} runs
 * @param {() => number} timeOne
 */
function timeColdAndWarm(label, runs, timeOne) {
  /** @type {{ cold: number[], warm: number[] }} */
  const seconds = { cold: [], warm: [] };
  for (let run = 1; run <= runs; run++) {
    fs.rmSync(buildCacheDir, { recursive: true, force: true });
    seconds.cold.push(timeOne());
    seconds.warm.push(timeOne());
    log(`${label} ${run}/${runs}: cold ${seconds.cold.at(-1)?.toFixed(1)} s, warm ${seconds.warm.at(-1)?.toFixed(1)} s`);
  }
  return seconds;
}

/** @param {{ cold: number[], warm: number[] }} seconds */
const coldAndWarmResults = (seconds) => ({
  coldSeconds: seconds.cold,
  warmSeconds: seconds.warm,
  coldMedianSeconds: seconds.cold.length ? /** @type {number} */ (median(seconds.cold)) : null,
  warmMedianSeconds: seconds.warm.length ? /** @type {number} */ (median(seconds.warm)) : null,
});

// ---- 1b. The writers' gate -----------------------------------------------------------
// `npm run check:docs` is what a writer runs after editing pages (CONTRIBUTING.md). Cold is a
// fresh clone after `npm ci` (no caches: Rspack, Twoslash, social images, cspell); warm is
// the same check run again. Targets: cold ≤ 90 s, warm ≤ 30 s.
const checkDocsBudgets = { coldSeconds: 90, warmSeconds: 30 };

// ---- 2. First-load transfer -----------------------------------------------------------
const isFile = (/** @type {string} */ relative) => fs.statSync(path.join(buildDir, relative), { throwIfNoEntry: false })?.isFile() ?? false;
/** gzip size of the built file a path is served from (level 9, as static hosts precompress). */
function gzipSizeOfPath(/** @type {string} */ pathname) {
  const resolved = resolveStaticPath(pathname, isFile);
  if (resolved.status !== 200 && resolved.status !== 404) return 0;
  return zlib.gzipSync(fs.readFileSync(path.join(buildDir, resolved.file)), { level: 9 }).length;
}

/** Browser idle callbacks never run: what a page loads before idle time is its first load. */
const holdIdleWork = () => {
  window.requestIdleCallback = () => 0;
};

/**
 * What a page fetches to render and become interactive (idle-time work held back), then what
 * opening search and typing a query adds on top of that.
 * @param {import('@playwright/test').Browser} browser @param {string} route
 */
async function measureFirstLoad(browser, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(holdIdleWork);
  const page = await context.newPage();
  /** @type {Set<string>} */
  const fetched = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) fetched.add(url.pathname);
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const firstLoad = new Set(fetched);
  // Hydration can end after the network is idle; a shortcut pressed before it is lost.
  await page.locator(HYDRATED).waitFor();
  await page.keyboard.press('Control+k');
  await page.locator(SEARCH_INPUT).fill('chunk');
  await page.locator(SUGGESTION).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const sizes = (/** @type {string[]} */ paths) => paths.map((pathname) => ({ pathname, gzipBytes: gzipSizeOfPath(pathname) }));
  const files = sizes([...firstLoad]);
  const onSearch = sizes([...fetched].filter((pathname) => !firstLoad.has(pathname)));
  return { ...summariseTransfer(files), files, search: summariseTransfer(onSearch), searchFiles: onSearch };
}

// ---- 3. Search ------------------------------------------------------------------------
const SEARCH_INPUT = '.repack-search-panel__input';
/** The shortcut chip appears once the page has hydrated and Ctrl+K is handled. */
const HYDRATED = '.repack-search-button__shortcut[data-ready]';
const SUGGESTION = '.repack-search-suggestion';
const SEARCH_INDEX = /\/static\/search_index[^/]*\.json$/;

/**
 * Arms a measurement inside the page: the time of the last keystroke, and the first animation
 * frame that shows a result once the whole query is in the field.
 * @param {import('@playwright/test').Page} page @param {string} fullQuery
 */
async function armLatencyProbe(page, fullQuery) {
  await page.evaluate(
    ({ fullQuery, input, suggestion }) => {
      const state = /** @type {any} */ (window);
      state.benchLastKey = 0;
      state.benchRendered = 0;
      state.benchKeyListener ??= () => (state.benchLastKey = performance.now());
      document.addEventListener('keydown', state.benchKeyListener, { capture: true });
      const observer = new MutationObserver(() => {
        const field = /** @type {HTMLInputElement | null} */ (document.querySelector(input));
        if (state.benchRendered || field?.value !== fullQuery || !document.querySelector(suggestion)) return;
        observer.disconnect();
        requestAnimationFrame(() => (state.benchRendered = performance.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { fullQuery, input: SEARCH_INPUT, suggestion: SUGGESTION },
  );
}

/** @param {import('@playwright/test').Page} page */
async function readLatency(page) {
  await page.waitForFunction(() => /** @type {any} */ (window).benchRendered > 0, undefined, { timeout: 30_000 });
  return page.evaluate(() => /** @type {any} */ (window).benchRendered - /** @type {any} */ (window).benchLastKey);
}

/**
 * Keystroke → first rendered result with the index ready, over several queries. Includes the
 * search's 150 ms debounce.
 * @param {import('@playwright/test').Browser} browser
 */
async function measureSearchLatency(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}${pages.doc}`);
  await page.locator('[data-search-state="inited"]').waitFor({ timeout: 30_000 });
  await page.keyboard.press('Control+k');
  const input = page.locator(SEARCH_INPUT);
  const samples = [];
  for (const query of searchQueries) {
    await input.fill('');
    // An empty query shows nothing: start each sample from an empty result list.
    await page.locator(SUGGESTION).first().waitFor({ state: 'detached', timeout: 10_000 });
    await armLatencyProbe(page, query);
    await input.pressSequentially(query);
    samples.push(await readLatency(page));
  }
  await context.close();
  return { samples, median: /** @type {number} */ (median(samples)), max: Math.max(...samples) };
}

/**
 * The first query on a fresh page, opened before idle time: fetching, parsing and indexing
 * happen while the reader types. Median of several page loads.
 * @param {import('@playwright/test').Browser} browser
 */
async function measureFirstSearchLatency(browser) {
  const samples = [];
  for (const query of searchQueries.slice(0, 5)) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(holdIdleWork);
    const page = await context.newPage();
    await page.goto(`${origin}${pages.doc}`, { waitUntil: 'load' });
    await page.locator(HYDRATED).waitFor();
    await page.keyboard.press('Control+k');
    await page.locator(SEARCH_INPUT).waitFor();
    await armLatencyProbe(page, query);
    await page.locator(SEARCH_INPUT).pressSequentially(query);
    samples.push(await readLatency(page));
    await context.close();
  }
  return { samples, median: /** @type {number} */ (median(samples)), max: Math.max(...samples) };
}

/**
 * Requests for the search index during one page load in which the reader searches twice.
 * @param {import('@playwright/test').Browser} browser
 */
async function countSearchIndexRequests(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let requests = 0;
  page.on('request', (request) => {
    if (SEARCH_INDEX.test(new URL(request.url()).pathname)) requests += 1;
  });
  await page.goto(`${origin}${pages.doc}`);
  await page.locator('[data-search-state="inited"]').waitFor({ timeout: 30_000 });
  for (const query of ['hermes', 'federation']) {
    await page.keyboard.press('Control+k');
    await page.locator(SEARCH_INPUT).fill(query);
    await page.locator(SUGGESTION).first().waitFor();
    await page.keyboard.press('Escape');
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  return requests;
}

/**
 * Types a query into the open panel and waits until the results (or "No results") shown are
 * that query's: results of the previous query stay on screen until the debounce has passed.
 * @param {import('@playwright/test').Page} page @param {string} query
 */
async function showResultsFor(page, query) {
  await page.locator(SEARCH_INPUT).fill(query);
  // A single-line field keeps a pasted log's words but not its line breaks.
  const fieldValue = await page.locator(SEARCH_INPUT).inputValue();
  await page.waitForFunction(
    (value) =>
      document.querySelector('.repack-search-results')?.getAttribute('data-query') === value &&
      document.querySelector('.repack-search-suggestion, .repack-search-results__empty') !== null,
    fieldValue,
    // Checked between frames rather than in each one: the check runs on the page's main
    // thread, and the long-task measure must see the search's work, not the harness's.
    { timeout: 10_000, polling: 50 },
  );
}

/**
 * The reader query set typed into the panel, scored on the pages of the results a reader sees
 * without scrolling (the options fully inside the results area), in the order shown.
 * @param {import('@playwright/test').Browser} browser
 */
async function measureSearchQuality(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}${pages.doc}`);
  await page.locator('[data-search-state="inited"]').waitFor({ timeout: 30_000 });
  await page.keyboard.press('Control+k');
  /** @type {import('./lib/search-metrics.mjs').QueryOutcome[]} */
  const outcomes = [];
  for (const { query, pages: expected } of readerQueries.queries) {
    await showResultsFor(page, query);
    const links = await page.locator('.repack-search-results').evaluate((area) => {
      const view = area.getBoundingClientRect();
      return [...area.querySelectorAll('[role="option"]')]
        .filter((option) => {
          const box = option.getBoundingClientRect();
          return box.top >= view.top && box.bottom <= Math.min(view.bottom, window.innerHeight);
        })
        .map((option) => new URL(/** @type {HTMLAnchorElement} */ (option).href).pathname);
    });
    const got = pagesInOrder(links);
    outcomes.push({ query, expected, got, rank: rankOfFirstHit(got, expected) });
  }
  await context.close();
  return { ...searchScores(outcomes), outcomes };
}

/**
 * The longest main-thread task while the panel answers the heaviest queries (pasted logs of up
 * to 5,400 characters, long questions) on a CPU slowed four times, as on a mid-range phone.
 * Long tasks are those over 50 ms; none means the search never held up the reader's input.
 * @param {import('@playwright/test').Browser} browser
 */
async function measureSearchLongTasks(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}${pages.doc}`);
  await page.locator('[data-search-state="inited"]').waitFor({ timeout: 30_000 });
  await page.keyboard.press('Control+k');
  const heavy = [...readerQueries.queries]
    .map(({ query }) => query)
    .sort((a, b) => b.length - a.length)
    .slice(0, 10);
  heavy.push(
    Array.from({ length: 7 }, () => heavy[0])
      .join('\n')
      .slice(0, 5400),
  );
  // Playwright compiles its in-page helpers on first use; that one-off task is the harness's.
  await showResultsFor(page, 'warm up');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const state = /** @type {any} */ (window);
    state.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  for (const query of heavy) await showResultsFor(page, query);
  const durations = await page.evaluate(() => /** @type {number[]} */ (/** @type {any} */ (window).benchLongTasks));
  await context.close();
  return { queries: heavy.length, longTasks: durations.length, longestMs: Math.max(0, ...durations) };
}

// ---- 4. Lighthouse CI and size-limit ----------------------------------------------------
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const lighthouseReportDir = 'lighthouse-report';
/** @type {Record<string, [string, { minScore: number }]>} */
const lighthouseAssertions = createRequire(import.meta.url)('../lighthouserc.cjs').ci.assert.assertions;
/** The lowest score lighthouserc.cjs accepts in a category, out of 100. */
const lighthouseTarget = (/** @type {string} */ id) => Math.round((lighthouseAssertions[`categories:${id}`]?.[1].minScore ?? 0) * 100);

/** A port nothing listens on, for Lighthouse CI's own preview server. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/**
 * `lhci collect`, `upload` and `assert` with lighthouserc.cjs, on a phone or (with Lighthouse's
 * desktop preset) a desktop. Each score is the median of the runs, as the assertions take it.
 * @param {'mobile' | 'desktop'} formFactor @param {number} lhciPort
 */
function lighthouseCi(formFactor, lhciPort) {
  const outputDir = path.join(lighthouseReportDir, formFactor);
  const lhci = (/** @type {string[]} */ args) =>
    spawnSync(path.join(root, 'node_modules/.bin/lhci'), args, {
      cwd: root,
      env: { ...process.env, LHCI_PORT: String(lhciPort) },
      stdio: ['ignore', 'inherit', 'inherit'],
    }).status;
  if (lhci(['collect', ...(formFactor === 'desktop' ? ['--settings.preset=desktop'] : [])]) !== 0)
    throw new Error(`lhci collect (${formFactor}) failed`);
  fs.rmSync(path.join(root, outputDir), { recursive: true, force: true });
  if (lhci(['upload', `--outputDir=${outputDir}`]) !== 0) throw new Error(`lhci upload (${formFactor}) failed`);
  lhci(['assert']);
  /** @type {Array<{ url: string, isRepresentativeRun: boolean, htmlPath: string, summary: Record<string, number> }>} */
  const runs = JSON.parse(fs.readFileSync(path.join(root, outputDir, 'manifest.json'), 'utf8'));
  /** @type {Array<{ url: string, auditProperty?: string, auditId?: string, actual: number, expected: number, passed: boolean }>} */
  const assertions = JSON.parse(fs.readFileSync(path.join(root, '.lighthouseci/assertion-results.json'), 'utf8'));
  /** @type {Record<string, Record<string, any>>} */
  const scores = {};
  for (const [name, route] of Object.entries(pages)) {
    const ofPage = runs.filter((run) => new URL(run.url).pathname === route);
    const percent = (/** @type {number | undefined} */ score) => (score == null ? null : Math.round(score * 100));
    const pageScores = {
      ...Object.fromEntries(CATEGORIES.map((id) => [id, percent(median(ofPage.map((run) => run.summary[id] ?? 0)))])),
      performanceRuns: ofPage.map((run) => percent(run.summary.performance)),
      report: path.relative(root, ofPage.find((run) => run.isRepresentativeRun)?.htmlPath ?? ''),
      missed: assertions
        .filter((result) => !result.passed && new URL(result.url).pathname === route)
        .map((result) => `${result.auditProperty ?? result.auditId}: ${percent(result.actual)} < ${percent(result.expected)}`),
    };
    scores[`${name} ${formFactor}`] = pageScores;
    log(`Lighthouse CI ${name} ${formFactor}: performance runs ${pageScores.performanceRuns.join(', ')}, report ${pageScores.report}`);
  }
  return scores;
}

async function measureLighthouse() {
  const lhciPort = await freePort();
  return { ...lighthouseCi('mobile', lhciPort), ...lighthouseCi('desktop', lhciPort) };
}

/**
 * size-limit's first-load JS budgets (.size-limit.mjs), gzip.
 * @returns {Array<{ name: string, size: number, sizeLimit: number, passed: boolean }>}
 */
function measureFirstLoadJs() {
  const result = spawnSync(path.join(root, 'node_modules/.bin/size-limit'), ['--json'], { cwd: root, encoding: 'utf8' });
  if (!result.stdout.trim().startsWith('[')) throw new Error(`size-limit failed:\n${result.stdout}${result.stderr}`);
  return JSON.parse(result.stdout);
}

// ---- 5. Loading on a phone, beside other builds, and the dev loop -----------------------
/**
 * Load blocking of every bench page on each target (this build first, then BENCH_COMPARE's),
 * and Lighthouse's mobile score when Lighthouse runs: run by run, page by page, target by
 * target, so that the machine's load weighs on each alike. Medians per page and target.
 * Blocking is measured in a Chromium of its own, which no Playwright page instruments
 * (launchBareChromium says why).
 * @param {Awaited<ReturnType<typeof launchBareChromium>>} chrome
 * @param {Array<{ name: string, origin: string }>} targets
 */
async function measureLoading(chrome, targets) {
  /** @type {Record<string, Record<string, { blockingMs: number[], longestMs: number[], performance: number[], totalBlockingTimeMs: number[] }>>} */
  const samples = {};
  for (let run = 1; run <= loadRuns; run++) {
    for (const route of Object.values(pages)) {
      for (const { name, origin: at } of targets) {
        samples[route] ??= {};
        samples[route][name] ??= { blockingMs: [], longestMs: [], performance: [], totalBlockingTimeMs: [] };
        const sample = samples[route][name];
        const load = await measureLoadBlocking(chrome, `${at}${route}`);
        sample.blockingMs.push(load.blockingMs);
        sample.longestMs.push(load.longestMs);
        if (runLighthouse && targets.length > 1) {
          const lighthouse = await lighthouseOnce(root, `${at}${route}`);
          sample.performance.push(lighthouse.performance);
          sample.totalBlockingTimeMs.push(lighthouse.totalBlockingTimeMs);
        }
        log(
          `loading ${route} on ${name}, run ${run}/${loadRuns}: blocking ${load.blockingMs.toFixed(0)} ms${sample.performance.length ? `, Lighthouse ${sample.performance.at(-1)}` : ''}`,
        );
      }
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([route, byTarget]) => [
      route,
      Object.fromEntries(
        Object.entries(byTarget).map(([name, sample]) => [
          name,
          {
            ...sample,
            blockingMedianMs: /** @type {number} */ (median(sample.blockingMs)),
            longestMedianMs: /** @type {number} */ (median(sample.longestMs)),
            performanceMedian: sample.performance.length ? /** @type {number} */ (median(sample.performance)) : null,
            totalBlockingTimeMedianMs: sample.totalBlockingTimeMs.length
              ? /** @type {number} */ (median(sample.totalBlockingTimeMs))
              : null,
          },
        ]),
      ),
    ]),
  );
}

/**
 * The writer's dev loop on the API page with type hovers, each from a cold build cache: as a
 * writer starts `rspress dev` (no hovers), then with hovers on (TYPE_HOVERS=on) from an empty
 * Twoslash cache, and again with that cache warm, as a writer who keeps hovers on meets pages
 * whose examples did not change. Ratios to the first.
 * @param {import('@playwright/test').Browser} browser
 */
async function measureDevLoops(browser) {
  const route = pages.api;
  const file = path.join(root, 'docs', `${route.replace(/^\//, '')}.mdx`);
  const buildCache = path.join(buildCacheDir, 'rspack');
  /** @type {Array<{ name: string, root: string, file: string, typeHovers?: 'on', clearCaches: string[] }>} */
  const runs = [
    { name: 'default (no hovers)', root, file, clearCaches: [buildCache] },
    {
      name: 'hovers on, Twoslash cache empty',
      root,
      file,
      typeHovers: 'on',
      clearCaches: [buildCache, path.join(buildCacheDir, 'twoslash-examples')],
    },
    { name: 'hovers on, Twoslash cache warm', root, file, typeHovers: 'on', clearCaches: [buildCache] },
  ];
  // The same page of the official site, from its own cold build cache, as its writers start it.
  if (officialDevRoot) {
    runs.push({
      name: OFFICIAL_DEV_LOOP,
      root: officialDevRoot,
      file: officialPageFile(officialDevRoot, route),
      clearCaches: [path.join(officialDevRoot, 'node_modules/.cache')],
    });
  }
  /** @type {Record<string, { firstPageMs: number, hotUpdatesMs: number[], hotUpdateMedianMs: number, ratios: { firstPage: number, hotUpdate: number } }>} */
  const loops = {};
  /** @type {{ firstPageMs: number, hotUpdatesMs: number[] } | undefined} */
  let reference;
  for (const { name, ...run } of runs) {
    const loop = await measureDevLoop({
      browser,
      ...run,
      // A port nothing listens on now; rspress dev moves on if it is taken meanwhile.
      port: await freePort(),
      route,
    });
    reference ??= loop;
    loops[name] = { ...loop, hotUpdateMedianMs: median(loop.hotUpdatesMs), ratios: devLoopRatios(loop, reference) };
    log(
      `dev loop, ${name}: first page ${(loop.firstPageMs / 1000).toFixed(1)} s, hot update median ${loops[name].hotUpdateMedianMs.toFixed(0)} ms`,
    );
  }
  return loops;
}

const OFFICIAL_DEV_LOOP = 'official site';

/**
 * The official site's source of a route (its pages live under src/latest/, as .md or .mdx).
 * @param {string} officialRoot @param {string} route
 */
function officialPageFile(officialRoot, route) {
  const candidates = ['src/latest', 'src', 'docs'].flatMap((dir) =>
    ['.mdx', '.md'].map((ext) => path.join(officialRoot, dir, `${route}${ext}`)),
  );
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`BENCH_DEV_OFFICIAL: no page for ${route} in ${officialRoot} (looked for ${candidates.join(', ')})`);
  return file;
}

// ---- Main -----------------------------------------------------------------------------
// check:docs first: it builds without type hovers, and the production builds timed next leave the
// doc_build/ that the rest of the bench measures.
const checkDocsSeconds = timeColdAndWarm('check:docs', checkDocsRuns, () => timeCommand('npm', ['run', 'check:docs']));
const buildSeconds = timeColdAndWarm('build', buildRuns, () => timeCommand(path.join(root, 'node_modules/.bin/rspress'), ['build']));
if (checkDocsRuns > 0 && buildRuns === 0) {
  log('rebuilding doc_build/ as production builds it (check:docs left it without type hovers)');
  timeCommand(path.join(root, 'node_modules/.bin/rspress'), ['build']);
}
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('No build in doc_build/: run `npm run build` or set BENCH_BUILD_RUNS above 0.');
  process.exit(1);
}
const searchIndexFile = fs.readdirSync(path.join(buildDir, 'static')).find((file) => /^search_index.*\.json$/.test(file));
const searchIndexBytes = searchIndexFile ? fs.readFileSync(path.join(buildDir, 'static', searchIndexFile)) : Buffer.alloc(0);
/** Words of page text the index holds, to compare index sizes across content changes. */
const searchIndexWords = searchIndexFile
  ? /** @type {Array<{ content: string }>} */ (JSON.parse(searchIndexBytes.toString('utf8'))).reduce(
      (words, doc) => words + doc.content.split(/\s+/).filter(Boolean).length,
      0,
    )
  : 0;

const preview = await startPreview({ port });
let exitCode = 0;
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  /** @type {Record<string, Awaited<ReturnType<typeof measureFirstLoad>>>} */
  const transfer = {};
  let search;
  let firstSearch;
  let indexRequests;
  let quality;
  let longTasks;
  /** @type {Awaited<ReturnType<typeof measureLoading>> | undefined} */
  let loading;
  /** @type {Awaited<ReturnType<typeof measureDevLoops>> | undefined} */
  let devLoop;
  const compared = await Promise.all(compareBuilds.map(async ({ name, dir }) => ({ name, ...(await serveBuild(dir)) })));
  try {
    for (const [name, route] of Object.entries(pages)) {
      transfer[name] = await measureFirstLoad(browser, route);
      log(`first load ${name} (${route}): ${formatKiB(transfer[name].total)} gzip in ${transfer[name].requests} requests`);
    }
    search = await measureSearchLatency(browser);
    log(`search latency: median ${search.median.toFixed(0)} ms, max ${search.max.toFixed(0)} ms`);
    firstSearch = await measureFirstSearchLatency(browser);
    log(`first search after opening: median ${firstSearch.median.toFixed(0)} ms, max ${firstSearch.max.toFixed(0)} ms`);
    indexRequests = await countSearchIndexRequests(browser);
    log(`search index requests in one page load: ${indexRequests}`);
    quality = await measureSearchQuality(browser);
    log(`search quality: hits@1 ${formatShare(quality.hitsAt1)}, hits@3 ${formatShare(quality.hitsAt3)}, MRR ${quality.mrr.toFixed(3)}`);
    for (const miss of quality.misses)
      log(
        `  not in the top 3: "${miss.query.slice(0, 80)}" (rank ${miss.rank ?? 'none'}; listed ${miss.got.slice(0, 3).join(', ') || 'nothing'})`,
      );
    log(`  queries without results: ${quality.withoutResults.length}`);
    longTasks = await measureSearchLongTasks(browser);
    log(
      `search at 4× CPU: ${longTasks.longTasks} long tasks over ${longTasks.queries} heavy queries, longest ${longTasks.longestMs.toFixed(0)} ms`,
    );
    const chrome = await launchBareChromium();
    try {
      loading = await measureLoading(chrome, [{ name: 'this build', origin }, ...compared]);
    } finally {
      await chrome.close();
    }
    if (runDevLoop) devLoop = await measureDevLoops(browser);
  } finally {
    await browser.close();
    for (const build of compared) build.stop();
  }
  const firstLoadJs = measureFirstLoadJs();
  for (const check of firstLoadJs) log(`size-limit ${check.name}: ${formatKiB(check.size)} gzip`);
  const lighthouse = runLighthouse ? await measureLighthouse() : undefined;

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    build: coldAndWarmResults(buildSeconds),
    checkDocs: { ...coldAndWarmResults(checkDocsSeconds), budgets: checkDocsBudgets },
    pages: Object.fromEntries(
      Object.entries(transfer).map(([name, value]) => [name, { route: pages[/** @type {keyof typeof pages} */ (name)], ...value }]),
    ),
    searchIndex: {
      file: searchIndexFile,
      bytes: searchIndexBytes.length,
      gzipBytes: zlib.gzipSync(searchIndexBytes, { level: 9 }).length,
      words: searchIndexWords,
      requestsPerPageLoad: indexRequests,
    },
    search: {
      queries: searchQueries,
      samplesMs: search.samples,
      medianMs: search.median,
      maxMs: search.max,
      firstQuery: { samplesMs: firstSearch.samples, medianMs: firstSearch.median, maxMs: firstSearch.max },
      quality: {
        queries: quality.queries,
        hitsAt1: quality.hitsAt1,
        hitsAt3: quality.hitsAt3,
        mrr: quality.mrr,
        withoutResults: quality.withoutResults,
        outcomes: quality.outcomes,
      },
      longTasksAt4xCpu: longTasks,
    },
    firstLoadJs,
    lighthouse: lighthouse ?? null,
    loading: { runs: loadRuns, compared: compareBuilds, byPage: loading },
    devLoop: devLoop ?? null,
    budgets,
  };
  const missed = missedBudgets({
    pages: transfer,
    searchLatencyMs: search.median,
    searchIndexRequests: indexRequests,
    searchQuality: quality,
    searchLongTasks: longTasks,
    searchIndexGzipBytesPerWord: results.searchIndex.gzipBytes / (searchIndexWords || 1),
  });
  for (const name of failedCommands) missed.push(`${name} failed while it was timed (its output is above)`);
  const { coldMedianSeconds: checkDocsCold, warmMedianSeconds: checkDocsWarm } = results.checkDocs;
  if (checkDocsCold !== null && checkDocsCold > checkDocsBudgets.coldSeconds)
    missed.push(`npm run check:docs, cold: ${checkDocsCold.toFixed(1)} s > ${checkDocsBudgets.coldSeconds} s`);
  if (checkDocsWarm !== null && checkDocsWarm > checkDocsBudgets.warmSeconds)
    missed.push(`npm run check:docs, warm: ${checkDocsWarm.toFixed(1)} s > ${checkDocsBudgets.warmSeconds} s`);
  for (const check of firstLoadJs.filter((check) => !check.passed))
    missed.push(`size-limit ${check.name}: ${formatKiB(check.size)} gzip > ${formatKiB(check.sizeLimit)}`);
  for (const [run, scores] of Object.entries(lighthouse ?? {}))
    for (const assertion of scores.missed) missed.push(`Lighthouse CI ${run} ${assertion}`);

  const rows = [
    [
      `Production build, cold / warm cache (median of ${buildSeconds.cold.length})`,
      results.build.coldMedianSeconds === null || results.build.warmMedianSeconds === null
        ? 'skipped'
        : `${results.build.coldMedianSeconds.toFixed(1)} / ${results.build.warmMedianSeconds.toFixed(1)} s`,
      '',
    ],
    [
      `Writers' check, npm run check:docs, cold / warm (median of ${checkDocsSeconds.cold.length})`,
      results.checkDocs.coldMedianSeconds === null || results.checkDocs.warmMedianSeconds === null
        ? 'skipped'
        : `${results.checkDocs.coldMedianSeconds.toFixed(1)} / ${results.checkDocs.warmMedianSeconds.toFixed(1)} s`,
      `≤ ${checkDocsBudgets.coldSeconds} / ≤ ${checkDocsBudgets.warmSeconds} s`,
    ],
    ...Object.entries(transfer).flatMap(([name, value]) => [
      [`${name} first load, total gzip`, formatKiB(value.total), `≤ ${formatKiB(budgets.firstLoadTotalGzip)}`],
      ...firstLoadJs
        .filter((check) => check.name === `${name} first-load JS`)
        .map((check) => [`${name} first load, JS gzip (size-limit)`, formatKiB(check.size), `≤ ${formatKiB(check.sizeLimit)}`]),
      [
        `${name} first load, CSS / fonts / images / HTML`,
        [value.byKind.css, value.byKind.font, value.byKind.image, value.byKind.html].map(formatKiB).join(' / '),
        '',
      ],
    ]),
    ...Object.entries(transfer).map(([name, value]) => [
      `${name}: opening search and a first query adds (JS / index, gzip)`,
      `${formatKiB(value.search.byKind.js)} / ${formatKiB(value.search.byKind['search-index'])}`,
      '',
    ]),
    [
      'Search index (raw / gzip; bytes per word of content)',
      `${formatKiB(results.searchIndex.bytes)} / ${formatKiB(results.searchIndex.gzipBytes)}; ${(results.searchIndex.bytes / (searchIndexWords || 1)).toFixed(1)} / ${(results.searchIndex.gzipBytes / (searchIndexWords || 1)).toFixed(2)}`,
      `gzip ≤ ${budgets.searchIndexGzipBytesPerWord} B per word`,
    ],
    ['Search index requests per page load', String(indexRequests), `= ${budgets.searchIndexRequests}`],
    [
      'Search keystroke → first result (median / max)',
      `${search.median.toFixed(0)} / ${search.max.toFixed(0)} ms`,
      `≤ ${budgets.searchLatencyMs} ms`,
    ],
    [
      'First query after opening → first result (median / max)',
      `${firstSearch.median.toFixed(0)} / ${firstSearch.max.toFixed(0)} ms`,
      'reported (index loads meanwhile)',
    ],
    [
      `Search quality on ${quality.queries} reader queries (hits@1 / hits@3 / MRR)`,
      `${formatShare(quality.hitsAt1)} / ${formatShare(quality.hitsAt3)} / ${quality.mrr.toFixed(3)}`,
      `≥ ${formatShare(budgets.searchHitsAt1)} / ≥ ${formatShare(budgets.searchHitsAt3)}`,
    ],
    ['Search queries without results', String(quality.withoutResults.length), `= ${budgets.searchQueriesWithoutResults}`],
    [
      `Search at 4× CPU: long tasks / longest (${longTasks.queries} heavy queries)`,
      `${longTasks.longTasks} / ${longTasks.longestMs.toFixed(0)} ms`,
      `≤ ${budgets.searchLongestTaskMs} ms`,
    ],
    ...Object.entries(loading ?? {}).flatMap(([route, byTarget]) =>
      Object.entries(byTarget).map(([name, value]) => [
        `Load blocking at 4× CPU, ${route} (${name}, median of ${value.blockingMs.length})`,
        `${value.blockingMedianMs.toFixed(0)} ms (longest task ${value.longestMedianMs.toFixed(0)} ms)` +
          (value.performanceMedian === null
            ? ''
            : `; Lighthouse mobile ${value.performanceMedian}, TBT ${value.totalBlockingTimeMedianMs} ms`),
        name === 'this build'
          ? ''
          : `this build: ${((byTarget['this build']?.blockingMedianMs ?? 0) / (value.blockingMedianMs || 1)).toFixed(2)}×`,
      ]),
    ),
    ...Object.entries(devLoop ?? {}).map(([name, value], index) => [
      `Dev loop, ${name}: first render of ${pages.api} from a cold \`rspress dev\` / hot update (median of ${value.hotUpdatesMs.length})`,
      `${(value.firstPageMs / 1000).toFixed(1)} s / ${value.hotUpdateMedianMs.toFixed(0)} ms` +
        (index === 0
          ? ''
          : name === OFFICIAL_DEV_LOOP
            ? ` (this site's default: ${(1 / value.ratios.firstPage).toFixed(2)}× / ${(1 / value.ratios.hotUpdate).toFixed(2)}× of it)`
            : ` (${value.ratios.firstPage.toFixed(2)}× / ${value.ratios.hotUpdate.toFixed(2)}× of the default)`),
      index === 0 ? '≤ 1.2× of no hovers: the default has none' : name === OFFICIAL_DEV_LOOP ? 'beside it, no budget' : 'opt-in, no budget',
    ]),
    ...Object.entries(lighthouse ?? {}).map(([run, scores]) => [
      `Lighthouse CI ${run}, median of ${scores.performanceRuns.length} (perf / a11y / best / SEO)`,
      CATEGORIES.map((id) => scores[id] ?? '–').join(' / '),
      CATEGORIES.map((id) => lighthouseTarget(id)).join(' / '),
    ]),
  ];
  console.log(`\n${formatTable(['Metric', 'Measured', 'Budget'], rows)}\n`);

  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify({ ...results, missedBudgets: missed }, null, 2)}\n`);
  log(`results written to ${path.relative(root, path.join(resultsDir, 'latest.json'))}`);
  if (missed.length) {
    console.error(`\nBudgets missed:\n  ${missed.join('\n  ')}`);
    exitCode = 1;
  } else {
    log('all budgets met');
  }
} finally {
  preview.stop();
}
process.exit(exitCode);
