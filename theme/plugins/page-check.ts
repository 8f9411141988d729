/**
 * The writers' early checks of the pages, on their MDX source, so every mistake is reported
 * with its file, line and column before anything is built: MDX that does not parse, links to a
 * page, heading or file that does not exist (with the link's text), and lines of checked
 * examples that Twoslash would read as instructions in the production build.
 * `scripts/check-pages.ts` runs them over every page with page-sources.ts's checks of the files
 * and their front matter (`npm run check:pages`: the first step of `npm test`, and beside the
 * build in `check:docs`, which it stops when it fails), and `dev-link-check.ts` runs the link
 * and notation checks on each page `rspress dev` compiles.
 *
 * Heading ids are computed as Rspress's `rehypeHeaderAnchor` computes them (github-slugger over
 * the heading's text, `{#custom-id}` honoured, repeated headings numbered); the build check
 * `tests/build/page-anchors.test.ts` proves they match the ids of the built pages. Pure
 * functions, except `readDocPages`, which reads `docs/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import BananaSlug from '@rspress/shared/github-slugger';
import { extractTextAndId } from '@rspress/shared/node-utils';
import type { Nodes, Root } from 'mdast';
import { blankFrontmatter, blockOfNode, codeNodes, isCheckedExample, parsePage } from './checked-examples';
import { expectedPageOfRoute, listPages, projectRoot, readFrontMatter, routeOfPage } from './doc-pages';
import { parsePageCached } from './page-trees';
import { twoslashNotationLines } from './twoslash-notations';

export interface PageProblem {
  /** The page, relative to the project root: `docs/docs/guides/svg.mdx`. */
  page: string;
  line: number;
  column: number;
  message: string;
}

/** `docs/docs/guides/svg.mdx:12:5: message`, the form editors and terminals turn into a link. */
export const formatProblem = ({ page, line, column, message }: PageProblem) => `${page}:${line}:${column}: ${message}`;

export interface DocPage {
  page: string;
  route: string;
  source: string;
  frontMatter: Record<string, unknown>;
  /** The MDX syntax tree, or undefined when the page does not parse (see `problems`). */
  tree?: Root;
  /** Why the page does not parse. */
  problems: PageProblem[];
}

interface ParseError {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } };
}

/**
 * Where an MDX parse error is: its `place` when the parser gave one, else the position it
 * quotes in its message (an unclosed tag is reported at the end of the file, and quoted as
 * "(65:1-65:6)"), else line 1.
 */
export function parseErrorLocation(error: ParseError): { line: number; column: number } {
  const point = error.place?.start ?? error.place;
  if (point?.line) return { line: point.line, column: point.column ?? 1 };
  if (error.line) return { line: error.line, column: error.column ?? 1 };
  const quoted = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(error.reason ?? error.message ?? '');
  return quoted ? { line: Number(quoted[1]), column: Number(quoted[2]) } : { line: 1, column: 1 };
}

/** Reads one page: front matter, syntax tree and what kept the tree from being read. */
export function readDocPage(page: string, source: string, parse: (source: string) => Root = parsePage): DocPage {
  const frontMatter = readFrontMatter(source);
  const problems: PageProblem[] = [];
  let tree: Root | undefined;
  try {
    tree = parse(source);
  } catch (error) {
    const parseError = error as ParseError;
    problems.push({ page, ...parseErrorLocation(parseError), message: `${parseError.reason ?? parseError.message} (MDX)` });
  }
  return { page, route: routeOfPage(page), source, frontMatter, tree, problems };
}

/** Every page under `<root>/docs`, read, with trees from the on-disk cache (page-trees.ts). */
export function readDocPages(root = projectRoot): DocPage[] {
  return listPages(root).map((page) => readDocPage(page, fs.readFileSync(path.join(root, page), 'utf8'), parsePageCached));
}

type Child = Nodes & { children?: Nodes[] };

