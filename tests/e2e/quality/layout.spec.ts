// The scroll cue of wide tables. Whether every page fits the screen at 375 and 1440 px is
// checked on every page by every-page.spec.ts (tests/support/layout.ts).
import { waitForHydration } from '../../support/hydration';
import { expect, test } from '../../support/test';

// The scroll cue: a table wider than its column (the quick start's five-column option table in
// the 532 px column at 1280 px) fades out on the side that hides columns and is a keyboard
// stop; a table that fits has neither.
test('only a table that overflows its column shows the scroll cue and takes focus', async ({ tab: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/getting-started/quick-start');
  await waitForHydration(page);
  const wide = page
    .locator('main table')
    .filter({ has: page.getByRole('columnheader', { name: 'Purpose' }) })
    .locator('..');
  // Down the page, as a reader gets to it: a table is laid out, and so measured, near the
  // screen (theme/styles/rendering.css).
  await wide.scrollIntoViewIfNeeded();
  const cues = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main table')].map((table) => {
        const container = table.parentElement as HTMLElement;
        return {
          overflows: container.scrollWidth > container.clientWidth + 1,
          faded: getComputedStyle(container).maskImage !== 'none',
          focusable: container.tabIndex === 0,
        };
      }),
    );
  await expect.poll(async () => (await cues()).some((cue) => cue.overflows), 'a table overflows at 1280 px').toBe(true);
  for (const cue of await cues()) expect(cue).toEqual({ overflows: cue.overflows, faded: cue.overflows, focusable: cue.overflows });

  // Scrolled to its end, the table still shows a cue, now for the columns it hides at the start.
  const mask = () => wide.evaluate((container) => getComputedStyle(container).maskImage);
  const atStart = await mask();
  await wide.evaluate((container) => container.scrollTo({ left: container.scrollWidth }));
  await expect.poll(mask).not.toBe(atStart);
  expect(await mask()).not.toBe('none');

  // At 1440 px the same table fits: no cue, no keyboard stop.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await cues()).every((cue) => !cue.overflows && !cue.faded && !cue.focusable)).toBe(true);
});
