import { devices, type Page } from '@playwright/test';
import { TYPES_UNAVAILABLE } from '../../../theme/components/TwoslashHover/popup';
import { axeOn, describeViolations } from '../../support/axe';
import { gotoHydrated } from '../../support/hydration';
import { collectPageErrors } from '../../support/page-errors';
import { expect, test } from '../../support/test';

// Types on hover in checked examples (theme/components/TwoslashHover): plain markup from the
// build and one listener per page. A popup opens on hover, on keyboard focus and on a tap,
// closes on Escape, passes axe and moves nothing on the page; a block is one Tab stop, whose
// identifiers the arrow keys walk.

const PAGE = '/api/plugins/repack';
const identifier = (page: Page, name: string) => page.locator('.rspress-doc .twoslash-hover', { hasText: new RegExp(`^${name}$`) }).first();
/** The first block with types: the block around the first identifier. */
const firstBlockWithTypes = (page: Page) =>
  page
    .locator('.rspress-doc pre')
    .filter({ has: page.locator('.twoslash-hover') })
    .first();
/** A page's tables of types: JSON assets loaded on the first hover. */
const HOVER_TABLES = /\/static\/.*\.json$/;

/** Sum of layout-shift scores while `action` runs and shortly after. */
async function layoutShiftDuring(page: Page, action: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.__shift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  await action();
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** Elements inside code blocks that Tab stops at: each block's <pre> and anything in it. */
const tabStopsInCode = (page: Page) =>
  page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>('.rspress-doc .rp-codeblock pre')];
    const stops = blocks.flatMap((pre) => [pre, ...pre.querySelectorAll<HTMLElement>('*')].filter((element) => element.tabIndex >= 0));
    return { blocks: blocks.length, stops: stops.length };
  });

