import { expect, test } from '@playwright/test';
import { apiSidebarEntries, cliSidebarItems, docsSidebarGroups } from '../support/sidebars';

test.describe('navbar', () => {
  test('lists Docs, API, Blog and the Version menu in order', async ({ page }) => {
    await page.goto('/docs/guides/svg');
    const nav = page.locator('.rp-nav');
    const items = nav.locator('.rp-nav-menu__item__container');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toHaveText('Docs');
    await expect(items.nth(0)).toHaveAttribute('href', '/docs/getting-started/quick-start');
    await expect(items.nth(1)).toHaveText('API');
    await expect(items.nth(1)).toHaveAttribute('href', /^\/api\/(index)?$/);
    await expect(items.nth(2)).toHaveText(/Blog/);
    await expect(items.nth(2)).toHaveAttribute('href', /^https:\/\/www\.callstack\.com\//);
    await expect(items.nth(3)).toContainText('Version');
  });

  test('the Version menu links to the 5.x, 4.x, 3.x and 2.x sites', async ({ page }) => {
    await page.goto('/docs/guides/svg');
    await page.locator('.rp-nav-menu__item__container', { hasText: 'Version' }).hover();
    const versions = page.locator('.rp-hover-group__item__link');
    await expect(versions).toHaveText(['5.x (latest)', '4.x', '3.x', '2.x']);
    await expect(versions.first()).toBeVisible();
    const hrefs = await versions.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://re-pack.dev/', 'https://v4.re-pack.dev/', 'https://v3.re-pack.dev/', 'https://v2.re-pack.dev/']);
  });

  test('marks Docs active under /docs/ and API active under /api/', async ({ page }) => {
    const active = page.locator('.rp-nav .rp-nav-menu__item--active');
    await page.goto('/docs/features/dev-server');
    await expect(active).toHaveText(['Docs']);
    await page.goto('/api/loaders/flow-loader');
    await expect(active).toHaveText(['API']);
  });

  test('offers the theme toggle and the GitHub, X and Discord links on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/guides/svg');
    const social = page.locator('.rp-nav__others .rp-social-links a');
    const hrefs = await social.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://github.com/callstack/repack', 'https://x.com/repack_rn', 'https://discord.gg/TWDBep3nXV']);
    await expect(page.locator('.rp-nav').getByRole('button', { name: 'Dark theme' }).first()).toBeVisible();
  });
});

test.describe('sidebars', () => {
  test('/docs shows its five groups in the specified order, expanded', async ({ page }) => {
    await page.goto('/docs/getting-started/introduction');
    const groups = page.locator('.repack-sidebar__group[data-depth="0"] > .repack-sidebar__group-header');
    await expect(groups).toHaveText(docsSidebarGroups);
    for (const group of await groups.getByRole('button').all()) await expect(group).toHaveAttribute('aria-expanded', 'true');
    // Expanded by default: a link of every group is visible without a click.
    for (const name of ['Introduction', 'Code splitting', 'Configuration', 'Migrating from Metro']) {
      await expect(page.locator('.rp-doc-layout__sidebar').getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Glossary' })).toBeVisible();
  });

  test('/api shows Overview, CLI, DevServer, Runtime client, Loaders, Plugins and Configuration utilities', async ({ page }) => {
    await page.goto('/api/cli/start');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const topLevel = sidebar.locator(
      ':is(.repack-sidebar__group[data-depth="0"] > .repack-sidebar__group-header, .repack-sidebar__items--top > li > .repack-sidebar__link)',
    );
    await expect(topLevel).toHaveText(apiSidebarEntries);
    // The CLI group lists its pages in the specified order.
    const cli = sidebar
      .locator('.repack-sidebar__group[data-depth="0"]')
      .filter({ has: page.getByRole('button', { name: 'CLI', exact: true }) });
    await expect(cli.locator('.repack-sidebar__items a')).toHaveText(cliSidebarItems);
  });
});
