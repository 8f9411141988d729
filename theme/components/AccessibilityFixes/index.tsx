import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/**
 * Attribute-only repairs to markup that Rspress's layouts render without them and offer no
 * option for. Applied after every render of the page, including code blocks that tabs and
 * client-side navigation add later:
 * - the sidebar and the outline are both <aside>: they get distinct names;
 * - the empty placeholder <aside>s that keep the columns aligned are not landmarks;
 * - a code block or table that scrolls sideways becomes focusable so keyboard users can
 *   scroll it;
 * - the home page's hero title is its level-one heading;
 * - a heading's "#" anchor, hidden from screen readers, is no keyboard stop either.
 */
function repair(root: ParentNode) {
  const setOnce = (selector: string, attributes: Record<string, string>) => {
    root.querySelectorAll<HTMLElement>(selector).forEach((element) => {
      for (const [name, value] of Object.entries(attributes)) {
        if (element.getAttribute(name) !== value) element.setAttribute(name, value);
      }
    });
  };
  setOnce('aside.rp-doc-layout__sidebar', { 'aria-label': 'Sidebar' });
  setOnce('aside.rp-doc-layout__outline', { 'aria-label': 'On this page' });
  setOnce('aside.rp-doc-layout__sidebar-placeholder, aside.rp-doc-layout__outline-placeholder', { role: 'presentation' });
  setOnce('.rp-home-hero__title', { role: 'heading', 'aria-level': '1' });
  // Heading anchors the overview page renders itself (MDX ones are fixed at build time).
  setOnce('a.rp-header-anchor[aria-hidden="true"]', { tabindex: '-1' });
  root.querySelectorAll<HTMLElement>('.rp-codeblock__content__scroll-container, .rp-table-scroll-container').forEach((container) => {
    const scrolls = container.scrollWidth > container.clientWidth + 1;
    if (scrolls && !container.hasAttribute('tabindex')) container.tabIndex = 0;
    else if (!scrolls && container.hasAttribute('tabindex')) container.removeAttribute('tabindex');
  });
}

export default function AccessibilityFixes() {
  const { pathname } = useLocation();
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => repair(document));
    };
    repair(document);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [pathname]);
  return null;
}
