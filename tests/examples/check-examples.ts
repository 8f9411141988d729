/**
 * Type-checks the docs examples that import `@callstack/repack` against the installed release.
 *
 * 1. Every `docs/**\/*.mdx` page is scanned; each ts/tsx/js/jsx/mjs/cjs block that imports
 *    `@callstack/repack` (or a subpath) is written to `.generated/`, one file per block, named after
 *    page and line (see extract-examples.ts). The files are not changed: line n of a file is line n
 *    of the block, so a diagnostic maps straight back to the page.
 * 2. `tsc -p` checks them with the compiler options the type hovers use
 *    (theme/plugins/twoslash/examples.tsconfig.jsonc, strict, checkJs), through a tsconfig written
 *    into the output folder that extends it.
 * 3. Every diagnostic is printed as `docs/<page>.mdx:<line>: <message>` and fails the check, except:
 *    - "Cannot find module" for a relative path: the example imports a file of the reader's own app;
 *    - in a block listed in needs-newer-release.json under `newerRelease`, a diagnostic that names one
 *      of the entry's `apis` (the block is checked for everything else);
 *    - a block listed under `olderRelease` (code of an older major that a migration guide starts
 *      from) is not checked at all.
 *    The list cannot rot: an entry that matches no block or more than one fails the check, and so
 *    does an entry that is no longer needed (a listed API that compiles, unless the entry says the
 *    installed types cannot see it with `"detectable": false`; an older-release block without errors).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Root } from 'mdast';
import { parseErrorLocation } from '../../theme/plugins/page-check';
import {
  type Diagnostic,
  describeEntry,
  type Example,
  type ExceptionList,
  extractExamples,
  isReaderFileImport,
  matchEntries,
  type NewerReleaseEntry,
  namesApi,
  type OlderReleaseEntry,
  pageLocation,
  parseTscOutput,
} from './extract-examples';

export type { ExceptionList, OlderReleaseEntry };

export interface CheckOptions {
  /** Project root; pages are read from `<root>/docs`. */
  root: string;
  /** Folder the examples are written to; emptied first. Must be inside the project so packages resolve. */
  outDir: string;
  /**
   * The tsconfig for the examples. `tsc -p` gets it directly when outDir is its `.generated` folder;
   * otherwise a tsconfig that extends it and includes outDir is written into outDir.
   */
  tsconfig: string;
  /** Pages to check instead of reading `<root>/docs`; paths relative to root. */
  pages?: { page: string; source: string }[];
  exceptions: ExceptionList;
  /**
   * A folder for TypeScript's incremental state (tsbuildinfo, one file per project). A run then
   * checks again only the examples whose text or dependencies changed and reports the stored
   * diagnostics of the rest; without it every run checks everything.
   */
  cacheDir?: string;
  /** How a page is parsed; `npm run test:examples` passes the on-disk cache's parser (page-trees.ts). */
  parse?: (source: string) => Root;
}

export interface CheckResult {
  examples: Example[];
  /** Failures, one printable string each (messages with elaborations span several lines). */
  failures: string[];
  /** Diagnostics on imports of the reader's own files. */
  readerImports: number;
  /** Diagnostics tolerated in newerRelease blocks. */
  tolerated: number;
  /** Number of blocks skipped as olderRelease. */
  skipped: number;
}

