import { expect, type Page } from '@playwright/test';
import { withArticleLaidOut } from '../../scripts/lib/article-laid-out.mjs';

// Whether a page fits its screen: nothing makes the document wider than the viewport or the
// article wider than its column (the article would pan sideways under a reader's thumb), every
// table fits the column so its last column (usually the description) is on screen without
// scrolling, and short inline code stays whole. On a phone, table rows are stacked blocks and
// the previous/next cards span the column. A failure names the elements that stick out.

/** What sticks out of a page, measured in the browser. */
interface Overflow {
  /** The document's scroll width over its client width, in CSS pixels (0: it fits). */
  document: number;
  /** The article's scroll width over its client width (0: it fits; null: no article). */
  article: number | null;
  /** The innermost elements whose boxes reach past the viewport or the article's column. */
  culprits: string[];
  /** Tables that reach past the article's column, with where their last column lies. */
  wideTables: string[];
  /** The previous/next page cards' boxes, and the column's left edge and width. */
  cards: { left: number; top: number; width: number; bottom: number }[];
  column: { left: number; width: number };
  /** Short inline code tokens that the browser broke across lines. */
  brokenTokens: string[];
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
  /** The right edge of the widest culprit. */
  let widest = 0;
  /**
   * Collects the descendants of `container` whose right edge passes `limit` and that no
   * descendant of their own explains (a <code> rather than the <strong> around it).
   */
  const collect = (container: Element, limit: number): boolean => {
    let found = false;
    for (const child of container.children) {
      const style = getComputedStyle(child);
      if (style.display === 'none' || style.position === 'fixed') continue;
      const inner = !clips(child) && collect(child, limit);
      if (!inner && rightEdge(child) > limit + slack) {
        culprits.push(nameOf(child));
        widest = Math.max(widest, rightEdge(child));
      }
      found ||= inner || rightEdge(child) > limit + slack;
    }
    return found;
  };

  const documentOverflow = Math.max(0, root.scrollWidth - root.clientWidth);
  let articleOverflow: number | null = null;
  let columnLeft = 0;
  let columnRight = root.clientWidth;
  if (article) {
    const style = getComputedStyle(article);
    const box = article.getBoundingClientRect();
    columnLeft = box.left + Number.parseFloat(style.paddingLeft);
    columnRight = box.right - Number.parseFloat(style.paddingRight);
    articleOverflow = Math.max(0, article.scrollWidth - article.clientWidth);
    if (articleOverflow > slack) collect(article, columnRight);
    // A block that contains its paint (content-visibility, rendering.css) clips what sticks out
    // of it instead of widening the article, and one off screen reports no overflow at all;
    // the boxes of its contents still tell.
    for (const block of article.children) {
      if (getComputedStyle(block).contentVisibility === 'auto' && collect(block, columnRight)) {
        articleOverflow = Math.max(articleOverflow, widest - columnRight);
      }
    }
  }
  if (documentOverflow > slack && culprits.length === 0) collect(document.body, root.clientWidth);

