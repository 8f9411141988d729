import { type CSSProperties, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * A page's popups (theme/plugins/twoslash-examples.ts): for each, the type as TypeScript's quick
 * info prints it (`class RepackPlugin`, `(property) platform?: string`) and the doc comment as
 * plain text with `inline code`.
 */
export type HoverTable = [type: string, docs?: string][];
/** Address of a page's table (a hashed file under /static/). */
type TableUrl = string;

export interface TwoslashHoverProps {
  /** The identifier's highlighted tokens. */
  children?: ReactNode;
  /** Its row in the page's table (a string in the page's markup). */
  entry: number | string;
  /** Address of the page's table. */
  table: TableUrl;
}

const tables = new Map<TableUrl, Promise<HoverTable>>();
/** The page's table, fetched once on first use. */
function loadTable(url: TableUrl): Promise<HoverTable> {
  let table = tables.get(url);
  if (!table) {
    table = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<HoverTable>;
    });
    tables.set(url, table);
  }
  return table;
}

/** Margin the popup keeps from the viewport's edges, in px. */
const EDGE = 8;
/** A popup's style until it has been measured and placed. */
const UNPLACED: CSSProperties = { visibility: 'hidden' };
/** Time to move the pointer from the identifier onto its popup (or back) before it closes, in ms. */
const CLOSE_DELAY = 150;

/** A doc comment as paragraphs (block spans, since the popup is phrasing content), with `code` spans as <code>. */
function DocText({ docs }: { docs: string }) {
  return docs
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph, index) => (
      // Paragraphs of a fixed comment: the index is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: the text does not change
      <span key={index} className="twoslash-popup-paragraph">
        {paragraph.split(/(`[^`]+`)/).map((part, at) =>
          part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the text does not change
            <code key={at}>{part.slice(1, -1)}</code>
          ) : (
            part
          ),
        )}
      </span>
    ));
}

/**
 * An identifier of a checked example with its type and doc comment (Twoslash, rendered by
 * theme/plugins/twoslash-examples.ts). The popup is a tooltip: it opens while the identifier
 * is hovered or has keyboard focus (a tap focuses it on a phone), describes it to screen
 * readers, stays open while the pointer is on it, and Escape closes it. It is rendered into
 * the page's <main> when it opens, fixed over the page, so it moves no content and no code
 * block's scrolling clips it.
 */
export function TwoslashHover({ children, entry, table }: TwoslashHoverProps) {
  const id = useId();
  const [info, setInfo] = useState<HoverTable[number] | undefined>(undefined);
  const trigger = useRef<HTMLSpanElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [position, setPosition] = useState<CSSProperties>(UNPLACED);
  const wanted = (hovered || focused) && !dismissed;
  const open = wanted && info !== undefined;

  useEffect(() => {
    if (!wanted || info) return;
    let current = true;
    loadTable(table).then(
      (rows) => current && setInfo(rows[Number(entry)] ?? ['']),
      () => {
        // Offline or a new deployment: the code stays readable without its types; try again next time.
        tables.delete(table);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, info, table, entry]);

  const hoverStart = () => {
    clearTimeout(closeTimer.current);
    setHovered(true);
  };
  const hoverEnd = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setHovered(false);
      setDismissed(false);
    }, CLOSE_DELAY);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Below the identifier, or above it when there is no room below; inside the viewport.
  // Nothing on mount: a page hydrates a hundred or more of these, and a state update in a
  // layout effect renders each one again before the first paint.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = trigger.current?.getBoundingClientRect();
      const box = popup.current?.getBoundingClientRect();
      if (!anchor || !box) return;
      const below = anchor.bottom + 4;
      const top =
        below + box.height > window.innerHeight - EDGE && anchor.top - 4 - box.height >= EDGE ? anchor.top - 4 - box.height : below;
      const left = Math.max(EDGE, Math.min(anchor.left, document.documentElement.clientWidth - EDGE - box.width));
      setPosition({ top, left });
    };
    place();
    // Fixed to the viewport: follow the identifier when the page or its code block scrolls.
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
      // Hidden until measured again, so that a popup never shows where it was last time.
      setPosition(UNPLACED);
    };
  }, [open]);

  // Escape closes the popup wherever focus is while the pointer holds it open (WCAG 1.4.13).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    // A focusable span in code, described by its popup while it is open: the tooltip pattern.
    // Its handlers only show and hide the popup; it has no action of its own.
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus open a tooltip, nothing else
    <span
      ref={trigger}
      className="twoslash-hover"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the identifier is focusable so that keyboard users can read its type
      tabIndex={0}
      aria-describedby={open ? id : undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && hoverStart()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hoverEnd()}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        setDismissed(false);
      }}
    >
      {children}
      {open &&
        info &&
        createPortal(
          <div
            ref={popup}
            id={id}
            role="tooltip"
            className="twoslash-popup"
            style={position}
            onPointerEnter={(event) => event.pointerType === 'mouse' && hoverStart()}
            onPointerLeave={(event) => event.pointerType === 'mouse' && hoverEnd()}
          >
            <code className="twoslash-popup-type">{info[0]}</code>
            {info[1] ? (
              <span className="twoslash-popup-docs">
                <DocText docs={info[1]} />
              </span>
            ) : null}
          </div>,
          // In the page's <main>, so the popup is part of the content landmark, outside any code
          // block whose scrolling would clip it.
          trigger.current?.closest('main') ?? document.body,
        )}
    </span>
  );
}

/** The hover component of one page, bound to that page's table (see theme/plugins/twoslash-examples.ts). */
export function bindTwoslashHover(table: TableUrl) {
  // Called once, at the top level of a page's module: one stable component per page.
  // biome-ignore lint/correctness/noComponentHookFactories: a page binds its table once, at module scope
  return function PageTwoslashHover(props: Omit<TwoslashHoverProps, 'table'>) {
    return <TwoslashHover {...props} table={table} />;
  };
}
