/**
 * Keeps the index of error messages (docs/docs/troubleshooting/messages.mdx) true to the installed
 * Re.Pack: every message the page lists must still be printed by the installed @callstack/repack or
 * @callstack/repack-dev-server.
 *
 * - On the page, a message is a list item that starts with a code span. Parts in braces, such as
 *   `{scriptId}`, stand for values the message prints; the literal text between them is checked.
 * - In the packages, the text a message can print is the string literals of their compiled
 *   JavaScript (`dist/**\/*.js`, read through the TypeScript 5 parser, so that escapes, template
 *   literals and concatenations read as printed), and the text of Re.Pack's iOS and Android sources,
 *   which the native errors come from.
 * - Both sides are compared word by word: any run of whitespace, and the boundary between two string
 *   literals, separates words. A message built from several literals, or broken over lines, still
 *   matches its one-line text on the page, while a space added or dropped inside the text does not.
 *   Next to a placeholder a word may continue in the package (`'{url}'` is `'${config.url}'` there).
 *
 * The pages describe a newer release than the one installed. A message only that release prints is
 * listed in newer-release.json, and the entry fails once the installed release prints the message.
 * Pure functions over strings; the test (tests/unit/message-index.test.ts) reads the files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Nodes } from 'mdast';
import type * as TS from 'typescript5';
import { parsePage } from '../../theme/plugins/checked-examples';

const require = createRequire(import.meta.url);

/** A message listed on the page. */
export interface IndexedMessage {
  /** The text of the code span, with `{placeholders}`. */
  text: string;
  /** 1-based line of the list item in the page. */
  line: number;
}

/** One file of an installed package, reduced to the text it can print. */
export interface PrintableText {
  /** Path relative to the project root, for messages. */
  file: string;
  /** The words of the file's string literals (JavaScript) or of its whole text (native sources). */
  words: string[];
}

/** An entry of newer-release.json. */
export interface NewerReleaseEntry {
  message: string;
  version: string;
  reason: string;
}

const PLACEHOLDER = /\{[^{}]*\}/;

/** The messages of a page: list items, at any depth, whose first paragraph starts with a code span. */
export function readIndexedMessages(source: string): IndexedMessage[] {
  const messages: IndexedMessage[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'listItem') {
      const [first] = node.children;
      const [code] = first?.type === 'paragraph' ? first.children : [];
      if (code?.type === 'inlineCode') messages.push({ text: code.value, line: node.position?.start.line ?? 0 });
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(parsePage(source));
  return messages;
}

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word.length > 0);

/** The literal parts of a message, in order, each as its words; placeholders split them. */
export function messageFragments(text: string): string[][] {
  return text
    .split(new RegExp(PLACEHOLDER, 'g'))
    .map(wordsOf)
    .filter((fragment) => fragment.length > 0);
}

/** The string literals of a JavaScript (or TypeScript) file in source order, as printed (escapes resolved), joined. */
export function javascriptLiterals(code: string, fileName = 'file.js'): string {
  const ts = require('typescript5') as typeof TS;
  const kind = /\.[cm]?ts$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const parts: string[] = [];
  const visit = (node: TS.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      parts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return parts.join(' ');
}

const NATIVE_SOURCE = /\.(h|m|mm|swift|kt|java|cpp)$/;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    throw new Error(`${dir} is missing: run npm ci so the installed Re.Pack can be checked`);
  }
  return entries
    .filter(keep)
    .sort()
    .map((file) => path.join(dir, file));
}

/**
 * What the installed packages can print: the JavaScript of `@callstack/repack/dist` and
 * `@callstack/repack-dev-server/dist`, and Re.Pack's `ios` and `android` sources.
 * `packages` maps each package name to its folder (by default under `<root>/node_modules`).
 */
export function readPrintableText(
  root: string,
  packages: Record<'repack' | 'devServer', string> = {
    repack: path.join(root, 'node_modules/@callstack/repack'),
    devServer: path.join(root, 'node_modules/@callstack/repack-dev-server'),
  },
): PrintableText[] {
  const javascript = [path.join(packages.repack, 'dist'), path.join(packages.devServer, 'dist')].flatMap((dir) =>
    filesUnder(dir, (file) => file.endsWith('.js')),
  );
  const native = [path.join(packages.repack, 'ios'), path.join(packages.repack, 'android')].flatMap((dir) =>
    filesUnder(dir, (file) => NATIVE_SOURCE.test(file) && !file.split(path.sep).includes('build')),
  );
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  return [
    ...javascript.map((file) => ({ file: relative(file), words: wordsOf(javascriptLiterals(readFileSync(file, 'utf8'), file)) })),
    ...native.map((file) => ({ file: relative(file), words: wordsOf(readFileSync(file, 'utf8')) })),
  ];
}

