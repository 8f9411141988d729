// The build holds one page for every page in docs/ and nothing else, every route of the
// specification's table (§2) among them; each page carries its title, one h1 and a description
// in the static HTML; and every page is listed in a sidebar or the navbar, unless its front
// matter says it is unlisted on purpose. Failures name the page's source file.
import { describe, expect, test } from 'vitest';
import { UNLISTED_KEY } from '../../theme/plugins/doc-pages';
import { builtPages, isBuildFile, listBuildFiles } from '../support/build-output';
import { fileForPath } from '../support/link-targets';
import { allRoutes, contentPages, htmlFileForRoute, listedPages, sitePages, specRoutes } from '../support/routes';

test('the build holds a page for each page in docs/, and no other', () => {
  const built = listBuildFiles().filter((file) => file.endsWith('.html'));
  const expected = new Map(sitePages.map((page) => [htmlFileForRoute(page.route), page.file]));
  const missing = [...expected].filter(([html]) => !built.includes(html)).map(([html, file]) => `${file}: no ${html} in the build`);
  const unexpected = built.filter((html) => !expected.has(html)).map((html) => `${html}: built, but no page in docs/ is served there`);
  expect([...missing, ...unexpected]).toEqual([]);
});

test('every route of the specification (§2) has its page', () => {
  expect(specRoutes.filter((route) => !allRoutes.includes(route))).toEqual([]);
});

describe('every content page', () => {
  const pages = new Map(builtPages().map((page) => [page.file, page]));
  for (const { file, route } of contentPages) {
    test(`${file} has one h1, the page title "<h1> - Re.Pack" and a description`, () => {
      const page = pages.get(htmlFileForRoute(route));
      expect(page, `${file}: not in the build`).toBeDefined();
      expect(page?.h1s, `${file}: h1 headings`).toHaveLength(1);
      const title = page?.h1s[0] ?? '';
      expect(title.length, `${file}: the h1 is empty`).toBeGreaterThan(0);
      expect(page?.title, `${file}: <title>`).toBe(`${title} - Re.Pack`);
      expect(page?.meta.get('description')?.length ?? 0, `${file}: the description is shorter than 40 characters`).toBeGreaterThan(40);
    });
  }
});

/** The built files that the sidebars and the navbar of every built page link to. */
function listedInNavigation(): Set<string> {
  const listed = new Set<string>();
  for (const page of builtPages()) {
    for (const link of page.navigationLinks) {
      const file = link.startsWith('/') ? fileForPath(link.replace(/[#?].*$/, ''), isBuildFile) : undefined;
      if (file) listed.add(file);
    }
  }
  return listed;
}

test(`every page is in a sidebar or the navbar, unless its front matter says "${UNLISTED_KEY}: true"`, () => {
  const listed = listedInNavigation();
  const forgotten = listedPages
    .filter((page) => !listed.has(htmlFileForRoute(page.route)))
    .map((page) => {
      const folder = page.file.slice(0, page.file.lastIndexOf('/'));
      const name = page.file.slice(folder.length + 1).replace(/\.mdx?$/, '');
      return (
        `${page.file}:1:1: ${page.route} is in no sidebar and not in the navbar. ` +
        `List "${name}" in ${folder}/_meta.json, or add "${UNLISTED_KEY}: true" to its front matter if it is hidden on purpose.`
      );
    });
  expect(forgotten, forgotten.join('\n')).toEqual([]);
});
