import { IconSmallMenu, SvgWrapper } from '@rspress/core/theme';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import './TabletMenu.css';
import { ThemeAndLinks } from './ThemeAndLinks';

/** Spec §9: a dropdown closes 150 ms after the pointer leaves it. */
const CLOSE_DELAY_MS = 150;

/**
 * From 769 to 1280 px the navbar has no room for the theme switch and the social links: a
 * button opens them in a panel, on hover as the navbar's other dropdowns do, and on a press
 * or Enter for touch and keyboard. The panel is the button's sibling, never its content.
 */
export function TabletMenu() {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // A press on the button while the pointer's hover has just opened the panel keeps it open,
  // as Rspress's does; otherwise a press toggles it (touch, keyboard).
  const openedByHover = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const openOnHover = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = true;
    openNow();
  };
  const closeAfterHover = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = false;
    closeLater();
  };
  const toggle = () => {
    if (open && !openedByHover.current) setOpen(false);
    else openNow();
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the button is the control; its frame, which holds the panel too, only widens the hover area and hears Escape and focus leaving either.
    <div
      className="repack-tablet-menu"
      onPointerEnter={openOnHover}
      onPointerLeave={closeAfterHover}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <button
        ref={button}
        type="button"
        className="rp-nav-hamburger repack-tablet-menu__button"
        aria-label="Theme and links"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <SvgWrapper icon={IconSmallMenu} aria-hidden="true" />
      </button>
      {/* Rspress's dropdown look (rp-hover-group) without its component, which puts custom
          content straight into a <ul>. */}
      <div
        id={panelId}
        className={`rp-hover-group rp-hover-group--right repack-tablet-menu__panel${open ? '' : ' rp-hover-group--hidden'}`}
      >
        <ThemeAndLinks rowClassName="repack-tablet-menu__row" />
      </div>
    </div>
  );
}
