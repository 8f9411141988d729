// Gate: a reader who asks the system for reduced motion gets no animation: page changes,
// the theme toggle, menus and the search panel switch instantly.
import type { Page } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';
import { searchInput } from '../../support/search';
import { expect, test } from '../../support/test';

test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });

/** Animations and transitions still running, with their durations, that take longer than 1 ms. */
const longAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .map((animation) => ({
        name:
          animation instanceof CSSTransition
            ? `transition of ${animation.transitionProperty}`
            : animation instanceof CSSAnimation
              ? `animation ${animation.animationName}`
              : 'script animation',
        duration: Number(animation.effect?.getComputedTiming().duration ?? 0),
        target: (animation.effect as KeyframeEffect | null)?.target?.className?.toString().slice(0, 60) ?? '',
      }))
      .filter((animation) => animation.duration > 1),
  );

test('menus, search and navigation do not animate', async ({ tab: page }) => {
  await page.goto('/docs/getting-started/introduction');
  await waitForHydration(page);

  await page.locator('.rp-nav-menu__item', { hasText: 'Version' }).hover();
  expect(await longAnimations(page)).toEqual([]);

  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeVisible();
  expect(await longAnimations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Quick start', exact: true }).click();
  await expect(page).toHaveURL(/quick-start$/);
  expect(await longAnimations(page)).toEqual([]);
});

test('the theme toggle switches without the reveal animation', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { viewTransitions: number }).viewTransitions = 0;
    const original = document.startViewTransition?.bind(document);
    if (original) {
      document.startViewTransition = ((...args: Parameters<typeof original>) => {
        (window as unknown as { viewTransitions: number }).viewTransitions++;
        return original(...args);
      }) as typeof document.startViewTransition;
    }
  });
  await page.goto('/docs/guides/svg');
  await waitForHydration(page);
  const before = await page.locator('html').getAttribute('class');
  await page.locator('.rp-nav').getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('class', before ?? '');
  expect(await page.evaluate(() => (window as unknown as { viewTransitions: number }).viewTransitions)).toBe(0);
  expect(await longAnimations(page)).toEqual([]);
});
