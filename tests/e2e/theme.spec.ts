import type { Page } from '@playwright/test';
import { site } from '../../theme/site.mjs';
import { gotoHydrated, waitForHydration } from '../support/hydration';
import { collectPageErrors } from '../support/page-errors';
import { expect, test } from '../support/test';

// Static parts of the shell (texts, links, order) are checked in tests/build/site-shell.test.ts;
// these tests check how they look and behave.

test.describe('home page', () => {
  test('feature cards sit on a 12-column grid, four columns each', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const grid = page.locator('.repack-features');
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(12);
    const widths = await page.locator('.repack-feature').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
    const gridWidth = await grid.evaluate((element) => element.clientWidth);
    for (const width of widths) expect(width / gridWidth).toBeGreaterThan(0.3);
  });

  test('a feature card navigates on the client when activated with the keyboard', async ({ tab: page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    const card = page.locator('.repack-feature').filter({ hasText: 'React Native DevTools' });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/features\/devtools$/);
    await expect(page.locator('main h1')).toContainText('React Native DevTools');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  });
});

test.describe('layout constants (spec §9)', () => {
  test('navbar is 72 px high, 56 px up to 768 px wide', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/guides/svg');
    expect((await page.locator('.rp-nav').boundingBox())?.height).toBe(72);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(async () => (await page.locator('.rp-nav').boundingBox())?.height).toBe(56);
  });

  test('sidebar menu bar: 46 px below 1280 px on pages with an outline, only up to 960 px without', async ({ tab: page }) => {
    const menuBar = page.locator('.rp-doc-layout__menu');
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto('/docs/guides/svg');
    await expect(menuBar).toBeVisible();
    expect((await menuBar.boundingBox())?.height).toBe(46);
    await page.goto('/api/');
    await expect(menuBar).toBeHidden();
    await page.setViewportSize({ width: 900, height: 900 });
    await expect(menuBar).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/guides/svg');
    await expect(menuBar).toBeHidden();
  });
});

test.describe('navbar position (spec §4)', () => {
  /** Opens the page and scrolls it well past the navbar's height (72 px), once the framework no longer resets the scroll. */
  async function openScrolledDown(page: Page, path: string) {
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  }

  test('on wide screens a doc page with an outline lets the navbar scroll away with the page', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openScrolledDown(page, '/docs/features/code-splitting');
    await expect(page.locator('.rp-nav')).not.toBeInViewport();
    // The sidebar and the outline keep to the top of the window instead.
    await expect.poll(async () => (await page.locator('.rp-doc-layout__outline').boundingBox())?.y).toBeLessThan(1);
  });

  test('below 1280 px, and on pages without an outline, the navbar stays at the top', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await openScrolledDown(page, '/docs/features/code-splitting');
    await expect(page.locator('.rp-nav')).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openScrolledDown(page, '/');
    await expect(page.locator('.rp-nav')).toBeInViewport({ ratio: 1 });
  });
});

test.describe('brand assets', () => {
  test('logos, favicon and icons are served', async ({ request }) => {
    for (const asset of [
      '/favicon.ico',
      '/img/logo-light.svg',
      '/img/logo-dark.svg',
      '/img/callstack-light.svg',
      '/img/callstack-dark.svg',
      ...['microfrontends', 'engines', 'replace', 'size', 'devtools', 'server'].map((name) => `/icons/${name}.svg`),
    ]) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
    }
  });

  test('the navbar logo, the hero image and the footer logo follow the theme', async ({ tab: page }) => {
    const shown = (name: string) => page.locator(`.rp-nav__title__logo-image--${name}, .repack-hero__image--${name}`);
    const footerLogo = page.locator('footer.repack-footer a[href="https://www.callstack.com"] img:visible');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await waitForHydration(page);
    for (const [theme, other] of [
      ['dark', 'light'],
      ['light', 'dark'],
    ] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const element of await shown(theme).all()) await expect(element).toBeVisible();
      for (const element of await shown(other).all()) await expect(element).toBeHidden();
      await expect(shown(theme)).toHaveCount(2);
      await expect(footerLogo).toHaveCount(1);
    }
  });

  // A new tab (`page`): in the shared one, an image a test before has shown comes from the
  // memory cache, where Chromium does not defer it.
  test('the footer wordmark is fetched only when the footer comes near, and only the shown theme’s', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/img/callstack-')) fetched.push(pathname);
    });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/docs/features/code-splitting');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    const wordmark = page.locator('footer.repack-footer img:visible');
    await wordmark.scrollIntoViewIfNeeded();
    await expect.poll(() => wordmark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(fetched).toEqual(['/img/callstack-light.svg']);
  });
});

test.describe('analytics', () => {
  // The proxy below may still be forwarding a request (the search index, say) when a test
  // ends; wait for it rather than let it fail outside any test.
  test.afterEach(async ({ tab: page }) => {
    await page.unrouteAll({ behavior: 'wait' });
  });

  // Serve the production host name from the local build, so the page runs as on re-pack.dev.
  async function openAsProductionHost(page: Page, analyticsScript: 'missing' | 'present') {
    await page.route('http://re-pack.dev/**', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/_vercel/insights/script.js' && analyticsScript === 'present') {
        await route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsLoaded = true;' });
        return;
      }
      const response = await route.fetch({ url: `http://127.0.0.1:${process.env.PREVIEW_PORT ?? site.previewPort}${pathname}` });
      await route.fulfill({ response });
    });
    await page.goto('http://re-pack.dev/docs/guides/svg');
  }

  test('on the production host, the script loads deferred from a site-local path', async ({ tab: page }) => {
    await openAsProductionHost(page, 'present');
    const script = page.locator('script[src="/_vercel/insights/script.js"]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('defer', '');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded)).toBe(true);
  });

  test('when the script fails to load, the console suggests enabling analytics', async ({ tab: page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await openAsProductionHost(page, 'missing');
    await expect
      .poll(() => messages.find((text) => text.includes('[Vercel Web Analytics] Failed to load script')))
      .toContain('Be sure to enable Web Analytics for your project');
  });

  test('it is a global UI component: ?globalUIComponents=0 switches it off', async ({ tab: page }) => {
    await page.route('http://re-pack.dev/**', async (route) => {
      const { pathname, search } = new URL(route.request().url());
      const response = await route.fetch({ url: `http://127.0.0.1:${process.env.PREVIEW_PORT ?? site.previewPort}${pathname}${search}` });
      await route.fulfill({ response });
    });
    await page.goto('http://re-pack.dev/docs/guides/svg?globalUIComponents=0');
    await waitForHydration(page);
    await expect(page.locator('script[src*="/_vercel/insights/"]')).toHaveCount(0);
  });

  test('a local preview does not load it (and logs no error)', async ({ tab: page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/docs/guides/svg');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('script[src*="/_vercel/insights/"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
