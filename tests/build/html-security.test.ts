// The static HTML needs neither eval nor inline event handlers, so the site runs under the
// strict Content-Security-Policy in vercel.json (tests/build/host-config.test.ts checks that
// policy allows each inline script by hash).
import { expect, test } from 'vitest';
import { builtPages } from '../support/build-output';

test('inline scripts need neither eval nor inline event handlers', () => {
  const problems: string[] = [];
  for (const page of builtPages()) {
    for (const script of page.inlineScripts) {
      if (/\beval\s*\(|new\s+Function\s*\(|\bFunction\s*\(|set(Timeout|Interval)\s*\(\s*['"`]/.test(script))
        problems.push(`${page.urlPath}: ${script.slice(0, 80)}`);
    }
    problems.push(...page.inlineHandlers.map((handler) => `${page.urlPath}: inline handler ${handler}`));
  }
  expect(problems).toEqual([]);
});
