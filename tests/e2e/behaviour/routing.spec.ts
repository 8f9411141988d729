import { gotoHydrated, headingText, waitForHydration } from '../../support/hydration';
import { collectPageErrors } from '../../support/page-errors';
import { expect, test } from '../../support/test';

test.describe('route matching [§2]', () => {
  const variants = [
    {
      name: 'percent-encoded characters are decoded',
      url: '/docs/features/code%2Dsplitting',
      clean: '/docs/features/code-splitting',
      title: 'Code splitting',
    },
    { name: 'a trailing .html is dropped', url: '/docs/guides/svg.html', clean: '/docs/guides/svg', title: 'SVG' },
    { name: 'a trailing /index becomes /', url: '/api/index', clean: '/api/', title: 'API reference' },
    { name: 'a trailing slash is ignored', url: '/docs/guides/svg/', clean: '/docs/guides/svg', title: 'SVG' },
    // The host is case-sensitive, as Vercel is: it answers with the 404 page, whose client
    // router matches the route regardless of case and shows the page.
    { name: 'letter case is ignored', url: '/Docs/Guides/SVG', clean: '/docs/guides/svg', title: 'SVG', status: 404 },
  ];
  for (const { name, url, clean, title, status = 200 } of variants) {
    test(`${name}: ${url} opens ${clean} under its clean URL`, async ({ tab: page }) => {
      const errors = collectPageErrors(page, { expectedDocumentStatus: status === 404 ? 404 : undefined });
      const response = await page.goto(url);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await expect(page).toHaveURL((address) => address.pathname === clean);
      await expect.poll(() => headingText(page)).toBe(title);
      // The client matched the same route as the server: its sidebar entry is the active one.
      if (clean !== '/api/') {
        await expect(page.locator('.rp-doc-layout__sidebar [aria-current="page"]')).toHaveText(title);
      }
      expect(errors).toEqual([]);
    });
  }

  test('links written with /index or .html navigate in the app to the clean URL', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    // The API navbar entry is configured as /api/index.
    await page.locator('.rp-nav').getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL((address) => address.pathname === '/api/');
    await expect(page.locator('.rspress-doc h1').first()).toContainText('API reference');
    // A hand-written .html link is followed by the app as well.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/docs/guides/svg.html';
      link.textContent = 'legacy link';
      document.querySelector('.rspress-doc')?.append(link);
    });
    await page.getByRole('link', { name: 'legacy link' }).click();
    await expect(page.locator('.rspress-doc h1').first()).toContainText('SVG');
  });
});

