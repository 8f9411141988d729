import { expect, type Page, test } from '@playwright/test';
import { site } from '../../theme/site.mjs';
import { waitForHydration } from '../support/hydration';
import { collectPageErrors } from '../support/page-errors';

const features = [
  { title: 'Mobile Microfrontends', href: '/docs/getting-started/microfrontends' },
  { title: 'Powered by Rspack & webpack', href: '/docs/getting-started/bundlers' },
  { title: 'Drop-in Metro Replacement', href: '/docs/migration-guides/metro' },
  { title: 'Smaller App Size', href: '/docs/features/code-splitting' },
  { title: 'React Native DevTools', href: '/docs/features/devtools' },
  { title: 'Fully-featured Dev Server', href: '/docs/features/dev-server' },
];
const contactUrl = 'https://www.callstack.com/contact-us';

test.describe('home page', () => {
  test('hero: title, tagline, two actions and an image for each theme', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modern build tool for React Native');
    await expect(page.locator('.repack-hero__tagline')).toHaveText(
      'Re.Pack brings the Rspack and webpack bundler ecosystem to mobile React Native apps.',
    );
    const start = page.getByRole('link', { name: 'Get started', exact: true });
    // "Learn more" says where it leads to assistive technology and crawlers, beyond its visible words.
    const more = page.getByRole('link', { name: 'Learn more about Re.Pack', exact: true });
    await expect(start).toHaveAttribute('href', '/docs/getting-started/quick-start');
    await expect(start).toHaveClass(/repack-hero__action--brand/);
    await expect(more).toHaveAttribute('href', '/docs/getting-started/introduction');
    await expect(more).toHaveClass(/repack-hero__action--alt/);
    await expect(more.locator('.repack-visually-hidden')).toHaveText('about Re.Pack');
    await expect(more).toHaveText(/^Learn more/);
    await expect(page.locator('.repack-hero__image--light')).toHaveAttribute('src', '/img/hero-light.svg');
    await expect(page.locator('.repack-hero__image--dark')).toHaveAttribute('src', '/img/hero-dark.svg');
    await expect(page.locator('.repack-hero__image--light')).toBeVisible();
    await expect(page.locator('.repack-hero__image--dark')).toBeHidden();
  });

  test('six feature cards, in order, each a focusable link to its page', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.repack-feature');
    await expect(cards.locator('h2')).toHaveText(features.map((feature) => feature.title));
    for (const [index, feature] of features.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveJSProperty('tagName', 'A');
      await expect(card).toHaveAttribute('href', feature.href);
      await expect(card.locator('img')).toHaveAttribute('src', /^\/icons\/.+\.svg$/);
      await expect(card).toHaveClass(/repack-feature--span-4/);
    }
  });

  test('feature cards sit on a 12-column grid, four columns each', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const grid = page.locator('.repack-features');
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(12);
    const widths = await page.locator('.repack-feature').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
    const gridWidth = await grid.evaluate((element) => element.clientWidth);
    for (const width of widths) expect(width / gridWidth).toBeGreaterThan(0.3);
  });

  test('a feature card navigates on the client when activated with the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    const card = page.locator('.repack-feature').filter({ hasText: 'React Native DevTools' });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/features\/devtools$/);
    await expect(page.locator('main h1')).toContainText('React Native DevTools');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  });

  test('call-to-action banner with the default button text', async ({ page }) => {
    await page.goto('/');
    const banner = page.locator('.repack-cta--home');
    await expect(banner).toBeVisible();
    const button = banner.getByRole('link', { name: "Let's talk" });
    await expect(button).toHaveAttribute('href', contactUrl);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('footer', () => {
  for (const route of ['/', '/docs/guides/svg', '/api/']) {
    test(`${route} shows the copyright and the Callstack logo`, async ({ page }) => {
      await page.goto(route);
      const footer = page.locator('footer.repack-footer');
      await expect(footer).toContainText('Copyright 2025 Callstack');
      const logo = footer.getByRole('link', { name: 'Callstack' });
      await expect(logo).toHaveAttribute('href', 'https://www.callstack.com');
      await expect(logo.locator('img:visible')).toHaveCount(1);
    });
  }
});

test.describe('doc page', () => {
  test('version badge, banner at the foot and under the outline, edit link', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/guides/deploy');
    await expect(page.locator('.repack-version-badge')).toHaveText('Version 5.x');
    const footBanner = page.locator('.repack-cta--doc');
    await expect(footBanner.getByRole('link', { name: "Let's talk" })).toHaveAttribute('href', contactUrl);
    const outlineBanner = page.locator('.rp-doc-layout__outline .repack-cta--outline');
    await expect(outlineBanner.getByRole('link', { name: "Let's talk" })).toHaveAttribute('href', contactUrl);
    await expect(page.locator('.rp-doc-footer__edit a')).toHaveText(/Edit this page on GitHub/);
    await expect(page.locator('.rp-doc-footer__edit a')).toHaveAttribute(
      'href',
      'https://github.com/callstack/repack/tree/main/website/src/latest/docs/guides/deploy.mdx',
    );
  });

  test('the overview page hides the version badge, the banners and the doc footer', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/api/');
    await expect(page.getByLabel('Filter')).toBeVisible();
    await expect(page.locator('.repack-version-badge')).toHaveCount(0);
    await expect(page.locator('.repack-cta')).toHaveCount(0);
    await expect(page.locator('.rp-doc-footer')).toHaveCount(0);
  });
});

