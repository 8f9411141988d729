import { expect, type Page, test } from '@playwright/test';
import { withExtraSocialLinks, withThemeConfig } from '../../support/bundle-patches';
import { pauseClock } from '../../support/clock';
import { gotoHydrated } from '../../support/hydration';

const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar');
const sidebarGroup = (page: Page, name: string) =>
  sidebar(page).locator('.rp-sidebar-group[data-depth="0"]', { hasText: new RegExp(`^${name}$`) });
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

  test('a section collapses and expands again', async ({ page }) => {
    await gotoHydrated(page, '/docs/getting-started/introduction');
    await expect(sidebarLink(page, 'Code splitting')).toBeInViewport();
    await sidebarGroup(page, 'Features').click();
    // A collapsed section folds its links away to zero height.
    await expect(sidebarLink(page, 'Code splitting')).not.toBeInViewport();
    await expect(sidebarLink(page, 'Configuration')).toBeInViewport();
    await sidebarGroup(page, 'Features').click();
    await expect(sidebarLink(page, 'Code splitting')).toBeInViewport();
  });

  test('the section of the page navigated to is expanded', async ({ page }) => {
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
    await expect(sidebar(page).locator('.rp-sidebar-item--active')).toHaveText('Configuration');
  });
});

test.describe('narrow screens [§4, §9]', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer with a backdrop that locks scrolling and closes on navigation', async ({ page }) => {
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

  test('a tap on the backdrop closes the drawer', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await page.locator('.rp-sidebar-menu').getByRole('button', { name: 'Menu' }).click();
    await expect(sidebar(page)).toBeInViewport();
    // The backdrop covers the page to the right of the drawer.
    await page.mouse.click(380, 600);
    await expect(page.locator('.rp-sidebar-menu__mask')).toHaveCount(0);
    await expect(sidebar(page)).not.toBeInViewport();
  });

  const menuButton = (page: Page) => page.locator('.rp-nav-hamburger__sm');
  const menu = (page: Page) => page.locator('.rp-nav-screen');

  test('the mobile menu opens, locks scrolling and closes on route change', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await wheel(page, 800)).toBe(0);
    await menu(page).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/api/');
    await expect(menu(page)).toHaveCount(0);
  });

  test('the mobile menu closes when the window becomes 768 wide or more', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 700, height: 844 });
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 768, height: 844 });
    await expect(menu(page)).toHaveCount(0);
  });
});

test.describe('navbar menus and links [§4, §9]', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a desktop dropdown opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/docs/guides/svg');
    await pauseClock(page);
    const versions = page.locator('.rp-hover-group__item__link', { hasText: '4.x' });
    await expect(versions).toBeHidden();
    await page.locator('.rp-nav-menu__item__container', { hasText: 'Version' }).hover();
    await expect(versions).toBeVisible();
    await page.mouse.move(700, 600);
    await page.clock.runFor(140);
    await expect(versions).toBeVisible();
    await page.clock.runFor(20);
    await expect(versions).toBeHidden();
  });

  test('moving back onto the dropdown within 150 ms keeps it open', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/docs/guides/svg');
    await pauseClock(page);
    const trigger = page.locator('.rp-nav-menu__item__container', { hasText: 'Version' });
    const versions = page.locator('.rp-hover-group__item__link', { hasText: '4.x' });
    await trigger.hover();
    await page.mouse.move(700, 600);
    await page.clock.runFor(100);
    await trigger.hover();
    await page.clock.runFor(500);
    await expect(versions).toBeVisible();
  });

  test('the site shows its three social links inline, with no overflow popup', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    const links = page.locator('.rp-nav__others .rp-social-links > a');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await expect(page.locator('.rp-nav__others .rp-social-links > svg')).toHaveCount(0);
  });

  test('with more than five social links, five are inline and the rest open in a hover popup', async ({ page }) => {
    // Test-only configuration: five extra links on top of the site's three.
    const extra = ['one', 'two', 'three', 'four', 'five'].map((name) => ({ icon: 'github', content: `https://example.com/${name}` }));
    await withExtraSocialLinks(page, extra);
    await gotoHydrated(page, '/docs/guides/svg');
    const socialLinks = page.locator('.rp-nav__others .rp-social-links');
    const inline = socialLinks.locator(':scope > a');
    await expect(inline).toHaveCount(5);
    const hidden = socialLinks.locator('.rp-social-links__hidden a');
    await expect(hidden).toHaveCount(3);
    for (const link of await hidden.all()) await expect(link).toBeHidden();
    await socialLinks.locator(':scope > svg').hover();
    for (const link of await hidden.all()) await expect(link).toBeVisible();
    const hrefs = await hidden.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://github.com/callstack/repack', 'https://x.com/repack_rn', 'https://discord.gg/TWDBep3nXV']);
  });

  test('the navbar stays in place on scroll by default', async ({ page }) => {
    await gotoHydrated(page, '/docs/features/code-splitting');
    await wheel(page, 1500);
    await page.waitForFunction(() => window.scrollY > 1000);
    await expect(page.locator('.rp-nav')).toBeInViewport({ ratio: 1 });
  });

  test('with hideNavbar set to scroll, the navbar hides while scrolling down and returns on the way up', async ({ page }) => {
    await withThemeConfig(page, 'hideNavbar:"scroll"');
    await gotoHydrated(page, '/docs/features/code-splitting');
    const navbar = page.locator('.rp-nav');
    await wheel(page, 600);
    await wheel(page, 600);
    await expect(navbar).not.toBeInViewport();
    // The outline moves up into the space the navbar left.
    await expect.poll(async () => (await page.locator('.rp-doc-layout__outline').boundingBox())?.y).toBeLessThan(5);
    await wheel(page, -200);
    await expect(navbar).toBeInViewport({ ratio: 1 });
  });

  test('the scroll-to-top button appears once the page is scrolled and takes the reader back up', async ({ page }) => {
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
