import type { Locator } from '@playwright/test';
import { identifierParts } from '../../theme/lib/identifier-breaks';

/**
 * The text of each line the browser laid the element's text out on, in order: characters are
 * grouped by the top of their box. What a reader sees as lines, for counting characters per
 * line or checking where a name wrapped.
 */
export function textLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: string[] = [];
    let lineTop: number | undefined;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let index = 0; index < node.data.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        // Boxes on one line differ by a few pixels (inline code is padded); a new line starts
        // at least half a line lower.
        if (lineTop === undefined || box.top > lineTop + box.height / 2) {
          lines.push('');
          lineTop = box.top;
        }
        lines[lines.length - 1] += node.data.charAt(index);
      }
    }
    return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/**
 * The places where `lines`, the lines `text` was laid out on, wrap inside a word other than
 * between the parts of a long identifier (theme/lib/identifier-breaks.ts): "…Plugi | nV1".
 * A wrap at a space, a hyphen or a slash is where text wraps anyway.
 */
export function wrapsInsideWords(lines: string[], text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const partEnds = new Set<number>();
  let end = 0;
  for (const part of identifierParts(flat)) {
    end += part.length;
    partEnds.add(end);
  }
  const problems: string[] = [];
  let offset = 0;
  for (const line of lines.slice(0, -1)) {
    offset = flat.indexOf(line, offset) + line.length;
    const before = flat[offset - 1] ?? '';
    const after = flat[offset] ?? '';
    if (!/[\s/-]/.test(before) && !/\s/.test(after) && !partEnds.has(offset))
      problems.push(`${flat.slice(0, offset)} | ${flat.slice(offset)}`);
  }
  return problems;
}
