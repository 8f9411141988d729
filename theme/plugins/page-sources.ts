// A writer's mistake in a page's source fails the build with the file's name and line, before
// Rspress reads the pages. Rspress itself lets these through or reports them without the file:
// two files with one route (`svg.md` beside `svg.mdx` threw "routePath … has already been
// added"; `svg/index.mdx` beside `svg.mdx` built and served one page under both addresses),
// and frontmatter that does not parse (gray-matter's error is swallowed: the page built with
// no title and its frontmatter shown as text), is not closed, or has a title of the wrong type
// (which failed the build later, blaming other pages).
import fs from 'node:fs';
import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { isMap, LineCounter, parseDocument } from 'yaml';

/** Rspress's page extensions when `route.extensions` is not set. */
const DEFAULT_PAGE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.md', '.mdx'];

export interface SourceProblem {
  /** Relative to the docs folder, with forward slashes. */
  file: string;
  line: number;
  message: string;
}

/**
 * The page files under `docsDir`, relative with forward slashes, as Rspress finds them: files
 * with a page extension, minus those whose name or folder starts with one underscore and the
 * `public` folder.
 */
export function findPageFiles(docsDir: string, extensions = DEFAULT_PAGE_EXTENSIONS): string[] {
  const files = fs.readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
  return files
    .filter((file) => extensions.includes(path.extname(file)))
    .filter((file) => !file.startsWith('public/') && !file.split('/').some((part) => /^_[^_]/.test(part) || part === 'node_modules'))
    .filter((file) => fs.statSync(path.join(docsDir, file)).isFile())
    .sort();
}

/**
 * The address a page file is served at, as the site's router matches it: without the
 * extension, `index` standing for its folder, a trailing slash and letter case ignored.
 */
export function routeOfPageFile(file: string): string {
  const route = `/${file.replace(/\.[^./]+$/, '')}`.replace(/(^|\/)index$/, '');
  return (route === '' ? '/' : route).toLowerCase();
}

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * One problem for each set of files that would be served at the same address; the message
 * names the files with `prefix` (the docs folder) before them.
 */
export function duplicateRoutes(files: readonly string[], prefix = ''): SourceProblem[] {
  const byRoute = new Map<string, string[]>();
  for (const file of files) {
    const route = routeOfPageFile(file);
    byRoute.set(route, [...(byRoute.get(route) ?? []), file]);
  }
  return [...byRoute]
    .filter(([, sharing]) => sharing.length > 1)
    .map(([route, sharing]) => ({
      file: sharing[0] ?? '',
      line: 1,
      message: `${listed(sharing.map((file) => `${prefix}${file}`))} are ${sharing.length === 2 ? 'both' : 'all'} the page at ${route}: rename or remove all but one.`,
    }));
}

/** Frontmatter fields whose type Rspress or the theme relies on. */
const FIELD_TYPES: Record<string, 'string' | 'boolean'> = {
  title: 'string',
  description: 'string',
  titleSuffix: 'string',
  pageType: 'string',
  overview: 'boolean',
  // doc-pages.ts's UNLISTED_KEY: only `true` lets a page stay out of every sidebar, so a
  // quoted "true" or a `yes` would leave it failing the sidebar check without saying why.
  unlisted: 'boolean',
};

const REQUIRED_FIELDS: Record<string, string> = {
  title: 'the page title (browser tab, search result, social image)',
  description: 'one sentence that says what this page is about (search engines, link previews)',
};

/**
 * What is wrong with the frontmatter of a page's source `text`: every page opens with a `---`
 * line, then YAML that maps each field to a value of its type, with a non-empty `title` and
 * `description`, then a closing `---` line. `file` names the page in the messages.
 */
