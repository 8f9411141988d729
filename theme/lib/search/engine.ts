// The site's search: MiniSearch over the sections of Rspress's index file, tuned for how
// readers type. Matching and scoring are MiniSearch's (BM25+ with field boosts, prefix and
// fuzzy terms); this module decides what a query means and how hits become suggestions.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { indexDefinitions } from './definitions';
import { type Excerpt, type Highlight, makeExcerpt, mergeRanges } from './excerpt';
import { isCodeName, type ParsedQuery, parseQuery } from './query';
import { type IndexedPage, type Section, splitIntoSections } from './sections';
import { indexTerms, normalizeText, queryTerms, stemOf, wordSpans } from './text';

/** At most this many pages answer a query (spec §9). */
export const MAX_PAGES = 7;
/** A page lists at most this many of its sections, best first. */
export const MAX_SECTIONS_PER_PAGE = 2;
/** Remembered queries (spec §9). */
export const CACHE_SIZE = 100;

/** Page title above heading above body text; the page description only gives context. */
const FIELD_BOOST = { pageTitle: 3, heading: 2.5, text: 1, pageDescription: 0.5 };
/** The exact phrase above the same words scattered. */
const PHRASE_BOOST = { heading: 2.5, pageTitle: 2, text: 1.5 };
/** A query that is a page's title lists that page first. */
const TITLE_QUERY_BOOST = 4;
/** A pasted error's clause of at least this many words, quoted by a heading, makes that section its entry. */
const MIN_ENTRY_WORDS = 3;
/** A half-typed word that begins a page's title. */
const TITLE_PREFIX_BOOST = 2;
/**
 * A section that defines a name the query holds (definitions.ts): a page whose title is the
 * name is about it, above a section whose heading is the name, above the pages that mention it.
 */
const DEFINITION_BOOST = { title: 4, heading: 3 };
/** A name from code that the site documents weighs this much more than a word of prose. */
const IDENTIFIER_WEIGHT = 2;
/** At most this many documented identifiers join a query's required words. */
const MAX_IDENTIFIERS = 4;
/** How many of MiniSearch's best hits are compared with the query as a phrase. */
const RERANKED_HITS = 50;
/** A page's opening section stands for the page when the rest is equal. */
const PAGE_OPENING_BOOST = 1.2;
/** A question word that matches ("why", "my") adds a little; it is never required. */
const OPTIONAL_WORD_WEIGHT = 0.2;
/** A section lacking some words, on a page that has them all between its sections. */
const PAGE_COVERAGE_WEIGHT = 0.5;
/** A section lacking some words on a page that lacks them too, times its share squared. */
const PARTIAL_COVERAGE_WEIGHT = 0.3;
/** A word in fewer sections than this is never common, however small the site. */
const MIN_COMMON_SECTIONS = 20;
/** A section that lacks words must hold at least this share of the needed words, or its page all of them. */
const MIN_SHARE = 0.5;
/** A word found in more than this share of sections is too common to be required. */
const COMMON_WORD_SHARE = 0.12;
/** A page's second and third sections are listed when they score this share of its best. */
const FURTHER_SECTION_SHARE = 0.5;

export type SuggestionType = 'title' | 'header' | 'content';

export interface Suggestion {
  type: SuggestionType;
  link: string;
  page: string;
  pageTitle: string;
  /** The part of the site the page belongs to ("Docs" or "API"), shown beside the result. */
  section: string;
  /** The section's own heading, or the page title for the part before the first heading. */
  title: string;
  titleHighlights: Highlight[];
  /** Where the section sits: the page title, then the headings above its own; empty for a page's opening. */
  path: string[];
  /** Part of the section's text around the matched words, when the text matched. */
  excerpt?: Excerpt;
}

export interface SearchEngine {
  /**
   * Suggestions in one ranking, best first, across every part of the site; an empty list
   * when nothing matches. A page's sections follow each other.
   */
  search(query: string): Suggestion[];
}

export interface SearchEngineOptions {
  /** The part of the site a page belongs to, labelled on each of its suggestions. */
  sectionOf?: (routePath: string) => string;
  /**
   * How many milliseconds of indexing run before the browser gets the main thread back. Read
   * before every slice, so a build started in the background can be hurried along when the
   * reader starts waiting for it.
   */
  pace?: { sliceMs: number };
}

