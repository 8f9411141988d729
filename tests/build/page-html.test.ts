// A page's code and plain prose reach the reader once on the page opened by its address: in
// the HTML, not again in the scripts that load with it (theme/lib/page-html.ts,
// theme/plugins/static-code.ts).
import { load } from 'cheerio';
import { describe, expect, test } from 'vitest';
import { firstLoadScripts } from '../../scripts/lib/bench-pages.mjs';
import { listBuildFiles, readBuildFile } from '../support/build-output';

const pages = listBuildFiles().filter((file) => file.endsWith('.html'));
const withStatic = pages.filter((file) => readBuildFile(file).includes('data-page-html="'));

/**
 * The texts of the page's own paragraphs, as a script would carry them (no markup inside); not
 * a component's, such as an overview's summaries (which come from the page's frontmatter).
 */
const paragraphTexts = (html: string) =>
  load(html)('.rspress-doc p:not([class])')
    .filter((_, paragraph) => load(paragraph)('*').length === 1)
    .map((_, paragraph) => load(paragraph).text().trim())
    .get()
    .filter((text) => text.length >= 40 && !/["\\]/.test(text));

describe('code and prose of the page opened by its address', () => {
  test('nearly every page has static markup, marked on its first static element', () => {
    expect(withStatic.length).toBeGreaterThan(pages.length * 0.9);
  });

  test.each(withStatic)('%s: its code and plain paragraphs are in the HTML and in none of the scripts it loads up front', (file) => {
    const html = readBuildFile(file);
    const paragraphs = paragraphTexts(html);
    const scripts = firstLoadScripts(html);
    expect(scripts.some((script) => script.includes('/route-'))).toBe(true);
    for (const script of scripts) {
      const source = readBuildFile(script.slice(1));
      // Block code is written line by line; inline code token by token.
      expect(source, script).not.toMatch(/class=\\?"line\\?"/);
      expect(source, script).not.toContain('repack-code-token');
      expect(
        paragraphs.filter((text) => source.includes(text)),
        script,
      ).toEqual([]);
    }
  });
});
