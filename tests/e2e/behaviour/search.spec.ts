import { type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';
import { collectPageErrors } from '../../support/page-errors';

const SEARCH_INDEX = /\/static\/search_index\.[^/]*\.json$/;
const panel = (page: Page) => page.locator('.rp-search-panel__modal');
const input = (page: Page) => page.getByPlaceholder('Search docs');
const results = (page: Page) => page.locator('.rp-search-panel__results .rp-suggest-item');
const currentResult = (page: Page) => page.locator('.rp-search-panel__results .rp-suggest-item--current');

async function openWithButton(page: Page) {
  await page.locator('.rp-nav .rp-search-button').click();
  await expect(panel(page)).toBeVisible();
}

/**
 * Opens the panel and waits until the index is ready: the search icon spins while it is
 * being built on first open, which takes seconds on a busy machine.
 */
async function openReady(page: Page) {
  await openWithButton(page);
  await expect(panel(page).locator('.rp-search-panel__search-icon--loading')).toHaveCount(0, { timeout: 20_000 });
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
}

/** Result links as paths without their heading anchor: one per page hit. */
async function resultPages(page: Page) {
  const hrefs = await page.locator('.rp-search-panel__results .rp-suggest-item__link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.replace(/#.*$/, '')))];
}

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('search panel [§2]', () => {
  test('opens with the search button and closes with Escape', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openWithButton(page);
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
  });

  for (const shortcut of ['Control+k', 'Meta+k']) {
    test(`opens and closes with ${shortcut.replace('Control', 'Ctrl').replace('+k', '+K')}`, async ({ page }) => {
      await gotoHydrated(page, '/docs/guides/svg');
      await page.keyboard.press(shortcut);
      await expect(panel(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await page.keyboard.press(shortcut);
      await expect(panel(page)).toBeHidden();
    });
  }

  test('an empty query shows no results, and clearing a query removes them', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openReady(page);
    await expect(page.locator('.rp-search-panel__results')).toHaveCount(0);
    await search(page, 'ScriptManager');
    await expect(results(page).first()).toBeVisible();
    await search(page, '');
    await expect(page.locator('.rp-search-panel__results')).toHaveCount(0);
  });

  test('arrow keys move the highlight and Enter opens the highlighted result', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openReady(page);
    await search(page, 'ScriptManager');
    await expect(results(page).nth(2)).toBeVisible();
    await expect(currentResult(page)).toHaveCount(1);
    await expect(results(page).nth(0)).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(2)).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowUp');
    await expect(results(page).nth(1)).toHaveClass(/rp-suggest-item--current/);
    const target = await results(page).nth(1).locator('a').getAttribute('href');
    expect(target).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === target || url.pathname === target);
  });

  test('clicking a result opens it and closes the panel', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openReady(page);
    await search(page, 'pdfToolkit');
    await results(page).first().click();
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/features\/code-splitting(#.*)?$/);
  });

  test('on small screens a visible Cancel closes the panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, '/docs/guides/svg');
    await page.locator('.rp-search-button--mobile').click();
    await expect(panel(page)).toBeVisible();
    const cancel = panel(page).getByText('Cancel', { exact: true });
    await expect(cancel).toBeVisible();
    await cancel.click();
    await expect(panel(page)).toBeHidden();
  });

  test('Cancel is not shown on wide screens, where Escape and the shortcut close the panel', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openWithButton(page);
    await expect(panel(page).getByText('Cancel', { exact: true })).toBeHidden();
  });
});

test.describe('search matching [§5, §9]', () => {
  test('matching ignores letter case and accents', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openReady(page);
    await search(page, 'SCRIPTMANAGER');
    await expect(results(page).first()).toContainText(/ScriptManager/);
    await search(page, 'fédération');
    await expect(results(page).first()).toContainText(/federation/i);
  });

  test('code blocks are indexed', async ({ page }) => {
    // `pdfToolkit` appears only inside a code example of the code-splitting page.
    await gotoHydrated(page, '/docs/guides/svg');
    await openReady(page);
    await search(page, 'pdfToolkit');
    await expect(results(page).first()).toContainText('pdfToolkit');
    expect(await resultPages(page)).toEqual(['/docs/features/code-splitting']);
  });

  test('a query without hits says so and suggests another keyword', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openReady(page);
    await search(page, 'zzqxjv');
    await expect(panel(page).getByText('No results for "zzqxjv"')).toBeVisible();
    await expect(panel(page).getByText('Please try again with a different keyword')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test('a query returns hits from at most 7 pages', async ({ page }) => {
    // "rspack" occurs on about fifty pages.
    await gotoHydrated(page, '/docs/guides/svg');
    await openReady(page);
    await search(page, 'rspack');
    await expect(results(page).first()).toBeVisible();
    await expect.poll(async () => (await resultPages(page)).length).toBe(7);
  });
});

test.describe('search index loading [§4, §7, §8]', () => {
  test('the index is fetched once, before the panel is opened, and reused by it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      // Requests made by the page's code; the <link rel="prefetch"> hint is a separate one.
      if (SEARCH_INDEX.test(request.url()) && request.resourceType() === 'fetch') fetched.push(request.url());
    });
    await gotoHydrated(page, '/docs/guides/svg');
    await expect.poll(() => fetched.length).toBe(1);
    await openReady(page);
    await search(page, 'ScriptManager');
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await openReady(page);
    await search(page, 'Hermes');
    await expect(results(page).first()).toBeVisible();
    expect(fetched).toHaveLength(1);
  });

  test('a failed index fetch is logged and search still opens, without results and without crashing', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const errors = collectPageErrors(page);
    await page.route(SEARCH_INDEX, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await gotoHydrated(page, '/docs/guides/svg');
    await expect.poll(() => consoleErrors).toContain('Failed to fetch search index, please reload the page and try again.');
    await openWithButton(page);
    await search(page, 'ScriptManager');
    await expect(input(page)).toHaveValue('ScriptManager');
    // Rspress tells the reader the index is missing rather than pretending nothing matched.
    await expect(page.locator('.rp-search-panel__results')).toContainText('Failed to fetch search index');
    await expect(results(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    // The page stays usable.
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Debugging', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/debugging$/);
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});
