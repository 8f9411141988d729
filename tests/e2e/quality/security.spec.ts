// Gate: the site runs under a strict Content-Security-Policy (no 'unsafe-eval', inline
// scripts allowed only by hash), and whatever a reader types or puts in the address is
// shown as text, never interpreted as HTML.
import type { Page } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';
import { collectPageErrors } from '../../support/page-errors';
import { searchResults } from '../../support/search';
import { expect, test } from '../../support/test';

const payload = '<img src=x onerror="window.__xss=1">';
const injectedImages = (page: Page) => page.evaluate(() => document.querySelectorAll('img[src="x"]').length);
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss === 1);

/** Records the Content-Security-Policy violations the page reports. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      ),
    );
  });
}

// The preview sends vercel.json's headers, Content-Security-Policy included, so every browser
// test already runs under the production policy, and every-page.spec.ts fails on the console
// error a blocked script logs. This page exercises the most script: tabs, code blocks and
// search, whose index is fetched and queried. (The static HTML is checked in
// tests/build/html-security.test.ts.)
for (const route of ['/docs/getting-started/quick-start']) {
  test(`${route} works under the site's Content-Security-Policy (no 'unsafe-eval')`, async ({ tab: page }) => {
    const errors = collectPageErrors(page, { expectedDocumentStatus: 404 });
    await recordCspViolations(page);
    const response = await page.goto(route);
    expect(await response?.headerValue('content-security-policy')).toContain("script-src 'self' 'sha256-");
    await waitForHydration(page);
    // Search loads and queries its index: the most script-heavy feature.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('module federation');
    // Generous: the index is fetched and built on first use, slow on a busy machine.
    await expect(searchResults(page).first()).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a search query is shown as text, not HTML', async ({ tab: page }) => {
  await page.goto('/docs/guides/svg');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(payload);
  await expect(page.getByText(`No results for "${payload}"`)).toBeVisible({ timeout: 20_000 });
  expect(await injectedImages(page)).toBe(0);
  expect(await xssRan(page)).toBe(false);
});

test('the API filter shows its query as text, not HTML', async ({ tab: page }) => {
  await page.goto('/api/');
  await waitForHydration(page);
  await page.getByPlaceholder('Enter keyword').fill(payload);
  await expect(page.getByText(`No matching API found: ${payload}`)).toBeVisible();
  expect(await injectedImages(page)).toBe(0);
  expect(await xssRan(page)).toBe(false);
});

for (const address of [
  `/docs/guides/svg?q=${encodeURIComponent(payload)}`,
  `/?search=${encodeURIComponent(payload)}&globalUIComponents=0`,
  `/docs/guides/svg#${encodeURIComponent(payload)}`,
  `/${encodeURIComponent(payload)}`,
]) {
  test(`an address carrying markup is not interpreted: ${address.slice(0, 40)}…`, async ({ tab: page }) => {
    const errors = collectPageErrors(page, { expectedDocumentStatus: 404 });
    await page.goto(address);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await injectedImages(page)).toBe(0);
    expect(await xssRan(page)).toBe(false);
    expect(errors).toEqual([]);
  });
}