/**
 * Where `fragment` occurs in `words` from index `from` on: the index of the word holding its last
 * word, or -1. The first word may end a longer word and the last may start one, because a
 * placeholder can be glued to them; a one-word fragment may sit anywhere inside a word.
 */
function findFragment(words: string[], fragment: string[], from: number): number {
  const last = fragment.length - 1;
  for (let start = from; start + last < words.length; start++) {
    const matches = fragment.every((word, i) => {
      const candidate = words[start + i]!;
      if (last === 0) return candidate.includes(word);
      if (i === 0) return candidate.endsWith(word);
      if (i === last) return candidate.startsWith(word);
      return candidate === word;
    });
    if (matches) return start + last;
  }
  return -1;
}

/** The first file that prints the message: every fragment found, in order, in one file. */
export function findPrintingFile(message: string, files: PrintableText[]): PrintableText | undefined {
  const fragments = messageFragments(message);
  if (fragments.length === 0) return undefined;
  return files.find(({ words }) => {
    // the next fragment may start in the word where the previous one ended (`'{url}'`)
    let from = 0;
    for (const fragment of fragments) {
      const end = findFragment(words, fragment, from);
      if (end === -1) return false;
      from = end;
    }
    return true;
  });
}

/** Compares two `x.y.z` versions; pre-release tags are ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('-')[0]!.split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export interface IndexCheck {
  /** Page path relative to the project root, for messages. */
  page: string;
  source: string;
  files: PrintableText[];
  /** Version of the installed @callstack/repack. */
  installedVersion: string;
  newerRelease: NewerReleaseEntry[];
}

/** Every way the page and the installed packages disagree, one printable line each. */
export function checkMessageIndex({ page, source, files, installedVersion, newerRelease }: IndexCheck): string[] {
  const messages = readIndexedMessages(source);
  const failures: string[] = [];
  if (messages.length === 0) {
    return [`${page}: no messages found (a message is a list item that starts with a code span)`];
  }
  const firstLine = new Map<string, number>();
  const listed = new Map(newerRelease.map((entry) => [entry.message, entry]));
  const installed = `the installed @callstack/repack ${installedVersion}`;

  for (const { text, line } of messages) {
    const earlier = firstLine.get(text);
    if (earlier !== undefined) failures.push(`${page}:${line}: "${text}" is listed twice (first on line ${earlier})`);
    else firstLine.set(text, line);

    if (messageFragments(text).length === 0) {
      failures.push(`${page}:${line}: "${text}" has no text outside its placeholders`);
      continue;
    }
    const printedBy = findPrintingFile(text, files);
    const entry = listed.get(text);
    if (!printedBy && !entry) {
      failures.push(
        `${page}:${line}: "${text}" is not printed by ${installed} (dist and native sources). ` +
          'Correct the text, remove the message, or list it in tests/messages/newer-release.json if only a newer release prints it',
      );
    } else if (printedBy && entry) {
      failures.push(
        `tests/messages/newer-release.json: "${text}" (${page}:${line}) is printed by ${installed} ` +
          `(${printedBy.file}); remove its entry`,
      );
    } else if (!printedBy && entry && compareVersions(installedVersion, entry.version) >= 0) {
      failures.push(
        `${page}:${line}: "${text}" is listed as new in ${entry.version}, but ${installed} does not print it; correct the text`,
      );
    }
  }

  for (const entry of newerRelease) {
    if (!firstLine.has(entry.message)) {
      failures.push(`tests/messages/newer-release.json: "${entry.message}" is not on ${page}; remove its entry`);
    }
  }
  return failures;
}

/** Reads newer-release.json and says what is wrong with it, instead of failing later on a bad field. */
export function readNewerRelease(file: string): NewerReleaseEntry[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { entries?: unknown };
  if (!Array.isArray(data.entries)) throw new Error(`${file}: "entries" must be an array`);
  const problems: string[] = [];
  data.entries.forEach((entry: Record<string, unknown>, index) => {
    for (const key of ['message', 'version', 'reason']) {
      if (typeof entry[key] !== 'string' || entry[key] === '') problems.push(`entries[${index}]: "${key}" must be a non-empty string`);
    }
    if (typeof entry.version === 'string' && !/^\d+\.\d+\.\d+/.test(entry.version)) {
      problems.push(`entries[${index}]: "version" must be a release such as 5.3.0`);
    }
  });
  if (problems.length > 0) throw new Error(`${file} is malformed:\n${problems.join('\n')}`);
  return data.entries as NewerReleaseEntry[];
}
