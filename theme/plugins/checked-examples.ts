/**
 * The one definition of "a checked example": a code block of a docs page, found in the page's
 * MDX syntax tree, in a checked language, that imports `@callstack/repack`. The examples check
 * (`tests/examples`) type-checks exactly these blocks, and the Twoslash step of the build
 * (`twoslash-examples.ts`) renders exactly these blocks with types on hover, minus the ones the
 * installed release cannot compile (`twoslash/needs-newer-release.json`).
 *
 * Blocks are found by the parser the site's build uses (micromark with the MDX and GFM syntax,
 * as `@mdx-js/mdx` with `remark-gfm` in Rspress), so a block inside a JSX tab, a list item or a
 * `:::` callout (which Rspress reads from paragraphs, not from a syntax extension) is found
 * exactly where the build renders it. Pure functions only; reading files is the caller's job.
 */
import type { Code, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';

/** Fence languages whose blocks are checked, with the extension a block gets when its title has none. */
export const CHECKED_LANGUAGES: Readonly<Record<string, string>> = {
  ts: '.ts',
  tsx: '.tsx',
  js: '.js',
  jsx: '.jsx',
  mjs: '.mjs',
  cjs: '.cjs',
};

/** File extensions `tsc` can check; a title ending in one of them decides the generated file's extension. */
const CHECKABLE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

export interface CodeBlock {
  /** Page path relative to the project root, with forward slashes, e.g. `docs/api/plugins/code-signing.mdx`. */
  page: string;
  /** 1-based line of the opening fence in the page. Line `n` of `code` is page line `fenceLine + n`. */
  fenceLine: number;
  /** Fence language in lower case (`js`, `tsx`, ...); empty when the fence has none. */
  lang: string;
  /** Value of `title="..."` in the fence meta, or `null`. */
  title: string | null;
  /** The block's content with the fence's indentation removed, without the fences. */
  code: string;
}

export interface Example extends CodeBlock {
  /** Path of the generated file relative to the output folder, e.g. `api/plugins/code-signing.L25.mjs`. */
  fileName: string;
}

/**
 * Blanks out the frontmatter, line for line, as Rspress does before it compiles a page, so that
 * line numbers stay those of the file and the YAML is not read as Markdown.
 */
export function blankFrontmatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/.exec(source);
  if (!match) return source;
  return match[0].replace(/[^\r\n]/g, '') + source.slice(match[0].length);
}

/** The page's MDX syntax tree, as the site's build parses it. */
export function parsePage(source: string): Root {
  return fromMarkdown(blankFrontmatter(source), {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  });
}

/** Every `code` node of a tree, at any depth (lists, JSX elements, blockquotes), in document order. */
export function codeNodes(tree: Nodes): Code[] {
  if (tree.type === 'code') return [tree];
  return 'children' in tree ? tree.children.flatMap((child) => codeNodes(child)) : [];
}

/** Reads a fenced code node of the tree of `page` as a block. */
export function blockOfNode(page: string, node: Code): CodeBlock {
  const { lang, title } = parseInfo(`${node.lang ?? ''} ${node.meta ?? ''}`.trim());
  return { page, fenceLine: node.position?.start.line ?? 0, lang, title, code: node.value };
}

/** The fenced code blocks of one MDX page, with their opening line, language, title and code. */
export function findCodeBlocks(page: string, source: string, parse: (source: string) => Root = parsePage): CodeBlock[] {
  return codeNodes(parse(source)).map((node) => blockOfNode(page, node));
}

