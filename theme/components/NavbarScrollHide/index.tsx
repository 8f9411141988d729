import { useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { hideNavbarMode, isNavbarHiddenAfterScroll, NAVBAR_SCROLL_THROTTLE_MS } from '../../lib/navbar-visibility';
import './index.css';

const HIDDEN_ATTRIBUTE = 'data-navbar-hidden';

/**
 * Implements `themeConfig.hideNavbar: 'scroll'`: the navbar slides away while the reader
 * scrolls down and comes back on the way up. Renders nothing; the state is an attribute on
 * <html> so that the sticky sidebar and outline can move up with it in CSS.
 */
export function NavbarScrollHide() {
  const { site } = useSite();
  const mode = hideNavbarMode(site.themeConfig.hideNavbar);

  useEffect(() => {
    if (mode !== 'scroll') return;
    const root = document.documentElement;
    let previousY = window.scrollY;
    let pending: number | undefined;
    const update = () => {
      pending = undefined;
      const currentY = window.scrollY;
      const navbarHeight = document.querySelector<HTMLElement>('.rp-nav')?.offsetHeight ?? 0;
      root.toggleAttribute(HIDDEN_ATTRIBUTE, isNavbarHiddenAfterScroll(previousY, currentY, navbarHeight));
      previousY = currentY;
    };
    const onScroll = () => {
      pending ??= window.setTimeout(update, NAVBAR_SCROLL_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(pending);
      root.removeAttribute(HIDDEN_ATTRIBUTE);
    };
  }, [mode]);

  return null;
}
