import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/find-chromium.mjs';
import { site } from './theme/site.mjs';

const port = Number(process.env.PREVIEW_PORT ?? site.previewPort);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The browser the tests run in (its headless shell where there is one), running JavaScript
 * without V8's optimising compilers (Maglev and TurboFan). A test loads a page, runs its
 * scripts and axe for a second or two, and moves on: too short for optimised code to pay back
 * its compiling, which ran on background threads and, on two cores, took CPU from the tests
 * (with the kernel's work of freeing the compilers' memory, a third of the browser suite's
 * CPU; browser suite 293 s → 202 s). The interpreter and the baseline compiler run the same
 * JavaScript; speed is measured by the benchmark, in the full browser with its usual settings.
 */
function testBrowserLaunchOptions() {
  const options = chromiumLaunchOptions({ headlessShell: true });
  return { ...options, args: [...options.args, '--js-flags=--no-maglev --no-turbofan'] };
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // One browser per core, and at least three: the tests wait on the browser's renderer and on
  // timers (debounces, fades), and a third browser on two cores fills those waits (browser
  // suite 4.6 → 4.0 min there).
  workers: Math.max(3, availableParallelism()),
  // A failing test runs once more, recording a trace to debug it, and the run fails either
  // way: a test that passes only on its retry is flaky, and flaky fails. Recording a trace
  // of every test (retain-on-failure) took a third of the suite's time.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  // Generous: on two cores two browsers run at once.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: testBrowserLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
