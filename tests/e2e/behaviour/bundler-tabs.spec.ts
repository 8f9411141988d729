import type { Page } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

/** Bundler tab groups on the page: those with a Rspack and a webpack tab. */
const bundlerGroups = (page: Page) => page.locator('.repack-tabs').filter({ has: page.getByRole('tab', { name: 'webpack', exact: true }) });
/** The selected tab of each bundler group, read from the accessibility tree. */
const selectedTabs = (page: Page) => bundlerGroups(page).getByRole('tab', { selected: true });

test.describe('bundler tabs', () => {
  test('Rspack is shown until the reader picks webpack', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/configuration');
    await expect(selectedTabs(page)).toHaveText(['Rspack']);
    await expect(bundlerGroups(page).getByRole('tabpanel')).toContainText("require('@callstack/repack/commands/rspack')");
  });

  test('a choice made on one page holds on every group of another page, after navigation and after a reload', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/configuration');
    await bundlerGroups(page).first().getByRole('tab', { name: 'webpack', exact: true }).click();
    await expect(selectedTabs(page)).toHaveText(['webpack']);
    await expect(bundlerGroups(page).getByRole('tabpanel')).toContainText("require('@callstack/repack/commands/webpack')");

    // Client-side navigation: a link in the sidebar, no page load.
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('navigation').getByRole('link', { name: 'Rspack and webpack', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/bundlers$/);
    await expect(selectedTabs(page)).toHaveText(['webpack', 'webpack']);
    expect(loads).toEqual([]);

    await page.reload();
    await expect(selectedTabs(page)).toHaveText(['webpack', 'webpack']);

    await gotoHydrated(page, '/api/loaders/babel-loader');
    await expect(selectedTabs(page)).toHaveText(['webpack']);
    await expect(bundlerGroups(page).getByRole('tabpanel').locator('.rp-code-title, [class*="title"]').first()).toContainText(
      'webpack.config.mjs',
    );
  });
});
