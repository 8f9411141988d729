import { useI18n } from '@rspress/core/runtime';
import { IconEmpty, SvgWrapper, useLinkNavigate } from '@rspress/core/theme';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { SearchEngine, Suggestion } from '../../lib/search/engine';
import { loadSearchEngine } from '../../lib/search/load-engine';
import { searchIndexStatus, subscribeToSearchIndexStatus } from '../../lib/search/status';
import { whenIdle } from '../../lib/when-idle';
import { type ResultsControls, SearchLoading } from '../SearchPanel';
import { SearchSuggestion } from '../SearchSuggestion';
import './index.css';

/** Typing settles for this long before a query runs (spec §9). */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * Starts fetching and indexing before the results render: in idle time (`background`, in short
 * slices) or at full pace as the reader opens the panel.
 */
export function preloadSearchIndex(indexUrl: string | undefined, options: { background: boolean }): void {
  void loadSearchEngine(indexUrl, options);
}

function useSearchEngine(indexUrl: string | undefined) {
  const [engine, setEngine] = useState<SearchEngine>();
  useEffect(() => {
    let current = true;
    setEngine(undefined);
    loadSearchEngine(indexUrl).then((loaded) => current && setEngine(() => loaded));
    return () => {
      current = false;
    };
  }, [indexUrl]);
  const status = useSyncExternalStore(subscribeToSearchIndexStatus, () => searchIndexStatus(indexUrl));
  return { engine, status };
}

/**
 * The query the results are for, which trails the typed one by the debounce. The timer starts
 * in the same task as the keystroke (a layout effect, before the browser paints), and the
 * search runs in the idle time of the debounce, so the results are ready when it ends.
 */
function useSettledQuery(engine: SearchEngine | undefined, query: string) {
  // What was typed before the search code arrived is searched at once.
  const [settled, setSettled] = useState(query.trim() ? query : '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelPrefetch = useRef<() => void>(undefined);
  const scheduled = useRef(query);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      cancelPrefetch.current?.();
    },
    [],
  );
  useLayoutEffect(() => {
    if (query === scheduled.current) return;
    scheduled.current = query;
    clearTimeout(timer.current);
    cancelPrefetch.current?.();
    // Clearing the field clears the results at once; typing waits for a pause.
    if (!query.trim()) {
      setSettled('');
      return;
    }
    if (engine) cancelPrefetch.current = whenIdle(() => engine.search(query));
    // Rendered at once when the pause ends, not in a later task.
    timer.current = setTimeout(() => flushSync(() => setSettled(query)), SEARCH_DEBOUNCE_MS);
  }, [engine, query]);
  return settled;
}

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
export default function SearchResults({ indexUrl, query, listboxId, setKeyHandler, setResultsState, onChoose }: SearchResultsProps) {
  const t = useI18n();
  const navigate = useLinkNavigate();
  const { engine, status } = useSearchEngine(indexUrl);
  const settled = useSettledQuery(engine, query);
  const listRef = useRef<HTMLDivElement>(null);

  const suggestions: Suggestion[] = useMemo(() => (engine && settled ? engine.search(settled) : []), [engine, settled]);
  // The active option belongs to one set of results: new results start again at the first.
  const [position, setPosition] = useState({ suggestions, current: 0 });
  const current = position.suggestions === suggestions ? position.current : 0;
  const showResults = settled !== '' && query.trim() !== '';
  const optionId = (index: number) => `${listboxId}-${index}`;

  useLayoutEffect(() => {
    setResultsState({
      count: showResults && engine ? suggestions.length : undefined,
      activeId: showResults && suggestions.length > 0 ? optionId(current) : undefined,
    });
  });
  useEffect(() => () => setResultsState({ count: undefined, activeId: undefined }), [setResultsState]);

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    if (!showResults || suggestions.length === 0) return;
    if (event.key === 'Enter') {
      const suggestion = suggestions[current];
      if (!suggestion) return;
      event.preventDefault();
      onChoose();
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

  if (!showResults) return <div className="repack-search-results" hidden data-query={engine ? settled : undefined} />;
  return (
    // The results scroll; the field keeps the focus while the arrow keys move the selection,
    // and the region is a tab stop of its own so that a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard
    <section className="repack-search-results" data-query={engine ? settled : undefined} aria-label="Search results" tabIndex={0}>
      {status === 'failed' && (
        <p className="repack-search-results__notice" role="alert">
          The search index could not be loaded. Reload the page to search again.
        </p>
      )}
      {!engine ? (
        <SearchLoading />
      ) : suggestions.length === 0 ? (
        <div className="repack-search-results__empty">
          <SvgWrapper icon={IconEmpty} className="repack-search-results__empty-icon" aria-hidden="true" />
          <p>
            {t('searchNoResultsText')} <b>"{settled}"</b>
          </p>
          <p className="repack-search-results__hint">{t('searchSuggestedQueryText')}</p>
        </div>
      ) : (
        <div ref={listRef} id={listboxId} className="repack-search-results__list" role="listbox" aria-label="Results">
          {suggestions.map((suggestion, index) => (
            <SearchSuggestion
              key={suggestion.link}
              id={optionId(index)}
              suggestion={suggestion}
              selected={index === current}
              onPointerMove={() => index !== current && setPosition({ suggestions, current: index })}
              onChoose={onChoose}
            />
          ))}
        </div>
      )}
    </section>
  );
}
