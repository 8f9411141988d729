// No dead internal link or #anchor in the static HTML, and external links open in a new tab
// without handing the opener to the other site. Rspress's own dead-link check already fails
// the build on a missing page; this also covers #anchors and links rendered by the theme.
// Each problem names the page's source file and the line of the link in it (or says that the
// theme renders the link). The DOM after hydration is checked in the browser (tests/e2e/quality/every-page.spec.ts).
import { expect, test } from 'vitest';
import { builtPages, isBuildFile, readBuildFile } from '../support/build-output';
import { fileForPath, linkProblems, locateLink } from '../support/link-targets';
import { sourceOfRoute } from '../support/routes';

test('every internal link and #anchor leads to an existing page and heading; external links are safe', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const page of builtPages()) {
    const source = sourceOfRoute(page.urlPath);
    for (const anchor of page.anchors) {
      checked++;
      for (const problem of linkProblems(anchor, page.urlPath)) problems.push(`${locateLink(source, anchor)}: ${problem}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
});

test('llms.txt links only to Markdown pages that exist', () => {
  const links = [...readBuildFile('llms.txt').matchAll(/\]\((https:\/\/re-pack\.dev\/[^)\s]+)\)/g)].map((match) => match[1] ?? '');
  expect(links.length).toBeGreaterThanOrEqual(50);
  expect(links.filter((url) => !fileForPath(new URL(url).pathname, isBuildFile))).toEqual([]);
});
