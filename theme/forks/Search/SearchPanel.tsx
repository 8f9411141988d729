import { useI18n } from '@rspress/core/runtime';
import { IconClose, IconLoading, IconSearch, SvgWrapper } from '@rspress/core/theme';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import './SearchPanel.css';

/** What the results tell the field: the WAI-ARIA combobox reads it (aria-expanded, aria-activedescendant). */
export interface ResultsState {
  /** Results shown for the settled query; undefined while there is none to show. */
  count: number | undefined;
  /** The id of the option the arrow keys are on. */
  activeId: string | undefined;
}

/** Handed to the results so that they can follow the field's keys and report their state. */
export interface ResultsControls {
  listboxId: string;
  /** The results' handler of ArrowUp, ArrowDown and Enter in the field; it calls preventDefault when it acts. */
  setKeyHandler: (handler: ((event: KeyboardEvent<HTMLElement>) => void) | undefined) => void;
  setResultsState: (state: ResultsState) => void;
  /** A result was chosen: the panel closes and the page changes. */
  onChoose: () => void;
}

export interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** `returnFocus` is false when the reader chose a result and the page changes. */
  onClose: (returnFocus: boolean) => void;
  /** The index is being fetched or built: the field's icon turns into a spinner while a query waits. */
  loading: boolean;
  /** The result list, which arrives with the search code (spec §4: loaded on first open or idle). */
  children: (controls: ResultsControls) => ReactNode;
}

const NO_RESULTS: ResultsState = { count: undefined, activeId: undefined };

/**
 * The search dialog (spec §2), with the field as a WAI-ARIA combobox over a listbox of results.
 * It is part of the first load, so the dialog a reader opens is the one they type in: its
 * field, Cancel, Escape and focus are there at once, and the result list appears inside it
 * when the search code has arrived. Nothing is swapped, so nothing moves and no keystroke is lost.
 */
export function SearchPanel({ query, onQueryChange, onClose, loading, children }: SearchPanelProps) {
  const t = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const keyHandler = useRef<(event: KeyboardEvent<HTMLElement>) => void>(undefined);
  const [results, setResults] = useState<ResultsState>(NO_RESULTS);
  const listboxId = `${useId()}-results`;

  useLayoutEffect(() => {
    inputRef.current?.focus();
  }, []);

  const setKeyHandler = useCallback((handler: ((event: KeyboardEvent<HTMLElement>) => void) | undefined) => {
    keyHandler.current = handler;
  }, []);
  const setResultsState = useCallback(
    (next: ResultsState) => setResults((current) => (current.count === next.count && current.activeId === next.activeId ? current : next)),
    [],
  );
  const controls = useMemo(
    () => ({ listboxId, setKeyHandler, setResultsState, onChoose: () => onClose(false) }),
    [listboxId, setKeyHandler, setResultsState, onClose],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys that confirm an input method's composition are not ours (spec: CJK input).
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Enter':
        if (event.target === inputRef.current) keyHandler.current?.(event);
        break;
      case 'Escape':
        event.preventDefault();
        onClose(true);
        break;
      case 'Tab': {
        // A modal dialog keeps the focus inside it.
        const focusable = [
          ...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"]), [tabindex="0"]') ?? []),
        ];
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

  const expanded = query.trim() !== '' && (results.count ?? 0) > 0;
  const label = t('searchPlaceholderText');
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: clicking the dimmed page closes the dialog; Escape and Cancel do the same from the keyboard
    <div className="repack-search-panel" onMouseDown={(event) => event.target === event.currentTarget && onClose(true)}>
      <div ref={dialogRef} className="repack-search-panel__dialog" role="dialog" aria-modal="true" aria-label={label} onKeyDown={onKeyDown}>
        <form className="repack-search-panel__form" onSubmit={(event) => event.preventDefault()}>
          <SvgWrapper
            icon={loading && query ? IconLoading : IconSearch}
            className="repack-search-panel__icon"
            aria-hidden="true"
            data-loading={loading ? '' : undefined}
          />
          <input
            ref={inputRef}
            className="repack-search-panel__input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded ? results.activeId : undefined}
            enterKeyHint="search"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={label}
            aria-label={label}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          {query && (
            <button
              type="button"
              className="repack-search-panel__clear"
              aria-label="Clear the search"
              onClick={() => {
                onQueryChange('');
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
        <p className="repack-search-panel__status repack-visually-hidden" role="status">
          {query.trim() && results.count !== undefined ? `${results.count} ${results.count === 1 ? 'result' : 'results'}` : ''}
        </p>
        {children(controls)}
      </div>
    </div>,
    document.body,
  );
}

/** Shown in the results area while the index, or the search code itself, is on its way and a query waits. */
export function SearchLoading() {
  return (
    <p className="repack-search-results__loading">
      <SvgWrapper icon={IconLoading} aria-hidden="true" /> Loading the search index…
    </p>
  );
}
