// Reading comfort, measured as a reader meets it (issue 35): the title block, the line length
// of prose, callouts, the outline and its Contents panel on phones, the bars in a short window,
// one call to action at a time, the tab row, the sidebar's current page, the last-updated date
// and the home page. The API index is in api-index.spec.ts, printing in print.spec.ts.
import type { Page } from '@playwright/test';
import { waitForAnimations } from '../../support/animations';
import { gotoHydrated } from '../../support/hydration';
import { expect, test } from '../../support/test';
import { textLines, wrapsInsideWords } from '../../support/text-lines';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

test.describe('the title block', () => {
  test('the H1 leads at 40–44 px, H2 and H3 step down from it, Copy Markdown sits on its row and the first paragraph is a muted lead', async ({
    tab: page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/docs/getting-started/quick-start');
    const sizes = await page.evaluate(() =>
      ['h1', 'h2', 'h3'].map((tag) => Number.parseFloat(getComputedStyle(document.querySelector(`.rspress-doc ${tag}`)!).fontSize)),
    );
    const [h1, h2, h3] = sizes as [number, number, number];
    expect(h1).toBeGreaterThanOrEqual(40);
    expect(h1).toBeLessThanOrEqual(44);
    expect(h1 / h2, 'H1 a clear step above H2').toBeGreaterThanOrEqual(1.4);
    expect(h2 / h3, 'H2 a clear step above H3').toBeGreaterThanOrEqual(1.25);

    const title = page.getByRole('heading', { level: 1 });
    const copy = page.getByRole('button', { name: 'Copy Markdown' });
    const titleBox = (await title.boundingBox())!;
    const copyBox = (await copy.boundingBox())!;
    const firstLine = await title.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    // On the title's first line, at its right, small.
    expect(copyBox.y + copyBox.height / 2).toBeGreaterThan(titleBox.y);
    expect(copyBox.y + copyBox.height / 2).toBeLessThan(titleBox.y + firstLine);
    expect(copyBox.x).toBeGreaterThan(titleBox.x + titleBox.width / 2);
    expect(copyBox.height).toBeLessThanOrEqual(32);

    const [lead, body] = await page.evaluate(() =>
      [document.querySelector('.rspress-doc > p')!, document.querySelector('.rspress-doc h2 ~ p')!].map((p) => {
        const style = getComputedStyle(p);
        return { color: style.color, size: Number.parseFloat(style.fontSize) };
      }),
    );
    expect(lead!.size).toBeGreaterThan(body!.size);
    expect(lead!.color).not.toBe(body!.color);
  });

  test('on a phone Copy Markdown is a 44 px icon button on the title row that keeps its name', async ({ tab: page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/docs/guides/svg');
    const copy = page.getByRole('button', { name: 'Copy Markdown' });
    const titleBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const copyBox = (await copy.boundingBox())!;
    expect(copyBox.width).toBeGreaterThanOrEqual(44);
    expect(copyBox.height).toBeGreaterThanOrEqual(44);
    expect(copyBox.y).toBeLessThan(titleBox.y + 24);
    expect(copyBox.x + copyBox.width).toBeLessThanOrEqual(PHONE.width);
  });
});

test('prose runs 60–75 characters a line at 1440 px; code blocks and tables keep the whole column', async ({ tab: page }) => {
  // Every character of a long guide is measured: 5–19 s here, over 30 s with three suites at once.
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/docs/guides/configuration');
  await page.evaluate(() => document.fonts.ready);
  // Every full line of the page's paragraphs and list items (a block's last line is short).
  const blocks = page.locator('.rspress-doc > p, .rspress-doc > ul > li');
  const lengths: number[] = [];
  for (const block of await blocks.all()) lengths.push(...(await textLines(block)).slice(0, -1).map((line) => line.length));
  lengths.sort((a, b) => a - b);
  const median = lengths[Math.floor(lengths.length / 2)]!;
  expect(lengths.length).toBeGreaterThan(100);
  expect(median, `median characters per line of ${lengths.length} lines`).toBeGreaterThanOrEqual(60);
  expect(median).toBeLessThanOrEqual(75);

  const widths = await page.evaluate(() => {
    const doc = document.querySelector('.rspress-doc')!.getBoundingClientRect().width;
    const width = (selector: string) => document.querySelector(`.rspress-doc ${selector}`)!.getBoundingClientRect().width;
    const paragraph = document.querySelector('.rspress-doc h2 ~ p')!;
    return {
      doc,
      code: width('.rp-codeblock'),
      table: width('table'),
      paragraph: paragraph.getBoundingClientRect().width,
      measure: Number.parseFloat(getComputedStyle(paragraph).maxWidth),
    };
  });
  expect(widths.doc - widths.code).toBeLessThanOrEqual(4);
  expect(widths.doc - widths.table).toBeLessThanOrEqual(4);
  // The measure (in ch of the reader's font) holds the paragraph, not the column: how much
  // narrower it is depends on how wide the system font's figures are.
  expect(widths.paragraph).toBeCloseTo(widths.measure, 0);
  expect(widths.paragraph).toBeLessThan(widths.doc - 24);
});

test('callouts read at about 1.6 line height, with an icon per kind, and name their kind to screen readers', async ({ tab: page }) => {
  const kinds: Array<{ kind: string; ratio: number; icon: string; width: number }> = [];
  // Between them, the two pages show tips, notes, warnings and dangers.
  for (const route of ['/docs/features/code-splitting', '/docs/features/dev-server']) {
    await gotoHydrated(page, route);
    kinds.push(
      ...(await page.evaluate(() =>
        [...document.querySelectorAll('.rp-callout')].map((callout) => {
          const text = getComputedStyle(callout.querySelector('.rp-callout__content p')!);
          const icon = getComputedStyle(callout.querySelector('.rp-callout__title')!, '::before');
          return {
            kind: [...callout.classList].find((name) => name.startsWith('rp-callout--'))!,
            ratio: Number.parseFloat(text.lineHeight) / Number.parseFloat(text.fontSize),
            icon: icon.display !== 'none' && icon.maskImage.startsWith('url(') ? icon.maskImage : 'none',
            width: Number.parseFloat(icon.width),
          };
        }),
      )),
    );
  }
  for (const { kind, ratio, icon, width } of kinds) {
    expect(ratio, kind).toBeGreaterThanOrEqual(1.5);
    expect(ratio, kind).toBeLessThanOrEqual(1.7);
    expect(icon, kind).not.toBe('none');
    expect(width, kind).toBeGreaterThanOrEqual(14);
  }
  // One icon per kind: kinds differ, icons differ.
  const iconOf = new Map(kinds.map(({ kind, icon }) => [kind, icon]));
  expect(iconOf.size, 'kinds of callout on the two pages').toBeGreaterThanOrEqual(3);
  expect(new Set(iconOf.values()).size).toBe(iconOf.size);

  const title = page.locator('.rp-callout--warning .rp-callout__title').first();
  expect(await title.ariaSnapshot()).toMatch(/^- text: "?Warning: /);
});

test.describe('the outline', () => {
  test('at 1280 px it keeps its title and a reading pie, and fades out at its foot while more follows', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, '/api/runtime/script-manager');
    const outline = page.getByRole('complementary', { name: 'On this page' });
    await expect(outline.getByText('Contents', { exact: true })).toBeVisible();
    const toc = outline.locator('.rp-outline__toc');
    const { overflows, mask } = await toc.evaluate((element) => ({
      overflows: element.scrollHeight > element.clientHeight,
      mask: getComputedStyle(element).maskImage,
    }));
    expect(overflows).toBe(true);
    // The gradient's last stop is transparent, and the fade is taller than a line's half.
    expect(mask).toMatch(/calc\(100% - (\d+)px\), rgba\(0, 0, 0, 0\)\)$/);
    expect(Number(/calc\(100% - (\d+)px\)/.exec(mask)![1])).toBeGreaterThanOrEqual(24);

    // At 0 % read, the pie is a filled disc in a tint (no outlined ring, which read as a radio
    // button), clipped to a circle.
    const pie = await outline.locator('.rp-progress-circle').evaluate((svg) => {
      const [track] = svg.querySelectorAll('circle');
      return {
        clip: getComputedStyle(svg).clipPath,
        stroke: Number.parseFloat(getComputedStyle(track!).strokeWidth),
        r: Number(track!.getAttribute('r')),
      };
    });
    expect(pie.clip).toBe('circle(50%)');
    expect(pie.stroke).toBeGreaterThanOrEqual(2 * pie.r);
  });

  test('long names in it wrap only between their word parts', async ({ tab: page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/api/runtime/script-manager');
    let wrapped = 0;
    for (const item of await page.locator('.rp-toc-item').all()) {
      const lines = await textLines(item);
      if (lines.length < 2) continue;
      wrapped++;
      expect(wrapsInsideWords(lines, (await item.textContent()) ?? '')).toEqual([]);
    }
    expect(wrapped, 'some long names wrap').toBeGreaterThan(0);
  });
});

test.describe('the Contents panel on a phone', () => {
  const openContents = async (page: Page) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/api/runtime/script-manager');
    await page.locator('#methods').evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120));
    await expect(page.locator('.rp-toc-item--active')).toHaveText('Methods');
    await page.locator('.rp-sidebar-menu__right').click();
    const panel = page.locator('.rp-doc-layout__outline');
    await expect(panel).toBeVisible();
    // The panel slides in; a box read mid-slide carries the transform's rounding (43.99998 px).
    await waitForAnimations(page);
    return panel;
  };

  test('is a sheet as wide as the screen, with 44 px rows and the current section in view', async ({ tab: page }) => {
    const panel = await openContents(page);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(PHONE.width);
    const heights = await panel.locator('.rp-toc-item').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const list = (await panel.locator('.rp-outline__toc').boundingBox())!;
    const current = (await panel.locator('.rp-toc-item--active').boundingBox())!;
    expect(current.y).toBeGreaterThanOrEqual(list.y);
    expect(current.y + current.height).toBeLessThanOrEqual(list.y + list.height);
  });

  test('closes with its close button, and the focus returns to the Contents button', async ({ tab: page }) => {
    const panel = await openContents(page);
    const close = page.getByRole('button', { name: 'Close contents' });
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.width).toBeGreaterThanOrEqual(44);
    expect(closeBox.height).toBeGreaterThanOrEqual(44);
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(page.locator('.rp-sidebar-menu__right')).toBeFocused();
  });
});

