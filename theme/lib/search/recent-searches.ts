// The queries a reader searched with and then chose a result of, newest first, kept in the
// browser's local storage for the search panel's empty state. What is stored is read with
// suspicion: another version of the site, an extension or a hand edit may have left anything
// there, and storage may be switched off; none of that ever breaks the panel.

/** The key in local storage. */
export const RECENT_SEARCHES_KEY = 'repack-docs:recent-searches';
/** How many recent searches the panel offers. */
export const MAX_RECENT_SEARCHES = 5;
/** Longer queries (a pasted log) are not offered again: a line of the panel shows about this much. */
export const MAX_RECENT_SEARCH_LENGTH = 100;

/** Local storage, or undefined where it is switched off or not allowed (it throws there). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** A query as it is kept: one line, trimmed, short enough to show. */
function keepable(query: string): string | undefined {
  const kept = query.replace(/\s+/g, ' ').trim();
  return kept && kept.length <= MAX_RECENT_SEARCH_LENGTH ? kept : undefined;
}

/** The stored searches, newest first; nothing when the stored value is not what this code writes. */
export function readRecentSearches(from: Storage | undefined = storage()): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(from?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const searches: string[] = [];
  for (const item of stored) {
    const query = typeof item === 'string' ? keepable(item) : undefined;
    if (query && !searches.some((known) => known.toLowerCase() === query.toLowerCase())) searches.push(query);
    if (searches.length === MAX_RECENT_SEARCHES) break;
  }
  return searches;
}

/** Puts `query` first among the recent searches (once, whatever its case); returns them. */
export function rememberSearch(query: string, to: Storage | undefined = storage()): string[] {
  const kept = keepable(query);
  const searches = readRecentSearches(to);
  if (!kept) return searches;
  const next = [kept, ...searches.filter((known) => known.toLowerCase() !== kept.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
  try {
    to?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the searches are simply not remembered.
  }
  return next;
}

/** Forgets every recent search. */
export function forgetRecentSearches(from: Storage | undefined = storage()): void {
  try {
    from?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to forget where storage is refused.
  }
}
