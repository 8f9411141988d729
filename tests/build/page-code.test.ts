// A page's code reaches the reader once on the page opened by its address: in the HTML, not
// again in the scripts that load with it (theme/lib/page-code.ts, theme/plugins/static-code.ts).
import { describe, expect, test } from 'vitest';
import { firstLoadScripts } from '../../scripts/lib/bench-pages.mjs';
import { listBuildFiles, readBuildFile } from '../support/build-output';

const pages = listBuildFiles().filter((file) => file.endsWith('.html'));
const withCode = pages.filter((file) => readBuildFile(file).includes('data-page-code="'));

describe('code of the page opened by its address', () => {
  test('most pages have code, marked on their first code element', () => {
    expect(withCode.length).toBeGreaterThan(pages.length / 2);
  });

  test.each(withCode)('%s: its code is in the HTML and in none of the scripts it loads up front', (file) => {
    const html = readBuildFile(file);
    expect(html).toMatch(/<code[^>]*>/);
    const scripts = firstLoadScripts(html);
    expect(scripts.some((script) => script.includes('/route-'))).toBe(true);
    for (const script of scripts) {
      const source = readBuildFile(script.slice(1));
      // Block code is written line by line; inline code token by token.
      expect(source, script).not.toMatch(/class=\\?"line\\?"/);
      expect(source, script).not.toContain('repack-code-token');
    }
  });
});
