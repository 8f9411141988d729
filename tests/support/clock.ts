import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (after `page.clock.install()`) so that timers only fire when
 * the test moves time on with `page.clock.runFor()`. An installed clock otherwise keeps
 * running in step with real time, which a busy machine stretches unpredictably.
 */
export async function pauseClock(page: Page) {
  // A little ahead of the page's current time: by the time the call arrives the clock has
  // moved on, and Playwright refuses to pause in the past. Timers due until then still fire.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}
