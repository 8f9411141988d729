/**
 * In `rspress dev`, each page that compiles has its links checked (page-check.ts) and every
 * link to a missing page, heading or file is printed in the terminal as
 * `docs/….mdx:12:5: dead link "text" → /url: why`, while the writer edits. Rspress's own
 * check (`markdown.link.checkDeadLinks`) names the file but not the line or the link's text
 * (it prints `"[..](/url)"`), and checks `#anchors` only with `checkAnchors`, which fails the
 * build on its first dead anchor with a stack trace. The production build is guarded by
 * `npm run check:pages` before it and by Rspress's check in it, so this plugin does nothing
 * there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { logger } from '@rspress/shared/logger';
import type { Root } from 'mdast';
import { listPages, projectRoot, readFrontMatter, routeOfPage } from './doc-pages';
import { type DocPage, formatProblem, type LinkContext, linkProblems, publicFileExists, readDocPage } from './page-check';

/** Pages read from disk, kept while their file is unchanged. */
const readPages = new Map<string, { mtimeMs: number; page: DocPage }>();

function pageFromDisk(page: string): DocPage {
  const file = path.join(projectRoot, page);
  const { mtimeMs } = fs.statSync(file);
  const known = readPages.get(page);
  if (known?.mtimeMs === mtimeMs) return known.page;
  const read = readDocPage(page, fs.readFileSync(file, 'utf8'));
  readPages.set(page, { mtimeMs, page: read });
  return read;
}

/** The site's pages as they are now: pages are added and renamed while the dev server runs. Targets are parsed only when a link's #anchor needs their headings. */
function currentPages(): LinkContext['pagesByRoute'] {
  const pages = new Map<string, DocPage>();
  for (const page of listPages()) {
    const route = routeOfPage(page);
    let read: DocPage | undefined;
    const lazy = {
      page,
      route,
      get source() {
        read ??= pageFromDisk(page);
        return read.source;
      },
      get frontMatter() {
        read ??= pageFromDisk(page);
        return read.frontMatter;
      },
      get tree() {
        read ??= pageFromDisk(page);
        return read.tree;
      },
      problems: [],
    } satisfies DocPage;
    pages.set(route, lazy);
  }
  return pages;
}

function remarkDevLinkCheck() {
  return (tree: Root, file: { path?: string; value?: unknown }) => {
    if (process.env.NODE_ENV === 'production' || !file.path) return;
    const page = path.relative(projectRoot, file.path).split(path.sep).join('/');
    if (!page.startsWith('docs/') || !/\.mdx?$/.test(page)) return;
    const source = String(file.value ?? '');
    const docPage: DocPage = { page, route: routeOfPage(page), source, frontMatter: readFrontMatter(source), tree, problems: [] };
    for (const problem of linkProblems(docPage, { pagesByRoute: currentPages(), isPublicFile: publicFileExists() })) {
      logger.warn(formatProblem(problem));
    }
  };
}

export function devLinkCheck(): RspressPlugin {
  return { name: 'repack-dev-link-check', markdown: { remarkPlugins: [remarkDevLinkCheck] } };
}
