/**
 * The popup of types on hover (see ./index.ts), loaded when a reader first points at, focuses
 * or taps a block with types. One popup per page: a tooltip fixed over the page, placed under
 * the identifier (above when there is no room below), inside the viewport. It is put in the
 * page's <main>, so it is part of the content landmark and no code block's scrolling clips it,
 * and moves nothing on the page. The identifier is described by it while it is open.
 *
 * It is open while the identifier is hovered by a mouse (or the pointer rests on the popup) or
 * has focus (keyboard, or a tap), unless Escape dismissed it.
 */

/**
 * A page's popups (theme/plugins/twoslash-examples.ts): for each, the type as TypeScript's quick
 * info prints it (`class RepackPlugin`, `(property) platform?: string`) and the doc comment as
 * plain text with `inline code`.
 */
export type HoverTable = [type: string, docs?: string][];

/** Margin the popup keeps from the viewport's edges, in px. */
const EDGE = 8;
/** Time to move the pointer from the identifier onto its popup (or back) before it closes, in ms. */
const CLOSE_DELAY = 150;
const POPUP_ID = 'repack-type-popup';

let tableUrls: ReadonlyMap<string, string> = new Map();
/** The table addresses the pages registered (./index.ts). */
export function setTableUrls(urls: ReadonlyMap<string, string>) {
  tableUrls = urls;
}

/** True for what the build writes: rows of a type string and an optional doc comment string. */
export function isHoverTable(value: unknown): value is HoverTable {
  return (
    Array.isArray(value) &&
    value.every(
      (row) => Array.isArray(row) && typeof row[0] === 'string' && (row[1] === undefined || typeof row[1] === 'string') && row.length <= 2,
    )
  );
}

/** What the popup says when the types cannot be had: the next hover, focus or tap asks again. */
export const TYPES_UNAVAILABLE = 'The type could not be loaded. Point at or focus the name again to retry.';

/**
 * Loads tables with `fetchTable`, each once; a failed or unusable answer (offline, a new
 * deployment, a body that is not a table, such as `null`) rejects with what went wrong and is
 * forgotten, so the next hover asks again. The code stays readable without types.
 */
export function tableLoader(fetchTable: (url: string) => Promise<Response>): (url: string) => Promise<HoverTable> {
  const tables = new Map<string, Promise<HoverTable>>();
  return (url) => {
    let table = tables.get(url);
    if (!table) {
      const loading = fetchTable(url)
        .then((response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return response.json() as Promise<unknown>;
        })
        .then((body) => {
          if (!isHoverTable(body)) throw new Error(`${url}: not a table of types`);
          return body;
        });
      loading.catch(() => {
        if (tables.get(url) === loading) tables.delete(url);
      });
      tables.set(url, loading);
      table = loading;
    }
    return table;
  };
}

const loadTable = tableLoader((url) => fetch(url));

/** The address of the table an identifier's block names. */
const tableUrlOf = (element: Element | null) => {
  const name = element?.closest<HTMLElement>('pre[data-hovers]')?.dataset.hovers;
  return name === undefined ? undefined : tableUrls.get(name);
};

/** Fetches the table of a block a reader is about to use. */
export function prefetch(block: Element | null) {
  const url = tableUrlOf(block);
  if (url) loadTable(url).catch(() => undefined);
}

