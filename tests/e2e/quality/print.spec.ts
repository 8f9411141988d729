// Printing a page, or saving it as PDF (theme/styles/print.css): the article alone, in few
// sheets, in the light theme's colours whatever theme is on screen, with every tab of an
// example under its label and external links' addresses written out.
import type { Page } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

const GUIDE = '/docs/guides/configuration';

/** The number of pages of a PDF, from its page objects. */
const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

test('the configuration guide prints on 11 A4 sheets or fewer, every tab included (22 without the print styles)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, GUIDE);
  const pages = pdfPageCount(await page.pdf({ format: 'A4' }));
  expect(pages).toBeGreaterThan(3);
  expect(pages).toBeLessThanOrEqual(11);
});

test.describe('in print', () => {
  const printed = async (page: Page, colorScheme: 'light' | 'dark', route = GUIDE) => {
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, route);
    await page.emulateMedia({ media: 'print', colorScheme });
  };

  test('no navigation, banner, footer, button or call to action shows; the article spans the sheet', async ({ tab: page }) => {
    await printed(page, 'light');
    // Hidden in print, they leave the accessibility tree, which role queries read.
    for (const role of ['navigation', 'banner', 'contentinfo', 'button'] as const) {
      await expect(page.getByRole(role), `role ${role}`).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: "Let's talk" })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const article = await page.locator('.rspress-doc').evaluate((element) => element.getBoundingClientRect().width);
    expect(article).toBeGreaterThan((page.viewportSize()?.width ?? 0) * 0.9);
  });

  test('the dark theme prints in the light theme’s colours', async ({ tab: page }) => {
    const colours = () =>
      page.evaluate(() =>
        [
          'body',
          '.rspress-doc h1',
          '.rspress-doc h2 ~ p',
          '.rspress-doc a.rp-link',
          '.rspress-doc :not(pre) > code',
          '.rspress-doc pre .sh-keyword',
          '.rspress-doc pre .sh-string',
          '.rp-callout__title',
          '.rspress-doc td',
        ].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return `${selector}: ${style.color} on ${style.backgroundColor}`;
        }),
      );
    await printed(page, 'light');
    const light = await colours();
    await printed(page, 'dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await colours()).toEqual(light);
  });

  test('every tab of an example prints, each under its label, two side by side', async ({ tab: page }) => {
    await printed(page, 'light', '/docs/getting-started/quick-start');
    const groups = page.locator('.repack-tabs');
    expect(await groups.count()).toBeGreaterThan(0);
    for (const group of await groups.all()) {
      const pairs = await group.evaluate((tabs) =>
        [...tabs.querySelectorAll('[role="tab"]')].map((tab) => {
          const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')!;
          const [label, content] = [tab, panel].map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { x, y, width, height, shown: element.checkVisibility() };
          });
          return { text: tab.textContent, label: label!, content: content! };
        }),
      );
      expect(pairs.length).toBeGreaterThan(1);
      for (const { text, label, content } of pairs) {
        expect(label.shown && content.shown, `${text}: label and panel print`).toBe(true);
        // The panel is under its own label, in its column.
        expect(Math.abs(content.x - label.x), `${text}: same column`).toBeLessThanOrEqual(16);
        expect(content.y, `${text}: under its label`).toBeGreaterThanOrEqual(label.y + label.height - 1);
      }
      // No two panels overlap.
      for (const [index, { content: one }] of pairs.entries()) {
        for (const { content: other } of pairs.slice(index + 1)) {
          const apart =
            one.x + one.width <= other.x + 1 ||
            other.x + other.width <= one.x + 1 ||
            one.y + one.height <= other.y + 1 ||
            other.y + other.height <= one.y + 1;
          expect(apart).toBe(true);
        }
      }
    }
  });

  test('an external link prints its address after its text', async ({ tab: page }) => {
    await printed(page, 'light');
    const link = page.locator('.rspress-doc a.rp-link[href^="https://"]').first();
    const href = await link.getAttribute('href');
    const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(after).toBe(`" (${href})"`);
  });
});
