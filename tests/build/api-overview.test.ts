// The API overview as the server sends it (theme/forks/Overview): every reference page listed,
// each with its one-line summary and two or three key headings that exist on the page, and
// the Markdown twin still listing every page with all its headings (the llms output).
import { expect, test } from 'vitest';
import { queryBuiltRoute, readBuildFile } from '../support/build-output';
import { apiRoutes } from '../support/routes';

const referencePages = apiRoutes.filter((route) => route !== '/api/');
const pathOf = (href: string) => href.replace(/\.html$/, '').replace(/#.*$/, '');

test('the overview lists every reference page with a summary and two or three key headings of that page', () => {
  const $ = queryBuiltRoute('/api/');
  const entries = $('.repack-overview__entry')
    .toArray()
    .map((entry) => ({
      link: pathOf($(entry).find('h3 a').attr('href') ?? ''),
      summary: $(entry).children('p').text().trim(),
      anchors: $(entry)
        .find('> ul a')
        .toArray()
        .map((anchor) => $(anchor).attr('href') ?? ''),
    }));
  expect(entries.map((entry) => entry.link).sort()).toEqual([...referencePages].sort());
  for (const { link, summary, anchors } of entries) {
    expect(summary, link).toMatch(/^[A-Z].{20,88}\.$/);
    expect(anchors.length, link).toBeGreaterThanOrEqual(2);
    expect(anchors.length, link).toBeLessThanOrEqual(3);
    const ids = new Set(
      queryBuiltRoute(link)('h2[id]')
        .toArray()
        .map((heading) => heading.attribs.id),
    );
    for (const anchor of anchors) {
      expect(pathOf(anchor), anchor).toBe(link);
      expect(ids.has(anchor.split('#')[1] ?? ''), `${anchor} is an h2 of ${link}`).toBe(true);
    }
  }
});

test('the overview’s Markdown twin lists every page with all its h2 headings', () => {
  const markdown = readBuildFile('api/index.md');
  for (const route of referencePages) {
    const ids = queryBuiltRoute(route)('h2[id]')
      .toArray()
      .map((heading) => heading.attribs.id);
    expect(markdown, route).toContain(`](${route}.md)`);
    for (const id of ids) expect(markdown, `${route}#${id}`).toContain(`(${route}.md#${id})`);
  }
});
