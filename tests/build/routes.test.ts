// The built site holds exactly the spec's route table (§2), and each page carries its title,
// one h1 and a description in the static HTML.
import { describe, expect, test } from 'vitest';
import { builtPages, listBuildFiles } from '../support/build-output';
import { allRoutes, contentRoutes, htmlFileForRoute } from '../support/routes';

test('the build holds exactly the pages of the route table', () => {
  const built = listBuildFiles().filter((file) => file.endsWith('.html'));
  expect(built.sort()).toEqual(allRoutes.map(htmlFileForRoute).sort());
  expect(built).toHaveLength(61);
});

describe('every content page', () => {
  const pages = new Map(builtPages().map((page) => [page.file, page]));
  for (const route of contentRoutes) {
    test(`${route} has one h1, the page title "<h1> - Re.Pack" and a description`, () => {
      const page = pages.get(htmlFileForRoute(route));
      expect(page).toBeDefined();
      expect(page?.h1s).toHaveLength(1);
      const title = page?.h1s[0] ?? '';
      expect(title.length).toBeGreaterThan(0);
      expect(page?.title).toBe(`${title} - Re.Pack`);
      expect(page?.meta.get('description')?.length ?? 0).toBeGreaterThan(40);
    });
  }
});
