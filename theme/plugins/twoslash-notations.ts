/**
 * Lines of a checked example that Twoslash reads as instructions instead of code. The production
 * build runs Twoslash on these blocks for their type hovers (twoslash-examples.ts), while
 * `rspress dev` and `npm run check:docs` build without hovers; so a comment such as
 * `// @deprecated` (an unknown compiler flag: the production build fails), `// @strict: false`
 * (a flag: the line disappears from the page), `// ---cut---` or `// ^?` would pass the writer's
 * checks and break or change the page in CI. The page check (page-check.ts) reports them with
 * their file and line.
 *
 * Twoslash's own functions decide what is a notation (`findFlagNotations` for any `// @word`
 * line, `removeTwoslashNotations` for cut markers, queries and highlights), except for
 * `// @filename:`, which Twoslash handles while it splits the code into files and does not
 * export: that one pattern is written here, as Twoslash 0.3 matches it.
 */
import { findFlagNotations, removeTwoslashNotations } from 'twoslash/core';

const FILENAME_NOTATION = /^[\t\v\f ]*\/\/\s?@filename: (.+)$/;

/** True when Twoslash reads the line as an instruction. */
export function isTwoslashNotation(line: string): boolean {
  if (!line.includes('//')) return false;
  if (FILENAME_NOTATION.test(line)) return true;
  try {
    // No option declarations: every `// @word` line is returned, as a flag or as unknown.
    if (findFlagNotations(line, [], []).length > 0) return true;
  } catch {
    // A known flag with a value Twoslash cannot read: a notation all the same.
    return true;
  }
  return removeTwoslashNotations(line) !== line;
}

/** The 0-based indexes of the code's lines that Twoslash reads as instructions. */
export function twoslashNotationLines(code: string): number[] {
  return code.split('\n').flatMap((line, index) => (isTwoslashNotation(line) ? [index] : []));
}