export function readDocsPages(root: string): { page: string; source: string }[] {
  const docs = path.join(root, 'docs');
  return (readdirSync(docs, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `docs/${file.split(path.sep).join('/')}`)
    .sort()
    .map((page) => ({ page, source: readFileSync(path.join(root, page), 'utf8') }));
}

export function readExceptionList(file: string): ExceptionList {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<ExceptionList>;
  const problems: string[] = [];
  const check = (entry: Record<string, unknown>, where: string, needsApis: boolean) => {
    for (const key of ['page', 'contains', 'version', 'reason']) {
      if (typeof entry[key] !== 'string' || entry[key] === '') problems.push(`${where}: "${key}" must be a non-empty string`);
    }
    if (entry.title !== null && typeof entry.title !== 'string') problems.push(`${where}: "title" must be a string or null`);
    if (needsApis && (!Array.isArray(entry.apis) || entry.apis.length === 0 || !entry.apis.every((api) => typeof api === 'string'))) {
      problems.push(`${where}: "apis" must list the API names the installed release lacks`);
    }
    if (needsApis && entry.detectable !== undefined && typeof entry.detectable !== 'boolean') {
      problems.push(`${where}: "detectable" must be a boolean`);
    }
  };
  const newerRelease = data.newerRelease ?? [];
  const olderRelease = data.olderRelease ?? [];
  for (const [i, entry] of newerRelease.entries()) check(entry as unknown as Record<string, unknown>, `newerRelease[${i}]`, true);
  for (const [i, entry] of olderRelease.entries()) check(entry as unknown as Record<string, unknown>, `olderRelease[${i}]`, false);
  if (problems.length > 0) throw new Error(`${file} is malformed:\n${problems.join('\n')}`);
  return { newerRelease, olderRelease };
}

/**
 * The compiler that decides what compiles: TypeScript 5 under the alias `typescript5`, the one
 * the Twoslash step of the build renders the same examples with (Twoslash needs the TypeScript 5
 * language service API, which TypeScript 7 does not have). The site's own code is checked by the
 * project's TypeScript 7 (`npm run typecheck`).
 */
function tscBinary(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('typescript5/package.json')), 'bin', 'tsc');
}

/**
 * Runs `tsc -p`; a non-zero status with diagnostics is normal, the caller decides which ones count.
 * With a build-info file, incrementally: files are compared by content, so the examples written
 * afresh on every run are checked again only when they changed.
 */
