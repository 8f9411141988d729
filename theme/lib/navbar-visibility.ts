// `themeConfig.hideNavbar` is declared by Rspress 2 but not implemented (spec §3, §4). The
// site implements it: `never` (default) keeps the navbar, `always` removes it, and `scroll`
// hides it while the reader scrolls down. Rspress's type names the scroll mode `auto`, so
// both spellings are accepted.

export type HideNavbarMode = 'never' | 'always' | 'scroll';

export function hideNavbarMode(configured: unknown): HideNavbarMode {
  if (configured === 'always') return 'always';
  if (configured === 'scroll' || configured === 'auto') return 'scroll';
  return 'never';
}

/** Scroll handlers for the navbar run at most every 200 ms (spec §9). */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

/**
 * Whether the navbar should be out of sight after the page moved from `previousY` to
 * `currentY`: hidden while moving down once past the navbar's own height, shown again on
 * any move up and always near the top of the page.
 */
export function isNavbarHiddenAfterScroll(previousY: number, currentY: number, navbarHeight: number): boolean {
  if (currentY <= navbarHeight) return false;
  return currentY > previousY;
}