export function frontmatterProblems(file: string, text: string): SourceProblem[] {
  const lines = text.split(/\r?\n/);
  const problem = (line: number, message: string) => ({ file, line, message });
  if (lines[0] !== '---')
    return [problem(1, 'has no frontmatter: the first line must be "---", then title: and description:, then "---".')];
  const closing = lines.indexOf('---', 1);
  const notClosed = 'frontmatter is not closed: add a line "---" after its last field, before the page text.';
  if (closing === -1) return [problem(1, notClosed)];
  const lineCounter = new LineCounter();
  const document = parseDocument(lines.slice(1, closing).join('\n'), { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    // Without its closing line, the frontmatter runs on into the page, up to a rule ("---") in
    // the text: the page's heading is then read as YAML (a comment), and its prose fails.
    const heading = lines.slice(1, closing).findIndex((line) => /^#{1,6}\s/.test(line));
    if (heading !== -1) return [problem(1, `${notClosed} (It runs on into the page text at line ${heading + 2}.)`)];
    return document.errors.map((error) => {
      const at = lineCounter.linePos(error.pos[0]);
      return problem(at.line + 1, `frontmatter is not valid YAML (check its quotes and colons): ${error.message.split('\n')[0]}`);
    });
  }
  if (!isMap(document.contents)) return [problem(2, 'frontmatter must be fields, one per line, such as "title: SVG".')];
  const fields = document.toJS() as Record<string, unknown>;
  const lineOf = (key: string) => {
    const pair = isMap(document.contents) ? document.contents.items.find((item) => String(item.key) === key) : undefined;
    const offset = (pair?.key as { range?: [number] } | undefined)?.range?.[0];
    return offset === undefined ? 2 : lineCounter.linePos(offset).line + 1;
  };
  const problems: SourceProblem[] = [];
  for (const [key, type] of Object.entries(FIELD_TYPES)) {
    const value = fields[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== type) {
      const shown = JSON.stringify(value);
      problems.push(
        problem(lineOf(key), `frontmatter ${key} must be a ${type}, not ${Array.isArray(value) ? 'a list' : typeof value} (${shown}).`),
      );
    } else if (type === 'string' && (value as string).trim() === '') {
      problems.push(problem(lineOf(key), `frontmatter ${key} is empty.`));
    }
  }
  for (const [key, purpose] of Object.entries(REQUIRED_FIELDS)) {
    if (fields[key] === undefined || fields[key] === null)
      problems.push(problem(closing + 1, `frontmatter has no ${key}: add ${key}:, ${purpose}.`));
  }
  return problems;
}

/** Every problem of the pages under `docsDir`; messages name other files with `prefix` before them. */
export function pageSourceProblems(docsDir: string, extensions?: string[], prefix = ''): SourceProblem[] {
  const files = findPageFiles(docsDir, extensions);
  const markdown = files.filter((file) => /\.mdx?$/.test(file));
  return [
    ...duplicateRoutes(files, prefix),
    ...markdown.flatMap((file) => frontmatterProblems(file, fs.readFileSync(path.join(docsDir, file), 'utf8'))),
  ];
}

/** The problems as the terminal shows them, one per line, `docs/…:line: message`. */
export function formatProblems(problems: readonly SourceProblem[], docsPrefix: string): string {
  return problems.map(({ file, line, message }) => `${docsPrefix}${file}:${line}: ${message}`).join('\n');
}

/**
 * Checks the pages' sources first thing (the `config` hook runs before Rspress reads the
 * pages). A production build fails with every problem; the dev server prints them and goes
 * on, so that a writer sees them without losing the server.
 */
export function pageSources(): RspressPlugin {
  return {
    name: 'repack-page-sources',
    config(config, _utils, isProd) {
      const docsDir = config.root ?? path.join(process.cwd(), 'docs');
      const prefix = `${path.relative(process.cwd(), docsDir).split(path.sep).join('/')}/`;
      const problems = pageSourceProblems(docsDir, config.route?.extensions, prefix);
      if (problems.length === 0) return config;
      const report = `${problems.length === 1 ? 'A page has a mistake' : `Pages have ${problems.length} mistakes`}:\n${formatProblems(problems, prefix)}`;
      if (isProd) {
        // The message is the whole story: a stack trace into Rspress would only hide it.
        const error = new Error(report);
        error.stack = report;
        throw error;
      }
      logger.error(report);
      return config;
    },
  };
}
