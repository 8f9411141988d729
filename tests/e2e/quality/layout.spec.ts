// Gate: every page fits its screen. At a phone's 375 px and a desktop's 1440 px, nothing makes
// the document wider than the viewport or the article wider than its column (the article
// would pan sideways under a reader's thumb), and at 1440 px every table fits the column, so
// its last column (usually the description) is on screen without scrolling. One page load
// per page and width; a failure names the elements that stick out.
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';
import { allRoutes } from '../../support/routes';

/** What sticks out of a page, measured in the browser. */
interface Overflow {
  /** The document's scroll width over its client width, in CSS pixels (0: it fits). */
  document: number;
  /** The article's scroll width over its client width (0: it fits; null: no article). */
  article: number | null;
  /** The outermost elements whose boxes reach past the viewport or the article's column. */
  culprits: string[];
  /** Tables whose last column ends past the article's column. */
  wideTables: string[];
}

/**
 * Measures the page as laid out: boxes from getBoundingClientRect/getClientRects, clipping
 * from computed styles. An element inside a box that scrolls or clips is that box's business:
 * it can only push its page sideways through that box.
 */
function measureOverflow(): Overflow {
  const slack = 1;
  const root = document.documentElement;
  const article = document.querySelector('main h1')?.parentElement ?? null;
  const nameOf = (element: Element) => {
    const classes = [...element.classList]
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const width = Math.round(element.getBoundingClientRect().width);
    return `<${element.tagName.toLowerCase()}${classes}> ${width} px "${text.slice(0, 60)}${text.length > 60 ? '…' : ''}"`;
  };
  const rightEdge = (element: Element) =>
    Math.max(element.getBoundingClientRect().right, ...[...element.getClientRects()].map((rect) => rect.right));
  const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  const culprits: string[] = [];
  /** Collects the outermost descendants of `container` whose right edge passes `limit`. */
  const collect = (container: Element, limit: number) => {
    for (const child of container.children) {
      const style = getComputedStyle(child);
      if (style.display === 'none' || style.position === 'fixed') continue;
      if (rightEdge(child) > limit + slack) culprits.push(nameOf(child));
      else if (!clips(child)) collect(child, limit);
    }
  };

  const documentOverflow = Math.max(0, root.scrollWidth - root.clientWidth);
  let articleOverflow: number | null = null;
  let columnRight = root.clientWidth;
  if (article) {
    const style = getComputedStyle(article);
    columnRight = article.getBoundingClientRect().right - Number.parseFloat(style.paddingRight);
    articleOverflow = Math.max(0, article.scrollWidth - article.clientWidth);
    if (articleOverflow > slack) collect(article, columnRight);
  }
  if (documentOverflow > slack && culprits.length === 0) collect(document.body, root.clientWidth);

  const wideTables = [...(article?.querySelectorAll('table') ?? [])].flatMap((table) => {
    const headerRow = table.rows[0];
    const lastCell = headerRow?.cells[headerRow.cells.length - 1];
    if (!headerRow || !lastCell) return [];
    const { left, right } = lastCell.getBoundingClientRect();
    return right > columnRight + slack
      ? [
          `table "${(headerRow.textContent ?? '').trim()}": last column ${Math.round(left)}–${Math.round(right)} px, column ends at ${Math.round(columnRight)} px`,
        ]
      : [];
  });
  return { document: documentOverflow, article: articleOverflow, culprits, wideTables };
}

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
];

for (const { name, viewport, isMobile, hasTouch } of widths) {
  test.describe(`${name}, ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch });
    for (const route of allRoutes) {
      test(`${route} fits the screen${viewport.width >= 1280 ? ' and every table fits the column' : ''}`, async ({ page }) => {
        await page.goto(route);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(measureOverflow);
        const culprits = overflow.culprits.join('\n  ');
        expect(overflow.document, `the document pans sideways; sticking out:\n  ${culprits}`).toBeLessThanOrEqual(1);
        expect(overflow.article ?? 0, `the article pans sideways; sticking out:\n  ${culprits}`).toBeLessThanOrEqual(1);
        if (viewport.width >= 1280) expect(overflow.wideTables, 'tables wider than the column').toEqual([]);
      });
    }
  });
}
