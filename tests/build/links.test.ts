// No dead internal link or #anchor in the static HTML, and external links open in a new tab
// without handing the opener to the other site. Rspress's own dead-link check already fails
// the build on a missing page; this also covers #anchors and links rendered by the theme.
// The DOM after hydration is checked in the browser (tests/e2e/quality/every-page.spec.ts).
import { expect, test } from 'vitest';
import { builtPages, isBuildFile, readBuildFile } from '../support/build-output';
import { fileForPath, linkProblems } from '../support/link-targets';

test('every internal link and #anchor leads to an existing page and heading; external links are safe', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const page of builtPages()) {
    for (const anchor of page.anchors) {
      checked++;
      problems.push(...linkProblems(anchor, page.urlPath).map((problem) => `${page.urlPath}: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
});

test('llms.txt links only to Markdown pages that exist', () => {
  const links = [...readBuildFile('llms.txt').matchAll(/\]\((https:\/\/re-pack\.dev\/[^)\s]+)\)/g)].map((match) => match[1] ?? '');
  expect(links.length).toBeGreaterThanOrEqual(50);
  expect(links.filter((url) => !fileForPath(new URL(url).pathname, isBuildFile))).toEqual([]);
});
