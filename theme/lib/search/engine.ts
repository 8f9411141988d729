// The site's search: MiniSearch over the sections of Rspress's index file, tuned for how
// readers type. Matching and scoring are MiniSearch's (BM25+ with field boosts, prefix and
// fuzzy terms); this module decides what a query means and how hits become suggestions.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { type Excerpt, type Highlight, makeExcerpt, mergeRanges } from './excerpt';
import { type IndexedPage, type Section, splitIntoSections } from './sections';
import { indexTerms, normalizeText, queryTerms, stemOf, wordSpans } from './text';

/** At most this many pages answer a query (spec §9). */
export const MAX_PAGES = 7;
/** A page lists at most this many of its sections, best first. */
export const MAX_SECTIONS_PER_PAGE = 3;
/** Remembered queries (spec §9). */
export const CACHE_SIZE = 100;

/** Page title above heading above body text; the page description only gives context. */
const FIELD_BOOST = { pageTitle: 3, heading: 2.5, text: 1, pageDescription: 0.5 };
/** The exact phrase above the same words scattered. */
const PHRASE_BOOST = { heading: 2.5, pageTitle: 2, text: 1.5 };
/** A query that is a page's title lists that page first. */
const TITLE_QUERY_BOOST = 4;
/** How many of MiniSearch's best hits are compared with the query as a phrase. */
const RERANKED_HITS = 80;
/** A page's opening section stands for the page when the rest is equal. */
const PAGE_OPENING_BOOST = 1.2;

export type SuggestionType = 'title' | 'header' | 'content';

export interface Suggestion {
  type: SuggestionType;
  link: string;
  page: string;
  pageTitle: string;
  /** Where the section sits: page title, then the headings down to its own. */
  header: string;
  headerHighlights: Highlight[];
  /** Part of the section's text around the matched words, when the text matched. */
  excerpt?: Excerpt;
}

export interface SuggestionGroup {
  label: string;
  suggestions: Suggestion[];
}

export interface SearchEngine {
  /** Groups of suggestions, best group first; an empty list when nothing matches. */
  search(query: string): SuggestionGroup[];
}

export interface SearchEngineOptions {
  /** The result group a page belongs to (one tab per group when several have hits). */
  groupOf?: (routePath: string) => string;
  /**
   * How many milliseconds of indexing run before the browser gets the main thread back. Read
   * before every slice, so a build started in the background can be hurried along when the
   * reader starts waiting for it.
   */
  pace?: { sliceMs: number };
}

/** Indexing slices when nobody says otherwise: a few, each short of a noticeable pause. */
export const DEFAULT_SLICE_MS = 40;

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

function headerOf(section: Section): string {
  return [section.pageTitle, ...section.parents, section.heading].filter(Boolean).join(' > ');
}

/** Spans of `text` whose word, or its stem, is one of the index terms a hit matched. */
function matchedSpans(text: string, matchedTerms: ReadonlySet<string>) {
  return wordSpans(text).filter((span) => matchedTerms.has(span.term) || matchedTerms.has(stemOf(span.term)));
}

function suggestionFor(section: Section, hit: SearchResult): Suggestion {
  const matchedTerms = new Set(Object.keys(hit.match));
  const matchedFields = new Set(Object.values(hit.match).flat());
  const header = headerOf(section);
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
    header,
    headerHighlights: mergeRanges(matchedSpans(header, matchedTerms)).map((range) => ({
      start: range.start,
      length: range.end - range.start,
    })),
    excerpt: textMatches.length > 0 ? makeExcerpt(section.text, textMatches) : undefined,
  };
}

/**
 * One query word: as typed (a prefix while it is the last word, forgiving one typo from five
 * letters on) or by its stem, so `deploy` finds "Deployment".
 */
