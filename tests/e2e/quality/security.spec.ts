// Gate: the site runs under a strict Content-Security-Policy (no 'unsafe-eval', inline
// scripts allowed only by hash), and whatever a reader types or puts in the address is
// shown as text, never interpreted as HTML.
import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { builtPages } from '../../support/build-output';
import { collectPageErrors } from '../../support/page-errors';
import { waitForHydration } from '../../support/hydration';
import { searchResults } from '../../support/search';

const payload = '<img src=x onerror="window.__xss=1">';
const injectedImages = (page: Page) => page.evaluate(() => document.querySelectorAll('img[src="x"]').length);
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss === 1);

test('inline scripts in the HTML need neither eval nor inline event handlers', () => {
  const problems: string[] = [];
  for (const page of builtPages()) {
    for (const script of page.inlineScripts) {
      if (/\beval\s*\(|new\s+Function\s*\(|\bFunction\s*\(|set(Timeout|Interval)\s*\(\s*['"`]/.test(script)) problems.push(`${page.urlPath}: ${script.slice(0, 80)}`);
    }
    problems.push(...page.inlineHandlers.map((handler) => `${page.urlPath}: inline handler ${handler}`));
  }
  expect(problems).toEqual([]);
});

/** Serves every HTML page with a CSP that allows only our own scripts and the page's inline scripts by hash. */
async function enforceStrictCsp(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = await response.text();
    const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => `'sha256-${crypto.createHash('sha256').update(match[1]!).digest('base64')}'`,
    );
    const policy = [
      "default-src 'self'",
      `script-src 'self' ${hashes.join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
    ].join('; ');
    await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
}

for (const route of ['/', '/docs/getting-started/quick-start', '/api/', '/docs/no-such-page']) {
  test(`${route} works under a CSP without 'unsafe-eval'`, async ({ page }) => {
    const errors = collectPageErrors(page, { expectedDocumentStatus: 404 });
    await enforceStrictCsp(page);
    await page.goto(route);
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

test('a search query is shown as text, not HTML', async ({ page }) => {
  await page.goto('/docs/guides/svg');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(payload);
  await expect(page.getByText(`No results for "${payload}"`)).toBeVisible({ timeout: 20_000 });
  expect(await injectedImages(page)).toBe(0);
  expect(await xssRan(page)).toBe(false);
});

test('the API filter shows its query as text, not HTML', async ({ page }) => {
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
  test(`an address carrying markup is not interpreted: ${address.slice(0, 40)}…`, async ({ page }) => {
    const errors = collectPageErrors(page, { expectedDocumentStatus: 404 });
    await page.goto(address);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await injectedImages(page)).toBe(0);
    expect(await xssRan(page)).toBe(false);
    expect(errors).toEqual([]);
  });
}
