/**
 * Runs `check` with every block of the article laid out, as a reader meets each block when
 * scrolling to it, without moving the page.
 *
 * The article's blocks are content-visibility containers (theme/styles/rendering.css): the
 * browser lays a block out only when it nears the screen, and until then it stands at a
 * placeholder height and paints nothing. Whatever looks at the whole page at once needs the
 * real boxes: axe finds the background behind a text from the boxes that overlap it, and the
 * fit check measures every block.
 *
 * How: a block whose contents are selected is laid out wherever it is (CSS Containment 2,
 * "relevant to the user"), and the browser applies that as soon as styles are read, so the
 * article is selected for the time of the check and the reader's selection is put back after
 * it. No scrolling and no waiting for animation frames: an earlier version scrolled a screen at
 * a time and awaited frames, and on a busy machine it sometimes waited until the test's time ran
 * out. A block still skipped once selected is a fault of this helper, named in its error.
 * Colour transitions that the blocks start when they take the current theme are finished first.
 * @template T
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<T>} check
 * @returns {Promise<T>}
 */
export async function withArticleLaidOut(page, check) {
  const skipped = await page.evaluate(() => {
    const article = document.querySelector('.rspress-doc');
    if (!article) return [];
    const selection = getSelection();
    if (!selection) return [];
    const saved = [...Array(selection.rangeCount).keys()].map((index) => selection.getRangeAt(index));
    /** @type {{ repackSavedSelection?: Range[] }} */ (window).repackSavedSelection = saved;
    selection.selectAllChildren(article);
    // A block of bare text cannot be asked without laying it out; it is selected with the rest.
    const stillSkipped = [...article.children]
      .filter((block) => getComputedStyle(block).contentVisibility === 'auto')
      .filter((block) => block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false)
      .map((block) => `${block.tagName.toLowerCase()}: ${block.textContent?.trim().slice(0, 40)}`);
    // A block off the screen keeps the styles it was last laid out with, and takes the current
    // ones (after a theme switch) only now: its colour transitions (0.15–0.5 s) start here, from
    // the old theme's colours. A reader scrolling to it sees them end; the check reads them ended.
    for (const animation of document.getAnimations()) {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      if (animation instanceof CSSTransition && target && article.contains(target)) animation.finish();
    }
    return stillSkipped;
  });
  try {
    if (skipped.length > 0) {
      throw new Error(
        `withArticleLaidOut: ${skipped.length} block(s) stayed skipped while selected:\n  ${skipped.slice(0, 5).join('\n  ')}`,
      );
    }
    return await check();
  } finally {
    await page.evaluate(() => {
      const holder = /** @type {{ repackSavedSelection?: Range[] }} */ (window);
      const selection = getSelection();
      if (!selection || !holder.repackSavedSelection) return;
      selection.removeAllRanges();
      for (const range of holder.repackSavedSelection) selection.addRange(range);
      delete holder.repackSavedSelection;
    });
  }
}
