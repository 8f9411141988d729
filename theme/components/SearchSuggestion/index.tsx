import { IconFile, IconHeader, IconJump, IconTitle, Link, SvgWrapper } from '@rspress/core/theme';
import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import type { Suggestion } from '../../lib/search/engine';
import type { Highlight } from '../../lib/search/excerpt';
import './index.css';

const ICONS = { title: IconTitle, header: IconHeader, content: IconFile };

/** `text` with each highlighted range wrapped in <mark>. */
function withMarks(text: string, highlights: readonly Highlight[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const { start, length } of highlights) {
    if (start < last) continue;
    parts.push(text.slice(last, start), <mark key={start}>{text.slice(start, start + length)}</mark>);
    last = start + length;
  }
  parts.push(text.slice(last));
  return parts;
}

export interface SearchSuggestionProps {
  suggestion: Suggestion;
  /** The suggestion the arrow keys are on; Enter opens it. */
  current: boolean;
  onPointerMove: MouseEventHandler;
  onChoose: () => void;
}

/** One result of the search panel: where it is (page and headings) and the matching text. */
export const SearchSuggestion = forwardRef<HTMLLIElement, SearchSuggestionProps>(function SearchSuggestion(
  { suggestion, current, onPointerMove, onChoose },
  ref,
) {
  const { type, link, header, headerHighlights, excerpt } = suggestion;
  return (
    <li ref={ref} className="repack-search-suggestion" data-current={current ? '' : undefined}>
      <Link href={link} className="repack-search-suggestion__link" onClick={onChoose} onMouseMove={onPointerMove}>
        <SvgWrapper icon={ICONS[type]} className="repack-search-suggestion__icon" aria-hidden="true" />
        <span className="repack-search-suggestion__body">
          <span className="repack-search-suggestion__header">{withMarks(header, headerHighlights)}</span>
          {excerpt && <span className="repack-search-suggestion__excerpt">{withMarks(excerpt.text, excerpt.highlights)}</span>}
        </span>
        {current && <SvgWrapper icon={IconJump} className="repack-search-suggestion__jump" aria-hidden="true" />}
      </Link>
    </li>
  );
});
