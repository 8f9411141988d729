import { matchNavbar, useLocation, useNav } from '@rspress/core/runtime';
import { IconSmallMenu, Link, SvgWrapper } from '@rspress/core/theme';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import './PhoneMenu.css';
import { ThemeAndLinks } from './ThemeAndLinks';

type NavItem = ReturnType<typeof useNav>[number];

/** Spec §4 and §9: the mobile menu closes when the window reaches 768 px, the mobile breakpoint. */
const WIDE_ENOUGH = '(min-width: 768px)';
/** Spec §4: opening the mobile menu locks page scrolling. */
const SCROLL_LOCK_CLASS = 'repack-phone-menu-open';

function PhoneMenuItem({ item, pathname }: { item: NavItem; pathname: string }) {
  if ('items' in item && Array.isArray(item.items) && item.items.length > 0) {
    return (
      <li>
        <details className="repack-phone-menu__group">
          <summary className="repack-phone-menu__link">{item.text}</summary>
          <ul className="repack-phone-menu__list">
            {item.items.map((child) => (
              <PhoneMenuItem key={child.text} item={child as NavItem} pathname={pathname} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  if ('link' in item && typeof item.link === 'string') {
    const active = matchNavbar(item, pathname);
    return (
      <li>
        <Link
          href={item.link}
          rel={'rel' in item ? item.rel : undefined}
          className={`repack-phone-menu__link${active ? ' repack-phone-menu__link--active' : ''}`}
        >
          {item.text}
        </Link>
      </li>
    );
  }
  return <li className="repack-phone-menu__link">{item.text}</li>;
}

/**
 * The navbar on phones: a button that opens the navbar's links, the theme switch and the social
 * links in a modal dialog below the navbar, which keeps focus inside, closes on Escape, on a
 * press outside it, on a followed link, on a route change and when the window reaches 768 px,
 * and holds the page still while it is open. Its contents render only while it is open.
 */
export function PhoneMenu() {
  const items = useNav();
  const { pathname, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route or hash is the trigger, not an input.
  useEffect(() => setOpen(false), [pathname, hash]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);
    const wide = window.matchMedia(WIDE_ENOUGH);
    const closeWhenWide = () => wide.matches && setOpen(false);
    wide.addEventListener('change', closeWhenWide);
    return () => {
      wide.removeEventListener('change', closeWhenWide);
      document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, [open]);

  // The dialog's box reaches to the screen's edges around its contents: a press on the dialog
  // itself, not on its contents, is one outside the menu. So is a followed link.
  const closeOnOutsideOrLink = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a[href]')) setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="rp-nav-hamburger repack-phone-menu__button"
        aria-label="Site menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} aria-hidden="true" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively, and a link followed by keyboard is a click. */}
      <dialog
        ref={dialog}
        className="repack-phone-menu"
        aria-label="Site menu"
        onClose={() => setOpen(false)}
        onClick={closeOnOutsideOrLink}
      >
        {open && (
          <div className="repack-phone-menu__contents">
            <nav aria-label="Site">
              <ul className="repack-phone-menu__list">
                {items.map((item) => (
                  <PhoneMenuItem key={item.text} item={item} pathname={pathname} />
                ))}
              </ul>
            </nav>
            <ThemeAndLinks rowClassName="repack-phone-menu__row" />
          </div>
        )}
      </dialog>
    </>
  );
}
