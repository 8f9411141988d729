import type { Page } from '@playwright/test';
import { gotoHydrated, waitForHydration } from '../../support/hydration';
import { expect, test } from '../../support/test';

const STORAGE_KEY = 'rspress-theme-appearance';
const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.locator('.rp-nav').getByRole('button', { name: 'Dark theme' }).first();
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('theme [§4]', () => {
  test('auto is the default and follows the system preference, also when it changes', async ({ tab: page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/docs/guides/svg');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBeNull();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveCSS('color-scheme', 'light');
  });

  test('the toggle switches light and dark and the choice is stored and kept on reload', async ({ tab: page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/docs/guides/svg');
    await toggle(page).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('dark');
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await waitForHydration(page);
    await toggle(page).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    // Choosing what the system prefers stores "auto": the site follows the system again.
    expect(await stored(page)).toBe('auto');
  });

  test('a stored light choice wins over a dark system preference', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), STORAGE_KEY);
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/docs/guides/svg');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test('a choice made in one tab is applied in the other open tabs', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const tab of [first, second]) {
      await tab.emulateMedia({ colorScheme: 'light' });
      await gotoHydrated(tab, '/docs/guides/svg');
    }
    await toggle(first).click();
    await expect(html(first)).toHaveClass(/\bdark\b/);
    await expect(html(second)).toHaveClass(/\bdark\b/);
    await toggle(second).click();
    await expect(html(first)).not.toHaveClass(/\bdark\b/);
  });

  for (const system of ['dark', 'light'] as const) {
    test(`an invalid stored value falls back to auto (${system} system) before and after hydration`, async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, 'purple'), STORAGE_KEY);
      await page.emulateMedia({ colorScheme: system });
      const expectSystemTheme = async () => {
        if (system === 'dark') await expect(html(page)).toHaveClass(/\bdark\b/);
        else await expect(html(page)).not.toHaveClass(/\bdark\b/);
        await expect(html(page)).toHaveCSS('color-scheme', system);
      };
      // Without JavaScript bundles the page shows what the inline head script chose: this is
      // the first paint, so a wrong choice here would flash.
      await page.route('**/static/js/**', (route) => route.abort());
      await page.goto('/docs/guides/svg');
      await expectSystemTheme();
      await page.unroute('**/static/js/**');
      await gotoHydrated(page, '/docs/guides/svg');
      await expectSystemTheme();
      // The toggle works from there: it switches to the opposite of the system theme.
      await toggle(page).click();
      if (system === 'dark') await expect(html(page)).not.toHaveClass(/\bdark\b/);
      else await expect(html(page)).toHaveClass(/\bdark\b/);
    });
  }

  async function viewTransitionAnimations(page: Page) {
    return page.evaluate(() =>
      document
        .getAnimations()
        .map((animation) => animation.effect)
        .filter(
          (effect): effect is KeyframeEffect =>
            effect instanceof KeyframeEffect && (effect.pseudoElement ?? '').startsWith('::view-transition'),
        )
        .map((effect) => {
          const clipPaths = effect.getKeyframes().map((frame) => String(frame.clipPath ?? ''));
          return {
            duration: effect.getTiming().duration,
            // A circle growing from (or, towards dark, shrinking to) the point that was clicked.
            circularReveal:
              clipPaths.length === 2 &&
              clipPaths.every((path) => path.startsWith('circle(')) &&
              clipPaths.some((path) => /^circle\(0(px|%)? /.test(path)),
          };
        }),
    );
  }

  test('the toggle reveals the new theme with a 400 ms circular animation', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await gotoHydrated(page, '/docs/guides/svg');
    // Slow the page's animations down tenfold so the 400 ms animation can be observed at leisure.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
    await toggle(page).click();
    await expect.poll(() => viewTransitionAnimations(page)).toContainEqual({ duration: 400, circularReveal: true });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });

  test('with reduced motion requested the theme switches without the animation', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await gotoHydrated(page, '/docs/guides/svg');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
    await toggle(page).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await viewTransitionAnimations(page)).toEqual([]);
    // Animations in time (the code blocks' edge fades follow their scroll position instead).
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.timeline === document.timeline).length)).toBe(
      0,
    );
  });

  test('the navbar changes colour with the page, never fading through a colour in between', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await gotoHydrated(page, '/docs/guides/svg');
    const before = await page.locator('.rp-nav').evaluate((nav) => getComputedStyle(nav).backgroundColor);
    // The navbar's colour every few milliseconds from the click until the reveal has ended
    // (timers, not animation frames: frames pause while the view transition captures the page).
    await page.evaluate(() => {
      const nav = document.querySelector('.rp-nav');
      const samples: string[] = [];
      (window as unknown as { navColours: string[] }).navColours = samples;
      document.addEventListener(
        'click',
        () => {
          // At least 800 ms and 12 samples: on a loaded machine the switch's restyle can hold the
          // main thread for most of 800 ms, which left two samples and nothing to judge.
          const started = performance.now();
          const timer = setInterval(() => {
            if (nav) samples.push(getComputedStyle(nav).backgroundColor);
            const elapsed = performance.now() - started;
            if ((elapsed >= 800 && samples.length >= 12) || elapsed >= 5000) {
              clearInterval(timer);
              (window as unknown as { navSampled: boolean }).navSampled = true;
            }
          }, 5);
        },
        { once: true, capture: true },
      );
    });
    await toggle(page).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.waitForFunction(() => (window as unknown as { navSampled?: boolean }).navSampled === true, undefined, { timeout: 8000 });
    const after = await page.locator('.rp-nav').evaluate((nav) => getComputedStyle(nav).backgroundColor);
    expect(after).not.toBe(before);
    const colours = await page.evaluate(() => (window as unknown as { navColours: string[] }).navColours);
    expect(colours.length).toBeGreaterThanOrEqual(12);
    expect([...new Set(colours)].filter((colour) => colour !== before && colour !== after)).toEqual([]);
  });
});
