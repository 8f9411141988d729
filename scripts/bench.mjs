#!/usr/bin/env node
// @ts-check
// The site's benchmark: production build time, first-load transfer of the home page and a
// doc page, search index size, search latency and Lighthouse scores. Prints a table,
// writes bench-results/latest.json, and exits 1 when a budget (scripts/lib/bench-lib.mjs)
// is missed.
//
// Environment: BENCH_BUILD_RUNS (default 3 cold + 3 warm builds; 0 reuses doc_build/), BENCH_PORT (default
// 4176), BENCH_LIGHTHOUSE=0 skips Lighthouse, CHROMIUM_PATH / CHROME_PATH pick the browser.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { budgets, formatKiB, formatTable, median, missedBudgets, summariseTransfer } from './lib/bench-lib.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium-path.mjs';
import { resolveStaticPath } from './lib/resolve-static-path.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const buildDir = path.join(root, 'doc_build');
const resultsDir = path.join(root, 'bench-results');
const buildRuns = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4176);
const origin = `http://127.0.0.1:${port}`;
const runLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
const pages = { home: '/', doc: '/docs/getting-started/quick-start' };
const searchQueries = ['svg', 'hermes', 'chunk', 'federation', 'asset', 'symbolicate', 'loader'];

const log = (/** @type {string} */ message) => console.log(`[bench] ${message}`);

// ---- 1. Production build time --------------------------------------------------------
// Rspack keeps a persistent cache in node_modules/.cache: a cold build (fresh clone, CI)
// and a warm one (rebuilding locally) differ several times over, so both are timed.
const buildCacheDir = path.join(root, 'node_modules/.cache');

