import type { Header } from '@rspress/core';
import { parseInlineMarkdownText, useActiveAnchor, useDynamicToc } from '@rspress/core/theme';
import { type RefObject, useEffect, useRef } from 'react';
import { IdentifierText } from '../../components/IdentifierText';
import { scrollIntoScroller } from '../../lib/scroll-into-scroller';
import './index.css';

const BASE_DEPTH = 2;

function TocItem({ header, active, activeRef }: { header: Header; active: boolean; activeRef: RefObject<HTMLAnchorElement | null> }) {
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
