import type { Page } from '@playwright/test';
import { pauseClock } from '../../support/clock';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

const PAGE_CHUNK = /\/static\/js\/async\/route-[^/]+\.js$/;
const progressBar = (page: Page) => page.locator('#nprogress .bar');

test.use({ viewport: { width: 1280, height: 900 } });

/** Opens a page with the page's clock stopped, so the 200 ms threshold is measured exactly. */
async function openWithStoppedClock(page: Page) {
  await page.clock.install();
  await gotoHydrated(page, '/docs/getting-started/introduction');
  await pauseClock(page);
}

const codeSplittingLink = (page: Page) =>
  page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Code splitting', exact: true });

test.describe('progress bar [§4, §9]', () => {
  test('appears when the next page takes more than 200 ms to load, and goes once it has loaded', async ({ page }) => {
    await openWithStoppedClock(page);
    // Simulate a slow connection: page chunks are held back until the test lets them go.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(PAGE_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    await codeSplittingLink(page).click();
    await page.clock.runFor(190);
    await expect(progressBar(page)).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(progressBar(page)).toBeVisible();
    release();
    await expect(page.locator('.rspress-doc h1').first()).toContainText('Code splitting');
    await page.clock.runFor(2000);
    await expect(progressBar(page)).toHaveCount(0);
  });

  test('does not appear when the next page loads within 200 ms', async ({ page }) => {
    await openWithStoppedClock(page);
    await codeSplittingLink(page).click();
    await expect(page.locator('.rspress-doc h1').first()).toContainText('Code splitting');
    await page.clock.runFor(2000);
    await expect(progressBar(page)).toHaveCount(0);
  });
});
