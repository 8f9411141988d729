import type { Page } from '@playwright/test';
import { withArticleLaidOut } from '../../../scripts/lib/article-laid-out.mjs';
import { pauseClock } from '../../support/clock';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

// The "Scripts in package.json" example of the bundle command page has lines far wider
// than the content column.
const PAGE = '/api/cli/bundle';
const codeBlock = (page: Page) =>
  page.locator('.rp-codeblock', { has: page.locator('.rp-codeblock__title', { hasText: /^package\.json$/ }) });
const EXPECTED_FIRST_LINE = '{';
const EXPECTED_SCRIPT =
  '"bundle:ios": "react-native bundle --platform ios --dev false --entry-file index.js --bundle-output dist/ios/main.jsbundle --assets-dest dist/ios",';

test.use({ viewport: { width: 1280, height: 900 } });

async function scrollsSideways(page: Page) {
  return codeBlock(page)
    .locator('.rp-codeblock__content__scroll-container')
    .evaluate((container) => container.scrollWidth > container.clientWidth + 1);
}

/** The widths of the block's edge fades, start and end, in px (0 where nothing is hidden). */
const fades = (page: Page) =>
  codeBlock(page)
    .locator('.rp-codeblock__content__scroll-container')
    .evaluate((container) => {
      const style = getComputedStyle(container);
      return [style.getPropertyValue('--repack-fade-start'), style.getPropertyValue('--repack-fade-end')].map((value) =>
        Number.parseFloat(value),
      );
    });

/** Rectangles of every code block's copy-and-wrap chip that overlap a line of its code. */
const chipsOverCode = (page: Page) =>
  // As a reader scrolling down meets them: a block off the screen stands at a placeholder
  // height until it nears the screen (theme/styles/rendering.css).
  withArticleLaidOut(page, () =>
    page.evaluate(() => {
      const overlaps: string[] = [];
      for (const block of document.querySelectorAll<HTMLElement>('.rspress-doc .rp-codeblock')) {
        const chip = block.querySelector('.rp-code-button-group')?.getBoundingClientRect();
        if (!chip || chip.width === 0) continue;
        for (const line of block.querySelectorAll<HTMLElement>('pre .line')) {
          for (const rect of line.getClientRects()) {
            const overlap = rect.left < chip.right && rect.right > chip.left && rect.top < chip.bottom && rect.bottom > chip.top;
            if (overlap && rect.width > 0)
              overlaps.push(`${block.querySelector('.rp-codeblock__title')?.textContent ?? 'untitled'}: ${line.textContent?.slice(0, 40)}`);
          }
        }
      }
      return overlaps;
    }),
  );

test.describe('code blocks [§2, §4]', () => {
  test('code is syntax-highlighted', async ({ tab: page }) => {
    await gotoHydrated(page, PAGE);
    const colours = await codeBlock(page)
      .locator('code span')
      .evaluateAll((spans) => new Set(spans.filter((span) => span.children.length === 0).map((span) => getComputedStyle(span).color)).size);
    // Keys, strings and punctuation each get their own colour.
    expect(colours).toBeGreaterThanOrEqual(3);
  });

  test('from 640 px long lines scroll sideways with a fade at the hidden edge; the wrap toggle wraps and unwraps them', async ({
    tab: page,
  }) => {
    await gotoHydrated(page, PAGE);
    const block = codeBlock(page);
    await block.scrollIntoViewIfNeeded();
    const unwrappedHeight = (await block.boundingBox())?.height ?? 0;
    expect(await scrollsSideways(page)).toBe(true);
    // At the start, only the end is hidden; scrolled to the end, only the start.
    await expect.poll(() => fades(page)).toEqual([0, 40]);
    await block.locator('.rp-codeblock__content__scroll-container').evaluate((container) => {
      container.scrollLeft = container.scrollWidth;
    });
    await expect.poll(() => fades(page)).toEqual([40, 0]);
    const wrap = block.getByRole('button', { name: 'Toggle code wrap' });
    await wrap.click();
    await expect.poll(() => scrollsSideways(page)).toBe(false);
    expect((await block.boundingBox())?.height ?? 0).toBeGreaterThan(unwrappedHeight);
    await wrap.click();
    await expect.poll(() => scrollsSideways(page)).toBe(true);
  });

  test('on a phone long lines wrap, and the wrap toggle unwraps them', async ({ tab: page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, PAGE);
    expect(await scrollsSideways(page)).toBe(false);
    await codeBlock(page).getByRole('button', { name: 'Toggle code wrap' }).click();
    await expect.poll(() => scrollsSideways(page)).toBe(true);
  });

  for (const width of [1280, 375]) {
    test(`copy and wrap sit in a solid chip that covers no code, at ${width} px`, async ({ tab: page }) => {
      await page.setViewportSize({ width, height: 900 });
      // Titled and untitled blocks, and blocks that fill a tab (package-manager commands).
      for (const route of ['/docs/getting-started/quick-start', PAGE]) {
        await gotoHydrated(page, route);
        expect(await chipsOverCode(page), route).toEqual([]);
      }
      const chip = codeBlock(page).locator('.rp-code-button-group');
      await expect(chip.getByRole('button', { name: 'Copy code' })).toBeVisible();
      expect(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
    });
  }

  test('copy puts the code on the clipboard and shows the copied indicator for 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await gotoHydrated(page, PAGE);
    await pauseClock(page);
    const block = codeBlock(page);
    const copy = block.getByRole('button', { name: 'Copy code' });
    const copied = block.locator('.rp-code-copy-button__icon--success');
    await expect(copied).toBeHidden();
    await copy.click();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.split('\n')[0]).toBe(EXPECTED_FIRST_LINE);
    expect(clipboard).toContain(EXPECTED_SCRIPT);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(200);
    await expect(copied).toBeHidden();
  });

  test('when the clipboard refuses, a prompt offers the code to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('Write permission denied.')) } });
      document.execCommand = () => false;
    });
    await gotoHydrated(page, PAGE);
    const dialogs: { type: string; message: string; text: string }[] = [];
    // A prompt blocks the page until answered, so it is dismissed as soon as it shows.
    page.on('dialog', async (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message(), text: dialog.defaultValue() });
      await dialog.dismiss();
    });
    await codeBlock(page).getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]?.type).toBe('prompt');
    expect(dialogs[0]?.message).toMatch(/Copy to clipboard/);
    expect(dialogs[0]?.text).toContain(EXPECTED_SCRIPT);
    await expect(codeBlock(page).locator('.rp-code-copy-button__icon--success')).toBeHidden();
  });
});
