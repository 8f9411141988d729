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
  /** Puts a query in the field, which keeps the focus: an example question or a recent search. */
  fillQuery: (query: string) => void;
  /** Gives the focus back to the field, when what had it leaves. */
  focusField: () => void;
}

export interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  /** The index is being fetched or built: the field's icon turns into a spinner while a query waits. */
  loading: boolean;
  /** The result list, which arrives with the search code (spec §4: loaded on first open or idle). */
  children: (controls: ResultsControls) => ReactNode;
}

const NO_RESULTS: ResultsState = { count: undefined, activeId: undefined };

/**
 * The search dialog (spec §2): the browser's own modal `<dialog>`, which keeps the focus in
 * it, closes on Escape, makes the page behind it inert and gives the focus back when it
 * closes. Its field is a WAI-ARIA combobox over a listbox of results. It is part of the first
 * load, so the dialog a reader opens is the one they type in: its field, Cancel, Escape and
 * focus are there at once, and the result list appears inside it when the search code has
 * arrived. Nothing is swapped, so nothing moves and no keystroke is lost.
 */
export function SearchPanel({ query, onQueryChange, onClose, loading, children }: SearchPanelProps) {
  const t = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keyHandler = useRef<(event: KeyboardEvent<HTMLElement>) => void>(undefined);
  // Closing gives the focus back to where it was, except when a chosen result changes the page.
  const returnFocus = useRef(true);
  const pressedBackdrop = useRef(false);
  const [results, setResults] = useState<ResultsState>(NO_RESULTS);
  const listboxId = `${useId()}-results`;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    inputRef.current?.focus();
    // The panel leaves the page with the dialog: closed first, the browser gives the focus
    // back to the element that had it before the dialog opened.
    return () => {
      if (dialog.open && returnFocus.current) dialog.close();
    };
  }, []);

  const close = useCallback(
    (focusBack: boolean) => {
      returnFocus.current = focusBack;
      onClose();
    },
    [onClose],
  );
  const setKeyHandler = useCallback((handler: ((event: KeyboardEvent<HTMLElement>) => void) | undefined) => {
    keyHandler.current = handler;
  }, []);
  const setResultsState = useCallback(
    (next: ResultsState) => setResults((current) => (current.count === next.count && current.activeId === next.activeId ? current : next)),
    [],
  );
  const controls = useMemo(() => {
    const focusField = () => inputRef.current?.focus();
    const fillQuery = (next: string) => {
      onQueryChange(next);
      focusField();
    };
    return { listboxId, setKeyHandler, setResultsState, onChoose: () => close(false), fillQuery, focusField };
  }, [listboxId, setKeyHandler, setResultsState, close, onQueryChange]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Keys that confirm an input method's composition are not ours (spec: CJK input).
    if (event.nativeEvent.isComposing) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter') && event.target === inputRef.current) {
      keyHandler.current?.(event);
    } else if (event.key === 'Escape') {
      // A search field's own Escape only empties it, and the browser then never asks the
      // dialog to close: Escape closes the panel wherever the focus is in it (spec §2).
      event.preventDefault();
      close(true);
    }
  };

  const expanded = query.trim() !== '' && (results.count ?? 0) > 0;
  const label = t('searchPlaceholderText');
  return createPortal(
    // The dialog's own box is covered by its frame: a click on the dialog itself is a click
    // on the dimmed page around it (its backdrop), which closes it as Escape and Cancel do.
    // Only a click that starts there: a text selection dragged out of the field ends there too.
    <dialog
      ref={dialogRef}
      className="repack-search-panel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close(true);
      }}
      // Closed by the browser itself (a close request it would not let the page refuse).
      onClose={() => close(true)}
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => pressedBackdrop.current && event.target === event.currentTarget && close(true)}
    >
      <div className="repack-search-panel__frame">
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
          <button type="button" className="repack-search-panel__cancel" onClick={() => close(true)}>
            {t('searchPanelCancelText')}
          </button>
        </form>
        <p className="repack-search-panel__status repack-visually-hidden" role="status">
          {query.trim() && results.count !== undefined ? `${results.count} ${results.count === 1 ? 'result' : 'results'}` : ''}
        </p>
        {children(controls)}
      </div>
    </dialog>,
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