/** A doc comment as paragraphs (block spans, since a tooltip is phrasing content), with `code` spans as <code>. */
function docsElement(docs: string): HTMLElement {
  const container = document.createElement('span');
  container.className = 'twoslash-popup-docs';
  for (const paragraph of docs.split(/\n{2,}/).filter((text) => text.trim() !== '')) {
    const line = document.createElement('span');
    line.className = 'twoslash-popup-paragraph';
    for (const part of paragraph.split(/(`[^`]+`)/)) {
      if (part.length > 1 && part.startsWith('`') && part.endsWith('`')) {
        const code = document.createElement('code');
        code.textContent = part.slice(1, -1);
        line.append(code);
      } else if (part) line.append(part);
    }
    container.append(line);
  }
  return container;
}

/** The popup of an identifier's table row, or of the message that there is none. */
function popupElement(info: HoverTable[number] | undefined): HTMLElement {
  const element = document.createElement('div');
  element.id = POPUP_ID;
  element.setAttribute('role', 'tooltip');
  element.className = 'twoslash-popup';
  // Hidden until placed, so it never shows where it would not stay.
  element.style.visibility = 'hidden';
  if (info) {
    const [type, docs] = info;
    const code = document.createElement('code');
    code.className = 'twoslash-popup-type';
    code.textContent = type;
    element.append(code);
    if (docs) element.append(docsElement(docs));
  } else {
    const message = document.createElement('span');
    message.className = 'twoslash-popup-unavailable';
    message.textContent = TYPES_UNAVAILABLE;
    element.append(message);
  }
  element.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && pointerEnter(current?.target));
  element.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && pointerLeave());
  return element;
}

interface State {
  target: HTMLElement;
  hovered: boolean;
  focused: boolean;
  dismissed: boolean;
  element?: HTMLElement;
  /** The popup says that the types could not be loaded. */
  unavailable?: boolean;
}

let current: State | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

/** Below the identifier, or above it when there is no room below; inside the viewport. */
function place() {
  const state = current;
  if (!state?.element) return;
  if (!state.target.isConnected) {
    close();
    return;
  }
  const anchor = state.target.getBoundingClientRect();
  const box = state.element.getBoundingClientRect();
  const below = anchor.bottom + 4;
  const top = below + box.height > window.innerHeight - EDGE && anchor.top - 4 - box.height >= EDGE ? anchor.top - 4 - box.height : below;
  const left = Math.max(EDGE, Math.min(anchor.left, document.documentElement.clientWidth - EDGE - box.width));
  state.element.style.top = `${top}px`;
  state.element.style.left = `${left}px`;
  state.element.style.visibility = '';
}

function close() {
  clearTimeout(closeTimer);
  const state = current;
  current = undefined;
  if (!state) return;
  state.target.removeAttribute('aria-describedby');
  state.element?.remove();
  window.removeEventListener('resize', place);
  window.removeEventListener('scroll', place, { capture: true });
}

/**
 * Shows the popup of `state.target` once its table has loaded, or the message that it could
 * not be, if it is still wanted then.
 */
function show(state: State) {
  const url = tableUrlOf(state.target);
  const row = Number(state.target.dataset.hover);
  if (!url || !Number.isInteger(row)) return;
  const open = (info: HoverTable[number] | undefined) => {
    if (current !== state || state.dismissed || !(state.hovered || state.focused)) return;
    if (state.element) {
      // The message that the types could not be loaded gives way to them once they are.
      if (!state.unavailable || !info) return;
      state.element.remove();
    }
    state.unavailable = !info;
    state.element = popupElement(info);
    (state.target.closest('main') ?? document.body).append(state.element);
    state.target.setAttribute('aria-describedby', POPUP_ID);
    place();
    // Fixed to the viewport: follow the identifier when the page or its code block scrolls.
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
  };
  loadTable(url).then(
    (table) => open(table[row]),
    () => open(undefined),
  );
}

/** The state of `target`, the one identifier with a popup, replacing another's. */
function stateOf(target: HTMLElement): State {
  if (current?.target !== target) {
    close();
    current = { target, hovered: false, focused: false, dismissed: false };
  }
  return current;
}

export function pointerEnter(target: HTMLElement | undefined) {
  if (!target) return;
  clearTimeout(closeTimer);
  const state = stateOf(target);
  state.hovered = true;
  show(state);
}

export function pointerLeave() {
  clearTimeout(closeTimer);
  closeTimer = setTimeout(() => {
    if (!current) return;
    current.hovered = false;
    current.dismissed = false;
    if (!current.focused) close();
  }, CLOSE_DELAY);
}

export function focus(target: HTMLElement) {
  const state = stateOf(target);
  state.focused = true;
  state.dismissed = false;
  show(state);
}

export function blur() {
  if (!current) return;
  current.focused = false;
  current.dismissed = false;
  if (!current.hovered) close();
}

/** Escape: closes an open popup and says so, or says there was none. */
export function dismiss(): boolean {
  if (!current?.element) return false;
  current.dismissed = true;
  const { target, hovered, focused } = current;
  close();
  // The identifier keeps its hover and focus: the popup stays closed until they end.
  current = { target, hovered, focused, dismissed: true };
  return true;
}
