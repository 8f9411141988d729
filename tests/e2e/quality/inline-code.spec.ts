// Inline code never pushes a page sideways on a phone. A short token is kept whole (static-code.ts
// marks it, code.css makes it a box), so the widest of them, in a heading's larger type, decide
// whether a heading fits a phone's column: measured on the pages whose headings hold the longest
// whole tokens, as laid out from the static HTML and CSS (no script takes part), at 375 px and at
// the 320 px of the smallest phones. Every page is also measured at 375 px by every-page.spec.ts.

import { load as loadHtml } from 'cheerio';
import { WHOLE_TOKEN_MAX } from '../../../theme/plugins/static-code';
import { listBuildFiles, readBuildFile, urlPathForFile } from '../../support/build-output';
import { expect, test } from '../../support/test';

/** The longest whole token in a heading's code on each page, the longest first. */
const pagesByLongestHeadingToken = listBuildFiles()
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const $ = loadHtml(readBuildFile(file));
    const tokens = $('.rspress-doc :is(h1, h2, h3, h4, h5, h6) code')
      .map((_, code) => $(code).text().split(/\s+/))
      .get()
      .filter((token) => token.length <= WHOLE_TOKEN_MAX);
    return { route: urlPathForFile(file), longest: Math.max(0, ...tokens.map((token) => token.length)) };
  })
  .filter(({ longest }) => longest > 0)
  .sort((a, b) => b.longest - a.longest);

const pages = pagesByLongestHeadingToken.slice(0, 4);

test.use({ javaScriptEnabled: false });

for (const width of [375, 320]) {
  test(`at ${width} px no heading or paragraph is wider than the column, on the pages with the longest code in headings`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // A token of 20 characters in a heading's code is wider than half a phone's column.
    expect(pages.length).toBe(4);
    expect(pages.at(-1)?.longest).toBeGreaterThanOrEqual(20);
    await page.setViewportSize({ width, height: 800 });
    const overflowing: string[] = [];
    for (const { route } of pages) {
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      const found = await page.evaluate(() => {
        const article = document.querySelector('main h1')?.parentElement;
        if (!article) return ['no article'];
        const wider = (element: Element) => element.scrollWidth > element.clientWidth + 1;
        const name = (element: Element) =>
          `<${element.tagName.toLowerCase()}> ${element.scrollWidth} px in ${element.clientWidth} px: "${(element.textContent ?? '').trim().slice(0, 60)}"`;
        return [
          ...(wider(article) ? [`the article: ${article.scrollWidth} px in ${article.clientWidth} px`] : []),
          ...[...article.querySelectorAll('h1, h2, h3, h4, h5, h6, p')].filter(wider).map(name),
        ];
      });
      overflowing.push(...found.map((what) => `${route}: ${what}`));
    }
    expect(overflowing).toEqual([]);
  });
}
