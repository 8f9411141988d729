/**
 * The pages of the site and the addresses they are served at, found in `docs/` the way Rspress
 * finds them: every `.md` and `.mdx` file, except `docs/public/` and `_`-prefixed files
 * (Rspress's `excludeConvention`). Tests, scripts and the writers' checks all take the list of
 * pages and the route ↔ file mapping from here, so adding, moving or removing a page needs no
 * edit anywhere else. Node only: the build's checks and the tests use it, the browser never does.
 */
import fs from 'node:fs';
import path from 'node:path';
import grayMatter from '@rspress/shared/gray-matter';

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

/** Every page under `<root>/docs`, as paths relative to root with forward slashes, sorted. */
export function listPages(root = projectRoot): string[] {
  const pages: string[] = [];
  const visit = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (/^_[^_]/.test(entry.name) || entry.name === 'node_modules') continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (child !== 'docs/public') visit(child);
      } else if (PAGE_FILE.test(entry.name)) {
        pages.push(child);
      }
    }
  };
  visit('docs');
  return pages.sort();
}

export interface FrontMatter {
  /** The keys of the front matter; empty when the page has none. */
  data: Record<string, unknown>;
  /** Number of lines the front matter takes, fences included (0 without front matter). */
  lines: number;
  /** Why the front matter could not be read, with its line in the page, or undefined. */
  error?: { line: number; column: number; message: string };
}

/**
 * The front matter of a page, read by the parser Rspress uses (gray-matter). Rspress prints a
 * warning and drops front matter it cannot read; here that is an error with its line.
 */
export function readFrontMatter(source: string): FrontMatter {
  const fence = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/.exec(source);
  const lines = fence ? fence[0].replace(/\r?\n$/, '').split(/\r?\n/).length : 0;
  try {
    return { data: grayMatter(source).data, lines };
  } catch (error) {
    const yaml = error as { reason?: string; message?: string; mark?: { line?: number; column?: number } };
    // js-yaml counts from 0 in the text after the opening `---`, whose first line is the rest of line 1.
    const line = yaml.mark?.line === undefined ? 1 : yaml.mark.line + 1;
    const column = (yaml.mark?.column ?? 0) + 1;
    const hint = /mapping pair|bad indentation of a mapping/.test(yaml.reason ?? '') ? ' (a value with ": " in it needs quotes)' : '';
    return {
      data: {},
      lines,
      error: { line, column, message: `the front matter is not valid YAML: ${yaml.reason ?? yaml.message}${hint}` },
    };
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
