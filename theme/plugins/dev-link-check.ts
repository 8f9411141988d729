/**
 * In `rspress dev`, each page that compiles has its links checked (page-check.ts) and every
 * link to a missing page, heading or file is printed in the terminal as
 * `docs/….mdx:12:5: dead link "text" → /url: why`, while the writer edits; so is every line of
 * an example that Twoslash would read as an instruction in the production build
 * (`notationProblems`). Rspress's own check (`markdown.link.checkDeadLinks`) names the file but
 * not the line or the link's text (it prints `"[..](/url)"`), and checks `#anchors` only with
 * `checkAnchors`, which fails the build on its first dead anchor with a stack trace. The
 * production build is guarded by `npm run check:pages` before it and by Rspress's check in it,
 * so this plugin does nothing there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Root } from 'mdast';
import type { DocPage, LinkContext } from './page-check';

// The checks load with the first page `rspress dev` compiles, not with the config: the build,
// the tests and the tools that read rspress.config.ts never pay for them.
type Checks = typeof import('./page-check') & typeof import('./doc-pages') & typeof import('@rspress/shared/logger');
let loading: Promise<Checks> | undefined;
const loadChecks = () =>
  (loading ??= Promise.all([import('./page-check'), import('./doc-pages'), import('@rspress/shared/logger')]).then(
    ([pageCheck, docPages, logger]) => ({ ...pageCheck, ...docPages, ...logger }),
  ));

/** Pages read from disk, kept while their file is unchanged. */
const readPages = new Map<string, { mtimeMs: number; page: DocPage }>();

function pageFromDisk({ projectRoot, readDocPage }: Checks, page: string): DocPage {
  const file = path.join(projectRoot, page);
  const { mtimeMs } = fs.statSync(file);
  const known = readPages.get(page);
  if (known?.mtimeMs === mtimeMs) return known.page;
  const read = readDocPage(page, fs.readFileSync(file, 'utf8'));
  readPages.set(page, { mtimeMs, page: read });
  return read;
}

/** The site's pages as they are now: pages are added and renamed while the dev server runs. Targets are parsed only when a link's #anchor needs their headings. */
function currentPages(checks: Checks): LinkContext['pagesByRoute'] {
  const { listPages, routeOfPage } = checks;
  const pages = new Map<string, DocPage>();
  for (const page of listPages()) {
    const route = routeOfPage(page);
    let read: DocPage | undefined;
    const lazy = {
      page,
      route,
      get source() {
        read ??= pageFromDisk(checks, page);
        return read.source;
      },
      get frontMatter() {
        read ??= pageFromDisk(checks, page);
        return read.frontMatter;
      },
      get tree() {
        read ??= pageFromDisk(checks, page);
        return read.tree;
      },
      problems: [],
    } satisfies DocPage;
    pages.set(route, lazy);
  }
  return pages;
}

function remarkDevLinkCheck() {
  return async (tree: Root, file: { path?: string; value?: unknown }) => {
    if (process.env.NODE_ENV === 'production' || !file.path) return;
    const checks = await loadChecks();
    const page = path.relative(checks.projectRoot, file.path).split(path.sep).join('/');
    if (!page.startsWith('docs/') || !/\.mdx?$/.test(page)) return;
    const source = String(file.value ?? '');
    const docPage: DocPage = {
      page,
      route: checks.routeOfPage(page),
      source,
      frontMatter: checks.readFrontMatter(source),
      tree,
      problems: [],
    };
    const problems = [
      ...checks.linkProblems(docPage, { pagesByRoute: currentPages(checks), isPublicFile: checks.publicFileExists() }),
      // The dev server shows no hovers, so a Twoslash notation would show as code here and break the production build.
      ...checks.notationProblems(docPage),
    ];
    for (const problem of problems) checks.logger.warn(checks.formatProblem(problem));
  };
}

export function devLinkCheck(): RspressPlugin {
  return { name: 'repack-dev-link-check', markdown: { remarkPlugins: [remarkDevLinkCheck] } };
}
