import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme';
import { createPortal } from 'react-dom';
// The panel's own look, so nothing moves when the panel takes its place.
import '../SearchPanel/index.css';

export interface SearchPanelPlaceholderProps {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: (returnFocus: boolean) => void;
}

/**
 * Stands in for the search panel while its code arrives (search opened before idle time):
 * the field takes typing at once, and the panel starts from what was typed.
 */
export function SearchPanelPlaceholder({ query, onQueryChange, onClose }: SearchPanelPlaceholderProps) {
  const t = useI18n();
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: clicking the dimmed page closes the dialog; Escape does the same from the keyboard
    <div className="repack-search-panel" onMouseDown={(event) => event.target === event.currentTarget && onClose(true)}>
      <div
        className="repack-search-panel__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('searchPlaceholderText')}
        onKeyDown={(event) => event.key === 'Escape' && onClose(true)}
      >
        <form className="repack-search-panel__form" onSubmit={(event) => event.preventDefault()}>
          <SvgWrapper icon={IconSearch} className="repack-search-panel__icon" aria-hidden="true" />
          <input
            // biome-ignore lint/a11y/noAutofocus: the dialog opens to type a query
            autoFocus
            className="repack-search-panel__input"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('searchPlaceholderText')}
            aria-label={t('searchPlaceholderText')}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </form>
      </div>
    </div>,
    document.body,
  );
}
