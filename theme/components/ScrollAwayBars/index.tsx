import { useEffect } from 'react';
import './index.css';

/** Scroll travel, in CSS pixels, that counts as a change of direction rather than a jitter. */
const JITTER = 8;

/**
 * Tells the stylesheet which way the reader last scrolled: `data-repack-scrolled-down` on the
 * root element while they move down the page. In a short window (a phone held sideways, or a
 * page zoomed to 400 %), index.css slides the navbar and the bar under it away then, and back
 * as soon as the reader scrolls up; the spec's `hideNavbar: 'scroll'`, which Rspress 2 does not
 * implement. Elsewhere the attribute changes nothing.
 */
export function ScrollAwayBars() {
  useEffect(() => {
    const root = document.documentElement;
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (Math.abs(y - lastY) < JITTER) return;
      root.toggleAttribute('data-repack-scrolled-down', y > lastY && y > 0);
      lastY = y;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      root.removeAttribute('data-repack-scrolled-down');
    };
  }, []);
  return null;
}