test('in a 320 × 256 window (400 % zoom) the navbar and its bar slide away on scrolling down and return on scrolling up', async ({
  tab: page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await gotoHydrated(page, '/docs/guides/configuration');
  // The share of the window the navbar and the bar under it cover.
  const chromeShare = () =>
    page.evaluate(() => {
      const covered = (selector: string) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      };
      return (covered('.rp-nav') + covered('.rp-doc-layout__menu')) / innerHeight;
    });
  expect(await chromeShare()).toBeGreaterThan(0.3);
  await page.mouse.move(160, 200);
  await page.mouse.wheel(0, 600);
  await expect.poll(chromeShare).toBe(0);
  await page.mouse.wheel(0, -120);
  await expect.poll(chromeShare).toBeGreaterThan(0.3);

  // A window of normal height keeps them pinned.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(400);
  expect(await chromeShare()).toBeGreaterThan(0.1);
});

test('at a page’s end at 1440 px one "Let’s talk" invitation is on screen, not two', async ({ tab: page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/docs/guides/svg');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const onScreen = await page.getByRole('link', { name: "Let's talk" }).evaluateAll((links) =>
    links.filter((link) => {
      const box = link.getBoundingClientRect();
      return box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    }),
  );
  expect(onScreen.length).toBe(1);
});

