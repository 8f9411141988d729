// The documentation is readable by AI tools: llms.txt (an index), llms-full.txt (everything)
// and a Markdown twin of every page announced in its <head>. "Copy Markdown" is checked in
// the browser (tests/e2e/quality/ai-readable.spec.ts).
import { expect, test } from 'vitest';
import { site } from '../../theme/site.mjs';
import { builtPages, isBuildFile, readBuildFile } from '../support/build-output';
import { allRoutes, contentRoutes, htmlFileForRoute } from '../support/routes';

const markdownFileForRoute = (route: string) => htmlFileForRoute(route).replace(/\.html$/, '.md');

test('llms.txt introduces the site and links every content page as Markdown', () => {
  const llms = readBuildFile('llms.txt');
  expect(llms).toMatch(/^# Re\.Pack\n/);
  expect(llms).toMatch(/^> .{40,}$/m);
  const linked = new Set([...llms.matchAll(/\]\((https:\/\/re-pack\.dev\/[^)\s]+\.md)\)/g)].map((match) => match[1]));
  expect(contentRoutes.filter((route) => !linked.has(`${site.origin}/${markdownFileForRoute(route)}`))).toEqual([]);
});

test('llms-full.txt holds the text of every content page', () => {
  const full = readBuildFile('llms-full.txt');
  const titles = builtPages()
    .filter((page) => contentRoutes.includes(page.urlPath))
    .map((page) => page.title.replace(/ - Re\.Pack$/, ''));
  expect(titles).toHaveLength(contentRoutes.length);
  expect(titles.filter((title) => !full.includes(`# ${title}`))).toEqual([]);
  expect(full.length).toBeGreaterThan(200_000);
});

test('every page has a Markdown version, linked from its head', () => {
  const pages = new Map(builtPages().map((page) => [page.file, page]));
  for (const route of allRoutes) {
    const markdown = markdownFileForRoute(route);
    expect(isBuildFile(markdown), `${markdown} exists`).toBe(true);
    if (route === '/404') continue;
    expect(readBuildFile(markdown).trim().length, markdown).toBeGreaterThan(100);
    expect(pages.get(htmlFileForRoute(route))?.links.get('alternate'), route).toContain(`${site.origin}/${markdown}`);
  }
});
