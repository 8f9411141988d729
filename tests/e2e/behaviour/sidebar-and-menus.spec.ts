import type { Page } from '@playwright/test';
import { pauseClock } from '../../support/clock';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar');
const sidebarGroup = (page: Page, name: string) => sidebar(page).getByRole('button', { name, exact: true });
const sidebarLink = (page: Page, name: string) => sidebar(page).getByRole('link', { name, exact: true });

/** Scrolls with the mouse wheel, as a reader would, and returns the page's scroll position. */
async function wheel(page: Page, deltaY: number) {
  // Near the right edge: on a phone that is the backdrop beside the drawer.
  const width = page.viewportSize()?.width ?? 800;
  await page.mouse.move(width - 10, 400);
  await page.mouse.wheel(0, deltaY);
  // Wheel scrolling is applied asynchronously; read the position once it settled.
  return page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))),
  );
}

test.describe('sidebar [§4]', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a section collapses and expands again', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/getting-started/introduction');
    await expect(sidebarLink(page, 'Code splitting')).toBeInViewport();
    await sidebarGroup(page, 'Features').click();
    // A collapsed section folds its links away to zero height.
    await expect(sidebarLink(page, 'Code splitting')).not.toBeInViewport();
    await expect(sidebarLink(page, 'Configuration')).toBeInViewport();
    await sidebarGroup(page, 'Features').click();
    await expect(sidebarLink(page, 'Code splitting')).toBeInViewport();
  });

  test('the section of the page navigated to is expanded', async ({ tab: page }) => {
    // The last Features page links to the first Guides page as its next page.
    await gotoHydrated(page, '/docs/features/module-resolution');
    await sidebarGroup(page, 'Guides').click();
    await expect(sidebarLink(page, 'Configuration')).not.toBeInViewport();
    await page
      .locator('.rp-doc-footer')
      .getByRole('link', { name: /Next page/ })
      .click();
    await expect(page).toHaveURL(/\/docs\/guides\/configuration$/);
    await expect(sidebarLink(page, 'Configuration')).toBeInViewport();
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText('Configuration');
    await expect(sidebarGroup(page, 'Guides')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the current page is in view in a sidebar taller than the window, without scrolling the page', async ({ page }) => {
    // Under 1280 px the navbar stays and the sidebar fits the window below it (from 1280 px the
    // navbar scrolls away, and the sidebar's foot is below the window until it does).
    await page.setViewportSize({ width: 1100, height: 500 });
    // The last API page: its link is far below the sidebar's first screen.
    await gotoHydrated(page, '/api/utils/get-swc-loader-options');
    const current = sidebar(page).locator('[aria-current="page"]');
    await expect(current).toHaveText('getSwcLoaderOptions');
    await expect(current).toBeInViewport({ ratio: 1 });
    expect(await sidebar(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('narrow screens [§4, §9]', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer with a backdrop that locks scrolling and closes on navigation', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await expect(sidebar(page)).not.toBeInViewport();
    await page.locator('.rp-sidebar-menu').getByRole('button', { name: 'Menu' }).click();
    await expect(sidebar(page)).toBeInViewport();
    const backdrop = page.locator('.rp-sidebar-menu__mask');
    await expect(backdrop).toBeVisible();
    expect(await wheel(page, 800)).toBe(0);
    await sidebarLink(page, 'Debugging').click();
    await expect(page).toHaveURL(/\/docs\/guides\/debugging$/);
    await expect(backdrop).toHaveCount(0);
    await expect(sidebar(page)).not.toBeInViewport();
    await expect.poll(() => wheel(page, 800)).toBeGreaterThan(0);
  });

  test('a tap on the backdrop closes the drawer', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await page.locator('.rp-sidebar-menu').getByRole('button', { name: 'Menu' }).click();
    await expect(sidebar(page)).toBeInViewport();
    // The backdrop covers the page to the right of the drawer.
    await page.mouse.click(380, 600);
    await expect(page.locator('.rp-sidebar-menu__mask')).toHaveCount(0);
    await expect(sidebar(page)).not.toBeInViewport();
  });

  const menuButton = (page: Page) => page.getByRole('button', { name: 'Site menu' });
  const menu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

  test('the mobile menu opens, locks scrolling and closes on route change', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await wheel(page, 800)).toBe(0);
    await menu(page).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/api/');
    await expect(menu(page)).toHaveCount(0);
  });

  test('the mobile menu closes when the window becomes 768 wide or more', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 700, height: 844 });
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 768, height: 844 });
    await expect(menu(page)).toHaveCount(0);
  });

  test('the mobile menu takes focus, opens the Version group by keyboard and gives focus back on Escape', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link', { name: 'Docs', exact: true })).toBeFocused();
    await expect(menu(page).getByRole('link', { name: '4.x' })).toBeHidden();
    await menu(page).getByText('Version', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page).getByRole('link', { name: '4.x' })).toHaveAttribute('href', 'https://v4.re-pack.dev/');
    await expect(menu(page).getByRole('button', { name: 'Dark theme' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'GitHub' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap outside the mobile menu, on the navbar, closes it', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.click(20, 20);
    await expect(menu(page)).toHaveCount(0);
  });
});