/** Indexing slices when nobody says otherwise: a few, each short of a noticeable pause. */
const DEFAULT_SLICE_MS = 40;

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Adds every section, yielding to the browser whenever a slice has used up its time. */
async function addInSlices(miniSearch: MiniSearch<IndexedSection>, sections: readonly IndexedSection[], pace: { sliceMs: number }) {
  let next = 0;
  while (next < sections.length) {
    const started = performance.now();
    do miniSearch.add(sections[next++] as IndexedSection);
    while (next < sections.length && performance.now() - started < pace.sliceMs);
    if (next < sections.length) await yieldToBrowser();
  }
}

type PhraseField = keyof typeof PHRASE_BOOST;
/** A hit as ranked: `entry` when its heading quotes the pasted error. */
type RankedHit = SearchResult & { entry: boolean };
type IndexedSection = Section & { id: number };

/**
 * Text reduced to its words, identifiers split, single spaces and a space at each end:
 * `HermesBytecodePlugin` and "Hermes bytecode plugin" compare equal.
 */
export function phraseKey(text: string): string {
  const words = text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
  return ` ${normalizeText(words)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** Spans of `text` whose word, or its stem, is one of the index terms a hit matched. */
function matchedSpans(text: string, matchedTerms: ReadonlySet<string>) {
  return wordSpans(text).filter((span) => matchedTerms.has(span.term) || matchedTerms.has(stemOf(span.term)));
}

function suggestionFor(section: Section, hit: SearchResult, siteSection: string): Suggestion {
  const matchedTerms = new Set(Object.keys(hit.match));
  const matchedFields = new Set(Object.values(hit.match).flat());
  const title = section.heading || section.pageTitle;
  const textMatches = matchedSpans(section.text, matchedTerms);
  const type: SuggestionType = matchedFields.has('heading')
    ? 'header'
    : !section.heading && matchedFields.has('pageTitle')
      ? 'title'
      : 'content';
  return {
    type,
    link: section.link,
    page: section.page,
    pageTitle: section.pageTitle,
    section: siteSection,
    title,
    path: section.heading ? [section.pageTitle, ...section.parents] : [],
    titleHighlights: mergeRanges(matchedSpans(title, matchedTerms)).map((range) => ({
      start: range.start,
      length: range.end - range.start,
    })),
    excerpt: textMatches.length > 0 ? makeExcerpt(section.text, textMatches) : undefined,
  };
}

/**
 * One query word: as typed (a prefix while it may be half typed, forgiving typos from five
 * letters on) or by its stem, so `deploy` finds "Deployment". A word the index does not hold
 * may be two words typed as one (`assetsloader`): then both halves are searched too.
 */
function wordQuery(term: string, { open, exact }: { open: boolean; exact: boolean }, split: readonly [string, string] | undefined): Query {
  // A long word matches longer forms too (`config` finds "configuration"); the last word
  // does while it may be half typed. Pasted text is exact: no prefixes, no typos to forgive,
  // which also keeps the cost of a long paste low.
  const prefix = !exact && ((open && term.length >= 2) || term.length >= PREFIX_LENGTH);
  const asTyped: Query = { queries: [term], prefix, fuzzy: exact ? false : typoAllowance(term) };
  const stem = stemOf(term);
  const alternatives: Query[] = [asTyped];
  // The stem is compared exactly: a typo allowance on a stem matches unrelated words.
  if (stem !== term) alternatives.push({ queries: [stem], prefix: false, fuzzy: false });
  if (split) alternatives.push({ combineWith: 'AND', queries: [...split], prefix: false, fuzzy: false });
  return alternatives.length === 1 ? asTyped : { combineWith: 'OR', queries: alternatives };
}

/** A word this long also matches as the start of longer words, wherever it is in the query. */
const PREFIX_LENGTH = 6;

/** Typos forgiven in a word: none in short words, one from five letters, two in long identifiers. */
function typoAllowance(term: string): number | false {
  if (term.length >= 12) return 2;
  return term.length >= 5 ? 1 : false;
}

/** Two words typed as one are at most this long; a longer word is not tried as two. */
export const MAX_JOINED_LENGTH = 40;
/**
 * A word the index holds at most this many times may still be two words typed as one (a site
 * of some 1,300 sections holds the words readers search for dozens to hundreds of times).
 */
const RARE_WORD_OCCURRENCES = 10;
/** Each half of a word typed as two is at least this long. */
const MIN_HALF_LENGTH = 3;

/**
 * `assetsloader` as `assets` and `loader`: the split whose halves are both `known` words,
 * longest first half; undefined for a word that is known itself, or too short or too long to
 * be two. A word of {@link MAX_JOINED_LENGTH} letters asks `known` at most 2 × 34 times.
 */
export function splitJoinedWord(term: string, known: (word: string) => boolean): [string, string] | undefined {
  if (term.length < 7 || term.length > MAX_JOINED_LENGTH || !/^[a-z]+$/.test(term) || known(term)) return undefined;
  for (let at = term.length - MIN_HALF_LENGTH; at >= MIN_HALF_LENGTH; at--) {
    const head = term.slice(0, at);
    const tail = term.slice(at);
    if (known(head) && known(tail)) return [head, tail];
  }
  return undefined;
}

/** Builds the index; resolves once every section is in it. */
export async function createSearchEngine(pages: readonly IndexedPage[], options: SearchEngineOptions = {}): Promise<SearchEngine> {
  const sectionOf = options.sectionOf ?? (() => '');
  const sections: IndexedSection[] = pages.flatMap(splitIntoSections).map((section, id) => ({ ...section, id }));
  // Phrase keys and word positions of a section are worked out when a query first needs them.
  const phraseKeys = new Map<string, string>();
  const keyOf = (section: IndexedSection, field: PhraseField) => {
    const id = `${section.id}:${field}`;
    let key = phraseKeys.get(id);
    if (key === undefined) {
      key = phraseKey(section[field]);
      phraseKeys.set(id, key);
    }
    return key;
  };

  // Every indexed word, to tell a word the index knows from two words typed as one.
  const vocabulary = new Map<string, number>();
  const tokenize = (text: string) => {
    const terms = indexTerms(text);
    for (const term of terms) vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
    return terms;
  };
  // A word the index holds only a few times is tried as two as well: `assetsloader` is the
  // Assets loader, even where a list of messages names the `assetsLoader` function once.
  const splitJoined = (term: string) =>
    (vocabulary.get(term) ?? 0) > RARE_WORD_OCCURRENCES
      ? undefined
      : splitJoinedWord(term, (word) => word !== term && vocabulary.has(word));

  const miniSearch = new MiniSearch<IndexedSection>({
    fields: ['pageTitle', 'heading', 'text', 'pageDescription'],
    storeFields: [],
    tokenize,
    processTerm: (term) => term,
    searchOptions: { tokenize: queryTerms, processTerm: (term) => term, boost: FIELD_BOOST, weights: { prefix: 0.6, fuzzy: 0.3 } },
  });
  // Indexing in slices of time keeps the page responsive while the index is built.
  await addInSlices(miniSearch, sections, options.pace ?? { sliceMs: DEFAULT_SLICE_MS });

  const cache = new Map<string, Suggestion[]>();
  const definitions = indexDefinitions(sections);

  /**
   * The exact phrase, and a query that is a page's title, move a section up. The query is
   * compared the way titles and text are, so `ModuleFederationPluginV2` is a phrase too.
   */
  function phraseBoost(section: IndexedSection, phrase: string, open: boolean): number {
    let boost = 1;
    if (!section.heading) {
      const title = keyOf(section, 'pageTitle');
      // The title as typed, or typed as one word (`assetsloader`, `devserver`).
      if (title === phrase || title.replaceAll(' ', '') === phrase.replaceAll(' ', '')) boost *= TITLE_QUERY_BOOST;
      // A half-typed identifier that begins the title: `getJsTrans` for getJsTransformRules.
      else if (open && phrase.length > 4 && title.startsWith(phrase.trimEnd())) boost *= TITLE_PREFIX_BOOST;
    }
    if (phrase.trim().includes(' ')) {
      const field = (Object.keys(PHRASE_BOOST) as PhraseField[]).find((name) => keyOf(section, name).includes(phrase));
      if (field) boost *= PHRASE_BOOST[field];
    }
    return boost;
  }

  /**
   * The names from code in a query that the site documents: each part of a qualified name
   * that is itself a name (`options.maxInlineSize` gives `maxinlinesize`) and that a section
   * defines (definitions.ts). A name the site only mentions, such as a class in a list of
   * messages, or the reader's own (`src_screens_cart_tsx`), stays a word like the others.
   */
  function documentedIdentifiers(names: readonly string[]): string[] {
    const identifiers: string[] = [];
    for (const name of names) {
      for (const part of name.replace(/^-+/, '').split('.')) {
        if (!isCodeName(part) || !definitions.isDefined(part)) continue;
        const term = normalizeText(part);
        if (vocabulary.has(term) && !identifiers.includes(term)) identifiers.push(term);
      }
    }
    return identifiers.slice(0, MAX_IDENTIFIERS);
  }

  /**
   * Every section that holds most of the query's words (or whose page holds them), ranked by
   * MiniSearch's score times how much of the query it covers: all the words in the section
   * first, then sections of a page that has them all between its sections, then sections with
   * most of them. So a query never answers "no results" while a page holds its words, and a
   * question's extra words cost nothing.
   */
  function rank(parsed: ParsedQuery): RankedHit[] {
    const { phrase, lastWordOpen, distilled } = parsed;
    // Names from code that the site documents are required and weigh more than the prose
    // around them: in "options.maxInlineSize should be a number", `maxInlineSize` tells.
    const identifiers = new Set(documentedIdentifiers(parsed.names));
    const required = [...parsed.required, ...[...identifiers].filter((term) => !parsed.required.includes(term))];
    const optional = parsed.optional.filter((term) => !identifiers.has(term));
    const termWeight = (term: string) => (identifiers.has(term) ? IDENTIFIER_WEIGHT : 1);
    const boostDocument = (id: number) => (sections[id]!.heading ? 1 : PAGE_OPENING_BOOST);
    const optionalTerms = new Set(optional);
    const splitOf = required.map(splitJoined);
    const queries = [
      ...required.map((term, index) =>
        wordQuery(term, { open: lastWordOpen && index === required.length - 1, exact: distilled }, splitOf[index]),
      ),
      ...optional.map((term): Query => ({ queries: [term], prefix: false, fuzzy: false })),
    ];
    const hits = miniSearch.search(
      { combineWith: 'OR', queries },
      { boostDocument, boostTerm: (term) => (optionalTerms.has(term) ? OPTIONAL_WORD_WEIGHT : termWeight(term)) },
    );
    // Which required word each matched index term stands for: the word itself or its stem.
    // Worked out once per query, as every hit is read against it.
    const wordOfTerm = new Map<string, string>();
    for (const term of required) {
      wordOfTerm.set(stemOf(term), term);
      wordOfTerm.set(term, term);
    }
    const splits = required.flatMap((term, index) => {
      const split = splitOf[index];
      return split ? [{ term, split }] : [];
    });
    const matchedWords = (hit: SearchResult) => {
      const words = new Set<string>();
      for (const term of hit.queryTerms) {
        const word = wordOfTerm.get(term);
        if (word) words.add(word);
      }
      for (const { term, split } of splits) if (split.every((half) => hit.queryTerms.includes(half))) words.add(term);
      return required.filter((term) => words.has(term));
    };
    const wordsOfHits = hits.map(matchedWords);
    const sectionsWith = new Map(required.map((term) => [term, 0]));
    for (const words of wordsOfHits) for (const word of words) sectionsWith.set(word, sectionsWith.get(word)! + 1);
    // Words found nearly everywhere ("app", "bundle") rank sections but are not required of
    // them; the rarer words of the query are. A query of common words requires them all.
    // A word the index lacks (mistyped beyond repair, a product the site never names, a log
    // prefix) is no one's to require, and does not count against the words it does hold.
    const found = required.filter((term) => sectionsWith.get(term)! > 0);
    // Most of what the index holds of the query, while it holds most of the query.
    const enough = found.length >= required.length * MIN_SHARE ? Math.max(1, found.length * MIN_SHARE) : Number.POSITIVE_INFINITY;
    const commonFrom = Math.max(sections.length * COMMON_WORD_SHARE, MIN_COMMON_SECTIONS);
    const telling = found.filter((term) => sectionsWith.get(term)! <= commonFrom);
    // In a pasted error, the names the site documents decide; its prose only ranks.
    const decisive = distilled ? found.filter((term) => identifiers.has(term)) : [];
    const needed = decisive.length > 0 ? decisive : telling.length > 0 ? telling : found;
    // Of the needed words, a rare one tells more than a frequent one, and a name more than a word.
    const weightOf = (term: string) => Math.log(1 + sections.length / Math.max(1, sectionsWith.get(term)!)) * termWeight(term);
    const totalWeight = needed.reduce((sum, term) => sum + weightOf(term), 0);
    const neededOf = wordsOfHits.map((words) => words.filter((word) => needed.includes(word)));
    // The query's words each page holds, between all its sections.
    const wordsOfPage = new Map<string, Set<string>>();
    hits.forEach((hit, index) => {
      const page = sections[hit.id]!.page;
      const pageWords = wordsOfPage.get(page) ?? new Set();
      for (const word of wordsOfHits[index]!) pageWords.add(word);
      wordsOfPage.set(page, pageWords);
    });
    /** Whether the hit's page holds most of the query: most words it can, and every needed one. */
    const pageHasAll = (hit: SearchResult) => {
      const words = wordsOfPage.get(sections[hit.id]!.page)!;
      return words.size >= enough && needed.every((word) => words.has(word));
    };
    const shareOf = (index: number) => neededOf[index]!.reduce((sum, term) => sum + weightOf(term), 0) / totalWeight;
    const coverageWeight = (hit: SearchResult, index: number) => {
      if (neededOf[index]!.length === needed.length) return 1;
      const share = shareOf(index);
      if (pageHasAll(hit)) return PAGE_COVERAGE_WEIGHT * share;
      return PARTIAL_COVERAGE_WEIGHT * share * share;
    };
    const defining = definitions.sectionsDefining(parsed.names, { onlyWord: distilled || required.length > 1 ? undefined : required[0] });
    const definitionBoost = (id: number) => {
      const definition = defining.get(id);
      return definition ? DEFINITION_BOOST[definition] : 1;
    };
    // Phrases are compared on the best candidates only: reading every hit's text would cost
    // more than the search itself.
    const key = phraseKey(phrase);
    // The sections whose heading quotes a pasted error are the entries about it: they come first.
    const quotesError = distilled && key.trim().split(' ').length >= MIN_ENTRY_WORDS;
    const entriesFirst = (a: RankedHit, b: RankedHit) => Number(b.entry) - Number(a.entry) || b.score - a.score;
    return (
      hits
        .map((hit, index) => ({ hit, index }))
        // Most of the query, not any one word of it: `<img src=x onerror=…>` finds nothing.
        // Of a pasted error that names what the site documents, those names are enough.
        .filter(
          ({ hit, index }) =>
            wordsOfHits[index]!.length >= enough || pageHasAll(hit) || (decisive.length > 0 && neededOf[index]!.length === needed.length),
        )
        .map(({ hit, index }) => ({
          ...hit,
          score: hit.score * coverageWeight(hit, index) * definitionBoost(hit.id),
          entry: quotesError && keyOf(sections[hit.id]!, 'heading').includes(key),
        }))
        .sort(entriesFirst)
        .slice(0, RERANKED_HITS)
        .map((hit) => ({ ...hit, score: hit.score * phraseBoost(sections[hit.id]!, key, lastWordOpen && required.length === 1) }))
        .sort(entriesFirst)
    );
  }

  function search(query: string): Suggestion[] {
    const parsed = parseQuery(query);
    if (parsed.required.length === 0) return [];
    const key = [...parsed.required, '|', ...parsed.optional, '|', parsed.phrase, '|', ...parsed.names].join(' ');
    const cached = cache.get(key);
    if (cached) {
      // Most recently used last, so the oldest entry is the one evicted.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const byPage = new Map<string, RankedHit[]>();
    for (const hit of rank(parsed)) {
      const page = sections[hit.id]!.page;
      const hits = byPage.get(page);
      if (hits) {
        // A page's further sections are listed while they are nearly as good as its best,
        // so they do not push the next pages off the first screen for nothing.
        if (hits.length < MAX_SECTIONS_PER_PAGE && hit.score >= hits[0]!.score * FURTHER_SECTION_SHARE) hits.push(hit);
      } else if (byPage.size < MAX_PAGES) {
        byPage.set(page, [hit]);
      }
    }
    const result = [...byPage].flatMap(([page, hits]) => hits.map((hit) => suggestionFor(sections[hit.id]!, hit, sectionOf(page))));
    cache.set(key, result);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return result;
  }

  return { search };
}
