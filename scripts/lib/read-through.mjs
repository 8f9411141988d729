/**
 * Scrolls a page down and back to where it was, as a reader skimming it would, so that every
 * block of the article has been laid out once at the window's width.
 *
 * The article's blocks are content-visibility containers (theme/styles/rendering.css): the
 * browser lays a block out only when it nears the screen, and until then it stands at a
 * placeholder height and paints nothing. Whatever looks at the whole page at once needs the
 * real boxes: axe finds the background behind a text from the boxes that overlap it, and a
 * full-page screenshot paints beyond the screen. Once laid out, a block keeps its real size,
 * so a document is read again only when the window's width or the root's classes (the theme)
 * changed: a block not near the screen keeps the styles it had when it was last laid out.
 * @param {import('@playwright/test').Page} page
 */
export async function readThrough(page) {
  await page.evaluate(async () => {
    const read = /** @type {{ repackReadThrough?: string }} */ (window);
    const state = () => `${window.innerWidth} ${document.documentElement.className}`;
    if (read.repackReadThrough === state()) return;
    const start = window.scrollY;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Chrome lays out the blocks within half a screen of the window, above and below it: steps
    // of one and a half screens leave none out. The page grows as blocks are laid out, so its
    // height is read again at each step.
    const step = Math.round(window.innerHeight * 1.5);
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      await nextFrame();
    }
    window.scrollTo({ top: start, behavior: 'instant' });
    await nextFrame();
    read.repackReadThrough = state();
  });
}
