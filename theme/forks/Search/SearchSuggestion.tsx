import { IconFile, IconHeader, IconJump, IconTitle, Link, SvgWrapper } from '@rspress/core/theme';
import type { MouseEventHandler, ReactNode } from 'react';
import type { Suggestion } from '../../lib/search/engine';
import type { Highlight } from '../../lib/search/excerpt';
import './SearchSuggestion.css';

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
  /** The option's id, which the search field's `aria-activedescendant` points at. */
  id: string;
  suggestion: Suggestion;
  /** The option the arrow keys are on; Enter opens it. */
  selected: boolean;
  onPointerMove: MouseEventHandler;
  onChoose: () => void;
}

/**
 * One result of the search panel, an option of its listbox: the section's own heading as its
 * title, where it sits (the part of the site, the page and the headings above) as a muted
 * line, and the matching text. The option is the link itself, so a click, a middle click and
 * "open in new tab" work; it stays out of the tab order, as the field's arrow keys reach it.
 */
export function SearchSuggestion({ id, suggestion, selected, onPointerMove, onChoose }: SearchSuggestionProps) {
  const { type, link, section, title, titleHighlights, path, excerpt } = suggestion;
  return (
    <Link
      id={id}
      href={link}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className="repack-search-suggestion"
      onClick={onChoose}
      onMouseMove={onPointerMove}
    >
      <SvgWrapper icon={ICONS[type]} className="repack-search-suggestion__icon" aria-hidden="true" />
      <span className="repack-search-suggestion__body">
        <span className="repack-search-suggestion__title">{withMarks(title, titleHighlights)}</span>
        <span className="repack-search-suggestion__path">
          {section && <span className="repack-search-suggestion__section">{section}</span>}
          {path.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: headings of one path may repeat; their place is what they are
            <span key={index} className="repack-search-suggestion__step">
              {index > 0 && <span aria-hidden="true"> ›</span>} {step}
            </span>
          ))}
        </span>
        {excerpt && <span className="repack-search-suggestion__excerpt">{withMarks(excerpt.text, excerpt.highlights)}</span>}
      </span>
      {/* Enter opens the selected result: a hint for keyboards, not shown on touch screens. */}
      {selected && <SvgWrapper icon={IconJump} className="repack-search-suggestion__jump" aria-hidden="true" />}
    </Link>
  );
}
