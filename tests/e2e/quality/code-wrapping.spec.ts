// No line of any code block breaks inside a name on a phone (375 px). Code wraps there at
// spaces and at the break points after punctuation, and only a single name wider than the
// room a wrapped line has (the block's width less the line's hanging indent) may break inside. Measured on every built page with code, as laid out from the static
// HTML and CSS (the wrapping needs no script), with each name's first and last letters: a name
// whose ends sit on different lines is broken.

import fs from 'node:fs';
import path from 'node:path';
import { buildDir, listBuildFiles, urlPathForFile } from '../../support/build-output';
import { expect, test } from '../../support/test';

const pagesWithCode = listBuildFiles()
  .filter((file) => file.endsWith('.html') && fs.readFileSync(path.join(buildDir, file), 'utf8').includes('rp-codeblock'))
  .map(urlPathForFile)
  .sort();

test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });

test('no line of a code block breaks inside a name at 375 px, on any page', async ({ page }) => {
  test.setTimeout(240_000);
  expect(pagesWithCode.length).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const route of pagesWithCode) {
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    const found = await page.evaluate(() => {
      const rectOf = (node: Text, offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect();
      };
      const results: string[] = [];
      for (const line of document.querySelectorAll<HTMLElement>('.rspress-doc .rp-codeblock pre .line')) {
        const style = getComputedStyle(line);
        const room =
          (line.closest('code')?.clientWidth ?? Number.POSITIVE_INFINITY) -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight);
        // The line's text, and for each character the text node and offset it is in.
        const places: [Text, number][] = [];
        let text = '';
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let offset = 0; offset < node.data.length; offset++) places.push([node, offset]);
          text += node.data;
        }
        for (const match of text.matchAll(/[\p{L}\p{N}_$]{2,}/gu)) {
          const [firstNode, firstOffset] = places[match.index]!;
          const [lastNode, lastOffset] = places[match.index + match[0].length - 1]!;
          const first = rectOf(firstNode, firstOffset);
          const last = rectOf(lastNode, lastOffset);
          const wholeWidth = first.width * match[0].length;
          // A name wider than a wrapped line's room may break: nothing else can fit it.
          if (Math.abs(first.top - last.top) > 1 && wholeWidth <= room) results.push(`${match[0]} in "${text.trim().slice(0, 80)}"`);
        }
      }
      return results;
    });
    broken.push(...found.map((where) => `${route}: ${where}`));
  }
  expect(broken).toEqual([]);
});
