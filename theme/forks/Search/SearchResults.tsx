import { useI18n } from '@rspress/core/runtime';
import { IconEmpty, SvgWrapper, useLinkNavigate } from '@rspress/core/theme';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { Suggestion } from '../../lib/search/engine';
import { loadSearchEngine, type SearchClient } from '../../lib/search/load-engine';
import { SupersededQuery } from '../../lib/search/newest-query';
import { rememberSearch } from '../../lib/search/recent-searches';
import { searchIndexStatus, subscribeToSearchIndexStatus } from '../../lib/search/status';
import { type ResultsControls, SearchLoading } from './SearchPanel';
import { SearchStart } from './SearchStart';
import { SearchSuggestion } from './SearchSuggestion';
import './SearchResults.css';

/** Typing settles for this long before a query runs (spec §9). */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * Starts fetching and indexing before the results render: in idle time (`background`, in short
 * slices) or at full pace as the reader opens the panel.
 */
export function preloadSearchIndex(indexUrl: string | undefined, options: { background: boolean }): void {
  void loadSearchEngine(indexUrl, options);
}

/** The engine of the index at `indexUrl`, its loading state, and a way to try again after a failure. */
function useSearchEngine(indexUrl: string | undefined) {
  const [engine, setEngine] = useState<SearchClient>();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a retry) loads again
  useEffect(() => {
    let current = true;
    setEngine(undefined);
    // After a failure this is a new attempt: the failed one is forgotten (load-engine.ts).
    loadSearchEngine(indexUrl).then((loaded) => current && setEngine(loaded));
    return () => {
      current = false;
    };
  }, [indexUrl, attempt]);
  const status = useSyncExternalStore(subscribeToSearchIndexStatus, () => searchIndexStatus(indexUrl));
  return { engine, status, retry: () => setAttempt((count) => count + 1) };
}

interface Results {
  /** The query these suggestions answer. */
  query: string;
  suggestions: Suggestion[];
}

/**
 * The results for the query as typed, once typing pauses. The engine starts on each query in
 * the same task as the keystroke (a layout effect, before the browser paints) and works in its
 * own thread during the debounce, so the results are usually ready when the pause ends and
 * render in that task. What was typed before the engine was ready is searched at once.
 */