test.describe('types on hover', () => {
  test('hovering an identifier shows its type and doc comment, and moves nothing', async ({ tab: page }) => {
    await gotoHydrated(page, PAGE);
    const plugin = identifier(page, 'RepackPlugin');
    await plugin.scrollIntoViewIfNeeded();
    // Scrolling makes the outline's divider settle (a shift of its own, ~0.00001): let it.
    await page.waitForTimeout(1000);
    const shift = await layoutShiftDuring(page, async () => {
      await plugin.hover();
      await expect(page.getByRole('tooltip')).toContainText('RepackPlugin(config?: Repack.RepackPluginConfig)');
    });
    expect(shift).toBe(0);
    await expect(page.getByRole('tooltip')).toContainText('Webpack plugin');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('identifiers are underlined only while their block is pointed at or focused', async ({ tab: page }) => {
    await gotoHydrated(page, PAGE);
    const plugin = identifier(page, 'RepackPlugin');
    const underline = () => plugin.evaluate((element) => getComputedStyle(element).textDecorationLine);
    await plugin.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    expect(await underline()).toBe('none');
    await plugin.locator('xpath=ancestor::pre').hover({ position: { x: 4, y: 4 } });
    await expect.poll(underline).toBe('underline');
    await page.mouse.move(0, 0);
    await expect.poll(underline).toBe('none');
  });

  test('a block is one Tab stop: the arrow keys walk its identifiers with their popups, Escape returns to the block', async ({
    tab: page,
  }) => {
    await gotoHydrated(page, PAGE);
    const block = firstBlockWithTypes(page);
    const names = await block.locator('.twoslash-hover').allTextContents();
    expect(names.length).toBeGreaterThan(2);
    await block.focus();
    await expect(block).toBeFocused();
    const tooltip = page.getByRole('tooltip');
    for (const name of names.slice(0, 3)) {
      await page.keyboard.press('ArrowRight');
      const focused = page.locator('.twoslash-hover:focus');
      await expect(focused).toHaveText(name);
      await expect(tooltip).toBeVisible();
      const type = (await tooltip.locator('.twoslash-popup-type').textContent()) ?? '';
      await expect(focused).toHaveAccessibleDescription(new RegExp(`^${type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('.twoslash-hover:focus')).toHaveText(names[1]!);
    await page.keyboard.press('End');
    await expect(page.locator('.twoslash-hover:focus')).toHaveText(names.at(-1)!);
    // Escape closes the popup and keeps the identifier; a second one returns to the block.
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(page.locator('.twoslash-hover:focus')).toHaveText(names.at(-1)!);
    await page.keyboard.press('Escape');
    await expect(block).toBeFocused();
    // Tab leaves the block: the next stop is outside its code.
    await page.keyboard.press('Tab');
    expect(await block.evaluate((pre) => pre.contains(document.activeElement))).toBe(false);
  });

  test('a page has one Tab stop per code block, however many identifiers have types', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/features/code-splitting');
    expect(await page.locator('.rspress-doc .twoslash-hover').count()).toBeGreaterThan(20);
    const { blocks, stops } = await tabStopsInCode(page);
    expect(blocks).toBeGreaterThan(5);
    expect(stops).toBe(blocks);
  });

  test('identifiers that say nothing to a reader have no popup: module.exports, require, a Node import', async ({ tab: page }) => {
    await gotoHydrated(page, '/api/cli/start');
    const commonJs = page.locator('.rspress-doc pre').filter({ hasText: 'module.exports' }).first();
    await expect(commonJs).toContainText('require(');
    expect(await commonJs.locator('.twoslash-hover').allTextContents()).toEqual([]);
    const hovers = await page.locator('.rspress-doc .twoslash-hover').allTextContents();
    expect(hovers).toContain('defineRspackConfig');
    expect(hovers).not.toContain('fs');
  });

  test('keyboard focus opens it, it describes the identifier, Escape closes it', async ({ tab: page }) => {
    await gotoHydrated(page, PAGE);
    const name = identifier(page, 'defineRspackConfig');
    await name.focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('defineRspackConfig');
    await expect(name).toHaveAccessibleDescription(/defineRspackConfig/);
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(name).toBeFocused();
  });

  for (const [fault, answer] of [
    ['answers null', { status: 200, contentType: 'application/json', body: 'null' }],
    ['fails', { status: 503, body: 'Service Unavailable' }],
  ] as const) {
    test(`a table of types that ${fault} says so in the popup, logs no error, and the next hover tries again`, async ({ tab: page }) => {
      const errors = collectPageErrors(page);
      let faulty = true;
      let requests = 0;
      await page.route(HOVER_TABLES, (route) => {
        requests += 1;
        return faulty ? route.fulfill(answer) : route.continue();
      });
      await gotoHydrated(page, PAGE);
      const plugin = identifier(page, 'RepackPlugin');
      await plugin.hover();
      await expect(page.getByRole('tooltip')).toHaveText(TYPES_UNAVAILABLE);
      await expect(plugin).toHaveAccessibleDescription(TYPES_UNAVAILABLE);
      // One request, or two: pointing at the block prefetches the table, and when that has
      // already failed the hover on the name asks again.
      const failedRequests = requests;
      expect(failedRequests).toBeGreaterThanOrEqual(1);
      faulty = false;
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await plugin.hover();
      await expect(page.getByRole('tooltip')).toContainText('RepackPlugin');
      expect(requests).toBeGreaterThan(failedRequests);
      expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`an open popup passes axe in the ${scheme} theme`, async ({ tab: page }) => {
      // The whole page is checked by every-page.spec.ts; here the content with an open popup.
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, PAGE);
      await identifier(page, 'RepackPlugin').focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
      const { violations } = await axeOn(page).include('main').analyze();
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});

test.describe('types on hover on a phone', () => {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
  test.use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });

  test('a tap shows the popup inside the screen, a tap elsewhere closes it', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const plugin = identifier(page, 'RepackPlugin');
    await plugin.scrollIntoViewIfNeeded();
    await plugin.tap();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('RepackPlugin');
    const box = await tooltip.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await page.locator('.rspress-doc h1').tap();
    await expect(tooltip).toHaveCount(0);
  });
});
