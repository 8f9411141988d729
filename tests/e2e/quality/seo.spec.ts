// Gate: every page can be found and shared: a unique title, the frontmatter description,
// a canonical URL, Open Graph and Twitter card tags with an image; sitemap.xml and
// robots.txt at the root. Checks the static HTML, which is what crawlers read.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type BuiltPage, buildDir, builtPages, isBuildFile, readBuildFile } from '../../support/build-output';
import { fileForPath } from '../../support/link-targets';
import { allRoutes, contentRoutes } from '../../support/routes';

const origin = 'https://re-pack.dev';
const docsDir = path.resolve(import.meta.dirname, '../../../docs');
const isNotFound = (page: BuiltPage) => page.file === '404.html';

/** The `description:` of an MDX page's frontmatter, unquoted. */
function frontmatterDescription(urlPath: string): string | undefined {
  const base = urlPath === '/' ? 'index' : urlPath.endsWith('/') ? `${urlPath.slice(1)}index` : urlPath.slice(1);
  const source = fs.readFileSync(path.join(docsDir, `${base}.mdx`), 'utf8');
  const frontmatter = source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  const raw = frontmatter.match(/^description:\s*(.+)$/m)?.[1]?.trim();
  return raw?.replace(/^(['"])(.*)\1$/, '$2').replace(/''/g, "'");
}

test('every page has a unique, non-empty title', () => {
  const pages = builtPages();
  expect(pages.map((page) => page.urlPath).sort()).toEqual([...allRoutes].map((route) => (route === '/404' ? '/404' : route)).sort());
  const titles = pages.map((page) => page.title);
  expect(titles.filter((title) => title.length === 0)).toEqual([]);
  const duplicates = titles.filter((title, index) => titles.indexOf(title) !== index);
  expect(duplicates, 'titles used by more than one page').toEqual([]);
});

test('every meta description is the page frontmatter description', () => {
  const mismatches = builtPages()
    .map((page) => ({ page: page.urlPath, html: page.meta.get('description'), frontmatter: frontmatterDescription(page.urlPath) }))
    .filter(({ html, frontmatter }) => !frontmatter || html !== frontmatter);
  expect(mismatches).toEqual([]);
});

test('every indexable page names its canonical URL; the 404 page is noindex', () => {
  for (const page of builtPages()) {
    const canonical = page.links.get('canonical') ?? [];
    if (isNotFound(page)) {
      expect(canonical, page.urlPath).toEqual([]);
      expect(page.meta.get('robots'), page.urlPath).toBe('noindex');
    } else {
      expect(canonical, page.urlPath).toEqual([`${origin}${page.urlPath}`]);
      expect(page.meta.get('robots'), page.urlPath).toBeUndefined();
    }
  }
});

test('every page has Open Graph and Twitter card tags with the social image', () => {
  for (const page of builtPages()) {
    const meta = (key: string) => page.meta.get(key);
    expect(meta('og:title'), page.urlPath).toBe(page.title);
    expect(meta('og:description'), page.urlPath).toBe(meta('description'));
    expect(meta('og:type'), page.urlPath).toBe('website');
    expect(meta('og:site_name'), page.urlPath).toBe('Re.Pack');
    expect(meta('og:url'), page.urlPath).toBe(isNotFound(page) ? undefined : `${origin}${page.urlPath}`);
    expect(meta('og:image'), page.urlPath).toBe(`${origin}/social/og-image.png`);
    expect(meta('og:image:alt')?.length, page.urlPath).toBeGreaterThan(10);
    expect(meta('twitter:card'), page.urlPath).toBe('summary_large_image');
    expect(meta('twitter:title'), page.urlPath).toBe(page.title);
    expect(meta('twitter:description'), page.urlPath).toBe(meta('description'));
    expect(meta('twitter:image'), page.urlPath).toBe(meta('og:image'));
  }
});

test('the social image is a 1200×630 PNG in the build', () => {
  const png = fs.readFileSync(path.join(buildDir, 'social/og-image.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(1024 * 1024);
});

test('sitemap.xml lists the home page and every content page once, and nothing else', () => {
  const xml = readBuildFile('sitemap.xml');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locations.sort()).toEqual(['/', ...contentRoutes].map((route) => `${origin}${route}`).sort());
  for (const location of locations) expect(fileForPath(new URL(location).pathname, isBuildFile), location).toBeDefined();
});

test('robots.txt allows crawling and points at the sitemap', () => {
  const robots = readBuildFile('robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap.xml$`, 'm'));
});

test('the tags follow client-side navigation', async ({ page }) => {
  await page.goto('/docs/getting-started/introduction');
  await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Quick start', exact: true }).click();
  await expect(page).toHaveURL(/quick-start$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/docs/getting-started/quick-start`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/docs/getting-started/quick-start`);
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', await page.title());
});
