// @ts-check
// What loading a page costs a reader's phone, beside other builds, and what the dev loop costs
// a writer (scripts/bench.mjs):
// - load blocking: the main thread's long tasks while a page loads at 4× CPU (parsing, layout,
//   scripts and React's hydration of the whole page);
// - a comparison of builds (BENCH_COMPARE: an older commit's build, the official site's) page by
//   page, interleaved run by run so that a busy machine weighs on each alike: load blocking and
//   Lighthouse's mobile performance score;
// - the dev loop: from starting `rspress dev` to the first render of an API page, and the hot
//   update after an MDX edit, as a writer starts it (no type hovers) and with hovers on
//   (TYPE_HOVERS=on), from a cold Twoslash cache and from a warm one.
// The pure parts are unit tested in tests/unit/bench-loading.test.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { launch } from 'chrome-launcher';
import CDP from 'chrome-remote-interface';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { median } from './bench-lib.mjs';
import { chromiumArgs, installedChromium } from './find-chromium.mjs';

/** A long task: one that holds the main thread over 50 ms (the Long Tasks API's threshold). */
export const LONG_TASK_MS = 50;

/**
 * Blocking time of a load from its long tasks' durations: the time each holds the main thread
 * beyond 50 ms, summed (Lighthouse's Total Blocking Time, over the whole load), with the total
 * time in long tasks and the longest.
 * @param {number[]} durations
 */
export function blockingOf(durations) {
  const long = durations.filter((duration) => duration > LONG_TASK_MS);
  return {
    blockingMs: long.reduce((sum, duration) => sum + duration - LONG_TASK_MS, 0),
    longTasksMs: long.reduce((sum, duration) => sum + duration, 0),
    longestMs: Math.max(0, ...long),
  };
}

/** A phone's screen, as Lighthouse's mobile preset (Moto G Power). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

/** Records the page's long tasks from its first script on (the Long Tasks API, buffered). */
const recordLongTasks = `window.benchLoadTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.benchLoadTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });`;

/**
 * A Chromium for the blocking measure, driven over a bare DevTools connection
 * (chrome-launcher starts it, chrome-remote-interface speaks the protocol). A Playwright page
 * adds main-thread work of its own to every load, which a reader's browser never does:
 * - its set-up of each new document (init scripts, its utility world) was a long task of
 *   50-90 ms at 4x CPU right after the navigation committed, on every site alike;
 * - it enables DevTools' Runtime domain, which makes V8 capture a detailed stack trace for
 *   every Error created. React DOM creates one while its module loads, and resolving that
 *   stack's source positions re-parsed the 180 KB module: 14 ms unthrottled, 50-55 ms at 4x.
 *   Without the Runtime domain the whole module ran in 2-3 ms.
 * This connection enables only Page and Emulation, and reads the page once the load is over.
 */