test.describe('hash links [§2]', () => {
  async function expectHeadingBelowNavbar(page: import('@playwright/test').Page, id: string) {
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    // Room for the navbar (whether it stays at the top or, on wide pages, scrolled away with
    // the page), and on narrow screens for the sidebar menu bar below it.
    const barsBottom = await page.evaluate(() =>
      Math.max(
        Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--rp-nav-height')),
        ...['.rp-nav', '.rp-doc-layout__menu']
          .map((selector) => document.querySelector(selector)?.getBoundingClientRect())
          .filter((box): box is DOMRect => box !== undefined && box.height > 0)
          .map((box) => box.bottom),
      ),
    );
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(barsBottom - 1);
    expect((await heading.boundingBox())?.y ?? Infinity).toBeLessThan(barsBottom + 40);
  }

  test('opening a URL with a hash scrolls the heading just below the navbar', async ({ tab: page }) => {
    await page.goto('/docs/features/code-splitting#caching-and-invalidation');
    await expectHeadingBelowNavbar(page, 'caching-and-invalidation');
  });

  test('an outline link scrolls its heading below the navbar and updates the hash', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/features/code-splitting');
    await page.locator('.rp-doc-layout__outline').getByRole('link', { name: 'Prefetching chunks' }).click();
    await expect(page).toHaveURL(/#prefetching-chunks$/);
    await expectHeadingBelowNavbar(page, 'prefetching-chunks');
  });

  test('on a narrow screen the heading also clears the sidebar menu bar', async ({ tab: page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/docs/features/code-splitting#prefetching-chunks');
    await expectHeadingBelowNavbar(page, 'prefetching-chunks');
  });
});

test.describe('query flags hide parts of the page [§2]', () => {
  const parts = {
    navbar: '.rp-nav',
    sidebar: '.rp-doc-layout__sidebar',
    outline: '.rp-doc-layout__outline',
    footer: '.rp-doc-footer',
  } as const;

  test('without flags the navbar, sidebar, outline and footer are shown', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg?navbar=1&sidebar=yes');
    for (const selector of Object.values(parts)) await expect(page.locator(selector)).toBeVisible();
  });

  for (const [flag, selector] of Object.entries(parts)) {
    test(`?${flag}=0 hides only the ${flag}`, async ({ tab: page }) => {
      const errors = collectPageErrors(page);
      await page.goto(`/docs/guides/svg?${flag}=0`);
      await expect(page.locator(selector)).toHaveCount(0);
      for (const [other, otherSelector] of Object.entries(parts)) {
        if (other !== flag) await expect(page.locator(otherSelector)).toBeVisible();
      }
      await expect(page.locator('.rspress-doc h1').first()).toContainText('SVG');
      expect(errors).toEqual([]);
    });
  }

  test('all four flags together leave only the content', async ({ tab: page }) => {
    await page.goto('/docs/guides/svg?navbar=0&sidebar=0&outline=0&footer=0');
    for (const selector of Object.values(parts)) await expect(page.locator(selector)).toHaveCount(0);
    await expect(page.locator('.rspress-doc h1').first()).toBeVisible();
  });

  test('the flagged parts are hidden from the first paint, before the scripts run', async ({ tab: page }) => {
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/docs/guides/svg?navbar=0&sidebar=0');
    await expect(page.locator('.rspress-doc h1').first()).toBeVisible();
    await expect(page.locator(parts.navbar)).toBeHidden();
    await expect(page.locator(parts.sidebar)).toBeHidden();
    await expect(page.locator(parts.outline)).toBeVisible();
  });

  test('the flags apply to the page they are on: a link to another page shows its navbar again', async ({ tab: page }) => {
    await page.goto('/docs/guides/svg?navbar=0');
    await expect(page.locator(parts.navbar)).toHaveCount(0);
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Debugging', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/debugging$/);
    await expect(page.locator(parts.navbar)).toBeVisible();
  });

  test('?footer=0 also hides the footer of the home page', async ({ tab: page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByText('Copyright 2025')).toBeVisible();
    await page.goto('/?footer=0');
    await expect(page.getByText('Copyright 2025')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Modern build tool for React Native' })).toBeVisible();
  });

  // Global UI components are rendered on every page; on this site they include image zoom,
  // which loads and attaches to the page's images shortly after it renders. The clock is
  // controlled and the network left to settle, so that "it did not attach" is a certainty
  // rather than a guess about timing.
  async function openDiagram(page: import('@playwright/test').Page, url: string) {
    await page.clock.install();
    await gotoHydrated(page, url);
    await page.clock.runFor(2000);
    await page.waitForLoadState('networkidle');
    const diagram = page.getByRole('img', { name: /Flow diagram of how ScriptManager loads a remote chunk/ });
    await diagram.scrollIntoViewIfNeeded();
    return { diagram, overlay: page.locator('.medium-zoom-overlay') };
  }

  test('global UI components are shown by default', async ({ page }) => {
    const { diagram, overlay } = await openDiagram(page, '/docs/features/code-splitting');
    await expect(diagram).toHaveCSS('cursor', 'zoom-in');
    await diagram.click();
    await expect(overlay).toBeVisible();
    await expect(diagram).toHaveCSS('cursor', 'zoom-out');
  });

  test('?globalUIComponents=0 hides the global UI components', async ({ page }) => {
    const { diagram, overlay } = await openDiagram(page, '/docs/features/code-splitting?globalUIComponents=0');
    await diagram.click();
    await expect(overlay).toHaveCount(0);
    await expect(diagram).not.toHaveCSS('cursor', /zoom/);
  });
});

test.describe('page title [§5]', () => {
  test('a doc page is titled with its title, a separator and Re.Pack, also after in-app navigation', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await expect(page).toHaveTitle('SVG - Re.Pack');
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Debugging', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/debugging$/);
    // The address changes before the new page renders.
    await expect.poll(() => headingText(page)).toBe('Debugging');
    await expect(page).toHaveTitle('Debugging - Re.Pack');
  });

  test('the home page and the 404 page have their own distinct titles', async ({ tab: page }) => {
    await page.goto('/');
    const home = await page.title();
    expect(home.startsWith('Re.Pack')).toBe(true);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Re.Pack');
    expect(home).not.toBe('404 - Re.Pack');
  });
});

// A stray "%" in an address is what a reader gets from a mangled link or a hand-edited URL.
// Rspress decodes the fragment with decodeURIComponent after each navigation, which throws
// on such an escape (theme/forks/UPSTREAM.md): the page must stay and the escape be ignored.
test.describe('malformed escapes in the address', () => {
  // %FF has two hex digits but is no UTF-8 character.
  const suffixes = ['#%', '#%ZZ', '#100%', '#%FF', '?%', '?%ZZ', '?width=100%', '?q=%FF'];
  for (const suffix of suffixes) {
    test(`/docs/guides/svg${suffix} shows the page`, async ({ tab: page }) => {
      const errors = collectPageErrors(page);
      await gotoHydrated(page, `/docs/guides/svg${suffix}`);
      await expect.poll(() => headingText(page)).toBe('SVG');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveAttribute('data-page-load-failed');
      // The page still works: a link is followed in the app.
      await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Debugging', exact: true }).click();
      await expect.poll(() => headingText(page)).toBe('Debugging');
      // React logs the URIError it caught; nothing reports the page as failed.
      expect(errors.filter((error) => error.startsWith('pageerror') || error.includes('Could not'))).toEqual([]);
    });
  }

  test('a malformed fragment typed into the address bar of an open page leaves the page in place', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await page.evaluate(() => {
      window.location.hash = '%';
    });
    await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#%/);
    await page.waitForTimeout(300);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => headingText(page)).toBe('SVG');
  });
});
