import type { Page } from '@playwright/test';
import { gotoHydrated, headingText } from '../../support/hydration';
import { expect, test } from '../../support/test';

const PAGE_CHUNK = /\/static\/js\/async\/route-[^/]+\.js$/;

/** Console errors of the page, as the reader's devtools would show them. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function expectFailureNotice(page: Page) {
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(notice).toContainText('You may be offline, or the site was updated since you opened it.');
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.locator('#nprogress .bar')).toBeHidden();
}

test.describe('page-data load failure [§8]', () => {
  test('offline: hovering a link changes nothing; following it shows a message with a reload action, which then opens the page', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await gotoHydrated(page, '/docs/getting-started/introduction');
    // From now on page chunks cannot be fetched, as when the connection drops.
    await page.route(PAGE_CHUNK, (route) => route.abort('internetdisconnected'));
    const link = page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Code splitting', exact: true });
    // Resting the pointer on a link fetches its page ahead: that failing tells the reader nothing.
    const prefetchFailed = page.waitForEvent('requestfailed', (request) => PAGE_CHUNK.test(request.url()));
    await link.hover();
    await prefetchFailed;
    await page.waitForTimeout(300);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('.rspress-doc h1').first()).toContainText('Introduction');
    await link.click();
    await expectFailureNotice(page);
    await expect
      .poll(() =>
        errors.some((error) => error.includes('Could not load the page http://') && error.includes('/docs/features/code-splitting')),
      )
      .toBe(true);
    // Back online, Reload opens the page the reader asked for.
    await page.unroute(PAGE_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(/\/docs\/features\/code-splitting$/);
    await expect(page.locator('.rspress-doc h1').first()).toContainText('Code splitting');
  });

  test('after a deploy: going back to a page whose files are gone shows the message, other pages still work', async ({ tab: page }) => {
    const errors = consoleErrors(page);
    await gotoHydrated(page, '/docs/getting-started/introduction');
    // History entries for a page this tab has not loaded yet, then for the current page.
    await page.evaluate(() => {
      history.pushState(null, '', '/docs/features/code-splitting');
      history.pushState(null, '', '/docs/getting-started/introduction');
    });
    // The deploy replaced the chunk files: the old names now answer 404.
    await page.route(PAGE_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/features\/code-splitting$/);
    await expectFailureNotice(page);
    await expect.poll(() => errors.some((error) => error.includes('Could not load the page'))).toBe(true);
    // Moving on to a page that is still loaded brings the site back.
    await page.goForward();
    await expect(page.locator('.rspress-doc h1').first()).toContainText('Introduction');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('after a failed load, Back and Forward show the pages already loaded, while the pointer rests on the failed link', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await sidebar.getByRole('link', { name: 'Introduction', exact: true }).click();
    await expect.poll(() => headingText(page)).toBe('Introduction');
    await page.route(PAGE_CHUNK, (route) => route.abort('internetdisconnected'));
    const failedLink = sidebar.getByRole('link', { name: 'Code splitting', exact: true });
    await failedLink.click();
    await expectFailureNotice(page);
    // Each step through the history lands on a page in memory, where the pointer comes to
    // rest on a link again: its prefetch fails, which is not a failure of the step.
    let failedPrefetches = 0;
    page.on('requestfailed', (request) => {
      if (PAGE_CHUNK.test(request.url())) failedPrefetches += 1;
    });
    for (const [step, title, hovered] of [
      [() => page.goBack(), 'SVG', 'Inline assets'],
      [() => page.goForward(), 'Introduction', 'Remote assets'],
    ] as const) {
      const failedBefore = failedPrefetches;
      await step();
      await expect.poll(() => headingText(page)).toBe(title);
      // The link the pointer lands on, or this one (a page not fetched yet), fails to prefetch.
      await sidebar.getByRole('link', { name: hovered, exact: true }).hover();
      await expect.poll(() => failedPrefetches).toBeGreaterThan(failedBefore);
      await page.waitForTimeout(300);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect.poll(() => headingText(page)).toBe(title);
    }
  });
});
