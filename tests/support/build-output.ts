// Read-only access to the production build (doc_build/) for checks that need no browser:
// every HTML file, parsed once, with the parts the quality gates look at.
import fs from 'node:fs';
import path from 'node:path';
import { type CheerioAPI, load as loadHtml } from 'cheerio';
import { type AnyNode, type Element, hasChildren, isTag, isText } from 'domhandler';
import { htmlFileForRoute } from './routes';

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
  /** The `class` attribute, empty when there is none. */
  className: string;
}

export interface BuiltPage {
  /** File relative to doc_build/, e.g. `docs/guides/svg.html`. */
  file: string;
  /** The path it is served at, e.g. `/docs/guides/svg`, `/api/`, `/`. */
  urlPath: string;
  title: string;
  ids: Set<string>;
  anchors: Anchor[];
  /** hrefs of the links in the navbar and the sidebar: the pages a reader can reach from the site's navigation. */
  navigationLinks: string[];
  /** hrefs of the "Edit this page" links. */
  editLinks: string[];
  /** `name` or `property` → content of every <meta>. */
  meta: Map<string, string>;
  /** rel → hrefs of every <link>. */
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

/** A heading's text without its "#" anchor link. */
function headingText($: CheerioAPI, heading: Element): string {
  return $(heading).contents().not('a[class*="header-anchor"]').text().trim();
}

const describeElement = (element: Element) => {
  // A code block's `language-*` class picks the grammar of its tokens; no style around the
  // code depends on it.
  const classes = (element.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => name && !name.startsWith('language-'))
    .sort();
  const style = element.attribs.style;
  return [element.tagName, ...classes].join('.') + (style?.includes('color') ? `[style=${style}]` : '');
};

/**
 * The contexts in which the page shows text: for each run of text, its element and every
 * ancestor, by tag, classes and any inline colour. How text looks (its colour and what is
 * behind it) is decided by these, not by the page it is on. Text inside code blocks is left
 * out: its colours are the syntax colours, checked on their own.
 */
export function textContextsOf($: CheerioAPI): Set<string> {
  const contexts = new Set<string>();
  const visit = (node: AnyNode, path: string) => {
    if (isText(node)) {
      if (node.data.trim()) contexts.add(path);
      return;
    }
    if (!hasChildren(node)) return;
    let childPath = path;
    if (isTag(node)) {
      if (['script', 'style', 'noscript', 'template'].includes(node.tagName)) return;
      if (node.tagName === 'pre' && path.includes('rp-codeblock')) return;
      childPath = path ? `${path} > ${describeElement(node)}` : describeElement(node);
    }
    for (const child of node.children) visit(child, childPath);
  };
  for (const node of $.root().toArray()) visit(node, '');
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
  const $ = loadHtml(readBuildFile(file));
  const attrOf = (element: Element, name: string) => element.attribs[name];
  const links = new Map<string, string[]>();
  for (const link of $('link[rel]').toArray()) {
    const rel = attrOf(link, 'rel') ?? '';
    links.set(rel, [...(links.get(rel) ?? []), attrOf(link, 'href') ?? '']);
  }
  const meta = new Map<string, string>();
  for (const element of $('meta[name], meta[property]').toArray()) {
    meta.set(attrOf(element, 'name') ?? attrOf(element, 'property') ?? '', attrOf(element, 'content') ?? '');
  }
  const scripts = $('script').toArray();
  let textContexts: Set<string> | undefined;
  return {
    file,
    urlPath: urlPathForFile(file),
    title: $('title').first().text().trim(),
    ids: new Set(
      [
        ...$('[id]')
          .toArray()
          .map((element) => attrOf(element, 'id')),
        ...$('a[name]')
          .toArray()
          .map((a) => attrOf(a, 'name')),
      ].filter((id): id is string => Boolean(id)),
    ),
    anchors: $('a[href]')
      .toArray()
      .map((element) => ({
        href: attrOf(element, 'href') ?? '',
        target: attrOf(element, 'target'),
        rel: attrOf(element, 'rel'),
        text: $(element).text().trim(),
        className: attrOf(element, 'class') ?? '',
      })),
    navigationLinks: $('.rp-nav a[href], .rp-doc-layout__sidebar a[href]')
      .toArray()
      .map((element) => attrOf(element, 'href') ?? ''),
    editLinks: $('.rp-doc-footer__edit a[href]')
      .toArray()
      .map((element) => attrOf(element, 'href') ?? ''),
    meta,
    links,
    inlineScripts: scripts.filter((script) => attrOf(script, 'src') === undefined).map((script) => $(script).text()),
    scripts: scripts.map((script) => attrOf(script, 'src')).filter((src) => src !== undefined),
    h1s: $('h1')
      .toArray()
      .map((heading) => headingText($, heading)),
    inlineHandlers: $('*')
      .toArray()
      .filter(isTag)
      .flatMap((element) =>
        Object.keys(element.attribs)
          .filter((name) => /^on/i.test(name))
          .map((name) => `<${element.tagName} ${name}>`),
      ),
    // Only the browser tests' colour checks read these: computed on first use, from a fresh parse
    // (the build checks parse every page and would otherwise walk every text node for nothing).
    get textContexts() {
      textContexts ??= textContextsOf(loadHtml(readBuildFile(file)));
      return textContexts;
    },
  };
}

const pagesByFile = new Map<string, BuiltPage>();
/** A page of the build, parsed once per test file however many tests and links read it. */
export function builtPage(file: string): BuiltPage {
  const known = pagesByFile.get(file);
  if (known) return known;
  const page = parseBuiltPage(file);
  pagesByFile.set(file, page);
  return page;
}

let cachedPages: BuiltPage[] | undefined;
/** Every HTML page of the build, parsed. */
export function builtPages(): BuiltPage[] {
  assertBuildExists();
  cachedPages ??= listBuildFiles()
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map(builtPage);
  return cachedPages;
}

export interface HtmlSection {
  level: number;
  id: string;
  heading: string;
  body: string;
}

/**
 * Splits a built page into sections, one per h2–h4 heading with an id, each with the text
 * that follows it up to the next such heading. Text runs are joined with spaces, so words in
 * neighbouring elements stay apart.
 */
export function sectionsOf(html: string): HtmlSection[] {
  const $ = loadHtml(html);
  const sections: HtmlSection[] = [];
  const bodies: string[][] = [];
  const visit = (node: AnyNode) => {
    if (isTag(node) && /^h[234]$/.test(node.tagName) && node.attribs.id) {
      sections.push({ level: Number(node.tagName[1]), id: node.attribs.id, heading: headingText($, node), body: '' });
      bodies.push([]);
      return;
    }
    if (isText(node)) bodies.at(-1)?.push(node.data);
    else if (hasChildren(node) && !(isTag(node) && ['script', 'style', 'template'].includes(node.tagName))) node.children.forEach(visit);
  };
  for (const node of $.root().toArray()) visit(node);
  return sections.map((section, index) => ({ ...section, body: (bodies[index] ?? []).join(' ').replace(/\s+/g, ' ').trim() }));
}

/**
 * The static HTML of a route, queried with CSS selectors (cheerio): for checks of what the
 * server sends, before any script runs.
 */
export function queryBuiltRoute(route: string): CheerioAPI {
  assertBuildExists();
  return loadHtml(readBuildFile(htmlFileForRoute(route)));
}
