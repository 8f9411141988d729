import type { Page } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';
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

test.describe('bundler tabs', () => {
  test('Rspack is shown until the reader picks webpack', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/configuration');
    await expectEveryGroupShows(page, 'Rspack');
    await expect(shownPanelWith(page, "require('@callstack/repack/commands/rspack')")).toBeVisible();
  });

  test('a choice made on one page holds on every group of another page, after navigation and after a reload', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/configuration');
    await bundlerGroups(page).first().getByRole('tab', { name: 'webpack', exact: true }).click();
    await expectEveryGroupShows(page, 'webpack');
    await expect(shownPanelWith(page, "require('@callstack/repack/commands/webpack')")).toBeVisible();

    // Client-side navigation: a link in the sidebar, no page load.
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('navigation').getByRole('link', { name: 'Rspack and webpack', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/bundlers$/);
    await expectEveryGroupShows(page, 'webpack');
    expect(loads).toEqual([]);

    await page.reload();
    await expectEveryGroupShows(page, 'webpack');

    await gotoHydrated(page, '/api/loaders/babel-loader');
    await expectEveryGroupShows(page, 'webpack');
    await expect(bundlerGroups(page).getByRole('tabpanel').first().locator('.rp-code-title, [class*="title"]').first()).toContainText(
      'webpack.config.mjs',
    );
  });
});
