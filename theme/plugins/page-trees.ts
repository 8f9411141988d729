/**
 * Pages' syntax trees kept on disk by content, for the checks that read every page: `check:pages`,
 * the examples check, the API drift test and the build's anchor check each parsed all pages with
 * micromark, 3 to 4 s of CPU per step on this machine, and `check:docs` runs them side by side.
 * With the cache, a page is parsed by the first step that meets its current text, and the others
 * read the tree back as JSON (all pages: 0.15 s).
 *
 * - Keyed by the page's text, the versions of the parser packages and the code that calls them
 *   (`checked-examples.ts`), so an edited page, a parser update or a change to the parse options
 *   parses again. Nothing else decides a tree.
 * - Stored without MDX's `data.estree` (the JavaScript syntax of expressions and attributes): no
 *   check reads it, it is most of a tree's size, and it may hold values JSON cannot (a BigInt or
 *   a RegExp literal).
 * - A page that does not parse is not stored: its error is thrown again, with its place.
 * - Written to a temporary name and renamed, as several steps may write one page at once.
 * - The dev server does not use it: it keeps the pages it read in memory, and a writer's edits
 *   would only fill the folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { parsePage } from './checked-examples';
import { projectRoot } from './doc-pages';

export const pageTreeCacheDir = path.join(projectRoot, 'node_modules/.cache/page-trees');

/** The packages `parsePage` parses with. */
const PARSER_PACKAGES = [
  'mdast-util-from-markdown',
  'micromark-extension-mdxjs',
  'mdast-util-mdx',
  'micromark-extension-gfm',
  'mdast-util-gfm',
];

let parserKey: string | undefined;
/** What decides a tree besides the page's text, read once per process. */
function currentParserKey(): string {
  parserKey ??= JSON.stringify([
    PARSER_PACKAGES.map((name) => {
      const manifest = path.join(projectRoot, 'node_modules', name, 'package.json');
      return `${name}@${(JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version}`;
    }),
    createHash('sha256')
      .update(fs.readFileSync(path.join(import.meta.dirname, 'checked-examples.ts')))
      .digest('hex'),
  ]);
  return parserKey;
}

/** `parsePage`, with the tree read from the cache when the same text was parsed before. */
export function parsePageCached(source: string, dir = pageTreeCacheDir): Root {
  const key = createHash('sha256').update(currentParserKey()).update('\0').update(source).digest('hex').slice(0, 32);
  const file = path.join(dir, `${key}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Root;
  } catch {
    // Not cached yet, or a file cut short by a crash: parse.
  }
  const tree = parsePage(source);
  const json = JSON.stringify(tree, (name, value: unknown) => (name === 'estree' ? undefined : value));
  fs.mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, json);
  fs.renameSync(temporary, file);
  return JSON.parse(json) as Root;
}
