import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme';
import { useEffect, useState } from 'react';
import type { SearchIndexStatus } from '../../lib/search/status';
import './SearchButton.css';

export interface SearchButtonProps {
  onOpen: () => void;
  /** Loading state of the index, exposed as `data-search-state` (spec §4). */
  status: SearchIndexStatus;
}

/**
 * The navbar's search button: "Search docs" with the shortcut on wide screens, the icon alone
 * (a 44 px target) on phones. One real button for both, so keyboards and screen readers get it.
 * Its name is its visible words (on phones the same words, visually hidden), and the shortcut
 * is both shown and announced (`aria-keyshortcuts`).
 */
export function SearchButton({ onOpen, status }: SearchButtonProps) {
  const t = useI18n();
  // The modifier key differs by platform and is only known in the browser.
  const [modifier, setModifier] = useState<string>();
  useEffect(() => {
    setModifier(/Mac|iPhone|iPad|iPod/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  const label = t('searchPlaceholderText');
  return (
    <button
      type="button"
      className="repack-search-button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      data-search-state={status}
      onClick={onOpen}
    >
      <SvgWrapper icon={IconSearch} className="repack-search-button__icon" aria-hidden="true" />
      <span className="repack-search-button__label">{label}</span>
      <kbd className="repack-search-button__shortcut" data-ready={modifier ? '' : undefined}>
        {modifier ?? 'Ctrl'} K
      </kbd>
    </button>
  );
}