function useResults(engine: SearchClient | undefined, query: string): Results | undefined {
  const [results, setResults] = useState<Results>();
  const searchedWith = useRef<SearchClient>(undefined);
  useLayoutEffect(() => {
    const engineArrived = searchedWith.current !== engine;
    searchedWith.current = engine;
    // Clearing the field clears the results at once.
    if (!query.trim()) {
      setResults(undefined);
      return;
    }
    // No engine yet, or a new one on its way (a retry): the last results were not its.
    if (!engine) {
      setResults(undefined);
      return;
    }
    let current = true;
    const answer = engine.search(query).then(
      (suggestions): Results => ({ query, suggestions }),
      // A query that newer typing replaced is dropped unanswered, as it should be.
      (error: unknown) => {
        if (!(error instanceof SupersededQuery)) console.error(error);
        return undefined;
      },
    );
    const timer = setTimeout(
      () => {
        void answer.then((next) => current && next && flushSync(() => setResults(next)));
      },
      engineArrived ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, query]);
  return query.trim() ? results : undefined;
}

const NO_SUGGESTIONS: Suggestion[] = [];

/** The query as the "No results" line quotes it: a pasted log would fill the panel. */
const QUOTED_QUERY_LENGTH = 80;
const quoted = (query: string) => (query.length > QUOTED_QUERY_LENGTH ? `${query.slice(0, QUOTED_QUERY_LENGTH)}…` : query);

export interface SearchResultsProps extends ResultsControls {
  indexUrl: string | undefined;
  /** The query as typed in the panel's field. */
  query: string;
}

/**
 * The results of the search panel: one listbox, best first, across the docs and the API
 * reference (the site has one search source, so one result group and no tabs, spec §2). Each
 * option says which part of the site it is in. The field's arrow keys move the active option
 * (`aria-activedescendant`), Enter opens it.
 */
export default function SearchResults({
  indexUrl,
  query,
  listboxId,
  setKeyHandler,
  setResultsState,
  onChoose,
  fillQuery,
  focusField,
}: SearchResultsProps) {
  const t = useI18n();
  const navigate = useLinkNavigate();
  const { engine, status, retry } = useSearchEngine(indexUrl);
  const results = useResults(engine, query);
  const listRef = useRef<HTMLDivElement>(null);

  const suggestions = results?.suggestions ?? NO_SUGGESTIONS;
  // The active option belongs to one set of results: new results start again at the first.
  const [position, setPosition] = useState({ suggestions, current: 0 });
  const current = position.suggestions === suggestions ? position.current : 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  useLayoutEffect(() => {
    setResultsState({
      count: results ? suggestions.length : undefined,
      activeId: suggestions.length > 0 ? optionId(current) : undefined,
    });
  });
  useEffect(() => () => setResultsState({ count: undefined, activeId: undefined }), [setResultsState]);

  // A query that led somewhere is offered again the next time the panel opens.
  const choose = useCallback(() => {
    if (results) rememberSearch(results.query);
    onChoose();
  }, [results, onChoose]);
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    if (suggestions.length === 0) return;
    if (event.key === 'Enter') {
      const suggestion = suggestions[current];
      if (!suggestion) return;
      event.preventDefault();
      choose();
      void navigate(suggestion.link);
      return;
    }
    event.preventDefault();
    const next = (current + (event.key === 'ArrowDown' ? 1 : -1) + suggestions.length) % suggestions.length;
    flushSync(() => setPosition({ suggestions, current: next }));
    listRef.current?.querySelector(`#${CSS.escape(optionId(next))}`)?.scrollIntoView({ block: 'nearest' });
  };
  // The panel calls the latest handler: it reads this render's results.
  useLayoutEffect(() => setKeyHandler(onKey));
  useEffect(() => () => setKeyHandler(undefined), [setKeyHandler]);

  // Typing re-renders the results with each keystroke; the options only change with new
  // results or a new selection, and rendering them again took most of a keystroke on a phone.
  const list = useMemo(
    () => (
      <div ref={listRef} id={listboxId} className="repack-search-results__list" role="listbox" aria-label="Results">
        {suggestions.map((suggestion, index) => (
          <SearchSuggestion
            key={suggestion.link}
            id={`${listboxId}-${index}`}
            suggestion={suggestion}
            selected={index === current}
            onPointerMove={() => index !== current && setPosition({ suggestions, current: index })}
            onChoose={choose}
          />
        ))}
      </div>
    ),
    [suggestions, current, listboxId, choose],
  );

  // An index that could not be loaded (this panel's own attempt, so nothing flashes while a
  // reopened panel tries again): said once, in place of results that cannot be right.
  if (status === 'failed' && engine) {
    return (
      <div className="repack-search-results" role="alert">
        <p className="repack-search-results__notice">
          The search index could not be loaded. Check your connection and try again.
          <button
            type="button"
            className="repack-search-results__retry"
            onClick={() => {
              retry();
              focusField();
            }}
          >
            Try again
          </button>
        </p>
      </div>
    );
  }
  if (!query.trim()) return <SearchStart onPick={fillQuery} focusField={focusField} />;
  // Typed before the engine is ready: a loading state; typing with it ready: the last results
  // stay until the pause ends.
  if (!results && engine) return <div className="repack-search-results" hidden />;
  return (
    // The results scroll; the field keeps the focus while the arrow keys move the selection,
    // and the region is a tab stop of its own so that a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard
    <section className="repack-search-results" data-query={results?.query} aria-label="Search results" tabIndex={0}>
      {!results ? (
        <SearchLoading />
      ) : suggestions.length === 0 ? (
        <div className="repack-search-results__empty">
          <SvgWrapper icon={IconEmpty} className="repack-search-results__empty-icon" aria-hidden="true" />
          <p>
            {t('searchNoResultsText')} <b>"{quoted(results.query)}"</b>
          </p>
          <p className="repack-search-results__hint">{t('searchSuggestedQueryText')}</p>
        </div>
      ) : (
        list
      )}
    </section>
  );
}
