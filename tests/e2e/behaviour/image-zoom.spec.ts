import type { Locator, Page } from '@playwright/test';
import { pauseClock } from '../../support/clock';
import { gotoHydrated } from '../../support/hydration';
import { collectPageErrors } from '../../support/page-errors';
import { expect, test } from '../../support/test';

const DIAGRAM = /Flow diagram of how ScriptManager loads a remote chunk/;
const zoomed = (page: Page) => page.locator('.medium-zoom-image--opened');
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');

test.use({ viewport: { width: 1280, height: 900 } });

async function width(locator: Locator) {
  return (await locator.boundingBox())?.width ?? 0;
}

/** Opens the code-splitting page and zooms into its diagram. */
async function zoomIntoDiagram(page: Page) {
  await gotoHydrated(page, '/docs/features/code-splitting');
  const diagram = page.getByRole('img', { name: DIAGRAM });
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram).toHaveCSS('cursor', 'zoom-in');
  const originalWidth = await width(diagram);
  // medium-zoom announces the end of its opening animation; until then it ignores scrolling.
  await diagram.evaluate((image) => {
    image.addEventListener('medium-zoom:opened', () => image.setAttribute('data-test-zoom-opened', ''), { once: true });
  });
  await diagram.click();
  // Zoomed, the page's own image is hidden behind its enlarged copy: address it by place.
  await expect(page.locator('.rspress-doc img[data-test-zoom-opened]')).toHaveCount(1);
  await expect(overlay(page)).toBeVisible();
  expect(await width(zoomed(page))).toBeGreaterThan(originalWidth * 1.1);
  return { diagram, originalWidth };
}

/**
 * Scrolls by `pixels` and resolves once the browser has dispatched the scroll event. The event
 * comes with a later rendering frame, and medium-zoom only schedules its close from that event:
 * moving the fake clock on before it arrives would run no timer at all.
 */
async function scrollAndWaitForEvent(page: Page, pixels: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        // Listeners added later run later: medium-zoom's handler has run when this one does.
        document.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollBy({ top, behavior: 'instant' });
      }),
    pixels,
  );
}

async function expectZoomClosed(page: Page) {
  await expect(overlay(page)).toHaveCount(0);
  await expect(zoomed(page)).toHaveCount(0);
}

test.describe('image zoom [§2, §4, §9]', () => {
  test('a click zooms the image in and another click zooms it back out', async ({ tab: page }) => {
    const { diagram, originalWidth } = await zoomIntoDiagram(page);
    await zoomed(page).click();
    await expectZoomClosed(page);
    await expect(diagram).toBeVisible();
    expect(Math.abs((await width(diagram)) - originalWidth)).toBeLessThan(2);
  });

  test('Escape closes the zoom', async ({ tab: page }) => {
    await zoomIntoDiagram(page);
    await page.keyboard.press('Escape');
    await expectZoomClosed(page);
  });

  test('a click on the backdrop closes the zoom', async ({ tab: page }) => {
    await zoomIntoDiagram(page);
    await page.mouse.click(10, 450);
    await expectZoomClosed(page);
  });

  test('resizing the window closes the zoom', async ({ tab: page }) => {
    await zoomIntoDiagram(page);
    await page.setViewportSize({ width: 1100, height: 900 });
    await expectZoomClosed(page);
  });

  test('scrolling up to 40 px keeps the zoom, scrolling further closes it', async ({ page }) => {
    await page.clock.install();
    await zoomIntoDiagram(page);
    await pauseClock(page);
    await scrollAndWaitForEvent(page, 30);
    await page.clock.runFor(1000);
    await expect(overlay(page)).toBeVisible();
    await scrollAndWaitForEvent(page, 30);
    await page.clock.runFor(200);
    await expectZoomClosed(page);
  });

  test('when the zoom code cannot be loaded, the page says why in the console and the images stay as they are', async ({ page }) => {
    const errors = collectPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The file that holds medium-zoom fails, as when the reader is offline.
    await page.route('**/static/js/async/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('medium-zoom-overlay')) return route.abort('internetdisconnected');
      return route.fulfill({ response });
    });
    await gotoHydrated(page, '/docs/features/code-splitting');
    await expect.poll(() => warnings.some((text) => text.startsWith('Image zoom could not be loaded'))).toBe(true);
    const diagram = page.getByRole('img', { name: DIAGRAM });
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram).not.toHaveCSS('cursor', /zoom/);
    await diagram.click();
    await expect(overlay(page)).toHaveCount(0);
    // The failed request itself is logged by the browser; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
    // Idle-time work (the search code and its worker) may still be fetching through the
    // handler as the page closes; its response would be gone before the handler reads it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('images on a page reached by in-app navigation can be zoomed too', async ({ tab: page }) => {
    await gotoHydrated(page, '/docs/features/dev-server');
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Code splitting', exact: true }).click();
    const diagram = page.getByRole('img', { name: DIAGRAM });
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram).toHaveCSS('cursor', 'zoom-in');
    await diagram.click();
    await expect(overlay(page)).toBeVisible();
  });
});
