import { useEffect, useState } from 'react';
import './index.css';

/** Scroll travel, in CSS pixels, that counts as a change of direction rather than a jitter. */
const JITTER = 8;

/**
 * Tells the stylesheet which way the reader last scrolled: while they move down the page it
 * renders a marker that index.css looks for (`:has()`). In a short window (a phone held
 * sideways, or a page zoomed to 400 %), the navbar and the bar under it then slide away, and
 * come back as soon as the reader scrolls up: the spec's `hideNavbar: 'scroll'`, which Rspress 2
 * does not implement. Elsewhere the marker changes nothing.
 */
export function ScrollAwayBars() {
  const [scrolledDown, setScrolledDown] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (Math.abs(y - lastY) < JITTER) return;
      setScrolledDown(y > lastY && y > 0);
      lastY = y;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return scrolledDown ? <span className="repack-scrolled-down" hidden /> : null;
}