export function runTsc(tsconfig: string, cwd: string, buildInfoFile?: string): { output: string; status: number | null } {
  const incremental = buildInfoFile ? ['--incremental', '--tsBuildInfoFile', buildInfoFile] : [];
  const result = spawnSync(process.execPath, [tscBinary(), '-p', tsconfig, '--pretty', 'false', ...incremental], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { output: `${result.stdout}${result.stderr}`, status: result.status };
}

function writeExamples(examples: Example[], outDir: string): Map<string, Example> {
  rmSync(outDir, { recursive: true, force: true });
  const byFile = new Map<string, Example>();
  for (const example of examples) {
    const file = path.join(outDir, example.fileName);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${example.code}\n`);
    byFile.set(path.resolve(file), example);
  }
  return byFile;
}

function projectFor(outDir: string, tsconfig: string): string {
  if (path.resolve(path.dirname(tsconfig), '.generated') === path.resolve(outDir)) return tsconfig;
  const base = path.dirname(tsconfig);
  const config = {
    extends: path.relative(outDir, tsconfig),
    include: ['**/*', path.relative(outDir, path.join(base, 'ambient.d.ts'))],
  };
  const file = path.join(outDir, 'tsconfig.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** `docs/<page>.mdx:<line>:<column>: <why the page is not valid MDX>` for a page the parser rejects. */
export function describeUnreadablePage(page: string, error: unknown): string {
  const parseError = error as Parameters<typeof parseErrorLocation>[0];
  const { line, column } = parseErrorLocation(parseError);
  return `${page}:${line}:${column}: ${parseError.reason ?? parseError.message ?? String(error)} (MDX; the page's examples were not checked)`;
}

function formatDiagnostic(example: Example, diagnostic: Diagnostic): string {
  const [first, ...rest] = diagnostic.message.split('\n');
  return [`${pageLocation(example, diagnostic.line)}: ${first} (${diagnostic.code})`, ...rest].join('\n');
}

export function checkExamples(options: CheckOptions): CheckResult {
  const pages = options.pages ?? readDocsPages(options.root);
  const failures: string[] = [];
  const examples = pages.flatMap(({ page, source }) => {
    try {
      return extractExamples(page, source, options.parse);
    } catch (error) {
      // A page that is not valid MDX has no examples to check; say where it breaks instead.
      failures.push(describeUnreadablePage(page, error));
      return [];
    }
  });

  const listed = new Map<Example, { entry: NewerReleaseEntry; hits: Set<string> }>();
  for (const { entry, examples: matched } of matchEntries(options.exceptions.newerRelease, examples)) {
    if (matched.length !== 1) {
      failures.push(
        `needs-newer-release.json: newerRelease entry for ${describeEntry(entry)} matches ${matched.length} examples; it must match exactly one`,
      );
    } else if (matched[0]) {
      listed.set(matched[0], { entry, hits: new Set() });
    }
  }
  const skipped = new Map<Example, { entry: OlderReleaseEntry; errors: number }>();
  for (const { entry, examples: matched } of matchEntries(options.exceptions.olderRelease, examples)) {
    if (matched.length !== 1) {
      failures.push(
        `needs-newer-release.json: olderRelease entry for ${describeEntry(entry)} matches ${matched.length} examples; it must match exactly one`,
      );
    } else if (matched[0]) {
      skipped.set(matched[0], { entry, errors: 0 });
    }
  }

  const byFile = writeExamples(examples, options.outDir);
  const project = projectFor(options.outDir, options.tsconfig);
  const buildInfoFile = options.cacheDir
    ? path.join(options.cacheDir, `${createHash('sha256').update(path.resolve(project)).digest('hex').slice(0, 16)}.tsbuildinfo`)
    : undefined;
  const tsc = runTsc(project, options.root, buildInfoFile);
  const { diagnostics, other } = parseTscOutput(tsc.output);
  if (tsc.status !== 0 && diagnostics.length === 0 && other.length === 0) {
    failures.push(`tsc: exited with status ${tsc.status} without printing a diagnostic`);
  }

  let readerImports = 0;
  let tolerated = 0;
  const located: { example: Example; diagnostic: Diagnostic }[] = [];
  for (const diagnostic of diagnostics) {
    const example = byFile.get(path.resolve(options.root, diagnostic.file));
    if (!example) {
      failures.push(`${diagnostic.file}:${diagnostic.line}: ${diagnostic.message} (${diagnostic.code})`);
      continue;
    }
    const older = skipped.get(example);
    if (older) {
      older.errors++;
      continue;
    }
    if (isReaderFileImport(diagnostic)) {
      readerImports++;
      continue;
    }
    const newer = listed.get(example);
    const api = newer ? namesApi(diagnostic, newer.entry.apis) : undefined;
    if (newer && api) {
      newer.hits.add(api);
      tolerated++;
      continue;
    }
    located.push({ example, diagnostic });
  }
  located.sort(
    (a, b) =>
      a.example.page.localeCompare(b.example.page) ||
      a.example.fenceLine + a.diagnostic.line - (b.example.fenceLine + b.diagnostic.line) ||
      a.diagnostic.column - b.diagnostic.column,
  );
  failures.push(...located.map(({ example, diagnostic }) => formatDiagnostic(example, diagnostic)));
  failures.push(...other.map((line) => `tsc: ${line}`));

  for (const [example, { entry, hits }] of listed) {
    // Another error in the same object literal can hide the one on the listed API; report that first.
    if (entry.detectable === false || located.some((failure) => failure.example === example)) continue;
    for (const api of entry.apis.filter((name) => !hits.has(name))) {
      failures.push(
        `${pageLocation(example, 0)}: needs-newer-release.json lists '${api}' for this example, but the installed @callstack/repack accepts it; remove the API from the entry, or the entry if it is the only one`,
      );
    }
  }
  for (const [example, { errors }] of skipped) {
    if (errors === 0) {
      failures.push(
        `${pageLocation(example, 0)}: needs-newer-release.json lists this example as older-release code, but it type-checks against the installed @callstack/repack; remove the entry`,
      );
    }
  }

  return { examples, failures, readerImports, tolerated, skipped: skipped.size };
}
