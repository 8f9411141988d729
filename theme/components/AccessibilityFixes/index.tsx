import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/**
 * Repairs to markup that Rspress's components render without the attributes assistive
 * technology and keyboards need, and for which the framework offers no option. Only
 * attributes are added (React leaves attributes it does not manage alone); behaviour stays
 * the framework's, reached through the element's own click handler. Applied after every
 * change of the page, so code blocks, tabs and sidebars rendered later are covered too.
 */

const SIDEBAR_GROUP_TOGGLE = 'div.rp-sidebar-group';
const TAB = '.rp-tabs__label__item';
const MENU_TRIGGER = '.rp-nav-menu__item > div.rp-nav-menu__item__container';
/** Elements that only react to clicks and get button semantics and Enter/Space. */
const CLICK_ONLY = [SIDEBAR_GROUP_TOGGLE, TAB, MENU_TRIGGER].join(', ');

/** Names for the icon-only social links, by host; other hosts are named by their host. */
const SOCIAL_LINK_NAMES: Record<string, string> = { 'github.com': 'GitHub', 'x.com': 'X (Twitter)', 'discord.gg': 'Discord' };

function socialLinkName(href: string): string {
  try {
    const host = new URL(href, location.href).hostname.replace(/^www\./, '');
    return SOCIAL_LINK_NAMES[host] ?? host;
  } catch {
    return href;
  }
}

function setAttributes(element: Element, attributes: Record<string, string | null>) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

function repair(root: Document) {
  const each = (selector: string, fix: (element: HTMLElement) => void) => root.querySelectorAll<HTMLElement>(selector).forEach(fix);

  // Landmarks: the sidebar and the outline are both <aside>; the empty placeholders that
  // keep the columns aligned are not landmarks at all.
  each('aside.rp-doc-layout__sidebar', (aside) => setAttributes(aside, { 'aria-label': 'Sidebar' }));
  each('aside.rp-doc-layout__outline', (aside) => setAttributes(aside, { 'aria-label': 'On this page' }));
  each('aside.rp-doc-layout__sidebar-placeholder, aside.rp-doc-layout__outline-placeholder', (aside) =>
    setAttributes(aside, { role: 'presentation' }),
  );

  // Headings: the home page's hero title is its level-one heading; a heading's "#" link is
  // hidden from screen readers, so it must not be a keyboard stop either (MDX headings are
  // fixed at build time, the overview page renders its own).
  each('.rp-home-hero__title', (title) => setAttributes(title, { role: 'heading', 'aria-level': '1' }));
  each('a.rp-header-anchor[aria-hidden="true"]', (anchor) => setAttributes(anchor, { tabindex: '-1' }));

  // Social links are icons only.
  each('a.rp-social-links__item', (link) => {
    if (!link.textContent?.trim()) setAttributes(link, { 'aria-label': socialLinkName(link.getAttribute('href') ?? '') });
  });

  // Content that scrolls sideways must be scrollable from the keyboard.
  each('.rp-codeblock__content__scroll-container, .rp-table-scroll-container', (container) => {
    const scrolls = container.scrollWidth > container.clientWidth + 1;
    setAttributes(container, { tabindex: scrolls ? '0' : null });
  });

  // Click-only controls become buttons.
  each(SIDEBAR_GROUP_TOGGLE, (toggle) => {
    const panel = toggle.nextElementSibling as HTMLElement | null;
    const collapsed = panel?.style.gridTemplateRows === '0fr';
    setAttributes(toggle, { role: 'button', tabindex: '0', 'aria-expanded': String(!collapsed) });
    // Links inside a collapsed group are invisible; they must not take keyboard focus.
    if (panel) setAttributes(panel, { inert: collapsed ? '' : null });
  });
  each(MENU_TRIGGER, (trigger) => {
    const menu = trigger.parentElement?.querySelector('.rp-hover-group');
    setAttributes(trigger, {
      role: 'button',
      tabindex: '0',
      'aria-haspopup': 'true',
      'aria-expanded': String(!!menu && !menu.classList.contains('rp-hover-group--hidden')),
    });
  });

  // Package-manager and other tabs follow the ARIA tabs pattern.
  each('.rp-tabs', (tabs) => {
    const list = tabs.querySelector(':scope > .rp-tabs__label');
    if (!list) return;
    setAttributes(list, { role: 'tablist' });
    list.querySelectorAll<HTMLElement>(TAB).forEach((tab) => {
      const selected = tab.classList.contains('rp-tabs__label__item--selected');
      setAttributes(tab, { role: 'tab', tabindex: selected ? '0' : '-1', 'aria-selected': String(selected) });
    });
  });
}

/** Enter and Space press, arrow keys move between tabs, as native controls do. */
function handleKeydown(event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  if (!target?.matches?.(CLICK_ONLY)) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    target.click();
    return;
  }
  if (!target.matches(TAB)) return;
  const tabs = [...(target.parentElement?.querySelectorAll<HTMLElement>(TAB) ?? [])];
  const index = tabs.indexOf(target);
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined || tabs.length === 0) return;
  event.preventDefault();
  const tab = tabs[(next + tabs.length) % tabs.length]!;
  tab.click();
  tab.focus();
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
    // Only the attributes the framework changes (style, class) are watched, so the repairs
    // themselves do not retrigger the observer.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
    window.addEventListener('resize', schedule);
    document.addEventListener('keydown', handleKeydown);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      document.removeEventListener('keydown', handleKeydown);
    };
  }, [pathname]);
  return null;
}