/** Splits a fence info string such as `js title="rspack.config.mjs"` into language and title. */
export function parseInfo(info: string): { lang: string; title: string | null } {
  const lang = (/^[^\s{]+/.exec(info)?.[0] ?? '').toLowerCase();
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(info);
  return { lang, title: title ? (title[1] ?? title[2] ?? '') : null };
}

const REPACK_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])@callstack\/repack(?:\/[^'"]*)?\1/;

/**
 * True when the code imports `@callstack/repack` or one of its subpaths (`/client`, `/commands/rspack`, ...)
 * through `import ... from`, a side-effect `import`, `import()` or `require()`. Plugin packages such as
 * `@callstack/repack-plugin-reanimated` do not count on their own.
 */
export function importsRepack(code: string): boolean {
  return REPACK_IMPORT.test(code);
}

/** The predicate: a block is a checked example when its language is checked and it imports Re.Pack. */
export function isCheckedExample(block: Pick<CodeBlock, 'lang' | 'code'>): boolean {
  return block.lang in CHECKED_LANGUAGES && importsRepack(block.code);
}

/** Extension of the generated file: the title's when it is a checkable file name, else the fence language's. */
export function exampleExtension(block: Pick<CodeBlock, 'lang' | 'title'>): string {
  const fromTitle = block.title?.match(/(\.[A-Za-z]+)$/)?.[1]?.toLowerCase();
  if (fromTitle && CHECKABLE_EXTENSIONS.includes(fromTitle)) return fromTitle;
  const fromLang = CHECKED_LANGUAGES[block.lang];
  if (!fromLang) throw new Error(`${block.lang} is not a checked fence language`);
  return fromLang;
}

/**
 * Name of the generated file: the page path without `docs/` and `.mdx`, the line of the opening fence,
 * and the extension, e.g. `docs/api/plugins/code-signing.mdx`, line 25, `rspack.config.mjs` →
 * `api/plugins/code-signing.L25.mjs`.
 */
export function exampleFileName(block: Pick<CodeBlock, 'page' | 'fenceLine' | 'lang' | 'title'>): string {
  const page = block.page.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  return `${page}.L${block.fenceLine}${exampleExtension(block)}`;
}

/** Turns a checked block into an example with the name of its generated file. */
export function toExample(block: CodeBlock): Example {
  return { ...block, fileName: exampleFileName(block) };
}

/** The examples of one page that get type-checked. */
export function extractExamples(page: string, source: string, parse: (source: string) => Root = parsePage): Example[] {
  return findCodeBlocks(page, source, parse).filter(isCheckedExample).map(toExample);
}

/** An entry of `needs-newer-release.json`. */
export interface NewerReleaseEntry {
  /** Page path relative to the project root. */
  page: string;
  /** The block's `title`, or `null` for a block without one. */
  title: string | null;
  /** A piece of the block's code that tells it apart from the other blocks on the page with that title. */
  contains: string;
  /** First Re.Pack release that has the APIs. */
  version: string;
  /** The APIs the installed release lacks; only diagnostics that name one of them are tolerated. */
  apis: string[];
  /**
   * `false` when the installed release's types cannot flag the use (an untyped loader `options`
   * object, a field in an inferred return value): then no diagnostic is required for the APIs.
   * Otherwise each API must still cause a diagnostic, or the entry is out of date.
   */
  detectable?: boolean;
  /** Why the example needs the newer release. */
  reason: string;
}

/** An example that only makes sense against an older major release (the "before" of a migration guide). */
export interface OlderReleaseEntry {
  page: string;
  title: string | null;
  contains: string;
  version: string;
  reason: string;
}

export interface ExceptionList {
  newerRelease: NewerReleaseEntry[];
  olderRelease: OlderReleaseEntry[];
}

/** What identifies a listed block: page, title and a piece of its code (no line number, which shifts). */
export type BlockKey = Pick<NewerReleaseEntry, 'page' | 'title' | 'contains'>;

/** True when the entry describes the block. */
export function entryMatches(entry: BlockKey, block: Pick<CodeBlock, 'page' | 'title' | 'code'>): boolean {
  return block.page === entry.page && block.title === entry.title && block.code.includes(entry.contains);
}

/** Finds the examples each entry of the list describes; the caller requires exactly one per entry. */
export function matchEntries<E extends BlockKey>(entries: E[], examples: Example[]): { entry: E; examples: Example[] }[] {
  return entries.map((entry) => ({ entry, examples: examples.filter((example) => entryMatches(entry, example)) }));
}

export function describeEntry(entry: BlockKey): string {
  return `${entry.page} block ${entry.title === null ? 'without title' : `titled "${entry.title}"`} containing ${JSON.stringify(entry.contains)}`;
}

/**
 * True when the block is a checked example that compiles against the installed release, so
 * that its types can be shown: checked, and listed neither as needing a newer release nor as
 * an older release's code.
 */
export function showsTypes(block: CodeBlock, exceptions: ExceptionList): boolean {
  if (!isCheckedExample(block)) return false;
  return ![...exceptions.newerRelease, ...exceptions.olderRelease].some((entry) => entryMatches(entry, block));
}
