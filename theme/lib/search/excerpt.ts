// The snippet a search result shows: about 100 characters around the matched words, with an
// ellipsis where the text was cut and the matched words marked (spec §9).

export interface Highlight {
  start: number;
  length: number;
}

export interface Excerpt {
  text: string;
  highlights: Highlight[];
}

export const EXCERPT_WIDTH = 100;
/** How much of the width goes before the first matched word. */
const LEAD_WIDTH = 24;
const ELLIPSIS = '…';

/** Non-Latin characters are wide: they count three (spec §9). */
function charWidth(char: string): number {
  return char.charCodeAt(0) > 255 ? 3 : 1;
}

/** Overlapping or touching ranges become one, so `getResolveOptions` is marked once. */
export function mergeRanges(ranges: ReadonlyArray<{ start: number; end: number }>): Array<{ start: number; end: number }> {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Array<{ start: number; end: number }> = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Where a window of `width` starting at `start` ends. */
function windowEnd(text: string, start: number, width: number): number {
  let used = 0;
  let end = start;
  while (end < text.length && used + charWidth(text[end]!) <= width) used += charWidth(text[end++]!);
  return end;
}

/** Moves back from `from` by up to `width`. */
function windowStart(text: string, from: number, width: number): number {
  let used = 0;
  let start = from;
  while (start > 0 && used + charWidth(text[start - 1]!) <= width) used += charWidth(text[--start]!);
  return start;
}

/**
 * Cuts `text` to about {@link EXCERPT_WIDTH} characters around the matched ranges, choosing the
 * window that shows the most different matched words, and marks those words.
 */
export function makeExcerpt(
  text: string,
  matches: ReadonlyArray<{ start: number; end: number; term: string }>,
  width = EXCERPT_WIDTH,
): Excerpt {
  const ranges = mergeRanges(matches);
  let bestStart = 0;
  let bestCount = -1;
  for (const anchor of ranges) {
    const start = windowStart(text, anchor.start, LEAD_WIDTH);
    const end = windowEnd(text, start, width);
    const terms = new Set(matches.filter((match) => match.start >= start && match.end <= end).map((match) => match.term));
    if (terms.size > bestCount) {
      bestCount = terms.size;
      bestStart = start;
    }
  }
  let start = bestStart;
  let end = windowEnd(text, start, width);
  // Cut between words, not inside one.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    const firstMatch = ranges.find((range) => range.start >= start)?.start ?? end;
    if (space !== -1 && space < firstMatch) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    const lastMatchEnd = ranges.filter((range) => range.end <= end).at(-1)?.end ?? start;
    if (space > start && space >= lastMatchEnd) end = space;
  }
  const prefix = start > 0 ? ELLIPSIS : '';
  const suffix = end < text.length ? ELLIPSIS : '';
  const highlights = ranges
    .filter((range) => range.start >= start && range.end <= end)
    .map((range) => ({ start: range.start - start + prefix.length, length: range.end - range.start }));
  return { text: `${prefix}${text.slice(start, end)}${suffix}`, highlights };
}
