// The logic of an overview page (the API reference index): which entries and which of their
// headings it shows, for the filter's query and for what the overview's frontmatter says about
// each entry.

/** A heading of a listed page, at the overview's heading depth. */
export interface OverviewHeading {
  id: string;
  /** As in the page data: inline Markdown, such as `` `createServer` ``. */
  text: string;
}

/** A page listed on the overview. */
export interface OverviewEntry {
  text: string;
  link: string;
  headings: OverviewHeading[];
}

/** A group of the overview: a sidebar group, or a page that stands alone in the sidebar. */
export interface OverviewSection {
  name: string;
  entries: OverviewEntry[];
}

/**
 * What the overview's frontmatter (`overviewEntries`, keyed by the entry's link) says about an
 * entry: a one-line summary, and the texts of the two or three headings a reader most often
 * wants from it, in the order to show them.
 */
export interface EntryNote {
  summary?: string;
  anchors?: string[];
}

/** Which headings an entry shows: its key anchors, or the headings the query found. */
export type ShownHeadings = 'key' | OverviewHeading[];

export interface ShownSection {
  name: string;
  entries: Array<{ entry: OverviewEntry; headings: ShownHeadings }>;
}

const filterText = (text: string) => text.toLowerCase().replace(/-/g, ' ');

/** Spec §5: a case-insensitive substring match, with hyphens read as spaces. */
export function matchesFilter(text: string, query: string): boolean {
  return filterText(text).includes(filterText(query));
}

/**
 * The sections and entries that the filter's `query` keeps (spec §2, §5). An empty query, or
 * one that matches a group's name, keeps every entry of the group with its key anchors; a query
 * that matches a page's title keeps the page with all its headings, its table of contents; a
 * query that matches some headings keeps the page with those headings only.
 */
export function filterOverview(sections: OverviewSection[], query: string): ShownSection[] {
  const keyed = (section: OverviewSection): ShownSection => ({
    name: section.name,
    entries: section.entries.map((entry) => ({ entry, headings: 'key' })),
  });
  if (!query) return sections.map(keyed);
  return sections.flatMap((section) => {
    if (matchesFilter(section.name, query)) return [keyed(section)];
    const entries = section.entries.flatMap((entry) => {
      if (matchesFilter(entry.text, query)) return [{ entry, headings: entry.headings }];
      const found = entry.headings.filter((heading) => matchesFilter(plainText(heading.text), query));
      return found.length > 0 ? [{ entry, headings: found }] : [];
    });
    return entries.length > 0 ? [{ name: section.name, entries }] : [];
  });
}

/** A heading's text without the inline Markdown marks of code, emphasis and strike-through. */
export function plainText(text: string): string {
  return text.replace(/[`*~]/g, '');
}

/**
 * The entry's key anchors: the headings its note names, in the note's order. An entry without
 * a note shows its first three headings. A name that matches none of the entry's headings is
 * reported in `unknown` (a heading renamed on its page) and left out.
 */
export function keyAnchors(entry: OverviewEntry, note: EntryNote | undefined): { anchors: OverviewHeading[]; unknown: string[] } {
  if (!note?.anchors) return { anchors: entry.headings.slice(0, 3), unknown: [] };
  const anchors: OverviewHeading[] = [];
  const unknown: string[] = [];
  for (const name of note.anchors) {
    const heading = entry.headings.find((candidate) => plainText(candidate.text) === name);
    if (heading) anchors.push(heading);
    else unknown.push(name);
  }
  return { anchors, unknown };
}

/** The key under which `overviewEntries` names an entry: its link without `.html` or a final `/`. */
export function entryKey(link: string): string {
  return link
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/(.)\/$/, '$1');
}

/**
 * The notes of the overview's frontmatter (`overviewEntries`, keyed by entry link), with what
 * is wrong in them, checked against the overview's `sections`: a value of the wrong shape, a
 * note for a page the overview does not list, a listed page without a summary, and an anchor
 * that names no heading of its page (renamed since) are named; the note keeps what is usable,
 * so a writer's slip costs a line of the index, never the page.
 */
export function readEntryNotes(value: unknown, sections: OverviewSection[]): { notes: Map<string, EntryNote>; problems: string[] } {
  const notes = new Map<string, EntryNote>();
  const problems: string[] = [];
  if (value === undefined) return { notes, problems };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { notes, problems: ['overviewEntries must map each page link to { summary, anchors }'] };
  }
  for (const [link, note] of Object.entries(value)) {
    const { summary, anchors } = (note ?? {}) as Record<string, unknown>;
    const summaryOk = summary === undefined || typeof summary === 'string';
    const anchorsOk = anchors === undefined || (Array.isArray(anchors) && anchors.every((anchor) => typeof anchor === 'string'));
    if (!summaryOk) problems.push(`overviewEntries["${link}"].summary must be a string`);
    if (!anchorsOk) problems.push(`overviewEntries["${link}"].anchors must be a list of heading texts`);
    notes.set(entryKey(link), {
      summary: summaryOk ? (summary as string | undefined) : undefined,
      anchors: anchorsOk ? (anchors as string[] | undefined) : undefined,
    });
  }
  const listed = new Set<string>();
  for (const entry of sections.flatMap((section) => section.entries)) {
    const key = entryKey(entry.link);
    listed.add(key);
    const note = notes.get(key);
    if (!note?.summary) problems.push(`"${key}" has no summary in overviewEntries`);
    for (const name of keyAnchors(entry, note).unknown)
      problems.push(`overviewEntries["${key}"] names the heading "${name}", which the page does not have`);
  }
  for (const key of notes.keys()) if (!listed.has(key)) problems.push(`overviewEntries names "${key}", which the overview does not list`);
  return { notes, problems };
}