/** The visible text of a node: what a link says, what a heading says. JSX elements count only in links. */
function textOf(node: Nodes, withJsx = true): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  if (!withJsx && (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement')) return '';
  return 'children' in node ? (node.children as Nodes[]).map((child) => textOf(child, withJsx)).join('') : '';
}

function visit(node: Nodes, enter: (node: Nodes) => void): void {
  enter(node);
  for (const child of (node as Child).children ?? []) visit(child, enter);
}

/**
 * The ids a page's headings get in the built HTML, in document order, as Rspress's
 * rehypeHeaderAnchor gives them, plus `id` attributes written in JSX and the id of the
 * heading Rspress adds from the `title` to a doc page that has no h1.
 */
export function anchorIdsOf(tree: Root, frontMatter: Record<string, unknown> = {}): Set<string> {
  const slugger = new BananaSlug();
  const ids = new Set<string>();
  let hasH1 = false;
  visit(tree, (node) => {
    if (node.type === 'heading') {
      hasH1 ||= node.depth === 1;
      let text = '';
      let customId = '';
      for (const child of node.children) {
        if (child.type === 'text') {
          const [part, id] = extractTextAndId(child.value);
          text += part;
          if (id) customId = id;
        } else {
          text += textOf(child, false);
        }
      }
      ids.add(customId || slugger.slug(text.trim()));
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string')
          ids.add(attribute.value);
      }
    }
  });
  const { title, pageType = 'doc' } = frontMatter;
  if (!hasH1 && pageType === 'doc' && typeof title === 'string') ids.add(new BananaSlug().slug(extractTextAndId(title)[0].trim()));
  return ids;
}

export interface PageLink {
  url: string;
  /** The link's text as the reader sees it, or the JSX element's tag (`<a>`) when it has none. */
  text: string;
  line: number;
  column: number;
}

/**
 * The address as the page's source writes it. Rspress rewrites the addresses of links it can
 * resolve (`/api/plugins/repack#output` becomes `/api/plugins/repack.html#output`) before
 * other remark plugins see the tree; with the source at hand, the message quotes the writer's text.
 */
function writtenUrl(node: Nodes & { url: string }, source?: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (source === undefined || start === undefined || end === undefined) return node.url;
  const written = /(?:\]\(|\]:)\s*<?([^\s)>]+)/.exec(source.slice(start, end))?.[1];
  return written ?? node.url;
}

/**
 * Every link written in the page: Markdown links and definitions, and `href` attributes in JSX.
 * `source`, when given, is the text the tree was parsed from (see `writtenUrl`).
 */
export function linksOf(tree: Root, source?: string): PageLink[] {
  const links: PageLink[] = [];
  const at = (node: Nodes) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
  visit(tree, (node) => {
    if (node.type === 'link') links.push({ url: writtenUrl(node, source), text: textOf(node).trim(), ...at(node) });
    else if (node.type === 'definition')
      links.push({ url: writtenUrl(node, source), text: `[${node.label ?? node.identifier}]`, ...at(node) });
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string') {
          links.push({ url: attribute.value, text: textOf(node).trim() || `<${node.name ?? ''}>`, ...at(node) });
        }
      }
    }
  });
  return links;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const PAGE_SUFFIX = /\.(?:mdx?|html)$/;

/**
 * Where an internal link of `page` leads, as Rspress resolves it: an absolute path from the
 * site root, or a path relative to the page's file; `.md`, `.mdx` and `.html` suffixes and a
 * trailing `/index` do not matter. Undefined for external links and other schemes.
 */
export function linkTarget(url: string, page: string): { route: string; hash: string; asset: boolean } | undefined {
  if (EXTERNAL.test(url)) return undefined;
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const pathPart = (hashAt === -1 ? url : url.slice(0, hashAt)).replace(/\?.*$/, '');
  if (pathPart === '') return { route: routeOfPage(page), hash, asset: false };
  const absolute = pathPart.startsWith('/')
    ? pathPart
    : `/${path.posix.join(path.posix.dirname(page), pathPart)}`.replace(/^\/docs(?=\/|$)/, '');
  const last = absolute.split('/').pop() ?? '';
  if (/\.[a-z\d]+$/i.test(last) && !PAGE_SUFFIX.test(last)) return { route: absolute, hash, asset: true };
  const route = absolute.replace(PAGE_SUFFIX, '').replace(/\/index$/, '/') || '/';
  return { route, hash, asset: false };
}

