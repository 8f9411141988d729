import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the statically rendered page: the search button shows its
 * keyboard shortcut only from an effect, which runs after hydration. Every page type
 * (home, doc, 404) has the navbar and so the search button.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hotkey = document.querySelector<HTMLElement>('.rp-search-button__hotkey');
    return hotkey?.style.opacity === '1';
  }, undefined, { timeout: 15_000 });
}
