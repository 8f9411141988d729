/**
 * The pages of the site and the routes Rspress serves them at. Tests, scripts and the writers'
 * checks all take the list of pages and the route ↔ file mapping from here, so adding, moving
 * or removing a page needs no edit anywhere else. (page-sources.ts's `routeOfPageFile` is the
 * router's matching key, lower case and without a trailing slash, for finding two files that
 * claim one address.) Node only: the build's checks and the tests use it, the browser never does.
 */
import path from 'node:path';
import grayMatter from '@rspress/shared/gray-matter';
import { findPageFiles } from './page-sources';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

const PAGE_FILE = /\.mdx?$/;

/** A page's route: `docs/docs/guides/svg.mdx` → `/docs/guides/svg`, `docs/api/index.mdx` → `/api/`, `docs/index.mdx` → `/`. */
export function routeOfPage(page: string): string {
  if (!page.startsWith('docs/') || !PAGE_FILE.test(page)) throw new Error(`${page} is not a page: pages are .md or .mdx files under docs/`);
  const route = page.slice('docs'.length).replace(PAGE_FILE, '');
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

/** The page (`docs/….mdx`) among `pages` that is served at `route`, or undefined. */
export function pageOfRoute(route: string, pages: readonly string[]): string | undefined {
  return pages.find((page) => routeOfPage(page) === route);
}

/**
 * The files Rspress would try for a route that has no page, to say what is missing:
 * `/docs/guides/svgr` → `docs/docs/guides/svgr.mdx`, `/api/` → `docs/api/index.mdx`.
 */
export function expectedPageOfRoute(route: string): string {
  return `docs${route.endsWith('/') ? `${route}index` : route}.mdx`;
}

/**
 * Every Markdown page under `<root>/docs`, as paths relative to root with forward slashes,
 * sorted. Which files are pages is page-sources.ts's rule, the one the build's first check uses.
 */
export function listPages(root = projectRoot): string[] {
  return findPageFiles(path.join(root, 'docs'), ['.md', '.mdx']).map((file) => `docs/${file}`);
}

/**
 * The front matter of a page, read by the parser Rspress uses (gray-matter); empty when it
 * cannot be read. What is wrong with it is page-sources.ts's to report, with its line.
 */
export function readFrontMatter(source: string): Record<string, unknown> {
  try {
    return grayMatter(source).data;
  } catch {
    return {};
  }
}

/**
 * The front matter key that says a page is on purpose in no sidebar and no navigation (a
 * landing page for a campaign, a page linked only from another page). Without it, a page no
 * sidebar or navbar lists fails the checks: it was most likely forgotten in `_meta.json`.
 */
export const UNLISTED_KEY = 'unlisted';

/** True when the page need not appear in a sidebar or the navbar: marked unlisted, or the 404 page, which nothing links to. */
export function isUnlisted(frontMatter: Record<string, unknown>): boolean {
  return frontMatter[UNLISTED_KEY] === true || frontMatter.pageType === '404';
}
