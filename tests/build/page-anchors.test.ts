// The writers' early link check (npm run check:pages, theme/plugins/page-check.ts) computes
// each page's heading ids from its MDX source, before anything is built. Here those ids are
// compared with the ids of the built pages, so a change in how Rspress makes heading ids
// cannot turn that check into false alarms or let dead #anchors through unnoticed.
import { expect, test } from 'vitest';
import { anchorIdsOf, readDocPages } from '../../theme/plugins/page-check';
import { builtPage } from '../support/build-output';
import { htmlFileForRoute } from '../support/routes';

test('every heading id computed from a page source is an id of the built page', () => {
  const mismatches = readDocPages()
    .filter((page) => page.tree)
    .flatMap((page) => {
      const built = builtPage(htmlFileForRoute(page.route)).ids;
      const computed = [...anchorIdsOf(page.tree!, page.frontMatter)];
      return computed.filter((id) => !built.has(id)).map((id) => `${page.page}: "${id}" is computed from the source but not in the build`);
    });
  expect(mismatches, mismatches.join('\n')).toEqual([]);
  // It parses every page's MDX source and, when it runs first, every built page: beside a
  // build on a busy two-core machine that took over the build project's 60 s.
}, 300_000);
