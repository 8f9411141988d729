import { expect, type Page } from '@playwright/test';

// The site's search panel (theme/components/SearchPanel), addressed as a reader finds it.

export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search docs' });
export const searchInput = (page: Page) => searchDialog(page).getByPlaceholder('Search docs');
export const searchResults = (page: Page) => page.locator('.repack-search-suggestion');

/**
 * Waits until the panel itself has replaced the placeholder shown while its code loads
 * (filling a field that is being swapped out would lose the text).
 */
export async function waitForSearchPanel(page: Page) {
  await expect(searchDialog(page)).toBeVisible();
  await searchDialog(page).locator('.repack-search-panel__results').waitFor({ state: 'attached' });
}

/**
 * Types a query into the open panel and waits until the results shown are that query's:
 * results trail typing by the 150 ms debounce, and the index may still be loading.
 */
export async function search(page: Page, query: string) {
  await searchInput(page).fill(query);
  await expect(searchDialog(page).locator('.repack-search-panel__results')).toHaveAttribute('data-query', query, { timeout: 20_000 });
  await expect(searchResults(page).first()).toBeVisible();
}

/** {@link search}, returning the result rows. */
export async function searchResultsFor(page: Page, query: string) {
  await search(page, query);
  return searchResults(page);
}