test('on a 375 px phone the four package-manager tabs fit one row', async ({ tab: page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, '/docs/getting-started/quick-start');
  const tops = await page
    .getByRole('tablist')
    .first()
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => `${tab.textContent}@${Math.round(tab.getBoundingClientRect().top)}`));
  expect(tops.map((tab) => tab.split('@')[0])).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  expect(new Set(tops.map((tab) => tab.split('@')[1])).size).toBe(1);
});

test('the current page in the sidebar has one mark, not a tinted row and a bar beside it', async ({ tab: page }) => {
  await gotoHydrated(page, '/docs/guides/configuration');
  const current = page.getByRole('navigation', { name: 'Sidebar' }).locator('[aria-current="page"]');
  const marks = await current.evaluate((link) => ({
    tint: getComputedStyle(link).backgroundColor,
    bar: getComputedStyle(link, '::before').content,
  }));
  expect(marks.tint).not.toBe('rgba(0, 0, 0, 0)');
  expect(marks.bar).toBe('none');
});

test('"Last Updated" gives the day, written out, without the time', async ({ tab: page }) => {
  await gotoHydrated(page, '/docs/guides/configuration');
  const lastUpdated = page.getByText(/^Last Updated:/);
  await expect(lastUpdated).toHaveText(
    /^Last Updated: (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
  );
  await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});

test.describe('the home page', () => {
  test('card titles are in the heading typeface, and the hero lines up with the card grid', async ({ tab: page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/');
    const layout = await page.evaluate(() => {
      const title = document.querySelector('h1')!;
      const cards = [...document.querySelectorAll('.repack-feature')];
      const cardTitle = cards[0]!.querySelector('h2, h3')!;
      const art = [...document.querySelectorAll('.repack-hero__art img')].find((image) => image.getBoundingClientRect().width > 0)!;
      return {
        titleFont: getComputedStyle(title).fontFamily,
        cardFont: getComputedStyle(cardTitle).fontFamily,
        titleLeft: title.getBoundingClientRect().left,
        gridLeft: Math.min(...cards.map((card) => card.getBoundingClientRect().left)),
        artRight: art.getBoundingClientRect().right,
        gridRight: Math.max(...cards.map((card) => card.getBoundingClientRect().right)),
      };
    });
    expect(layout.cardFont).toBe(layout.titleFont);
    expect(Math.abs(layout.titleLeft - layout.gridLeft)).toBeLessThanOrEqual(1);
    expect(Math.abs(layout.artRight - layout.gridRight)).toBeLessThanOrEqual(1);
  });

  test('on a phone the title comes first, near the top', async ({ tab: page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(title.y).toBeLessThan(PHONE.height / 5);
  });
});
