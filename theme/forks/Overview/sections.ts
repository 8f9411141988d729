// Rspress's grouping of an overview page's entries (Overview/index.tsx and Overview/utils.ts
// of @rspress/core 2.0.22), kept as it is: the sidebar's groups under the overview's own
// route, each page with its headings at the overview's heading depth.
import type { NormalizedSidebarGroup, SidebarDivider, SidebarItem, SidebarSectionHeader } from '@rspress/core';
import { isEqualPath, normalizeHref } from '@rspress/core/runtime';
import type { OverviewEntry, OverviewSection } from '../../lib/overview-index';

type SidebarEntry = NormalizedSidebarGroup | SidebarItem | SidebarDivider | SidebarSectionHeader;
type Listed = NormalizedSidebarGroup | SidebarItem;

interface PageSummary {
  routePath: string;
  toc?: Array<{ id: string; text: string; depth: number }>;
}

const isDivider = (entry: SidebarEntry): entry is SidebarDivider => 'dividerType' in entry;
const isSectionHeader = (entry: SidebarEntry): entry is SidebarSectionHeader => 'sectionHeaderText' in entry;
const isGroup = (entry: SidebarEntry): entry is NormalizedSidebarGroup => 'items' in entry && Array.isArray(entry.items);
const isSingleFile = (entry: SidebarEntry): entry is SidebarItem => !('items' in entry) && 'link' in entry;

/** An entry's own link, or its first page's. */
function firstLink(entry: SidebarEntry): string {
  if ('link' in entry && entry.link) return entry.link;
  if ('items' in entry && entry.items[0]) return firstLink(entry.items[0]);
  return '';
}

/**
 * The sidebar entries an overview at `routePath` lists: the children of the group whose link it
 * is, or the entries beside it when it is a page of its own (Rspress's findItemByRoutePath).
 */
function entriesAround(entries: SidebarEntry[], routePath: string): Listed[] {
  const isHere = (entry: SidebarEntry) => {
    if (isDivider(entry) || isSectionHeader(entry)) return false;
    const link = normalizeHref(entry.link || '/', true);
    return link === routePath || link === routePath.replace(/\/$/, '');
  };
  const index = entries.findIndex(isHere);
  if (index === -1) return entries.flatMap((entry) => (isGroup(entry) ? entriesAround(entry.items, routePath) : []));
  const here = entries[index] as Listed;
  const listed = (list: SidebarEntry[]) => list.filter((entry) => !isDivider(entry)) as Listed[];
  if (isGroup(here) && here.items.length > 0) {
    return here.items.every((item) => !('items' in item)) ? [here] : listed(here.items);
  }
  return listed(entries.filter((_, position) => position !== index || isGroup(here)));
}

/** The overview's sections, from the sidebar of its route and the site's page data. */
export function overviewSections({
  sidebar,
  routePath,
  pages,
  frontmatter,
}: {
  sidebar: SidebarEntry[];
  routePath: string;
  pages: PageSummary[];
  frontmatter: Record<string, unknown>;
}): OverviewSection[] {
  const below = (link: string) => link.startsWith(routePath.replace(/overview$/, '')) && !isEqualPath(link, routePath);
  const listedPages = pages.filter((page) => below(page.routePath));
  const top =
    sidebar[0] && !isDivider(sidebar[0]) && !isSectionHeader(sidebar[0]) && sidebar[0].link === routePath
      ? (sidebar as Listed[])
      : entriesAround(sidebar, routePath);

  const entryOf = (item: SidebarEntry, group?: NormalizedSidebarGroup): OverviewEntry | undefined => {
    if (isDivider(item) || isSectionHeader(item)) return undefined;
    if (item.link === `${routePath}index` && frontmatter.overview === true) return undefined;
    const depths = item.overviewHeaders ?? (frontmatter.overviewHeaders as number[] | undefined) ?? group?.overviewHeaders ?? [2];
    const page = listedPages.find((candidate) => isEqualPath(candidate.routePath, item.link || ''));
    return {
      text: item.text ?? '',
      link: firstLink(item),
      headings: (page?.toc ?? []).filter((heading) => depths.includes(heading.depth)).map(({ id, text }) => ({ id, text })),
    };
  };

  return top.flatMap((entry): OverviewSection[] => {
    if (isGroup(entry)) {
      if (!entry.items.some((item) => below(firstLink(item)))) return [];
      const entries = entry.items.map((item) => entryOf(item, entry)).filter((item) => item !== undefined);
      return [{ name: entry.text ?? '', entries }];
    }
    if (isSingleFile(entry) && below(firstLink(entry))) {
      const single = entryOf(entry);
      return [{ name: entry.text ?? '', entries: single ? [single] : [] }];
    }
    return [];
  });
}
