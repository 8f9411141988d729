// What a query asks for, as readers type it: a few words, a question ("why is my bundle so
// large"), an error message pasted whole or a stack trace of several thousand characters. The
// engine needs a short list of words that must count, and the words that only help.
import { isStopWord, MAX_QUERY_CHARACTERS, MAX_WORD_LENGTH, normalizeText, queryTerms } from './text';

export { MAX_QUERY_CHARACTERS };

/**
 * Words of questions and sentences that say little about the answer. A query's other words
 * are required as far as the index allows; these only raise a section that has them (they are
 * not required, so "how do I deploy" finds what "deploy" finds).
 */
const QUESTION_WORDS = new Set(
  (
    'a about after all am an and any anything are as at be been before but by can cannot could did do does doing done ' +
    'for from get gets getting had has have having here how i if in into is it its just me my need needs of on or our ' +
    'should so some something than that the their them then there these they this those to too very want was way we ' +
    'were what when where which while who why will with without would you your between versus vs go put ' +
    // Words of a reader's stance around the topic: "best practice for code signing", "the
    // current state of module federation support", "is there a recommended way to…".
    'best practice practices recommended recommend preferred proper properly correct correctly right ideal good better ' +
    'easiest simplest simple starter example examples sample demo current currently state status possible approach ' +
    'plan plans planned support supported supports work works working worked still yet anyone someone please help ' +
    'thanks hello hi trying tried wondering officially'
  ).split(' '),
);

/** Words every log line carries, which say nothing about which error it is. */
const LOG_WORDS = new Set(
  'at error errors warn warning info debug log trace uncaught exception stack node modules js jsx ts tsx mjs cjs line column'.split(' '),
);

/** A query longer than this, or one with a line break, is a paste: it is distilled. */
export const PASTE_LENGTH = 160;
/** A one-line query this long that states an error is read as a pasted error message. */
const MIN_ERROR_LINE_WORDS = 5;
/** At most this many words of a query are searched: enough for any question, cheap for any paste. */
export const MAX_QUERY_WORDS = 8;
/** Identifiers named in a paste (`ScriptManager`, `NetworkFailure`) that join its error line's words. */
const MAX_PASTE_IDENTIFIERS = 3;
/** At most this many names from code are read from a query. */
export const MAX_QUERY_NAMES = 8;

export interface ParsedQuery {
  /** Words that decide what matches, in the order typed, at most {@link MAX_QUERY_WORDS}. */
  required: string[];
  /** Question words the index holds: they raise a section that has them but are never required. */
  optional: string[];
  /** The text compared as a phrase with titles, headings and text. */
  phrase: string;
  /** Whether the last required word may still be half typed, and so matches as a prefix. */
  lastWordOpen: boolean;
  /** Whether the query was a paste (a log or a long message) reduced to its telling words. */
  distilled: boolean;
  /**
   * The query's tokens as typed, without the punctuation around them: names from code
   * (`options.maxInlineSize`, `--reset-cache`, `RSPACK_PROFILE`) that a section may define.
   * Of a paste, only the names from code of its error line; of a typed query, every token, as
   * a query of one word may be a name too (`platform`).
   */
  names: string[];
}

/**
 * A stack frame, a code frame or a line of nothing but a path: no words of the error itself.
 * Read from the start of a trimmed line only, so no run of white space is read twice.
 */
