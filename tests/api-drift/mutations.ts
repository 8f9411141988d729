/**
 * Mutations of the reference that the drift check must catch: a documented entry deleted from a
 * page, or its heading misspelt. The unit test applies them to in-memory copies of the pages and
 * expects `checkDrift` to fail on every one; a mutation it survives is a gap in the check.
 */
import type { DocsPage } from './drift';

/** A heading that documents something, by page and index. */
export interface HeadingRef {
  page: string;
  index: number;
}

/** Every heading the check counted as documenting an entry, in page order. */
export function documentingHeadings(documenting: Map<string, Set<number>>): HeadingRef[] {
  return [...documenting.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([page, indexes]) => [...indexes].sort((a, b) => a - b).map((index) => ({ page, index })));
}

/** The page without the heading and everything below it (its sub-headings), as when a section is deleted. */
export function withoutSection(page: DocsPage, index: number): DocsPage {
  const heading = page.headings[index];
  if (!heading) throw new Error(`${page.page} has no heading ${index}`);
  let end = index + 1;
  while (end < page.headings.length && (page.headings[end]?.depth ?? 0) > heading.depth) end++;
  return { ...page, headings: [...page.headings.slice(0, index), ...page.headings.slice(end)] };
}

/** The page source without the heading's line. */
export function withoutHeadingLine(source: string, line: number): string {
  const lines = source.split('\n');
  lines.splice(line - 1, 1);
  return lines.join('\n');
}

/** A misspelling of a name: two neighbouring letters of the last segment swapped (`platform` → `platfrom`). */
export function misspell(name: string): string {
  const cut = name.lastIndexOf('.') + 1;
  const last = name.slice(cut);
  for (let i = Math.max(1, last.length - 3); i + 1 < last.length; i++) {
    if (last[i] !== last[i + 1]) return name.slice(0, cut) + last.slice(0, i) + last[i + 1] + last[i] + last.slice(i + 2);
  }
  return `${name}x`;
}

/** The page source with the heading's text replaced on its line. */
export function withHeadingRenamed(source: string, line: number, from: string, to: string): string {
  const lines = source.split('\n');
  const text = lines[line - 1] ?? '';
  if (!text.includes(from)) throw new Error(`line ${line} does not contain "${from}": ${text}`);
  lines[line - 1] = text.replace(from, to);
  return lines.join('\n');
}

/** A small seeded generator (mulberry32), so a failing sample can be run again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items picked with `random`. */
export function sample<T>(items: T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return picked;
}
