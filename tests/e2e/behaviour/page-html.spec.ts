import type { Page } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

// A page's code and plain prose come with its HTML when the reader opens it, and as a file of
// their own when the app renders the page after a link (theme/lib/page-html.ts). Both ways must
// show all of it.
const OPENED = '/api/runtime/script-manager';
const LINKED = '/docs/features/code-splitting';

/**
 * Every paragraph, list item, heading, table cell and code element of the article, in order:
 * its tag, its number of elements and its text, so that an empty one reads `P 0 ` (the install
 * commands of package-manager tabs are React's, whose inline styles the browser writes back in
 * another spelling, so markup is not compared).
 */
const articleBlocks = (page: Page) =>
  page
    .locator('.rspress-doc')
    .first()
    .locator(':is(p, li, h2, h3, td, code)')
    .evaluateAll((elements) =>
      elements.map((element) => `${element.tagName} ${element.querySelectorAll('*').length} ${element.textContent}`),
    );

/** The entries of articleBlocks that are empty. */
const empty = (entries: string[]) => entries.filter((entry) => / 0 $/.test(entry));

/** Follows the article's first link to LINKED, as a reader's click does. */
async function followLinkToLinkedPage(page: Page) {
  await page.locator(`.rspress-doc a[href^="${LINKED}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${LINKED}$`));
  await expect(page.locator('.rspress-doc h1').first()).toContainText('Code splitting');
}

test.describe('code and prose of pages rendered in the app', () => {
  test('a page reached by a link shows all its text and examples, and the page opened first shows all of its own again on Back', async ({
    tab: page,
  }) => {
    await gotoHydrated(page, OPENED);
    const opened = await articleBlocks(page);
    expect(opened.length).toBeGreaterThan(100);

    await followLinkToLinkedPage(page);
    const linked = await articleBlocks(page);
    expect(linked.length).toBeGreaterThan(100);
    expect(empty(linked)).toEqual([]);
    await expect(page.locator('.rspress-doc pre code .line').first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${OPENED}$`));
    expect(await articleBlocks(page)).toEqual(opened);
  });

  test('when the strings of the linked page cannot be fetched, the reader gets the page-load message, not an empty page', async ({
    page,
  }) => {
    await gotoHydrated(page, OPENED);
    // The page's chunk arrives; its files of data (its strings, its types on hover) do not.
    await page.route(/\/static\/assets\/[^/]+\.json$/, (route) => route.abort('internetdisconnected'));
    await page.locator(`.rspress-doc a[href^="${LINKED}"]`).first().click();
    const notice = page.getByRole('alert');
    await expect(notice.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await page.unroute(/\/static\/assets\/[^/]+\.json$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(new RegExp(`${LINKED}$`));
    expect(empty(await articleBlocks(page))).toEqual([]);
  });
});
