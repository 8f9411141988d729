// The specification caps a query at 7 hits (§9). Rspress asks its index for 7 documents per
// indexed field (title, headings, content), so one query can list 20 and more pages. The
// site keeps the suggestions of the first 7 pages, in Rspress's order (title matches first).

export const MAX_PAGES_PER_QUERY = 7;

/** The suggestions that belong to the first `maxPages` distinct pages; anchors don't count. */
export function keepFirstPages<T extends { link: string }>(suggestions: readonly T[], maxPages = MAX_PAGES_PER_QUERY): T[] {
  const pages = new Set<string>();
  return suggestions.filter((suggestion) => {
    const page = suggestion.link.replace(/#.*$/, '');
    if (pages.has(page)) return true;
    if (pages.size >= maxPages) return false;
    pages.add(page);
    return true;
  });
}