test.describe('tablet menu [§4]', () => {
  test.use({ viewport: { width: 1024, height: 800 } });
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Theme and links' });

  test('opens beside its button, by press and by hover, with the theme switch and the social links', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    const panel = page.locator(`[id="${await menuButton(page).getAttribute('aria-controls')}"]`);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('button', { name: 'Dark theme' })).toBeHidden();
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Dark theme' })).toBeFocused();
    await expect(panel.getByRole('link', { name: 'Discord' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Dark theme' })).toBeHidden();
    await menuButton(page).hover();
    await expect(panel.getByRole('link', { name: 'GitHub' })).toBeVisible();
  });
});

test.describe('menu buttons of narrow windows [§4]', () => {
  // The fork of Rspress's NavHamburger has to bring the buttons' look with it: without it each
  // showed the browser's grey button face, and the tablet one was a 21 px target.
  for (const { width, name, minSize } of [
    { width: 390, name: 'Site menu', minSize: 44 },
    { width: 1024, name: 'Theme and links', minSize: 24 },
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`at ${width} px in the ${colorScheme} theme, "${name}" is an icon on the navbar, not a grey button`, async ({ tab: page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme });
        await gotoHydrated(page, '/docs/guides/svg');
        const button = page.getByRole('button', { name });
        await expect(button).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
        const box = await button.boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(minSize);
      });
    }
  }
});

test.describe('navbar menus and links [§4, §9]', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // A closed menu is transparent and ignores the pointer; its links stay keyboard stops
  // (theme/styles/accessibility.css), so "open" is what the reader sees: full opacity.
  const versionMenu = (page: Page) => page.locator('.rp-hover-group').filter({ has: page.getByRole('link', { name: '4.x' }) });
  const expectOpen = (page: Page) => expect(versionMenu(page)).toHaveCSS('opacity', '1');
  const expectClosed = (page: Page) => expect(versionMenu(page)).toHaveCSS('opacity', '0');

  test('a desktop dropdown opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/docs/guides/svg');
    await pauseClock(page);
    await expectClosed(page);
    await page.locator('.rp-nav-menu__item__container', { hasText: 'Version' }).hover();
    await expectOpen(page);
    await page.mouse.move(700, 600);
    await page.clock.runFor(140);
    await expectOpen(page);
    await page.clock.runFor(20);
    await expectClosed(page);
  });

  test('moving back onto the dropdown within 150 ms keeps it open', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/docs/guides/svg');
    await pauseClock(page);
    const trigger = page.locator('.rp-nav-menu__item__container', { hasText: 'Version' });
    await trigger.hover();
    await page.mouse.move(700, 600);
    await page.clock.runFor(100);
    await trigger.hover();
    await page.clock.runFor(500);
    await expectOpen(page);
  });

  test('the site shows its three social links inline, with no overflow popup', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    const links = page.locator('.rp-nav__others .rp-social-links > a');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await expect(page.locator('.rp-nav__others .rp-social-links > svg')).toHaveCount(0);
  });

  test('the scroll-to-top button appears once the page is scrolled and takes the reader back up', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/features/code-splitting');
    const backToTop = page.locator('.rp-doc-layout__outline').getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await wheel(page, 1200);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(backToTop).toHaveCount(0);
  });
});
