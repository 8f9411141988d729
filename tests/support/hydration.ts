import type { Page } from '@playwright/test';

/**
 * Resolves once React has taken over the server-rendered page and run its effects, so that
 * clicks, keys and stored preferences are handled. The search button's shortcut chip shows
 * the platform's modifier key, which only an effect after hydration can know: that is the
 * signal. Pages rendered without a navbar have no search button and cannot use this.
 */
export async function waitForHydration(page: Page) {
  await page.locator('.repack-search-button__shortcut[data-ready]').waitFor({ state: 'attached' });
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
