// Read-only access to the production build (doc_build/) for checks that need no browser:
// every HTML file, parsed once, with the parts the quality gates look at.
import fs from 'node:fs';
import path from 'node:path';
import { type CheerioAPI, load as loadHtml } from 'cheerio';
import type { DefaultTreeAdapterMap } from 'parse5';
import { parse } from 'parse5';
import { htmlFileForRoute } from './routes';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export const buildDir = path.resolve(import.meta.dirname, '../../doc_build');

/** Throws a message that says what to do when there is no build to check. */
export function assertBuildExists(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build at ${buildDir}. Run \`npm run build\` before these checks (npm test does it for you).`);
  }
}

/** Every file of the build, relative to doc_build/, with forward slashes. */
export function listBuildFiles(dir = buildDir, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listBuildFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

export const readBuildFile = (relative: string) => fs.readFileSync(path.join(buildDir, relative), 'utf8');
export const isBuildFile = (relative: string) => fs.statSync(path.join(buildDir, relative), { throwIfNoEntry: false })?.isFile() ?? false;

export interface Anchor {
  href: string;
  target?: string;
  rel?: string;
  text: string;
}

export interface BuiltPage {
  /** File relative to doc_build/, e.g. `docs/guides/svg.html`. */
  file: string;
  /** The path it is served at, e.g. `/docs/guides/svg`, `/api/`, `/`. */
  urlPath: string;
  title: string;
  ids: Set<string>;
  anchors: Anchor[];
  /** `name` or `property` → content of every <meta> in <head>. */
  meta: Map<string, string>;
  /** rel → hrefs of every <link> in <head>. */
  links: Map<string, string[]>;
  inlineScripts: string[];
  /** Text of each h1, without the "#" of its anchor link. */
  h1s: string[];
  /** `src` of every external script. */
  scripts: string[];
  /** Attribute names starting with "on" found on any element (inline event handlers). */
  inlineHandlers: string[];
  /** Every context text appears in, outside code blocks: see {@link textContextsOf}. */
  textContexts: Set<string>;
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/** A heading's text without its "#" anchor link. */
function headingText(heading: Element): string {
  return heading.childNodes
    .filter((child) => !('tagName' in child && child.tagName === 'a' && (attr(child, 'class') ?? '').includes('header-anchor')))
    .map(textOf)
    .join('')
    .trim();
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children =
    node.nodeName === 'template'
      ? (node as DefaultTreeAdapterMap['template']).content.childNodes
      : 'childNodes' in node
        ? node.childNodes
        : [];
  for (const child of children) yield* elements(child);
}

const describeElement = (element: Element) => {
  // A code block's `language-*` class picks the grammar of its tokens; no style around the
  // code depends on it.
  const classes = (attr(element, 'class') ?? '')
    .split(/\s+/)
    .filter((name) => name && !name.startsWith('language-'))
    .sort();
  const style = attr(element, 'style');
  return [element.tagName, ...classes].join('.') + (style?.includes('color') ? `[style=${style}]` : '');
};

/**
 * The contexts in which the page shows text: for each run of text, its element and every
 * ancestor, by tag, classes and any inline colour. How text looks (its colour and what is
 * behind it) is decided by these, not by the page it is on. Text inside code blocks is left
 * out: its colours are the syntax colours, checked on their own.
 */
export function textContextsOf(root: Node): Set<string> {
  const contexts = new Set<string>();
  const visit = (node: Node, path: string) => {
    if (node.nodeName === '#text') {
      if ((node as DefaultTreeAdapterMap['textNode']).value.trim()) contexts.add(path);
      return;
    }
    if (!('childNodes' in node)) return;
    let childPath = path;
    if ('tagName' in node) {
      if (['script', 'style', 'noscript', 'template'].includes(node.tagName)) return;
      if (node.tagName === 'pre' && path.includes('rp-codeblock')) return;
      childPath = path ? `${path} > ${describeElement(node)}` : describeElement(node);
    }
    for (const child of node.childNodes) visit(child, childPath);
  };
  visit(root, '');
  return contexts;
}

/**
 * A few keys that between them hold every item of every set: greedily, the key with the
 * most items not yet held, ties going to the earlier key.
 */
export function coveringKeys<Key, Item>(sets: Map<Key, Set<Item>>): Key[] {
  const missing = new Set([...sets.values()].flatMap((items) => [...items]));
  const chosen: Key[] = [];
  while (missing.size > 0) {
    let best: Key | undefined;
    let bestCount = 0;
    for (const [key, items] of sets) {
      const count = [...items].filter((item) => missing.has(item)).length;
      if (count > bestCount) [best, bestCount] = [key, count];
    }
    if (best === undefined) break;
    chosen.push(best);
    for (const item of sets.get(best) ?? []) missing.delete(item);
  }
  return chosen;
}

/** The address a built HTML file is served at with clean URLs. */
export function urlPathForFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

export function parseBuiltPage(file: string): BuiltPage {
  const document = parse(readBuildFile(file));
  const page: BuiltPage = {
    file,
    urlPath: urlPathForFile(file),
    title: '',
    ids: new Set(),
    anchors: [],
    meta: new Map(),
    links: new Map(),
    inlineScripts: [],
    scripts: [],
    h1s: [],
    inlineHandlers: [],
    textContexts: textContextsOf(document),
  };
  for (const element of elements(document)) {
    const id = attr(element, 'id');
    if (id) page.ids.add(id);
    const name = attr(element, 'name');
    if (name && element.tagName === 'a') page.ids.add(name);
    for (const { name: attrName } of element.attrs) if (/^on/i.test(attrName)) page.inlineHandlers.push(`<${element.tagName} ${attrName}>`);
    switch (element.tagName) {
      case 'h1':
        page.h1s.push(headingText(element));
        break;
      case 'title':
        page.title ||= textOf(element).trim();
        break;
      case 'a': {
        const href = attr(element, 'href');
        if (href !== undefined)
          page.anchors.push({ href, target: attr(element, 'target'), rel: attr(element, 'rel'), text: textOf(element).trim() });
        break;
      }
      case 'meta': {
        const key = attr(element, 'name') ?? attr(element, 'property');
        if (key) page.meta.set(key, attr(element, 'content') ?? '');
        break;
      }
      case 'link': {
        const rel = attr(element, 'rel');
        if (rel) page.links.set(rel, [...(page.links.get(rel) ?? []), attr(element, 'href') ?? '']);
        break;
      }
      case 'script':
        if (attr(element, 'src')) page.scripts.push(attr(element, 'src') ?? '');
        else page.inlineScripts.push(textOf(element));
        break;
    }
  }
  return page;
}

let cachedPages: BuiltPage[] | undefined;
/** Every HTML page of the build, parsed. */
export function builtPages(): BuiltPage[] {
  assertBuildExists();
  cachedPages ??= listBuildFiles()
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map(parseBuiltPage);
  return cachedPages;
}

/** Text of HTML with tags removed and entities for quotes, ampersands and brackets decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HtmlSection {
  level: number;
  id: string;
  heading: string;
  body: string;
}

/** Splits a built page into sections, one per h2–h4 heading, with their text. */
export function sectionsOf(html: string): HtmlSection[] {
  const headingPattern = /<h([234])[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  const matches = [...html.matchAll(headingPattern)];
  return matches.map((match, index) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = matches[index + 1]?.index ?? html.length;
    return {
      level: Number(match[1]),
      id: match[2] ?? '',
      heading: htmlToText(match[3] ?? '').replace(/^#\s*|\s*#$/g, ''),
      body: htmlToText(html.slice(start, end)),
    };
  });
}

/**
 * The static HTML of a route, queried with CSS selectors (cheerio): for checks of what the
 * server sends, before any script runs.
 */
export function queryBuiltRoute(route: string): CheerioAPI {
  assertBuildExists();
  return loadHtml(readBuildFile(htmlFileForRoute(route)));
}
