import { expect, type Page } from '@playwright/test';

// The site's search panel (theme/forks/Search), addressed as a reader's assistive
// technology finds it: a dialog with a combobox field over a listbox of options.

export const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search docs' });
export const searchInput = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Search docs' });
export const searchResults = (page: Page) => searchDialog(page).getByRole('option');
/** The results area, whose `data-query` says which query the shown results are for. */
const resultsArea = (page: Page) => searchDialog(page).locator('.repack-search-results');

/**
 * Waits until the panel is open and the search code has arrived: the panel then shows what
 * it offers before a query (example questions, recent searches), or its results area.
 */
export async function waitForSearchPanel(page: Page) {
  await expect(searchDialog(page)).toBeVisible();
  await searchDialog(page).locator('.repack-search-start, .repack-search-results').first().waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * Types a query into the open panel and waits until the results shown are that query's:
 * results trail typing by the 150 ms debounce, and the index may still be loading.
 */
export async function search(page: Page, query: string) {
  await searchInput(page).fill(query);
  // A single-line field keeps a pasted log's words but not its line breaks.
  const value = await searchInput(page).inputValue();
  await expect(resultsArea(page)).toHaveAttribute('data-query', value, { timeout: 20_000 });
  await expect(searchResults(page).first()).toBeVisible();
}

/** {@link search}, returning the result options. */
export async function searchResultsFor(page: Page, query: string) {
  await search(page, query);
  return searchResults(page);
}

/** Result pages (paths without their heading anchor), each once, in the order shown. */
export async function resultPages(page: Page) {
  const hrefs = await searchResults(page).evaluateAll((options) =>
    options.map((option) => new URL((option as HTMLAnchorElement).href).pathname),
  );
  return [...new Set(hrefs)];
}
