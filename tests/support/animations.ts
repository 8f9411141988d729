import type { Page } from '@playwright/test';

/**
 * Resolves once no animation or transition is running, so that colours and sizes are read
 * on their final values, not half-way through a fade or a scale. Animations that follow a
 * scroll position rather than time (the edge fades of code blocks) never end and are not
 * motion: they are left out.
 */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.timeline !== document.timeline || animation.playState !== 'running'),
  );
}
