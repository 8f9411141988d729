import { ThemeContext, useSite } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme';
import { type MouseEvent, useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { revealClipPath } from '../../lib/reveal-clip-path';
import './index.css';

/** Spec §4: the circular reveal lasts 400 ms. */
export const REVEAL_MS = 400;

const canAnimate = () =>
  typeof document.startViewTransition === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The light/dark switch, replacing Rspress's: its toggle is a clickable <div> with no name
 * and no keyboard access, and the component cannot be wrapped to fix that. This one is a
 * named toggle button with the same behaviour (the stored choice through the theme context,
 * the circular reveal from the pointer when `enableAppearanceAnimation` is on and motion is
 * allowed). It can go when Rspress renders a button.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const { site } = useSite();
  // The pressed state is known only in the browser (stored choice, system preference);
  // rendering it on the server would disagree with the client on first paint.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const next = theme === 'dark' ? 'light' : 'dark';
    const apply = () => {
      setTheme?.(next);
      // Rspress marks <html> rp-theme-switching (transitions off) until the next frame, but only
      // restyles <html> itself; on a busy main thread the frame can come before the rest of the
      // page is restyled, and the navbar then fades through grey after all. Restyling the whole
      // page now, while the mark is on, makes every surface switch at once.
      void document.body.offsetWidth;
      onClick?.();
    };
    if (!site.themeConfig.enableAppearanceAnimation || !canAnimate()) {
      apply();
      return;
    }
    // A keyboard press has no pointer position: reveal from the button's centre.
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX || box.left + box.width / 2;
    const y = event.clientY || box.top + box.height / 2;
    const root = document.documentElement;
    root.classList.add('repack-theme-reveal');
    const transition = document.startViewTransition(() => flushSync(apply));
    const [from, to] = revealClipPath({ x, y, width: window.innerWidth, height: window.innerHeight });
    transition.ready.then(() => {
      // Towards dark the old (light) view shrinks away; towards light the new one grows.
      root.animate(
        { clipPath: next === 'dark' ? [to, from] : [from, to] },
        {
          duration: REVEAL_MS,
          easing: 'ease-in',
          fill: 'both',
          pseudoElement: next === 'dark' ? '::view-transition-old(root)' : '::view-transition-new(root)',
        },
      );
    });
    const done = () => root.classList.remove('repack-theme-reveal');
    transition.finished.then(done, done);
  };

  return (
    <button
      type="button"
      className="repack-theme-switch"
      aria-label="Dark theme"
      aria-pressed={mounted ? theme === 'dark' : undefined}
      onClick={toggle}
    >
      <SvgWrapper icon={IconSun} className="repack-theme-switch__icon repack-theme-switch__icon--sun" aria-hidden="true" />
      <SvgWrapper icon={IconMoon} className="repack-theme-switch__icon repack-theme-switch__icon--moon" aria-hidden="true" />
    </button>
  );
}
