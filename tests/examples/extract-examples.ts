/**
 * Finds the TypeScript/JavaScript examples in the docs that import `@callstack/repack` and turns
 * each into a file that `tsc` can check. Plain functions only: reading and writing files happens
 * in `check-examples.ts`, so everything here is unit-tested without touching the disk.
 */

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

const FENCE_OPEN = /^( *)(`{3,}|~{3,})(.*)$/;

/**
 * Parses the fenced code blocks of one MDX page. A fence may be indented (inside a list item); the
 * indentation is removed from the block's lines, and the block closes with a fence of the same character
 * that is at least as long. MDX has no indented code blocks, so any indentation counts. An unclosed fence
 * runs to the end of the page.
 */
export function findCodeBlocks(page: string, source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = (open[1] ?? '').length;
    const fence = open[2] ?? '';
    const info = (open[3] ?? '').trim();
    // A backtick fence's info string may not contain backticks (that is inline code, not a fence).
    if (fence.startsWith('`') && info.includes('`')) continue;
    const closing = new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const current = lines[j] ?? '';
      if (closing.test(current)) break;
      body.push(stripIndent(current, indent));
    }
    const { lang, title } = parseInfo(info);
    blocks.push({ page, fenceLine: i + 1, lang, title, code: body.join('\n') });
    i = j;
  }
  return blocks;
}

function stripIndent(line: string, indent: number): string {
  let n = 0;
  while (n < indent && line[n] === ' ') n++;
  return line.slice(n);
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

/** The examples of one page that get type-checked. */
export function extractExamples(page: string, source: string): Example[] {
  return findCodeBlocks(page, source)
    .filter((block) => block.lang in CHECKED_LANGUAGES && importsRepack(block.code))
    .map((block) => ({ ...block, fileName: exampleFileName(block) }));
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

/** What identifies a listed block: page, title and a piece of its code (no line number, which shifts). */
export type BlockKey = Pick<NewerReleaseEntry, 'page' | 'title' | 'contains'>;

/** Finds the examples each entry of the list describes; the caller requires exactly one per entry. */
export function matchEntries<E extends BlockKey>(entries: E[], examples: Example[]): { entry: E; examples: Example[] }[] {
  return entries.map((entry) => ({
    entry,
    examples: examples.filter(
      (example) => example.page === entry.page && example.title === entry.title && example.code.includes(entry.contains),
    ),
  }));
}

export function describeEntry(entry: BlockKey): string {
  return `${entry.page} block ${entry.title === null ? 'without title' : `titled "${entry.title}"`} containing ${JSON.stringify(entry.contains)}`;
}

/** One diagnostic from `tsc --pretty false`. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  code: string;
  /** The message, including the indented follow-up lines `tsc` prints below it. */
  message: string;
}

const DIAGNOSTIC = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/;

/** Parses `tsc --pretty false` output; lines that are not diagnostics are attached to the one before. */
export function parseTscOutput(output: string): { diagnostics: Diagnostic[]; other: string[] } {
  const diagnostics: Diagnostic[] = [];
  const other: string[] = [];
  for (const line of output.split(/\r?\n/)) {
    const match = DIAGNOSTIC.exec(line);
    const last = diagnostics[diagnostics.length - 1];
    if (match) {
      diagnostics.push({
        file: match[1] ?? '',
        line: Number(match[2]),
        column: Number(match[3]),
        code: match[4] ?? '',
        message: match[5] ?? '',
      });
    } else if (last && /^\s+\S/.test(line)) {
      last.message += `\n${line}`;
    } else if (line.trim() !== '') {
      other.push(line);
    }
  }
  return { diagnostics, other };
}

/**
 * "Cannot find module" for a relative path: the example imports a file of the reader's own project
 * (`./src/App`, `../assets/logo.png`), which no example can contain. Everything else is reported.
 */
export function isReaderFileImport(diagnostic: Pick<Diagnostic, 'code' | 'message'>): boolean {
  return (diagnostic.code === 'TS2307' || diagnostic.code === 'TS2792') && /^Cannot find module '\.{1,2}\//.test(diagnostic.message);
}

/** True when the diagnostic is about one of the named APIs (quoted the way `tsc` quotes names). */
export function namesApi(diagnostic: Pick<Diagnostic, 'message'>, apis: string[]): string | undefined {
  return apis.find((api) => diagnostic.message.includes(`'${api}'`));
}

/** Page location of a line of a generated file. */
export function pageLocation(example: Pick<CodeBlock, 'page' | 'fenceLine'>, fileLine: number): string {
  return `${example.page}:${example.fenceLine + fileLine}`;
}
