/**
 * Scrolls a page down one screen at a time and back to where it was, as a reader skimming it
 * would, so that every block of the article has been laid out once.
 *
 * The article's blocks are content-visibility containers (theme/styles/rendering.css): the
 * browser lays a block out only when it nears the screen, and until then it stands at a
 * placeholder height and paints nothing. Whatever looks at the whole page at once needs the
 * real boxes: axe finds the background behind a text from the boxes that overlap it, and a
 * full-page screenshot paints beyond the screen. Once laid out, a block keeps its real size.
 * @param {import('@playwright/test').Page} page
 */
export async function readThrough(page) {
  await page.evaluate(async () => {
    const start = window.scrollY;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The page grows as blocks are laid out: its height is read again at each step.
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await nextFrame();
    }
    window.scrollTo({ top: start, behavior: 'instant' });
    await nextFrame();
  });
}