test.describe('layout constants (spec §9)', () => {
  test('navbar is 72 px high, 56 px up to 768 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/guides/svg');
    expect((await page.locator('.rp-nav').boundingBox())?.height).toBe(72);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(async () => (await page.locator('.rp-nav').boundingBox())?.height).toBe(56);
  });

  test('sidebar menu bar: 46 px below 1280 px on pages with an outline, only up to 960 px without', async ({ page }) => {
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

  test('on wide screens a doc page with an outline lets the navbar scroll away with the page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openScrolledDown(page, '/docs/features/code-splitting');
    await expect(page.locator('.rp-nav')).not.toBeInViewport();
    // The sidebar and the outline keep to the top of the window instead.
    await expect.poll(async () => (await page.locator('.rp-doc-layout__outline').boundingBox())?.y).toBeLessThan(1);
  });

  test('below 1280 px, and on pages without an outline, the navbar stays at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await openScrolledDown(page, '/docs/features/code-splitting');
    await expect(page.locator('.rp-nav')).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openScrolledDown(page, '/');
    await expect(page.locator('.rp-nav')).toBeInViewport({ ratio: 1 });
  });
});

test.describe('404 page', () => {
  test('/404 exists and shows the not-found message with a link home', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take me home', exact: true })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('404 - Re.Pack');
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

  test('the navbar logo switches with the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/docs/guides/svg');
    await expect(page.locator('.rp-nav__title__logo-image--dark')).toBeVisible();
    await expect(page.locator('.rp-nav__title__logo-image--light')).toBeHidden();
  });
});

test.describe('analytics', () => {
  // The proxy below may still be forwarding a request (the search index, say) when a test
  // ends; wait for it rather than let it fail outside any test.
  test.afterEach(async ({ page }) => {
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

  test('on the production host, the script loads deferred from a site-local path', async ({ page }) => {
    await openAsProductionHost(page, 'present');
    const script = page.locator('script[src="/_vercel/insights/script.js"]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('defer', '');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded)).toBe(true);
  });

  test('when the script fails to load, the console suggests enabling analytics', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await openAsProductionHost(page, 'missing');
    await expect
      .poll(() => messages.find((text) => text.includes('[Vercel Web Analytics] Failed to load script')))
      .toContain('Be sure to enable Web Analytics for your project');
  });

  test('it is a global UI component: ?globalUIComponents=0 switches it off', async ({ page }) => {
    await page.route('http://re-pack.dev/**', async (route) => {
      const { pathname, search } = new URL(route.request().url());
      const response = await route.fetch({ url: `http://127.0.0.1:${process.env.PREVIEW_PORT ?? site.previewPort}${pathname}${search}` });
      await route.fulfill({ response });
    });
    await page.goto('http://re-pack.dev/docs/guides/svg?globalUIComponents=0');
    await waitForHydration(page);
    await expect(page.locator('script[src*="/_vercel/insights/"]')).toHaveCount(0);
  });

  test('a local preview does not load it (and logs no error)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/docs/guides/svg');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('script[src*="/_vercel/insights/"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
