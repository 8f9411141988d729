import { devices, type Page } from '@playwright/test';
import { axeOn, describeViolations } from '../../support/axe';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';

// Types on hover in checked examples (theme/components/TwoslashHover): a tooltip that opens on
// hover, keyboard focus and tap, closes on Escape, passes axe and moves nothing on the page.

const PAGE = '/api/plugins/repack';
const identifier = (page: Page, name: string) => page.locator('.rspress-doc .twoslash-hover', { hasText: new RegExp(`^${name}$`) }).first();

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

  test('keyboard focus opens it, it describes the identifier, Escape closes it', async ({ tab: page }) => {
    await gotoHydrated(page, PAGE);
    const platform = page.locator('.rspress-doc .twoslash-hover', { hasText: /^defineRspackConfig$/ }).first();
    await platform.focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('defineRspackConfig');
    await expect(platform).toHaveAccessibleDescription(/defineRspackConfig/);
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(platform).toBeFocused();
  });

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
