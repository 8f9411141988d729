import { ThemeContext } from '@rspress/core/runtime';
import { SwitchAppearance as OriginalSwitchAppearance } from '@rspress/core/theme-original';
import { type KeyboardEvent, useContext, useEffect, useState } from 'react';

/**
 * Rspress's theme toggle is a clickable <div>: no keyboard access and no name. This wraps
 * it in a named toggle button that Enter and Space operate. The click is passed to the
 * original so its behaviour (stored choice, reveal animation unless reduced motion) stays.
 */
export function SwitchAppearance(props: { onClick?: () => void }) {
  const { theme } = useContext(ThemeContext);
  // The pressed state is known only in the browser (stored choice, system preference);
  // rendering it on the server would disagree with the client on first paint.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const activate = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    (event.currentTarget.firstElementChild as HTMLElement | null)?.click();
  };

  return (
    <div
      role="button"
      tabIndex={0}
      className="rp-theme-toggle"
      aria-label="Dark theme"
      aria-pressed={mounted ? theme === 'dark' : undefined}
      onKeyDown={activate}
    >
      <OriginalSwitchAppearance {...props} />
    </div>
  );
}