const NOISE_LINE = /^(?:at\s|-\s+\/|\d+\s*\||>?\s*\d+\s*\||[-=~^|]+\s*$|\(?[\w@.-]*[/\\][^\s]*\)?\s*$)/;
/** Lines that state the error: the first of them is the one a reader wants explained. */
const ERROR_LINE = /\b(\w*error|exception|unexpected|failed|failure|cannot|can't|unable|not found|invalid|missing|refused|timed? ?out)\b/i;
/**
 * URLs, paths (`./assets/logo.png`, `/Users/…`) and file names with their line numbers: every
 * project's differ, so they tell nothing. A package name such as `@svgr/webpack` stays. Each
 * alternative starts only where its kind of token can start (the lookbehinds), so a long
 * token is read once, not once from each of its characters.
 */
const PATHS =
  /(?<![a-z])[a-z]+:\/\/\S+|(?<![\w@])\.{0,2}\/[^\s'"`)]*|(?<![^\s'"`(])[^\s'"`(]+\.(?:js|jsx|ts|tsx|mjs|cjs|json|png|jpg|jpeg|gif|svg|webp|bundle|jsbundle|map|pub|pem)(?::\d+)*(?!\w)/gi;
/** A log level at the start of a line: the line's own words follow it. */
const LOG_LEVEL = /^(?:error|warn|warning|info|debug)\b:?\s+(?=\S)/i;
/** The clauses of an error line: `Error: Module not found: Error: Can't resolve …`. */
const CLAUSE_BREAK = /:\s+|\.\s+/;
/** An identifier with at least two humps, as APIs and error classes are named. */
const IDENTIFIER = /\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+\b/g;
/** Line and column numbers, versions, sizes, addresses. */
const NUMBERS = /\b\d[\d.:x-]*\b/g;
/** Quotes left empty where a path was. */
const EMPTY_QUOTES = /(['"`])\s*\1/g;
/** The name of an error's class, which says what kind of error, not which: `TypeError`, `Reference error`. */
const ERROR_CLASS = /^[\w$.]*\s?(?:error|exception)$/i;
const ENDS_WITH_ERROR_CLASS = /(?:error|exception)$/i;
const TRAILING_ERROR_CLASS = /(?<![\w$.])[\w$.]*(?:Error|Exception)$/;
/** Two words, not a bare class name (`SyntaxError:`); one letter each side, as more adds nothing. */
const TWO_WORDS = /\w\W+\w/;

/** Every pattern a query meets, so that a test can feed each of them hostile input. */
export const QUERY_PATTERNS = {
  NOISE_LINE,
  ERROR_LINE,
  PATHS,
  LOG_LEVEL,
  CLAUSE_BREAK,
  IDENTIFIER,
  NUMBERS,
  EMPTY_QUOTES,
  ERROR_CLASS,
  ENDS_WITH_ERROR_CLASS,
  TRAILING_ERROR_CLASS,
  TWO_WORDS,
};

/** What follows `at` in a stack frame: `fn (…)`, `/path`, `http://…`, `(…)` or `node:…`. */
const FRAME_TARGET = /^(?:\/|[a-z]+:\/\/|\(|node:)/;
const FRAME_FUNCTION = /^[\w$.<>[\]]+$/;
const UPPER_LEVEL = /^(?:ERROR|WARN|WARNING|INFO|DEBUG)(?!\w)/;
const LOWER_LEVELS = new Set(['error', 'warn', 'info']);
const CODE_FRAME_NUMBER = /^>?\d+$/;

/**
 * Whether the log line that `tokens[at]` begins was a line of its own before the field joined
 * the paste into one: a stack frame (`at fn (…)`, `at /path`), a require stack (`- /path`,
 * `Require stack:`), a code frame (`> 14 |`) or a log level (`ERROR`, `error Failed`). Each
 * test reads a token or two, so finding every line costs one pass over the paste.
 */
function beginsLogLine(tokens: readonly string[], at: number): boolean {
  const token = tokens[at]!;
  const next = tokens[at + 1] ?? '';
  if (token === 'at') {
    const target = next === 'async' ? (tokens[at + 2] ?? '') : next;
    const after = tokens[at + (next === 'async' ? 3 : 2)] ?? '';
    return FRAME_TARGET.test(target) || (FRAME_FUNCTION.test(target) && after.startsWith('('));
  }
  if (token === '-') return next.startsWith('/');
  if (token === '>') return /^\d+$/.test(next) && (tokens[at + 2] ?? '').startsWith('|');
  if (CODE_FRAME_NUMBER.test(token)) return next.startsWith('|');
  if (UPPER_LEVEL.test(token)) return true;
  if (LOWER_LEVELS.has(token)) return /^[A-Z]/.test(next);
  return (token === 'Require' && next.startsWith('stack:')) || (token === 'Caused' && next.startsWith('by:'));
}

/**
 * The lines of a pasted log that hold anything, each with its runs of white space made one
 * space. A single-line field turns a paste's line breaks into spaces, so a line also begins
 * where a token starts one ({@link beginsLogLine}). Reads at most {@link MAX_QUERY_CHARACTERS}.
 */
export function logLines(text: string): string[] {
  const lines: string[] = [];
  for (const physical of text.slice(0, MAX_QUERY_CHARACTERS).split('\n')) {
    const tokens = physical.match(/\S+/g);
    if (!tokens) continue;
    let start = 0;
    for (let at = 1; at < tokens.length; at++) {
      if (!beginsLogLine(tokens, at)) continue;
      lines.push(tokens.slice(start, at).join(' '));
      start = at;
    }
    lines.push(tokens.slice(start).join(' '));
  }
  return lines;
}

/** Punctuation around a token that is not part of a name: quotes, brackets, a sentence's end. */
const AROUND_NAME = /^[^\w$-]+|[^\w$]+$/g;
const FLAG = /^--?[a-z][\w-]*$/i;
const INNER_CAPITAL = /[a-z0-9][A-Z]/;
const INNER_UNDERSCORE = /[A-Za-z0-9]_[A-Za-z0-9]/;
const DOTTED = /^[\w$-]+(?:\.[\w$-]+)+$/;

/**
 * Whether a token is a name from code rather than a word: `maxInlineSize`, `RSPACK_PROFILE`,
 * `ScriptManager.shared`, `--reset-cache`, `react-native.config.js` (not `5.3.0`).
 */
export function isCodeName(token: string): boolean {
  if (token.length > MAX_WORD_LENGTH) return false;
  return FLAG.test(token) || INNER_CAPITAL.test(token) || INNER_UNDERSCORE.test(token) || (DOTTED.test(token) && /[a-z]/i.test(token));
}

/** The tokens of `text` without the punctuation around them, those that `keep` keeps, at most {@link MAX_QUERY_NAMES}. */
function namesIn(text: string, keep: (name: string) => boolean): string[] {
  const names: string[] = [];
  for (const [token] of text.matchAll(/\S+/g)) {
    if (names.length === MAX_QUERY_NAMES) break;
    if (token.length > MAX_WORD_LENGTH) continue;
    const name = token.replace(AROUND_NAME, '');
    if (name && keep(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

export interface Paste {
  /** The line of the paste that states the error, as pasted. */
  errorLine: string;
  /** The error line without paths and numbers: the words that must match. */
  message: string;
  /** The clause that states the error ("Module not found"), compared as a phrase. */
  clause: string;
  /** Identifiers the paste names elsewhere (`ScriptManager`, `NetworkFailure`): they only help. */
  identifiers: string[];
}

/**
 * The parts of a paste that identify it: its first error line without paths, numbers and log
 * noise, the clause of that line that states the error, and identifiers named anywhere in it.
 * Like {@link parseQuery}, it reads at most {@link MAX_QUERY_CHARACTERS} characters.
 */
export function distil(pasted: string): Paste {
  const text = pasted.slice(0, MAX_QUERY_CHARACTERS);
  const lines = logLines(text).map((line) => line.replace(LOG_LEVEL, ''));
  const meaningful = lines.filter((line) => line && !NOISE_LINE.test(line));
  const errorLine = meaningful.find((line) => ERROR_LINE.test(line)) ?? meaningful[0] ?? '';
  const message = errorLine.replace(PATHS, ' ').replace(NUMBERS, ' ').replace(EMPTY_QUOTES, ' ').replace(/\s+/g, ' ').trim();
  const clauses = message.split(CLAUSE_BREAK).map((clause) => clause.trim());
  // A clause of several words that states the error, not a bare class name (`SyntaxError:`).
  // The message of an error follows its class: `TypeError: Cannot read…`, `… & ReferenceError: Property 'x' doesn't exist`.
  const afterClass = clauses.find(
    (part, index) => index > 0 && /[a-z]/i.test(part) && !ERROR_CLASS.test(part) && ENDS_WITH_ERROR_CLASS.test(clauses[index - 1]!),
  );
  // A clause states an error by its own words, not by the class of the next one (`… & ReferenceError`).
  const stating = clauses.filter((part) => !ERROR_CLASS.test(part) && ERROR_LINE.test(part.replace(TRAILING_ERROR_CLASS, '')));
  const clause = stating.find((part) => TWO_WORDS.test(part)) ?? afterClass ?? stating[0] ?? clauses[0] ?? '';
  const inMessage = new Set(message.match(IDENTIFIER));
  const identifiers: string[] = [];
  for (const [name] of text.replace(PATHS, ' ').matchAll(IDENTIFIER)) {
    if (identifiers.length === MAX_PASTE_IDENTIFIERS) break;
    if (!inMessage.has(name) && !identifiers.includes(name)) identifiers.push(name);
  }
  return { errorLine, message, clause, identifiers };
}

/**
 * Splits a query into required and optional words. Everything that reaches the engine is
 * bounded: at most {@link MAX_QUERY_CHARACTERS} characters are read, a paste is cut to its
 * telling words, no word is longer than {@link MAX_WORD_LENGTH} and no query searches more
 * than {@link MAX_QUERY_WORDS} words.
 */
export function parseQuery(pasted: string): ParsedQuery {
  const query = pasted.slice(0, MAX_QUERY_CHARACTERS);
  const distilled = isPaste(query);
  const paste = distilled ? distil(query) : undefined;
  const required: string[] = [];
  const optional: string[] = [];
  const add = (text: string, { mayRequire }: { mayRequire: boolean }) => {
    for (const term of queryTerms(text, { keepStopWords: true })) {
      if (required.includes(term) || optional.includes(term)) continue;
      // A paste's single letters are the ends of contractions ("can't") and the like.
      if (paste && term.length < 2) continue;
      if (paste && LOG_WORDS.has(term)) continue;
      // Single letters and digits ("x", "4") help a ranking but are too common to require.
      if (mayRequire && !QUESTION_WORDS.has(term) && term.length > 1) required.push(term);
      else optional.push(term);
    }
  };
  if (paste) {
    // The clause that states the error decides; the rest of its line and the identifiers
    // the paste names (often the reader's own file and chunk names) only help.
    add(paste.clause, { mayRequire: true });
    add(paste.message, { mayRequire: required.length === 0 });
    for (const name of paste.identifiers) add(name, { mayRequire: false });
  } else {
    add(query, { mayRequire: true });
  }
  // A query of nothing but question words ("what is this") searches for them after all.
  const words = required.length > 0 ? required : optional.splice(0).filter((term) => !isStopWord(term));
  const lastToken = query.trimStart().split(/\s+/).at(-1) ?? '';
  return {
    required: words.slice(0, MAX_QUERY_WORDS),
    optional: optional.filter((term) => !isStopWord(term)).slice(0, MAX_QUERY_WORDS),
    phrase: phraseOf(paste ? paste.clause : query),
    // A paste is complete, and so is a word followed by a space or a flag (`--dev`).
    lastWordOpen: !paste && !/\s$/.test(query) && !lastToken.startsWith('-'),
    distilled,
    // Of a paste, the names of its error line: those named elsewhere only help (above). A name
    // with a slash is a path of the reader's project; a file name alone may be the site's.
    names: paste ? namesIn(paste.errorLine, (name) => isCodeName(name) && !/[/\\]/.test(name)) : namesIn(query, () => true),
  };
}

/** A log or a long message, or an error line of several words: read as a paste. */
function isPaste(query: string): boolean {
  if (query.length > PASTE_LENGTH || /\n/.test(query.trim())) return true;
  return ERROR_LINE.test(query) && query.trim().split(/\s+/).length >= MIN_ERROR_LINE_WORDS;
}

/**
 * The query as a phrase without the question around it: "how do I lazy load a screen" is
 * compared as "lazy load a screen", whose "a" still has to be there.
 */
function phraseOf(text: string): string {
  // As typed: the phrase is compared by its key (engine.ts), which reads `ScriptManager` as two words.
  const words = text.slice(0, PASTE_LENGTH).split(/\s+/).filter(Boolean);
  const isQuestionWord = (word: string) => QUESTION_WORDS.has(normalizeText(word).replace(/[^\p{L}\p{N}]/gu, ''));
  while (words.length > 1 && isQuestionWord(words[0]!)) words.shift();
  while (words.length > 1 && isQuestionWord(words.at(-1)!)) words.pop();
  return words.join(' ');
}
