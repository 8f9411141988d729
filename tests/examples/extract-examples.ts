/**
 * The examples check's side of the examples: which blocks are examples comes from the shared
 * definition in `theme/plugins/checked-examples.ts` (also used by the Twoslash step of the build);
 * this file adds what only the check needs, reading `tsc` output and mapping it back to pages.
 * Plain functions only: reading and writing files happens in `check-examples.ts`.
 */
export {
  type BlockKey,
  blankFrontmatter,
  CHECKED_LANGUAGES,
  type CodeBlock,
  describeEntry,
  type Example,
  type ExceptionList,
  exampleExtension,
  exampleFileName,
  extractExamples,
  findCodeBlocks,
  importsRepack,
  isCheckedExample,
  matchEntries,
  type NewerReleaseEntry,
  type OlderReleaseEntry,
  parseInfo,
  showsTypes,
} from '../../theme/plugins/checked-examples';

import type { CodeBlock } from '../../theme/plugins/checked-examples';

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