export async function launchBareChromium() {
  const chrome = await launch({ chromePath: installedChromium().path, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const { webSocketDebuggerUrl } = await CDP.Version({ host: '127.0.0.1', port: chrome.port });
    const client = await CDP({ target: webSocketDebuggerUrl });
    /** Each measured page's lifecycle events (load, networkIdle…), by DevTools session. */
    const lifecycles = new Map();
    client.on('event', (message) => {
      if (message.method === 'Page.lifecycleEvent' && message.sessionId) lifecycles.get(message.sessionId)?.push(message.params);
    });
    return {
      client,
      /** @type {Map<string, Array<{ name: string, loaderId: string }>>} */
      lifecycles,
      close: async () => {
        await client.close();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/**
 * Long tasks while `url` loads on a phone's screen with the CPU slowed four times, from the
 * navigation until the network has been idle (Chromium's networkIdle: no request for 500 ms)
 * and the page still for another second, in a fresh browser context (no cache).
 * @param {Awaited<ReturnType<typeof launchBareChromium>>} chrome @param {string} url
 */
export async function measureLoadBlocking({ client, lifecycles }, url) {
  const { browserContextId } = await client.Target.createBrowserContext({});
  try {
    const { targetId } = await client.Target.createTarget({ url: 'about:blank', browserContextId });
    const { sessionId } = await client.Target.attachToTarget({ targetId, flatten: true });
    /** @type {Array<{ name: string, loaderId: string }>} */
    const lifecycle = [];
    lifecycles.set(sessionId, lifecycle);
    try {
      await client.send('Emulation.setDeviceMetricsOverride', PHONE, sessionId);
      await client.send('Emulation.setTouchEmulationEnabled', { enabled: true }, sessionId);
      await client.send('Emulation.setCPUThrottlingRate', { rate: 4 }, sessionId);
      await client.send('Page.enable', undefined, sessionId);
      await client.send('Page.setLifecycleEventsEnabled', { enabled: true }, sessionId);
      await client.send('Page.addScriptToEvaluateOnNewDocument', { source: recordLongTasks }, sessionId);
      const { loaderId, errorText } = await client.send('Page.navigate', { url }, sessionId);
      if (errorText) throw new Error(`${url} did not load: ${errorText}`);
      const reached = (/** @type {string} */ name) => lifecycle.some((event) => event.loaderId === loaderId && event.name === name);
      const deadline = Date.now() + 120_000;
      while (!(reached('load') && reached('networkIdle'))) {
        if (Date.now() > deadline) throw new Error(`${url} did not finish loading within 120 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { result } = await client.send(
        'Runtime.evaluate',
        { expression: 'JSON.stringify(window.benchLoadTasks)', returnByValue: true },
        sessionId,
      );
      return blockingOf(/** @type {number[]} */ (JSON.parse(result.value)));
    } finally {
      lifecycles.delete(sessionId);
    }
  } finally {
    await client.Target.disposeBrowserContext({ browserContextId });
  }
}

/**
 * Serves a build folder as a static host would (clean URLs, gzip), on a free port, for a
 * comparison: an older commit's `doc_build/` or the official site's build.
 * @param {string} dir
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export function serveBuild(dir) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no index.html: build it first.`);
  const compress = compression();
  const server = http.createServer((request, response) =>
    compress(/** @type {any} */ (request), /** @type {any} */ (response), () => {
      serveHandler(request, response, { public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false }).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    }),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ origin: `http://127.0.0.1:${port}`, stop: () => server.close() });
    }),
  );
}

/**
 * The builds to compare with this one, from BENCH_COMPARE: `name=folder` pairs separated by
 * commas, e.g. `cbaad3f=../old/doc_build,official=/tmp/official/build`.
 * @param {string | undefined} setting
 * @returns {Array<{ name: string, dir: string }>}
 */
export function parseCompareSetting(setting) {
  if (!setting?.trim()) return [];
  return setting.split(',').map((pair) => {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const dir = pair.slice(at + 1).trim();
    if (at < 1 || !dir) throw new Error(`BENCH_COMPARE: "${pair}" is not name=folder`);
    return { name, dir: path.resolve(dir) };
  });
}

/**
 * Runs a command without blocking this process, which may be serving the pages the command
 * loads (serveBuild): with spawnSync, Lighthouse waited for ever on a compared build's server.
 * @param {string} file @param {string[]} args @param {{ cwd: string, timeoutMs: number }} options
 * @returns {Promise<{ status: number | null, output: string }>}
 */
function runCommand(file, args, { cwd, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (/** @type {Buffer} */ data) => {
      output += data;
    });
    child.stderr.on('data', (/** @type {Buffer} */ data) => {
      output += data;
    });
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${path.basename(file)} ${args.join(' ')} took over ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/**
 * Lighthouse's mobile performance run of one URL (Lighthouse CI's collect, one run), with its
 * score and Total Blocking Time.
 * @param {string} root the project, whose Lighthouse CI runs @param {string} url
 */
export async function lighthouseOnce(root, url) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lhci-'));
  const config = path.join(outDir, 'lighthouserc.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      ci: {
        collect: {
          numberOfRuns: 1,
          chromePath: installedChromium({ headlessShell: true }).path,
          settings: { chromeFlags: chromiumArgs.join(' '), onlyCategories: ['performance'] },
        },
      },
    }),
  );
  try {
    const result = await runCommand(path.join(root, 'node_modules/.bin/lhci'), ['collect', `--config=${config}`, `--url=${url}`], {
      cwd: outDir,
      timeoutMs: 300_000,
    });
    const reports = fs.existsSync(path.join(outDir, '.lighthouseci'))
      ? fs.readdirSync(path.join(outDir, '.lighthouseci')).filter((file) => /^lhr-.*\.json$/.test(file))
      : [];
    if (result.status !== 0 || reports.length !== 1) throw new Error(`lhci collect failed for ${url}:\n${result.output}`);
    const report = JSON.parse(fs.readFileSync(path.join(outDir, '.lighthouseci', /** @type {string} */ (reports[0])), 'utf8'));
    return {
      performance: Math.round(report.categories.performance.score * 100),
      totalBlockingTimeMs: Math.round(report.audits['total-blocking-time'].numericValue),
    };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Waits until `url` answers, or fails after `timeoutMs`.
 * @param {string} url @param {number} timeoutMs
 */
async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The address `rspress dev` says it serves at (it moves to the next port when the asked one is
 * taken), or a failure after `timeoutMs`.
 * @param {import('node:child_process').ChildProcess} server @param {number} timeoutMs
 * @returns {Promise<string>}
 */
function devServerOrigin(server, timeoutMs) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`rspress dev said nothing of where it serves within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    server.stdout?.on('data', (/** @type {Buffer} */ data) => {
      output += stripVTControlCharacters(data.toString());
      // "➜  Local:    http://127.0.0.1:4310/", its colours taken out.
      const origin = /Local:\s+(http:\/\/[^\s/]+)/.exec(output)?.[1];
      if (origin) {
        clearTimeout(timer);
        resolve(origin);
      }
    });
    server.once('exit', (code) => reject(new Error(`rspress dev exited (${code}):\n${output}`)));
  });
}

/** @param {NodeJS.ProcessEnv} env */
function withoutTypeHovers({ TYPE_HOVERS: _setting, ...env }) {
  return env;
}

/**
 * One dev loop's figures beside a reference loop's: the first render and the median hot
 * update, each as a ratio (1.2 means 20 % slower).
 * @param {{ firstPageMs: number, hotUpdatesMs: number[] }} loop
 * @param {{ firstPageMs: number, hotUpdatesMs: number[] }} reference
 */
export function devLoopRatios(loop, reference) {
  return {
    firstPage: loop.firstPageMs / reference.firstPageMs,
    hotUpdate: median(loop.hotUpdatesMs) / median(reference.hotUpdatesMs),
  };
}

/**
 * The dev loop of a writer, after `clearCaches` are removed (the build cache, and the Twoslash
 * cache for a cold start with hovers): the time from starting `rspress dev` until an API page
 * has rendered in the browser, then the time from saving each edit of that page's MDX to the
 * edit showing in the browser (hot update). The edits change prose, not code, as most of a
 * writer's edits do. The page's file is restored afterwards.
 * @param {{ browser: import('@playwright/test').Browser, root: string, port: number,
 *   typeHovers?: 'on' | 'off', route: string, file: string, edits?: number, clearCaches?: string[] }} options
 *   `typeHovers` sets TYPE_HOVERS; without it, `rspress dev` runs as a writer starts it.
 */
export async function measureDevLoop({ browser, root, port, typeHovers, route, file, edits = 5, clearCaches = [] }) {
  for (const dir of clearCaches) fs.rmSync(dir, { recursive: true, force: true });
  const original = fs.readFileSync(file, 'utf8');
  if (original.includes('Bench edit')) throw new Error(`${file} still holds an edit of an earlier dev-loop run: restore it first.`);
  const started = performance.now();
  const server = spawn(path.join(root, 'node_modules/.bin/rspress'), ['dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...withoutTypeHovers(process.env), ...(typeHovers ? { TYPE_HOVERS: typeHovers } : {}), BROWSER: 'none', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  const page = await browser.newPage();
  try {
    // It names the address before it listens there.
    const origin = await devServerOrigin(server, 300_000);
    await waitForServer(origin, 300_000);
    await page.goto(`${origin}${route}`, { timeout: 300_000 });
    await page.locator('.rspress-doc h1').waitFor({ timeout: 300_000 });
    const firstPageMs = performance.now() - started;
    /** @type {number[]} */
    const updates = [];
    for (let edit = 1; edit <= edits; edit++) {
      const marker = `Bench edit ${edit} ${Date.now()}`;
      const saved = performance.now();
      fs.writeFileSync(file, `${original.trimEnd()}\n\n${marker}\n`);
      await page.getByText(marker).waitFor({ timeout: 120_000 });
      updates.push(performance.now() - saved);
    }
    return { firstPageMs, hotUpdatesMs: updates };
  } finally {
    fs.writeFileSync(file, original);
    await page.close();
    if (server.pid) process.kill(-server.pid);
  }
}