  const wideTables = [...(article?.querySelectorAll('table') ?? [])].flatMap((table) => {
    const headerRow = table.rows[0];
    const lastCell = headerRow?.cells[headerRow.cells.length - 1];
    if (!headerRow || !lastCell || table.getBoundingClientRect().right <= columnRight + slack) return [];
    const { left, right } = lastCell.getBoundingClientRect();
    const header = [...headerRow.cells].map((cell) => (cell.textContent ?? '').trim()).join(' | ');
    return [
      `table "${header}": ${Math.round(table.getBoundingClientRect().width)} px wide, last column ${Math.round(left)}–${Math.round(right)} px, column ends at ${Math.round(columnRight)} px`,
    ];
  });
  const cards = [...document.querySelectorAll('main footer a')]
    .filter((link) => /^(Previous|Next) page/.test((link.textContent ?? '').trim()))
    .map((link) => {
      const { left, top, width, bottom } = link.getBoundingClientRect();
      return { left, top, width, bottom };
    });
  // A token of up to 30 characters fits any phone's column whole; only in the later columns
  // of a table laid out as a table may a longer one break at a hyphen.
  const tablesAreTables = [...document.querySelectorAll('main table')].every((table) => getComputedStyle(table).display === 'table');
  // The lines a code span's text lies on, from its text's own boxes: a token is a box of its
  // own (code.css), which wraps inside rather than adding a line to the code around it.
  const textRects = (code: Element) =>
    [...code.querySelectorAll('*'), code].flatMap((element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()];
        }),
    );
  const brokenTokens = [...(article?.querySelectorAll(':not(pre) > code') ?? [])].flatMap((code) => {
    const text = code.textContent ?? '';
    if (/\s/.test(text) || text.length > 30) return [];
    if (tablesAreTables && text.length > 12 && code.closest('td:not(:first-child)')) return [];
    const rects = textRects(code);
    // A token wider than its column has to break (in a heading's large type on a small phone).
    const width = rects.reduce((sum, rect) => sum + rect.width, 0);
    let block = code.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    const column = block?.clientWidth ?? Number.POSITIVE_INFINITY;
    if (width > column - 14) return [];
    const lines = new Set(rects.map((rect) => Math.round(rect.top)));
    return lines.size > 1 ? [text] : [];
  });
  return {
    brokenTokens,
    document: documentOverflow,
    article: articleOverflow,
    culprits: culprits.slice(0, 12),
    wideTables,
    cards,
    column: { left: columnLeft, width: columnRight - columnLeft },
  };
}

/** Checks the page at its current viewport width; `phone` adds the checks of the phone layout. */
export async function expectPageFitsScreen(page: Page, { phone }: { phone: boolean }) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await withArticleLaidOut(page, () => page.evaluate(measureOverflow));
  const width = page.viewportSize()?.width;
  const culprits = overflow.culprits.join('\n  ');
  expect(overflow.document, `at ${width} px the document pans sideways; sticking out:\n  ${culprits}`).toBeLessThanOrEqual(1);
  expect(overflow.article ?? 0, `at ${width} px the article pans sideways; sticking out:\n  ${culprits}`).toBeLessThanOrEqual(1);
  // A table that fits its column shows every column, the description included; on a phone its
  // rows are stacked, so it needs no sideways scrolling either.
  expect(overflow.wideTables, `tables wider than the column at ${width} px`).toEqual([]);
  expect(overflow.brokenTokens, `short code tokens broken across lines at ${width} px`).toEqual([]);
  if (!phone) return;
  // The previous/next cards: one under the other, each as wide as the column.
  const { cards, column } = overflow;
  for (const card of cards) {
    expect(Math.abs(card.left - column.left), 'a page card starts at the column edge').toBeLessThanOrEqual(1);
    expect(Math.abs(card.width - column.width), 'a page card is as wide as the column').toBeLessThanOrEqual(1);
  }
  const [previous, next] = cards;
  if (previous && next) expect(next.top, 'the next page card is under the previous one').toBeGreaterThanOrEqual(previous.bottom);
}

/**
 * Expects every block of the article that starts on the page's first screen to be painted with
 * the page: none is a content-visibility container (theme/styles/rendering.css). Chromium paints
 * a container's contents only in the frame after the one that found it near the screen; on a
 * phone that frame waits for the page's scripts, so a container on the first screen shows as an
 * empty stand-in at first paint and then pushes everything under it down.
 */
export async function expectFirstScreenPaintedWhole(page: Page) {
  const containers = await page.evaluate(() => {
    const article = document.querySelector('main h1')?.parentElement;
    return [...(article?.children ?? [])]
      .filter((block) => block.getBoundingClientRect().top + scrollY < innerHeight)
      .filter((block) => getComputedStyle(block).contentVisibility === 'auto')
      .map((block) => `<${block.tagName.toLowerCase()}> "${(block.textContent ?? '').trim().slice(0, 60)}"`);
  });
  expect(containers, `containers on the first screen at ${page.viewportSize()?.width} px`).toEqual([]);
}
