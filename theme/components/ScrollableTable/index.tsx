import { type ComponentProps, forwardRef, useEffect, useRef, useState } from 'react';

/**
 * Tables in page content, in the same scroll container as Rspress's, which becomes a keyboard
 * stop while the table is wider than the column: a reader who cannot use a mouse or a
 * touch screen must still be able to scroll it (axe: scrollable-region-focusable).
 */
export const ScrollableTable = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function ScrollableTable(props, ref) {
  const container = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={container} className="rp-table-scroll-container rp-scrollbar" tabIndex={scrolls ? 0 : undefined}>
      <table ref={ref} {...props} />
    </div>
  );
});