/** Edit distance, to suggest the heading a mistyped anchor meant. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest of `candidates` to `wanted`, when it is close enough to be a typo. */
export function closest(wanted: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(3, Math.floor(wanted.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = distance(wanted, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

export interface LinkContext {
  /** The pages of the site, by route. */
  pagesByRoute: Map<string, DocPage>;
  /** True when a file exists in `public/` (for links to `/img/…`, `/llms.txt`). */
  isPublicFile: (relative: string) => boolean;
}

/** The page a route leads to; `/api` and `/api/` are the same page, as on the host. */
function pageAt(route: string, pagesByRoute: Map<string, DocPage>): DocPage | undefined {
  return pagesByRoute.get(route) ?? pagesByRoute.get(route.endsWith('/') ? route.slice(0, -1) || '/' : `${route}/`);
}

const anchorCache = new WeakMap<DocPage, Set<string>>();
const anchorsOfPage = (target: DocPage) => {
  let ids = anchorCache.get(target);
  if (!ids && target.tree) {
    ids = anchorIdsOf(target.tree, target.frontMatter);
    anchorCache.set(target, ids);
  }
  return ids;
};

/** Links of one page to a page, heading or file that does not exist. */
export function linkProblems(docPage: DocPage, context: LinkContext): PageProblem[] {
  if (!docPage.tree) return [];
  const problems: PageProblem[] = [];
  // The tree's offsets are those of the text it was parsed from: the page with its front matter blanked.
  for (const link of linksOf(docPage.tree, blankFrontmatter(docPage.source))) {
    const target = linkTarget(link.url, docPage.page);
    if (!target) continue;
    const report = (why: string) =>
      problems.push({
        page: docPage.page,
        line: link.line,
        column: link.column,
        message: `dead link "${link.text}" → ${link.url}: ${why}`,
      });
    if (target.asset) {
      if (!context.isPublicFile(target.route.slice(1))) report(`no file public${target.route}`);
      continue;
    }
    const page = pageAt(target.route, context.pagesByRoute);
    if (!page) {
      report(`no page at ${target.route} (${expectedPageOfRoute(target.route)} does not exist)`);
      continue;
    }
    if (!target.hash) continue;
    const ids = anchorsOfPage(page);
    if (!ids) continue; // the target does not parse; that is reported on its own
    let hash = target.hash;
    try {
      hash = decodeURIComponent(hash);
    } catch {}
    if (ids.has(hash)) continue;
    const suggestion = closest(hash, ids);
    report(`${page.page} has no heading with the id "${hash}"${suggestion ? `; did you mean #${suggestion}?` : ''}`);
  }
  return problems;
}

/**
 * Lines of the page's checked examples that Twoslash would read as instructions in the production
 * build (twoslash-notations.ts), at their line in the page.
 */
export function notationProblems(page: DocPage): PageProblem[] {
  if (!page.tree) return [];
  return codeNodes(page.tree).flatMap((node) => {
    if (!isCheckedExample(blockOfNode(page.page, node)) || !node.position) return [];
    const { line, column } = node.position.start;
    const lines = node.value.split('\n');
    return twoslashNotationLines(node.value).map((index) => ({
      page: page.page,
      line: line + 1 + index,
      column,
      message:
        `"${lines[index]?.trim()}" is an instruction to Twoslash, which adds the type hovers in the production build: ` +
        'there this line would fail the build or vanish from the example. Reword the comment (for example without the "@" or the "^").',
    }));
  });
}

/** Every problem of every page, in page order: the page's parse error, its dead links, its Twoslash notations. */
export function checkDocPages(pages: DocPage[], isPublicFile: LinkContext['isPublicFile']): PageProblem[] {
  const context: LinkContext = { pagesByRoute: new Map(pages.map((page) => [page.route, page])), isPublicFile };
  return pages.flatMap((page) => [...page.problems, ...linkProblems(page, context), ...notationProblems(page)]);
}

/** Whether `public/<relative>` is a file, for the link check. */
export const publicFileExists =
  (root = projectRoot) =>
  (relative: string) =>
    fs.statSync(path.join(root, 'public', relative), { throwIfNoEntry: false })?.isFile() ?? false;
