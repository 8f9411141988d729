// Gate: the documentation is readable by AI tools: llms.txt (an index), llms-full.txt
// (everything), a Markdown twin of every page announced in its <head>, and a "Copy
// Markdown" button on doc pages.
import { expect, test } from '@playwright/test';
import { builtPages, isBuildFile, readBuildFile } from '../../support/build-output';
import { waitForHydration } from '../../support/hydration';
import { allRoutes, contentRoutes, htmlFileForRoute } from '../../support/routes';

const origin = 'https://re-pack.dev';
const markdownFileForRoute = (route: string) => htmlFileForRoute(route).replace(/\.html$/, '.md');

test('llms.txt introduces the site and links every content page as Markdown', () => {
  const llms = readBuildFile('llms.txt');
  expect(llms).toMatch(/^# Re\.Pack\n/);
  expect(llms).toMatch(/^> .{40,}$/m);
  const linked = new Set([...llms.matchAll(/\]\((https:\/\/re-pack\.dev\/[^)\s]+\.md)\)/g)].map((match) => match[1]));
  const missing = contentRoutes.filter((route) => !linked.has(`${origin}/${markdownFileForRoute(route)}`));
  expect(missing).toEqual([]);
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
  for (const route of allRoutes) {
    const markdown = markdownFileForRoute(route);
    expect(isBuildFile(markdown), `${markdown} exists`).toBe(true);
    if (route === '/404') continue;
    expect(readBuildFile(markdown).trim().length, markdown).toBeGreaterThan(100);
    const page = builtPages().find((built) => built.file === htmlFileForRoute(route))!;
    expect(page.links.get('alternate'), route).toContain(`${origin}/${markdown}`);
  }
});

test('"Copy Markdown" on a doc page copies the page as Markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/guides/svg');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy Markdown' }).click();
  const copied = await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('# SVG')
    .then(() => page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.trim()).toBe(readBuildFile('docs/guides/svg.md').trim());
});
