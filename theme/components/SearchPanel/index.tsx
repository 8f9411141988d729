import { useI18n } from '@rspress/core/runtime';
import { IconClose, IconEmpty, IconLoading, IconSearch, SvgWrapper, useLinkNavigate } from '@rspress/core/theme';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { SearchEngine, SuggestionGroup } from '../../lib/search/engine';
import { loadSearchEngine } from '../../lib/search/load-engine';
import { searchIndexStatus, subscribeToSearchIndexStatus } from '../../lib/search/status';
import { whenIdle } from '../../lib/when-idle';
import { SearchSuggestion } from '../SearchSuggestion';
import './index.css';

/** Typing settles for this long before a query runs (spec §9). */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * Starts fetching and indexing before the panel renders: in idle time (`background`, in short
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
 * in the change handler itself (an effect would start it a frame later), and the search runs
 * in the idle time of the debounce, so the results are ready when it ends.
 */
function useSettledQuery(engine: SearchEngine | undefined, query: string, onQueryChange: (query: string) => void) {
  // What the placeholder took before this panel existed is searched at once.
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
  const schedule = (value: string) => {
    scheduled.current = value;
    clearTimeout(timer.current);
    cancelPrefetch.current?.();
    // Clearing the field clears the results at once; typing waits for a pause.
    if (!value.trim()) {
      setSettled('');
      return;
    }
    if (engine) cancelPrefetch.current = whenIdle(() => engine.search(value));
    // Rendered at once when the pause ends, not in a later task.
    timer.current = setTimeout(() => flushSync(() => setSettled(value)), SEARCH_DEBOUNCE_MS);
  };
  // A keystroke the placeholder took while this panel was being put in place.
  useEffect(() => {
    if (query !== scheduled.current) schedule(query);
  });
  const changeQuery = (value: string) => {
    onQueryChange(value);
    schedule(value);
  };
  return { changeQuery, settled };
}

export interface SearchPanelProps {
  indexUrl: string | undefined;
  /** The query as typed, kept by the search button so nothing typed while this panel loads is lost. */
  query: string;
  onQueryChange: (query: string) => void;
  /** `returnFocus` is false when the reader chose a result and the page changes. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The search dialog (spec §2): the query field, results grouped by page and, when hits come
 * from both the docs and the API reference, a tab per group. Arrow keys move through the
 * results of the open tab, Enter opens one, Escape or Cancel closes the dialog.
 */
export default function SearchPanel({ indexUrl, query, onQueryChange, onClose }: SearchPanelProps) {
  const t = useI18n();
  const navigate = useLinkNavigate();
  const { engine, status } = useSearchEngine(indexUrl);
  const { changeQuery, settled } = useSettledQuery(engine, query, onQueryChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const ids = useId();

  const groups: SuggestionGroup[] = useMemo(() => (engine && settled ? engine.search(settled) : []), [engine, settled]);
  // The open tab and the result the arrow keys are on belong to one set of results: new
  // results start again at the first tab and the first result.
  const [position, setPosition] = useState({ groups, tab: 0, current: 0 });
  const { tab, current } = position.groups === groups ? position : { tab: 0, current: 0 };
  const moveTo = (next: { tab?: number; current: number }) => setPosition({ groups, tab: next.tab ?? tab, current: next.current });
  const suggestions = groups[tab]?.suggestions ?? [];

  // Before the browser handles another key: the placeholder's field is gone by then.
  useLayoutEffect(() => {
    const input = inputRef.current;
    input?.focus();
    // Carry on after what was typed while the panel loaded.
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const choose = (link: string) => {
    onClose(false);
    void navigate(link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys that confirm an input method's composition are not ours (spec: CJK input).
    if (event.nativeEvent.isComposing) return;
    const move = (by: number) => {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const next = (current + by + suggestions.length) % suggestions.length;
      flushSync(() => moveTo({ current: next }));
      listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
    };
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowUp':
        move(-1);
        break;
      case 'Enter': {
        const suggestion = suggestions[current];
        if (suggestion && event.target === inputRef.current) {
          event.preventDefault();
          choose(suggestion.link);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        onClose(true);
        break;
      case 'Tab': {
        // A modal dialog keeps the focus inside it.
        const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]') ?? [])];
        const first = focusable[0];
        const last = focusable.at(-1);
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
        break;
      }
    }
  };

  const resultCount = groups.reduce((count, group) => count + group.suggestions.length, 0);
  const showResults = settled !== '' && query.trim() !== '';

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: clicking the dimmed page closes the dialog; Escape and Cancel do the same from the keyboard
    <div className="repack-search-panel" onMouseDown={(event) => event.target === event.currentTarget && onClose(true)}>
      <div
        ref={dialogRef}
        className="repack-search-panel__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('searchPlaceholderText')}
        onKeyDown={onKeyDown}
      >
        <form className="repack-search-panel__form" onSubmit={(event) => event.preventDefault()}>
          <SvgWrapper
            icon={status === 'initing' && query ? IconLoading : IconSearch}
            className="repack-search-panel__icon"
            aria-hidden="true"
            data-loading={status === 'initing' ? '' : undefined}
          />
          <input
            ref={inputRef}
            className="repack-search-panel__input"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('searchPlaceholderText')}
            aria-label={t('searchPlaceholderText')}
            aria-controls={`${ids}-results`}
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
          />
          {query && (
            <button
              type="button"
              className="repack-search-panel__clear"
              aria-label="Clear the search"
              onClick={() => {
                changeQuery('');
                inputRef.current?.focus();
              }}
            >
              <SvgWrapper icon={IconClose} aria-hidden="true" />
            </button>
          )}
          <button type="button" className="repack-search-panel__cancel" onClick={() => onClose(true)}>
            {t('searchPanelCancelText')}
          </button>
        </form>
        <p className="repack-search-panel__status" role="status">
          {showResults && engine ? `${resultCount} ${resultCount === 1 ? 'result' : 'results'}` : ''}
        </p>
        <div className="repack-search-panel__results" id={`${ids}-results`} hidden={!showResults} data-query={engine ? settled : undefined}>
          {showResults && (
            <>
              {status === 'failed' && (
                <p className="repack-search-panel__notice" role="alert">
                  The search index could not be loaded. Reload the page to search again.
                </p>
              )}
              {!engine ? (
                <p className="repack-search-panel__loading">
                  <SvgWrapper icon={IconLoading} aria-hidden="true" /> Loading the search index…
                </p>
              ) : groups.length === 0 ? (
                <div className="repack-search-panel__empty">
                  <SvgWrapper icon={IconEmpty} className="repack-search-panel__empty-icon" aria-hidden="true" />
                  <p>
                    {t('searchNoResultsText')} <b>"{settled}"</b>
                  </p>
                  <p className="repack-search-panel__hint">{t('searchSuggestedQueryText')}</p>
                </div>
              ) : (
                <>
                  {groups.length > 1 && (
                    <div className="repack-search-panel__tabs" role="tablist" aria-label="Result groups">
                      {groups.map((group, index) => (
                        <button
                          key={group.label}
                          type="button"
                          role="tab"
                          aria-selected={index === tab}
                          className="repack-search-panel__tab"
                          onClick={() => moveTo({ tab: index, current: 0 })}
                        >
                          {group.label}{' '}
                          <span className="repack-search-panel__tab-count">
                            {new Set(group.suggestions.map((suggestion) => suggestion.page)).size}
                          </span>
                        </button>
                      ))}
                    </div>
                  )}
                  <ul ref={listRef} className="repack-search-panel__list" aria-label={groups[tab]?.label || 'Results'}>
                    {suggestions.map((suggestion, index) => (
                      <SearchSuggestion
                        key={suggestion.link}
                        suggestion={suggestion}
                        current={index === current}
                        onPointerMove={() => index !== current && moveTo({ current: index })}
                        onChoose={() => onClose(false)}
                      />
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
