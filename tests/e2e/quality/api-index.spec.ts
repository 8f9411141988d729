// The API overview as an index to scan (issue 35): on a phone the list starts on the first
// screen; each page has a one-line summary and two or three key headings as 44 px targets;
// names wrap only between their word parts. The filter is tested in
// behaviour/overview-filter.spec.ts, the built page in tests/build/api-overview.test.ts.
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';
import { textLines, wrapsInsideWords } from '../../support/text-lines';

const entries = '.repack-overview__entry';

test('on a 375 × 812 phone the first entry of the list is on the first screen', async ({ tab: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, '/api/');
  const first = (await page.locator(entries).first().boundingBox())!;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(first.y + 60, 'the first entry’s name and summary show').toBeLessThan(812);
});

for (const width of [375, 1440]) {
  test(`at ${width} px each entry has a one-line summary and two or three key headings as 44 px targets`, async ({ tab: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/api/');
    const rows = await page.locator(entries).evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('h3')?.textContent ?? '',
        summary: item.querySelector('p')?.textContent ?? '',
        anchors: [...item.querySelectorAll(':scope > ul a')].map((link) => {
          const box = link.getBoundingClientRect();
          return { height: box.height, width: box.width, label: link.getAttribute('aria-label') ?? '' };
        }),
      })),
    );
    expect(rows.length).toBe(28);
    for (const { name, summary, anchors } of rows) {
      expect(summary.length, `${name}: a summary of one sentence`).toBeGreaterThan(20);
      expect(summary.length, `${name}: a summary of one line`).toBeLessThanOrEqual(90);
      expect(anchors.length, `${name}: key headings`).toBeGreaterThanOrEqual(2);
      expect(anchors.length, `${name}: key headings`).toBeLessThanOrEqual(3);
      for (const anchor of anchors) {
        expect(anchor.height, `${anchor.label}: target height`).toBeGreaterThanOrEqual(44);
        expect(anchor.label.startsWith(`${name}: `), `${anchor.label}: named with its page`).toBe(true);
      }
    }
  });
}

test('on a 320 px phone long page names wrap only between their word parts', async ({ tab: page }) => {
  // Narrow enough that the longest names must wrap.
  await page.setViewportSize({ width: 320, height: 812 });
  await gotoHydrated(page, '/api/');
  let wrapped = 0;
  for (const name of await page.locator(`${entries} h3`).all()) {
    const lines = await textLines(name);
    if (lines.length < 2) continue;
    wrapped++;
    expect(wrapsInsideWords(lines, (await name.textContent()) ?? '')).toEqual([]);
  }
  expect(wrapped, 'some names wrap at 320 px').toBeGreaterThan(0);
});
