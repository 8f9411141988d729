// Every page can be found and shared: a unique title, the frontmatter description, a
// canonical URL, Open Graph and Twitter card tags with an image; sitemap.xml and robots.txt
// at the root. Checks the static HTML, which is what crawlers read; that the tags follow
// client-side navigation is checked in the browser (tests/e2e/quality/seo.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { servedPath } from '../../theme/lib/seo';
import { site } from '../../theme/site.mjs';
import { type BuiltPage, buildDir, builtPages, isBuildFile, readBuildFile } from '../support/build-output';
import { fileForPath } from '../support/link-targets';
import { allRoutes, contentRoutes, sitePages, sourceOfRoute } from '../support/routes';

const isNotFound = (page: BuiltPage) => page.file === '404.html';

/** The `description` of the front matter of the page served at `urlPath`. */
function frontmatterDescription(urlPath: string): string | undefined {
  const description = sitePages.find((page) => page.route === urlPath)?.frontMatter.description;
  return typeof description === 'string' ? description : undefined;
}

test('every page has a unique, non-empty title', () => {
  const pages = builtPages();
  expect(pages.map((page) => page.urlPath).sort()).toEqual([...allRoutes].sort());
  const titles = pages.map((page) => page.title);
  expect(titles.filter((title) => title.length === 0)).toEqual([]);
  expect(
    titles.filter((title, index) => titles.indexOf(title) !== index),
    'titles used by more than one page',
  ).toEqual([]);
});

test('every meta description is the page frontmatter description', () => {
  const mismatches = builtPages()
    .map((page) => ({
      page: sourceOfRoute(page.urlPath),
      html: page.meta.get('description'),
      frontmatter: frontmatterDescription(page.urlPath),
    }))
    .filter(({ html, frontmatter }) => !frontmatter || html !== frontmatter);
  expect(mismatches).toEqual([]);
});

test('every indexable page names the canonical URL the host serves it at; the 404 page is noindex', () => {
  for (const page of builtPages()) {
    const canonical = page.links.get('canonical') ?? [];
    if (isNotFound(page)) {
      expect(canonical, page.urlPath).toEqual([]);
      expect(page.meta.get('robots'), page.urlPath).toBe('noindex');
    } else {
      expect(canonical, page.urlPath).toEqual([`${site.origin}${servedPath(page.urlPath)}`]);
      expect(page.meta.get('robots'), page.urlPath).toBeUndefined();
    }
  }
});

test('every page has Open Graph and Twitter card tags with a social image in the build', () => {
  for (const page of builtPages()) {
    const meta = (key: string) => page.meta.get(key);
    expect(meta('og:title'), page.urlPath).toBe(page.title);
    expect(meta('og:description'), page.urlPath).toBe(meta('description'));
    expect(meta('og:type'), page.urlPath).toBe('website');
    expect(meta('og:site_name'), page.urlPath).toBe('Re.Pack');
    expect(meta('og:url'), page.urlPath).toBe(isNotFound(page) ? undefined : `${site.origin}${servedPath(page.urlPath)}`);
    expect(meta('og:image'), page.urlPath).toMatch(new RegExp(`^${site.origin}/.+\\.png$`));
    expect(meta('og:image:alt')?.length, page.urlPath).toBeGreaterThan(10);
    expect(meta('twitter:card'), page.urlPath).toBe('summary_large_image');
    expect(meta('twitter:title'), page.urlPath).toBe(page.title);
    expect(meta('twitter:description'), page.urlPath).toBe(meta('description'));
    expect(meta('twitter:image'), page.urlPath).toBe(meta('og:image'));
    const image = new URL(meta('og:image') ?? '').pathname.slice(1);
    const png = fs.readFileSync(path.join(buildDir, image));
    expect(png.subarray(1, 4).toString(), image).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
  }
});

test('sitemap.xml lists the home page and every content page once, at their served addresses', () => {
  const locations = [...readBuildFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locations.sort()).toEqual(['/', ...contentRoutes].map((route) => `${site.origin}${servedPath(route)}`).sort());
  for (const location of locations) expect(fileForPath(new URL(location).pathname, isBuildFile), location).toBeDefined();
});

test('robots.txt allows crawling and points at the sitemap', () => {
  const robots = readBuildFile('robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${site.origin}/sitemap.xml$`, 'm'));
});

/**
 * Link texts that say nothing out of context. Search engines (Lighthouse's `link-text` audit)
 * and screen-reader link lists read a link alone: `[start](/api/cli/start)` is "start", where
 * "start command" says where it leads.
 */
const GENERIC_LINK_TEXTS = new Set(['click here', 'click this', 'go', 'here', 'learn more', 'link', 'more', 'read more', 'start', 'this']);

test('every link says where it leads, not only "start", "here" or "more"', () => {
  const generic = builtPages().flatMap((page) =>
    page.anchors
      // The API overview's item titles are Rspress's Overview component printing the sidebar
      // labels the spec fixes ("Start"); renaming them there means ejecting its OverviewGroup.
      .filter((anchor) => !anchor.className.split(/\s+/).includes('rp-overview-group__item__title__link'))
      .map((anchor) => anchor.text.replace(/\s+/g, ' ').trim())
      .filter((text) => GENERIC_LINK_TEXTS.has(text.toLowerCase()))
      .map((text) => `${sourceOfRoute(page.urlPath)}: "${text}"`),
  );
  expect(generic).toEqual([]);
});
