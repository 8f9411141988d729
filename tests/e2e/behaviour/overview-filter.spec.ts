import type { Page } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

const filter = (page: Page) => page.getByLabel('Filter');
const groupNames = (page: Page) => page.locator('.rp-overview > h2');
const pageTitles = (page: Page) => page.locator('.rp-overview-group__item__title__link');
const headings = (page: Page) => page.locator('.rp-overview-group__item__content__item__link');

/** The group name without the "#" of its anchor link. */
async function shownGroups(page: Page) {
  return groupNames(page).evaluateAll((elements) =>
    elements.map((element) =>
      [...element.childNodes]
        .filter((node) => !(node instanceof HTMLAnchorElement))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    ),
  );
}

test.describe('API overview filter [§2, §5]', () => {
  test.beforeEach(async ({ tab: page }) => {
    await gotoHydrated(page, '/api/');
  });

  // The field waits for the reader: focus on load skipped the title and introduction for
  // screen readers and, on a phone, scrolled the page to the field (issue 35).
  test('is labelled Filter, reads Enter keyword and leaves the focus where it was', async ({ tab: page }) => {
    await expect(filter(page)).toHaveAttribute('placeholder', 'Enter keyword');
    await expect(filter(page)).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await shownGroups(page)).toEqual(['CLI', 'DevServer', 'Runtime client', 'Loaders', 'Plugins', 'Configuration utilities']);
  });

  test('matches page titles by substring, ignoring case', async ({ tab: page }) => {
    await filter(page).fill('SCRIPTMAN');
    await expect(pageTitles(page)).toHaveText(['ScriptManager']);
    expect(await shownGroups(page)).toEqual(['Runtime client']);
    // A page that matches by title keeps all its headings, in the page's order.
    await expect(headings(page)).toContainText(['Usage', 'Methods', 'Events', 'Related']);
    expect(await headings(page).count()).toBeGreaterThan(5);
  });

  test('treats hyphens as spaces', async ({ tab: page }) => {
    await filter(page).fill('babel-swc');
    await expect(pageTitles(page)).toHaveText(['Babel SWC loader']);
    await filter(page).fill('react-refresh-loader');
    await expect(pageTitles(page)).toHaveText(['React Refresh loader']);
  });

  test('matches a group name and then lists the whole group', async ({ tab: page }) => {
    await filter(page).fill('configuration util');
    expect(await shownGroups(page)).toEqual(['Configuration utilities']);
    await expect(pageTitles(page)).toHaveCount(11);
  });

  test('matches heading text and lists only the matching headings', async ({ tab: page }) => {
    await filter(page).fill('verification MODES');
    await expect(pageTitles(page)).toHaveText(['CodeSigningPlugin']);
    await expect(headings(page)).toHaveText(['Verification modes']);
  });

  test('says "No matching API found" with the query when nothing matches', async ({ tab: page }) => {
    await filter(page).fill('zzqxjv');
    await expect(page.getByText('No matching API found: zzqxjv', { exact: true })).toBeVisible();
    await expect(pageTitles(page)).toHaveCount(0);
    await filter(page).fill('');
    await expect(pageTitles(page)).not.toHaveCount(0);
  });
});

test('on a phone the Filter field computes to 16 px, so focusing it does not zoom the page', async ({ tab: page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await gotoHydrated(page, '/api/');
  const fontSize = await filter(page).evaluate((input) => getComputedStyle(input).fontSize);
  expect(fontSize).toBe('16px');
});
