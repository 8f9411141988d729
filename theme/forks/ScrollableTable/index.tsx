import {
  Children,
  type ComponentProps,
  cloneElement,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { textOf } from '../../lib/text-of';

type ElementWithChildren = ReactElement<{ children?: ReactNode; role?: string; 'data-label'?: string }>;

const elementsOf = (children: ReactNode) => Children.toArray(children).filter(isValidElement) as ElementWithChildren[];

/**
 * The table's rows with their roles spelled out and each body cell labelled with its
 * column's header. On phones reading.css shows a row as a block (the first cell, then
 * "Header value" for the others); once a table is not laid out as a table, some browsers drop
 * its semantics unless the roles are explicit.
 */
export function labelCells(children: ReactNode): ReactNode {
  const sections = elementsOf(children);
  const headerRow = elementsOf(sections.find((section) => section.type === 'thead')?.props.children)[0];
  const headers = elementsOf(headerRow?.props.children).map((cell) => textOf(cell.props.children).trim());
  return sections.map((section) =>
    cloneElement(section, {
      role: 'rowgroup',
      children: elementsOf(section.props.children).map((row) =>
        cloneElement(row, {
          role: 'row',
          children: elementsOf(row.props.children).map((cell, column) =>
            cloneElement(
              cell,
              section.type === 'thead' ? { role: 'columnheader' } : { role: 'cell', 'data-label': headers[column] || undefined },
            ),
          ),
        }),
      ),
    }),
  );
}

/** Which sides of a scroll container hide part of its content. */
interface HiddenSides {
  start: boolean;
  end: boolean;
}

const hiddenSidesOf = (element: HTMLElement): HiddenSides => {
  const scrollable = element.scrollWidth - element.clientWidth;
  // Right to left, scrollLeft runs from 0 to minus the scrollable width.
  const scrolled = Math.abs(element.scrollLeft);
  return { start: scrollable > 1 && scrolled > 1, end: scrollable > 1 && scrolled < scrollable - 1 };
};

/**
 * Tables in page content, in the same scroll container as Rspress's. The container measures
 * itself: only while the table is wider than the column does it become a keyboard stop (a
 * reader without a mouse or a touch screen must still be able to scroll it; axe:
 * scrollable-region-focusable) and mark the sides that hide columns, which reading.css fades
 * out as the cue that there is more to scroll to.
 */
export const ScrollableTable = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function ScrollableTable({ children, ...props }, ref) {
  const container = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenSides>({ start: false, end: false });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () =>
      setHidden((previous) => {
        const next = hiddenSidesOf(element);
        return next.start === previous.start && next.end === previous.end ? previous : next;
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  const scrolls = hidden.start || hidden.end;
  return (
    <div
      ref={container}
      className="rp-table-scroll-container rp-scrollbar"
      tabIndex={scrolls ? 0 : undefined}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
    >
      {/* biome-ignore lint/a11y/noRedundantRoles: a table shown as blocks on phones is no table to some browsers without it */}
      <table ref={ref} role="table" {...props}>
        {labelCells(children)}
      </table>
    </div>
  );
});
