import { Outline as RspressOutline } from '@rspress/core/theme-original';
import { type KeyboardEvent, memo } from 'react';
import { CallToAction } from '../../components/CallToAction';
import './index.css';

/**
 * Closes the Contents panel of narrow screens. Rspress keeps its open state to itself and
 * closes it on a press outside the panel and the bar that opens it; this is such a press.
 * Focus goes back to the bar's Contents button, since the panel it was in is now hidden.
 */
function closeContents() {
  document.dispatchEvent(new MouseEvent('mousedown'));
  document.querySelector<HTMLElement>('.rp-sidebar-menu__right')?.focus();
}

function closeOnEscape(event: KeyboardEvent) {
  if (event.key === 'Escape') closeContents();
}

/**
 * The outline column: Rspress's outline and the call to action under it, in one named
 * landmark. The doc layout is a section (theme/wraps/DocLayout), which makes its
 * <aside>s plain boxes; this gives the column back a landmark of its own. Below 1280 px,
 * where the outline is the Contents panel, a close button sits on its title row.
 */
function OutlineColumn() {
  return (
    <aside className="repack-outline" aria-label="On this page" onKeyDown={closeOnEscape}>
      <button type="button" className="repack-outline__close" aria-label="Close contents" onClick={closeContents}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <RspressOutline />
      <CallToAction placement="outline" />
    </aside>
  );
}

/** Memoized, like the sidebar (theme/forks/Sidebar): the doc layout's own renders do not reach it. */
export const Outline = memo(OutlineColumn);