/** @returns {number} seconds */
function timeOneBuild() {
  const started = process.hrtime.bigint();
  const result = spawnSync(path.join(root, 'node_modules/.bin/rspress'), ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function timeBuilds() {
  /** @type {{ cold: number[], warm: number[] }} */
  const seconds = { cold: [], warm: [] };
  for (let run = 1; run <= buildRuns; run++) {
    fs.rmSync(buildCacheDir, { recursive: true, force: true });
    seconds.cold.push(timeOneBuild());
    seconds.warm.push(timeOneBuild());
    log(`build ${run}/${buildRuns}: cold ${seconds.cold.at(-1)?.toFixed(1)} s, warm ${seconds.warm.at(-1)?.toFixed(1)} s`);
  }
  return seconds;
}

// ---- 2. Preview server ----------------------------------------------------------------
async function startServer() {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The preview server exited (${code}); is port ${port} free?`)));
    server.stdout?.once('data', resolve);
  });
  return server;
}

// ---- 3. First-load transfer -----------------------------------------------------------
const isFile = (/** @type {string} */ relative) => fs.statSync(path.join(buildDir, relative), { throwIfNoEntry: false })?.isFile() ?? false;
/** gzip size of the built file a path is served from (level 9, as static hosts precompress). */
function gzipSizeOfPath(/** @type {string} */ pathname) {
  const resolved = resolveStaticPath(pathname, isFile);
  if (resolved.status !== 200 && resolved.status !== 404) return 0;
  return zlib.gzipSync(fs.readFileSync(path.join(buildDir, resolved.file)), { level: 9 }).length;
}

/** @param {import('@playwright/test').Browser} browser @param {string} route */
async function measureFirstLoad(browser, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  /** @type {Set<string>} */
  const fetched = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) fetched.add(url.pathname);
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...fetched].map((pathname) => ({ pathname, gzipBytes: gzipSizeOfPath(pathname) }));
  return { ...summariseTransfer(files), files };
}

// ---- 4. Search latency ----------------------------------------------------------------
/**
 * Time from the last keystroke of a query to the first animation frame that shows a
 * result, measured inside the page. Includes the search's 150 ms debounce.
 * @param {import('@playwright/test').Browser} browser
 */
async function measureSearchLatency(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}${pages.doc}`);
  await page.waitForFunction(() => document.querySelector('.rp-search-button__hotkey')?.getAttribute('style')?.includes('opacity: 1'));
  await page.keyboard.press('Control+k');
  const input = page.locator('.rp-search-panel__input');
  // Warm-up: the index is fetched and built on first use, which is not keystroke latency.
  await input.fill('module');
  await page.locator('.rp-suggest-item').first().waitFor({ timeout: 30_000 });

  const samples = [];
  for (const query of searchQueries) {
    await input.fill('');
    // An empty query shows nothing: start each sample from an empty result list.
    await page.locator('.rp-suggest-item').first().waitFor({ state: 'detached', timeout: 10_000 });
    await page.evaluate((fullQuery) => {
      const state = /** @type {any} */ (window);
      state.benchLastKey = 0;
      state.benchRendered = 0;
      state.benchKeyListener ??= () => (state.benchLastKey = performance.now());
      document.addEventListener('keydown', state.benchKeyListener, { capture: true });
      const field = /** @type {HTMLInputElement} */ (document.querySelector('.rp-search-panel__input'));
      const observer = new MutationObserver(() => {
        // Results count only once the whole query is typed (the last keystroke is known).
        if (state.benchRendered || field.value !== fullQuery || !document.querySelector('.rp-suggest-item')) return;
        observer.disconnect();
        requestAnimationFrame(() => (state.benchRendered = performance.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, query);
    await page.keyboard.type(query);
    await page.waitForFunction(() => /** @type {any} */ (window).benchRendered > 0, undefined, { timeout: 10_000 });
    const latency = await page.evaluate(() => /** @type {any} */ (window).benchRendered - /** @type {any} */ (window).benchLastKey);
    samples.push(latency);
  }
  await context.close();
  return { samples, median: /** @type {number} */ (median(samples)), max: Math.max(...samples) };
}

// ---- 5. Lighthouse --------------------------------------------------------------------
async function measureLighthouse() {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  /** @type {Record<string, Record<string, number | null>>} */
  const scores = {};
  for (const [name, route] of Object.entries(pages)) {
    for (const formFactor of ['mobile', 'desktop']) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const result = await lighthouse(
          `${origin}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const categories = result?.lhr.categories ?? {};
        const run = `${name} ${formFactor}`;
        scores[run] = Object.fromEntries(
          ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, categories[id]?.score == null ? null : Math.round((categories[id].score ?? 0) * 100)]),
        );
        const failing = Object.values(result?.lhr.audits ?? {})
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
        scores[run].failingAudits = /** @type {any} */ (failing);
        log(`Lighthouse ${run}: ${JSON.stringify({ ...scores[run], failingAudits: undefined })}`);
      } finally {
        await chrome.kill();
      }
    }
  }
  return scores;
}

// ---- Main -----------------------------------------------------------------------------
const buildSeconds = buildRuns > 0 ? timeBuilds() : { cold: [], warm: [] };
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('No build in doc_build/: run `npm run build` or set BENCH_BUILD_RUNS above 0.');
  process.exit(1);
}
const searchIndexFile = fs.readdirSync(path.join(buildDir, 'static')).find((file) => /^search_index.*\.json$/.test(file));
const searchIndexBytes = searchIndexFile ? fs.readFileSync(path.join(buildDir, 'static', searchIndexFile)) : Buffer.alloc(0);

const server = await startServer();
let exitCode = 0;
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  /** @type {Record<string, Awaited<ReturnType<typeof measureFirstLoad>>>} */
  const transfer = {};
  let search;
  try {
    for (const [name, route] of Object.entries(pages)) {
      transfer[name] = await measureFirstLoad(browser, route);
      log(`first load ${name} (${route}): ${formatKiB(transfer[name].total)} gzip in ${transfer[name].requests} requests`);
    }
    search = await measureSearchLatency(browser);
    log(`search latency: median ${search.median.toFixed(0)} ms, max ${search.max.toFixed(0)} ms`);
  } finally {
    await browser.close();
  }
  const lighthouse = runLighthouse ? await measureLighthouse() : undefined;

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    build: {
      coldSeconds: buildSeconds.cold,
      warmSeconds: buildSeconds.warm,
      coldMedianSeconds: buildSeconds.cold.length ? /** @type {number} */ (median(buildSeconds.cold)) : null,
      warmMedianSeconds: buildSeconds.warm.length ? /** @type {number} */ (median(buildSeconds.warm)) : null,
    },
    pages: Object.fromEntries(Object.entries(transfer).map(([name, value]) => [name, { route: pages[/** @type {keyof typeof pages} */ (name)], ...value }])),
    searchIndex: { file: searchIndexFile, bytes: searchIndexBytes.length, gzipBytes: zlib.gzipSync(searchIndexBytes, { level: 9 }).length },
    search: { queries: searchQueries, samplesMs: search.samples, medianMs: search.median, maxMs: search.max },
    lighthouse: lighthouse ?? null,
    budgets,
  };
  const missed = missedBudgets({ pages: transfer, searchLatencyMs: search.median, lighthouse: lighthouse ?? undefined });

  const rows = [
    [
      `Production build, cold / warm cache (median of ${buildSeconds.cold.length})`,
      results.build.coldMedianSeconds === null || results.build.warmMedianSeconds === null
        ? 'skipped'
        : `${results.build.coldMedianSeconds.toFixed(1)} / ${results.build.warmMedianSeconds.toFixed(1)} s`,
      '',
    ],
    ...Object.entries(transfer).flatMap(([name, value]) => [
      [`${name} first load, total gzip`, formatKiB(value.total), `≤ ${formatKiB(budgets.firstLoadTotalGzip)}`],
      [`${name} first load, JS gzip`, formatKiB(value.byKind.js), `≤ ${formatKiB(budgets.firstLoadJsGzip)}`],
      [`${name} first load, CSS / fonts / images / HTML`, [value.byKind.css, value.byKind.font, value.byKind.image, value.byKind.html].map(formatKiB).join(' / '), ''],
    ]),
    ['Search index (raw / gzip)', `${formatKiB(results.searchIndex.bytes)} / ${formatKiB(results.searchIndex.gzipBytes)}`, ''],
    ['Search keystroke → first result (median / max)', `${search.median.toFixed(0)} / ${search.max.toFixed(0)} ms`, `≤ ${budgets.searchLatencyMs} ms`],
    ...Object.entries(lighthouse ?? {}).map(([run, scores]) => [
      `Lighthouse ${run} (perf / a11y / best / SEO)`,
      ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => scores[id] ?? '–').join(' / '),
      '98 / 100 / 100 / 100',
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
  server.kill();
}
process.exit(exitCode);
