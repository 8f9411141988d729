import type { Page } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';
import { collectPageErrors } from '../../support/page-errors';
import { expect, test } from '../../support/test';

/** Bundler tab groups on the page: those with a Rspack and a webpack tab. */
const bundlerGroups = (page: Page) => page.locator('.repack-tabs').filter({ has: page.getByRole('tab', { name: 'webpack', exact: true }) });
/** The selected tab of each bundler group, read from the accessibility tree. */
const selectedTabs = (page: Page) => bundlerGroups(page).getByRole('tab', { selected: true });
/** Every bundler group on the page shows `bundler`; pages have one group or many. */
async function expectEveryGroupShows(page: Page, bundler: 'Rspack' | 'webpack') {
  await expect(selectedTabs(page).first()).toBeVisible();
  await expect.poll(async () => [...new Set(await selectedTabs(page).allTextContents())]).toEqual([bundler]);
}
/** The shown panel that holds `text`. */
const shownPanelWith = (page: Page, text: string) => bundlerGroups(page).getByRole('tabpanel').filter({ hasText: text });
const STORAGE_KEY = 'rspress.tabs.bundler';
const GUIDE = '/docs/guides/configuration';

/** Stores `value` as the site's remembered bundler, as an earlier visit (or a corrupt one) left it. */
async function storeBundler(page: Page, value: string) {
  await gotoHydrated(page, '/');
  await page.evaluate(([key, stored]) => localStorage.setItem(key!, stored!), [STORAGE_KEY, value]);
}

test.describe('bundler tabs', () => {
  test('Rspack is shown until the reader picks webpack', async ({ tab: page }) => {
    await gotoHydrated(page, GUIDE);
    await expectEveryGroupShows(page, 'Rspack');
    await expect(shownPanelWith(page, "require('@callstack/repack/commands/rspack')")).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('a choice made on one page holds on every group of another page, after navigation and after a reload', async ({ tab: page }) => {
    await gotoHydrated(page, GUIDE);
    await bundlerGroups(page).first().getByRole('tab', { name: 'webpack', exact: true }).click();
    await expectEveryGroupShows(page, 'webpack');
    await expect(shownPanelWith(page, "require('@callstack/repack/commands/webpack')")).toBeVisible();
    // Remembered by name, and kept in the address so that it can be shared as it is.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('webpack');
    await expect(page).toHaveURL(/\/docs\/guides\/configuration\?bundler=webpack$/);

    // Client-side navigation: a link in the sidebar, no page load.
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('navigation').getByRole('link', { name: 'Rspack and webpack', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/bundlers\?bundler=webpack$/);
    await expectEveryGroupShows(page, 'webpack');
    expect(loads).toEqual([]);

    await page.reload();
    await expectEveryGroupShows(page, 'webpack');

    await gotoHydrated(page, '/api/loaders/babel-loader');
    await expectEveryGroupShows(page, 'webpack');
    await expect(bundlerGroups(page).getByRole('tabpanel').first().locator('.rp-codeblock__title').first()).toContainText(
      'webpack.config.mjs',
    );
  });

  test('a shared ?bundler=webpack link shows webpack to a reader who never chose, and the choice stays', async ({ tab: page }) => {
    await gotoHydrated(page, `${GUIDE}?bundler=webpack`);
    await expectEveryGroupShows(page, 'webpack');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('webpack');
    await gotoHydrated(page, '/docs/getting-started/bundlers');
    await expectEveryGroupShows(page, 'webpack');
  });

  test("a link's choice wins over the remembered one", async ({ tab: page }) => {
    await storeBundler(page, 'webpack');
    await gotoHydrated(page, `${GUIDE}?bundler=rspack`);
    await expectEveryGroupShows(page, 'Rspack');
  });

  test('the position an earlier version stored ("1") still means webpack', async ({ tab: page }) => {
    await storeBundler(page, '1');
    await gotoHydrated(page, GUIDE);
    await expectEveryGroupShows(page, 'webpack');
  });

  for (const [what, setUp, url] of [
    ['a link naming no bundler (?bundler=foo)', async () => undefined, `${GUIDE}?bundler=foo`],
    ['a corrupt stored choice', (page: Page) => storeBundler(page, '{"not a bundler'), GUIDE],
    ['a stored position no tab has', (page: Page) => storeBundler(page, '7'), GUIDE],
  ] as const) {
    test(`${what} is ignored: Rspack is shown and nothing fails`, async ({ tab: page }) => {
      const errors = collectPageErrors(page);
      await setUp(page);
      await gotoHydrated(page, url);
      await expectEveryGroupShows(page, 'Rspack');
      await bundlerGroups(page).first().getByRole('tab', { name: 'webpack', exact: true }).click();
      await expectEveryGroupShows(page, 'webpack');
      expect(errors).toEqual([]);
    });
  }
});
