/**
 * Types on hover in checked examples: one listener per page for every identifier of every
 * block. The build (theme/plugins/twoslash-examples.ts) writes each identifier as plain markup,
 * `<span class="twoslash-hover" tabindex="-1" data-hover="3">`, names the page's table on each
 * block's `<pre data-hovers>`, and makes the page module call `registerHoverTable` with the
 * table's address. Nothing here renders with React or runs per identifier: the listener finds
 * the identifier an event is about, and the popup's code (./popup.ts) and the table load when a
 * reader first points at, focuses or taps a block with types.
 *
 * Keyboard: a block is one Tab stop (its `<pre>`). Arrow keys move between the identifiers of
 * the focused block (Right and Down to the next, Left and Up to the previous, Home and End to
 * the first and last) and show each one's popup; Escape closes the popup, and a second Escape
 * returns to the block, from which Tab leaves it.
 */

type Popup = typeof import('./popup');

/** Selectors of the build's markup. */
export const HOVER_SELECTOR = '.twoslash-hover';
export const BLOCK_SELECTOR = 'pre[data-hovers]';

/** Each page's table address, by the name its blocks carry in `data-hovers`. */
const tableUrls = new Map<string, string>();
let popup: Promise<Popup> | undefined;
const loadPopup = () => {
  popup ??= import('./popup').then((module) => {
    module.setTableUrls(tableUrls);
    return module;
  });
  return popup;
};

/** Runs `action` with the popup's code, loaded on first use; a failed load is tried again next time. */
function withPopup(action: (module: Popup) => void) {
  loadPopup().then(action, () => {
    popup = undefined;
  });
}

const hoverOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(HOVER_SELECTOR) : null);
const blockOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(BLOCK_SELECTOR) : null);

/** The identifier the arrow key leads to from `from` (the block itself or one of its identifiers). */
export function nextHover(hovers: readonly HTMLElement[], from: Element, key: string): HTMLElement | undefined {
  const at = hovers.indexOf(from as HTMLElement);
  const last = hovers.length - 1;
  const next: Record<string, number> = {
    ArrowRight: at + 1,
    ArrowDown: at + 1,
    ArrowLeft: at === -1 ? last : at - 1,
    ArrowUp: at === -1 ? last : at - 1,
    Home: 0,
    End: last,
  };
  const index = next[key];
  if (index === undefined) return undefined;
  return hovers[Math.min(Math.max(index, 0), last)];
}

function onKeyDown(event: KeyboardEvent) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const focused = document.activeElement;
  if (event.key === 'Escape') {
    const backToBlock = () => {
      const block = blockOf(focused);
      if (block && focused !== block) block.focus();
    };
    // A popup open under the pointer closes wherever focus is (WCAG 1.4.13); with none open,
    // Escape leaves the identifiers for their block.
    if (popup) withPopup((module) => module.dismiss() || backToBlock());
    else backToBlock();
    return;
  }
  const block = blockOf(focused);
  if (!block || !focused) return;
  const next = nextHover([...block.querySelectorAll<HTMLElement>(HOVER_SELECTOR)], focused, event.key);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

function install() {
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const hover = hoverOf(event.target);
    if (hover) withPopup((module) => module.pointerEnter(hover));
    // Pointing at a block with types fetches what its first popup needs.
    else if (blockOf(event.target)) withPopup((module) => module.prefetch(blockOf(event.target)));
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType !== 'mouse' || !popup) return;
    const hover = hoverOf(event.target);
    if (hover && !hover.contains(event.relatedTarget as Node | null)) withPopup((module) => module.pointerLeave());
  });
  document.addEventListener('focusin', (event) => {
    const hover = hoverOf(event.target);
    if (hover) withPopup((module) => module.focus(hover));
    else if (blockOf(event.target)) withPopup((module) => module.prefetch(blockOf(event.target)));
  });
  document.addEventListener('focusout', (event) => {
    if (popup && hoverOf(event.target)) withPopup((module) => module.blur());
  });
}

let installed = false;

/**
 * Called by each page module with hovers (the build writes the call): remembers the address of
 * the page's table, and puts the listener on the document once. Returns the table's name.
 */
export function registerHoverTable(name: string, url: string): string {
  tableUrls.set(name, url);
  if (!installed && typeof document !== 'undefined') {
    installed = true;
    install();
  }
  return name;
}
