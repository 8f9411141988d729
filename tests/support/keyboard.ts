import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (from wherever focus is) until `target` has focus, as a keyboard user would,
 * and fails if it is not reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: the target is not on the page');
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await handle.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`tabTo: not reached after ${maxPresses} Tab presses`);
}

/**
 * The focused element shows a focus indicator: an outline or a box-shadow ring. Retried briefly because
 * some controls (the code buttons) fade in over 200 ms when focus reaches them.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  await expect(async () => {
    const indicator = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return { focused: false, outline: 'none', shadow: 'none', visible: false };
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        focused: true,
        outline: style.outlineStyle === 'none' ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`,
        shadow: style.boxShadow,
        visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0.5,
      };
    });
    expect(indicator.focused, 'something has keyboard focus').toBe(true);
    expect(indicator.visible, 'the focused element is visible').toBe(true);
    const hasOutline = indicator.outline !== 'none' && !indicator.outline.startsWith('0px');
    const hasShadow = indicator.shadow !== 'none';
    expect(hasOutline || hasShadow, `focus indicator (outline: ${indicator.outline}, box-shadow: ${indicator.shadow})`).toBe(true);
  }).toPass({ timeout: 2000 });
}
