import type { Page } from '@playwright/test';

/**
 * Resolves once React has taken over the server-rendered page and run its effects, so that
 * clicks, keys and stored preferences are handled. The search panel is client-only and, once
 * mounted, asks the browser to prefetch the search index: that <link> is the signal. Pages
 * rendered without a navbar have no search and cannot use this.
 */
export async function waitForHydration(page: Page) {
  await page.locator('link[rel="prefetch"][href*="search_index"]').waitFor({ state: 'attached' });
}

/** `page.goto` followed by {@link waitForHydration}. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** The heading's own text, without the "#" of its anchor link. */
export async function headingText(page: Page, level: 1 | 2 = 1) {
  const heading = page.locator(`.rspress-doc h${level}`).first();
  await heading.waitFor();
  return heading.evaluate((element) =>
    [...element.childNodes]
      .filter((node) => !(node instanceof HTMLAnchorElement))
      .map((node) => node.textContent)
      .join('')
      .trim(),
  );
}
