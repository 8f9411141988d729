// How the search reads text: normalisation, the words it indexes and the words of a query.
// Shared by the index (theme/lib/search/engine.ts) and the highlighting of results, so that a
// highlighted word is exactly a word that matched.
import { stemmer } from 'stemmer';

/** Chinese, Japanese and Korean characters: written without spaces, so each is a word. */
const CJK = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff]/u;
const CJK_CHARACTER = new RegExp(CJK.source, 'gu');

/**
 * A run of letters, digits, `_` and `$`: a word or an identifier. Hyphens, dots and slashes
 * split, so `--reset-cache` gives `reset` and `cache`, `Repack.getDirname` gives `Repack` and
 * `getDirname`. CJK characters form runs of their own, split further below.
 */
const WORD = /[\p{L}\p{M}\p{N}_$]+/gu;

const ASCII = /^\p{ASCII}*$/u;
/** A word with no inner capital, digit or underscore has no parts (the common case). */
const PLAIN_WORD = /^[A-Za-z]?[a-z]*$/;

/** Words too common to tell sections apart; dropped from the index and from queries. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it its of on or that the this to was what when where which with you your'.split(
    ' ',
  ),
);

/**
 * Lower case, with the accents of Latin letters removed (`Fédération` → `federation`).
 * Other scripts keep their marks: in Cyrillic or Japanese they make a different letter.
 */
export function normalizeText(text: string): string {
  // Most text is ASCII, where lower case is all there is to do.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/([a-z])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC');
}

export interface WordSpan {
  start: number;
  end: number;
  /** The normalised word or word part this span stands for. */
  term: string;
}

/** Splits `getResolveOptions` into `get`, `Resolve`, `Options`; `HTTPServer` into `HTTP`, `Server`. */
function identifierParts(word: string): Array<{ start: number; end: number }> {
  const parts: Array<{ start: number; end: number }> = [];
  const pattern = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{L}+|\p{N}+/gu;
  for (const part of word.replace(/[_$]/g, ' ').matchAll(pattern)) {
    parts.push({ start: part.index, end: part.index + part[0].length });
  }
  return parts;
}

/** Whether the index leaves `term` out (too common to tell sections apart). */
export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/**
 * Every indexed word of a text with its position: whole words and identifiers, the parts of
 * an identifier and runs of neighbouring parts (`getResolveOptions` also gives `get`,
 * `resolve`, `options`, `getresolve` and `resolveoptions`), and each CJK character.
 */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    for (const span of spansOfWord(match[0])) {
      spans.push({ start: span.start + match.index, end: span.end + match.index, term: span.term });
    }
  }
  return spans;
}

/** The spans of one run of {@link WORD}, relative to its start. */
function spansOfWord(word: string): WordSpan[] {
  const spans: WordSpan[] = [];
  if (CJK.test(word)) {
    for (const character of word.matchAll(CJK_CHARACTER)) {
      spans.push({ start: character.index, end: character.index + character[0].length, term: character[0] });
    }
    // Latin letters or digits glued to CJK text are words of their own.
    for (const rest of word.replace(CJK_CHARACTER, ' ').matchAll(/\S+/g)) {
      spans.push(...wordSpans(rest[0]).map((span) => ({ ...span, start: span.start + rest.index, end: span.end + rest.index })));
    }
    return spans;
  }
  const whole = normalizeText(word);
  if (!isStopWord(whole)) spans.push({ start: 0, end: word.length, term: whole });
  if (PLAIN_WORD.test(word)) return spans;
  const parts = identifierParts(word);
  if (parts.length < 2) return spans;
  // Runs of up to three neighbouring parts, so `resolveOptions` finds `getResolveOptions`.
  for (let first = 0; first < parts.length; first++) {
    for (let last = first; last < Math.min(parts.length, first + 3); last++) {
      if (first === 0 && last === parts.length - 1) continue;
      const start = parts[first]!.start;
      const end = parts[last]!.end;
      const term = normalizeText(word.slice(start, end).replace(/[_$]/g, ''));
      if (term.length > 1 && !isStopWord(term)) spans.push({ start, end, term });
    }
  }
  return spans;
}

/**
 * The English stem of a Latin word (`deployment` → `deploy`, `assets` → `asset`), or the word
 * itself. Indexed beside the word, so `deploy` finds "Deployment" while a typo is still
 * compared with the word as written.
 */
export function stemOf(term: string): string {
  if (term.length <= 3 || !/^[a-z]+$/.test(term)) return term;
  let stem = stems.get(term);
  if (stem === undefined) {
    stem = stemmer(term);
    stems.set(term, stem);
  }
  return stem;
}
/** A site has a few thousand distinct words, each met many times. */
const stems = new Map<string, string>();

/** The terms a text is indexed under: the words of {@link wordSpans} and their stems. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) terms.push(...indexTermsOfWord(match[0]));
  return terms;
}

function indexTermsOfWord(word: string): readonly string[] {
  let terms = wordTerms.get(word);
  if (terms === undefined) {
    terms = spansOfWord(word).flatMap(({ term }) => {
      const stem = stemOf(term);
      return stem === term ? [term] : [term, stem];
    });
    wordTerms.set(word, terms);
  }
  return terms;
}
/**
 * Building the index reads some 150,000 words but only a few thousand distinct ones: working
 * each out once halves the time the browser spends on the index after a page loads.
 */
const wordTerms = new Map<string, readonly string[]>();

/**
 * Of a query, only this many characters are read: a whole pasted log of a few hundred lines,
 * whose error is near its start, while a 100 KB paste costs no more than this much of it.
 */
export const MAX_QUERY_CHARACTERS = 20_000;

/**
 * Query words are cut to this length: no word or identifier of the site is nearly this long,
 * and a pasted blob (a token of base64, a minified line) then costs what a word costs.
 */
export const MAX_WORD_LENGTH = 64;

/**
 * The words of a query's first {@link MAX_QUERY_CHARACTERS} characters, normalised and at most
 * {@link MAX_WORD_LENGTH} long. Identifiers stay whole, so that `getRes` can match
 * `getResolveOptions` as a prefix; stop words are dropped unless nothing else is left, or
 * kept when `keepStopWords` is set.
 */
export function queryTerms(query: string, { keepStopWords = false }: { keepStopWords?: boolean } = {}): string[] {
  const terms: string[] = [];
  for (const match of query.slice(0, MAX_QUERY_CHARACTERS).matchAll(WORD)) {
    const word = normalizeText(match[0].slice(0, MAX_WORD_LENGTH));
    if (CJK.test(word)) terms.push(...indexTerms(word));
    else terms.push(word);
  }
  if (keepStopWords) return terms;
  const meaningful = terms.filter((term) => !isStopWord(term));
  return meaningful.length > 0 ? meaningful : terms;
}
