import type { Page } from '@playwright/test';

/**
 * Resolves once no animation or transition is running, so that colours and sizes are read
 * on their final values, not half-way through a fade or a scale.
 */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
