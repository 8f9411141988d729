import { expect, type Page, test } from '@playwright/test';
import { waitForAnimations } from '../../support/animations';
import { axeOn, describeViolations } from '../../support/axe';
import { gotoHydrated } from '../../support/hydration';
import { collectPageErrors } from '../../support/page-errors';
import { search, searchDialog, searchInput, searchResults, searchResultsFor, waitForSearchPanel } from '../../support/search';

const SEARCH_INDEX = /\/static\/search_index\.[^/]*\.json$/;
const currentResult = (page: Page) => page.locator('.repack-search-suggestion[data-current]');
const searchButton = (page: Page) => page.locator('.rp-nav .repack-search-button');

async function openWithButton(page: Page) {
  await searchButton(page).click();
  await waitForSearchPanel(page);
}

/** Result links as paths without their heading anchor, in the order shown. */
async function resultPages(page: Page) {
  const hrefs = await searchResults(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * For tests that only type queries and read the results: one page per worker with the panel
 * open and the index loaded, instead of a page load and an index build per test.
 */
const withOpenPanel = test.extend<object, { panel: Page }>({
  panel: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL, viewport: { width: 1280, height: 800 } });
      await gotoHydrated(page, '/docs/guides/svg');
      await openWithButton(page);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

test.describe('search panel [§2]', () => {
  test('opens with the search button and closes with Escape, giving the focus back', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openWithButton(page);
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  for (const shortcut of ['Control+k', 'Meta+k']) {
    test(`opens and closes with ${shortcut.replace('Control', 'Ctrl').replace('+k', '+K')}`, async ({ page }) => {
      await gotoHydrated(page, '/docs/guides/svg');
      await page.keyboard.press(shortcut);
      await expect(searchDialog(page)).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press(shortcut);
      await expect(searchDialog(page)).toBeHidden();
    });
  }

  withOpenPanel('an empty query shows no results, and clearing a query removes them', async ({ panel: page }) => {
    await searchInput(page).fill('');
    await expect(searchResults(page)).toHaveCount(0);
    await search(page, 'ScriptManager');
    await searchInput(page).fill('');
    await expect(searchResults(page)).toHaveCount(0);
    await search(page, 'ScriptManager');
    await searchDialog(page).getByRole('button', { name: 'Clear the search' }).click();
    await expect(searchInput(page)).toHaveValue('');
    await expect(searchResults(page)).toHaveCount(0);
  });

  test('arrow keys move the highlight and Enter opens the highlighted result', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openWithButton(page);
    await search(page, 'ScriptManager');
    await expect(searchResults(page).nth(2)).toBeVisible();
    await expect(currentResult(page)).toHaveCount(1);
    await expect(searchResults(page).nth(0)).toHaveAttribute('data-current');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(searchResults(page).nth(2)).toHaveAttribute('data-current');
    await page.keyboard.press('ArrowUp');
    await expect(searchResults(page).nth(1)).toHaveAttribute('data-current');
    const target = await searchResults(page).nth(1).locator('a').getAttribute('href');
    expect(target).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === target || url.pathname === target);
  });

  test('clicking a result opens it and closes the panel', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openWithButton(page);
    await search(page, 'pdfToolkit');
    await searchResults(page).first().click();
    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/features\/code-splitting(#.*)?$/);
  });

  test('on small screens a visible Cancel closes the panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, '/docs/guides/svg');
    await searchButton(page).click();
    await expect(searchDialog(page)).toBeVisible();
    const cancel = searchDialog(page).getByRole('button', { name: 'Cancel', exact: true });
    await expect(cancel).toBeVisible();
    await cancel.click();
    await expect(searchDialog(page)).toBeHidden();
  });

  withOpenPanel('Cancel is not shown on wide screens, where Escape and the shortcut close the panel', async ({ panel: page }) => {
    await expect(searchDialog(page).getByRole('button', { name: 'Cancel', exact: true })).toBeHidden();
  });

  withOpenPanel('results from the docs and from the API reference are tabs; each tab lists its own pages', async ({ panel: page }) => {
    await search(page, 'reset cache');
    const tabs = searchDialog(page).getByRole('tab');
    await expect(tabs).toHaveText([/^API/, /^Docs/]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    expect((await resultPages(page)).every((path) => path.startsWith('/api/'))).toBe(true);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect((await resultPages(page)).every((path) => path.startsWith('/docs/'))).toBe(true);
  });

  withOpenPanel('with one group there are no tabs', async ({ panel: page }) => {
    await search(page, 'pdfToolkit');
    await expect(searchDialog(page).getByRole('tab')).toHaveCount(0);
  });
});

test.describe('search matching [§5, §9]', () => {
  withOpenPanel('matching ignores letter case and accents', async ({ panel: page }) => {
    await search(page, 'SCRIPTMANAGER');
    await expect(searchResults(page).first()).toContainText(/ScriptManager/);
    await search(page, 'fédération');
    await expect(searchResults(page).first()).toContainText(/federation/i);
  });

  withOpenPanel("a reader's words are found in any order, not only as one phrase", async ({ panel: page }) => {
    await search(page, 'cache reset');
    expect(await resultPages(page)).toContain('/api/cli/start');
    await search(page, 'start command port');
    expect((await resultPages(page)).slice(0, 3)).toContain('/api/cli/start');
  });

  withOpenPanel('the last word matches as a prefix, identifiers match by their parts, and a typo is forgiven', async ({ panel: page }) => {
    await search(page, 'getRes');
    expect((await resultPages(page))[0]).toBe('/api/utils/get-resolve-options');
    await search(page, 'resolve options');
    expect((await resultPages(page))[0]).toBe('/api/utils/get-resolve-options');
    await search(page, 'scriptmanger');
    expect((await resultPages(page))[0]).toBe('/api/runtime/script-manager');
  });

  withOpenPanel('each matched word is marked in the result, and a section is listed once', async ({ panel: page }) => {
    await search(page, 'hermes bytecode');
    const marks = await searchResults(page).locator('mark').allTextContents();
    expect(marks.map((mark) => mark.toLowerCase())).toEqual(expect.arrayContaining(['hermes', 'bytecode']));
    const links = await searchResults(page)
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(new Set(links).size).toBe(links.length);
  });

  withOpenPanel('code blocks are indexed', async ({ panel: page }) => {
    // `pdfToolkit` appears only inside a code example of the code-splitting page.
    await search(page, 'pdfToolkit');
    await expect(searchResults(page).first()).toContainText('pdfToolkit');
    expect(await resultPages(page)).toEqual(['/docs/features/code-splitting']);
  });

  withOpenPanel('a query without hits says so and suggests another keyword', async ({ panel: page }) => {
    await searchInput(page).fill('zzqxjv');
    await expect(searchDialog(page).getByText('No results for "zzqxjv"')).toBeVisible();
    await expect(searchDialog(page).getByText('Please try again with a different keyword')).toBeVisible();
    await expect(searchResults(page)).toHaveCount(0);
  });

  withOpenPanel('a query returns hits from at most 7 pages', async ({ panel: page }) => {
    // "rspack" occurs on about fifty pages.
    await search(page, 'rspack');
    const tabs = searchDialog(page).getByRole('tab');
    const pages = new Set(await resultPages(page));
    for (let tab = 1; tab < (await tabs.count()); tab++) {
      await tabs.nth(tab).click();
      for (const path of await resultPages(page)) pages.add(path);
    }
    expect(pages.size).toBe(7);
  });
});

test.describe('search index loading [§4, §7, §8]', () => {
  test('nothing of search loads before the page is idle or the panel opens', async ({ page }) => {
    // Idle callbacks never run here, so only opening the panel may load search.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/docs/guides/svg');
    await page.waitForLoadState('networkidle');
    const beforeOpening = requested.length;
    expect(requested.filter((path) => SEARCH_INDEX.test(path))).toEqual([]);
    await openWithButton(page);
    await search(page, 'ScriptManager');
    const onOpening = requested.slice(beforeOpening);
    expect(onOpening.filter((path) => SEARCH_INDEX.test(path))).toHaveLength(1);
    // The engine and the panel came with the opening, not with the page.
    expect(onOpening.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  });

  test('what is typed while the panel loads is kept and searched', async ({ page }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await gotoHydrated(page, '/docs/guides/svg');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('hermes bytecode');
    await expect(searchInput(page)).toHaveValue('hermes bytecode');
    await expect(searchDialog(page).locator('.repack-search-panel__results')).toHaveAttribute('data-query', 'hermes bytecode', {
      timeout: 20_000,
    });
    await expect(searchResults(page).first()).toContainText(/hermes/i);
  });

  test('the index is fetched once, in idle time before the panel opens, and reused by it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_INDEX.test(request.url())) fetched.push(request.url());
    });
    await gotoHydrated(page, '/docs/guides/svg');
    await expect(searchButton(page)).toHaveAttribute('data-search-state', 'inited');
    expect(fetched).toHaveLength(1);
    await openWithButton(page);
    await search(page, 'ScriptManager');
    await page.keyboard.press('Escape');
    await openWithButton(page);
    await search(page, 'Hermes');
    await page.keyboard.press('Escape');
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Debugging', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/debugging$/);
    await openWithButton(page);
    await search(page, 'symbolicate');
    expect(fetched).toHaveLength(1);
  });

  test('a failed index fetch is logged and search still opens, saying the index is missing, without crashing', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const errors = collectPageErrors(page);
    await page.route(SEARCH_INDEX, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await gotoHydrated(page, '/docs/guides/svg');
    await expect.poll(() => consoleErrors).toContain('Failed to fetch search index, please reload the page and try again.');
    await expect(searchButton(page)).toHaveAttribute('data-search-state', 'failed');
    await openWithButton(page);
    await searchInput(page).fill('ScriptManager');
    // The empty index answers, and the reader is told why nothing is found.
    await expect(searchDialog(page).getByRole('alert')).toContainText('The search index could not be loaded');
    await expect(searchDialog(page).getByText('No results for "ScriptManager"')).toBeVisible();
    await expect(searchResults(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    // The page stays usable.
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Debugging', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/guides\/debugging$/);
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});

test.describe('search panel as readers see it', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`results, the selected one and the marked words are readable in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await gotoHydrated(page, '/docs/guides/svg');
      await openWithButton(page);
      await searchResultsFor(page, 'hermes bytecode');
      const results = await axeOn(page).include('[role="dialog"]').analyze();
      expect(results.violations, describeViolations(results.violations)).toEqual([]);
    });
  }

  test('the focus ring goes around the whole search field', async ({ page }) => {
    await gotoHydrated(page, '/docs/guides/svg');
    await openWithButton(page);
    const field = searchDialog(page).locator('.repack-search-panel__form');
    await expect(field).toHaveCSS('outline-style', 'solid');
    const fieldBox = await field.boundingBox();
    const inputBox = await searchInput(page).boundingBox();
    expect(fieldBox && inputBox && fieldBox.width > inputBox.width).toBe(true);
  });

  test('on a phone the search controls are 44 px targets and the field does not make the page zoom', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/docs/guides/svg');
    const button = await searchButton(page).boundingBox();
    expect(button?.width).toBeGreaterThanOrEqual(44);
    expect(button?.height).toBeGreaterThanOrEqual(44);
    await searchButton(page).click();
    await waitForSearchPanel(page);
    await searchInput(page).fill('svg');
    // Measured once the panel has finished sliding in: mid-slide, boxes sit at fractional
    // offsets and read a hair under their size (43.999998 px).
    await waitForAnimations(page);
    for (const name of ['Clear the search', 'Cancel']) {
      const box = await searchDialog(page).getByRole('button', { name, exact: true }).boundingBox();
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
    const fontSize = await searchInput(page).evaluate((input) => Number.parseFloat(getComputedStyle(input).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
  });
});