function wordQuery(term: string, isLast: boolean): Query {
  const asTyped: Query = { queries: [term], prefix: isLast && term.length >= 2, fuzzy: term.length >= 5 ? 1 : false };
  const stem = stemOf(term);
  // The stem is compared exactly: a typo allowance on a stem matches unrelated words.
  return stem === term ? asTyped : { combineWith: 'OR', queries: [asTyped, { queries: [stem], prefix: false, fuzzy: false }] };
}

/** Builds the index; resolves once every section is in it. */
export async function createSearchEngine(pages: readonly IndexedPage[], options: SearchEngineOptions = {}): Promise<SearchEngine> {
  const groupOf = options.groupOf ?? (() => '');
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

  const miniSearch = new MiniSearch<IndexedSection>({
    fields: ['pageTitle', 'heading', 'text', 'pageDescription'],
    storeFields: [],
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: { tokenize: queryTerms, processTerm: (term) => term, boost: FIELD_BOOST, weights: { prefix: 0.6, fuzzy: 0.3 } },
  });
  // Indexing in slices of time keeps the page responsive while the index is built.
  await addInSlices(miniSearch, sections, options.pace ?? { sliceMs: DEFAULT_SLICE_MS });

  const cache = new Map<string, SuggestionGroup[]>();

  /**
   * The exact phrase, and a query that is a page's title, move a section up. The query is
   * compared the way titles and text are, so `ModuleFederationPluginV2` is a phrase too.
   */
  function phraseBoost(section: IndexedSection, phrase: string): number {
    let boost = 1;
    if (!section.heading && keyOf(section, 'pageTitle') === phrase) boost *= TITLE_QUERY_BOOST;
    if (phrase.trim().includes(' ')) {
      const field = (Object.keys(PHRASE_BOOST) as PhraseField[]).find((name) => keyOf(section, name).includes(phrase));
      if (field) boost *= PHRASE_BOOST[field];
    }
    return boost;
  }

  function rank(query: string, terms: string[]): SearchResult[] {
    const boostDocument = (id: number) => (sections[id]!.heading ? 1 : PAGE_OPENING_BOOST);
    const words = terms.map((term, index) => wordQuery(term, index === terms.length - 1));
    let hits = miniSearch.search({ combineWith: 'AND', queries: words }, { boostDocument });
    if (hits.length === 0 && terms.length >= 3) {
      // A long query whose words never meet in one section: allow one word to be missing.
      const matchedWords = (hit: SearchResult) =>
        terms.filter((term) => hit.queryTerms.includes(term) || hit.queryTerms.includes(stemOf(term))).length;
      hits = miniSearch
        .search({ combineWith: 'OR', queries: words }, { boostDocument })
        .filter((hit) => matchedWords(hit) >= terms.length - 1);
    }
    // Phrases are compared on the best candidates only: reading every hit's text would cost
    // more than the search itself.
    const phrase = phraseKey(query);
    return hits
      .slice(0, RERANKED_HITS)
      .map((hit) => ({ ...hit, score: hit.score * phraseBoost(sections[hit.id]!, phrase) }))
      .sort((a, b) => b.score - a.score);
  }

  function search(query: string): SuggestionGroup[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const key = terms.join(' ');
    const cached = cache.get(key);
    if (cached) {
      // Most recently used last, so the oldest entry is the one evicted.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const byPage = new Map<string, SearchResult[]>();
    for (const hit of rank(query, terms)) {
      const page = sections[hit.id]!.page;
      const hits = byPage.get(page);
      if (hits) {
        if (hits.length < MAX_SECTIONS_PER_PAGE) hits.push(hit);
      } else if (byPage.size < MAX_PAGES) {
        byPage.set(page, [hit]);
      }
    }
    const groups = new Map<string, Suggestion[]>();
    for (const [page, hits] of byPage) {
      const label = groupOf(page);
      groups.set(label, [...(groups.get(label) ?? []), ...hits.map((hit) => suggestionFor(sections[hit.id]!, hit))]);
    }
    const result = [...groups].map(([label, suggestions]) => ({ label, suggestions }));
    cache.set(key, result);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return result;
  }

  return { search };
}
