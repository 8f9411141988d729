import type { Header } from '@rspress/core';
import { parseInlineMarkdownText, useActiveAnchor, useDynamicToc } from '@rspress/core/theme';
import { memo, type RefObject, useEffect, useRef } from 'react';
import { IdentifierText } from '../../components/IdentifierText';
import { scrollIntoScroller } from '../../lib/scroll-into-scroller';
import './index.css';

const BASE_DEPTH = 2;

type TocItemProps = { header: Header; active: boolean; activeRef: RefObject<HTMLAnchorElement | null> };

function TocEntry({ header, active, activeRef }: TocItemProps) {
  const depth = header.depth - BASE_DEPTH;
  // A plain link, as Rspress's Link renders one to `#id`, without the router's hooks it calls
  // first (a layout effect each, for every heading of the page).
  return (
    <a
      href={`#${header.id}`}
      ref={active ? activeRef : undefined}
      title={parseInlineMarkdownText(header.text)}
      className={active ? 'rp-toc-item rp-toc-item--active rp-link' : 'rp-toc-item rp-link'}
      style={{ paddingLeft: depth * 12 }}
      data-depth={depth}
    >
      <IdentifierText className="rp-toc-item__text rp-doc" text={header.text} />
    </a>
  );
}

/**
 * An entry renders again only when its heading or its active state changes: the outline reads
 * the headings from the page again after it loads (Rspress's `useDynamicToc`), as new objects
 * with the same contents, and a long page has sixty of them.
 */
const TocItem = memo(
  TocEntry,
  (before, after) =>
    before.active === after.active &&
    before.activeRef === after.activeRef &&
    before.header.id === after.header.id &&
    before.header.text === after.header.text &&
    before.header.depth === after.header.depth,
);

/**
 * The outline's list of the page's headings: Rspress's, with long identifiers in headings
 * (`RemoteScriptLoader.okHttpClientFactory`) wrapping at their word parts rather than
 * mid-word, and the current heading kept in view by a scroll of the list alone.
 */
export function Toc() {
  const headers = useDynamicToc();
  const { activeAnchorId } = useActiveAnchor(headers);
  const activeRef = useRef<HTMLAnchorElement>(null);
  // The current section stays in view in the outline's own scroll area (the Contents sheet on
  // phones included, which keeps its layout while closed), without moving the page: one effect
  // for the list, not one per heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current heading changes; the ref points at its entry by then
  useEffect(() => {
    const item = activeRef.current;
    const scroller = item?.closest('.rp-outline__toc');
    if (item && scroller) scrollIntoScroller(item, scroller);
  }, [activeAnchorId]);
  return (
    <>
      {headers.map((header, index) => (
        <TocItem
          // biome-ignore lint/suspicious/noArrayIndexKey: Rspress's key; two headings may share their text and id
          key={`${header.depth}_${header.text}_${header.id}_${index}`}
          header={header}
          active={activeAnchorId === header.id}
          activeRef={activeRef}
        />
      ))}
    </>
  );
}
