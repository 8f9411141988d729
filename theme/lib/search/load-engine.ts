// Fetches the index once per page load and builds the search engine from it (spec §4, §7, §8).
import { createSearchEngine, type SearchEngine } from './engine';
import { searchGroupOf } from './groups';
import type { IndexedPage } from './sections';
import { setSearchIndexStatus } from './status';

/** Logged when the index cannot be fetched (spec §8); search then works on an empty index. */
export const SEARCH_INDEX_FAILURE = 'Failed to fetch search index, please reload the page and try again.';

const engines = new Map<string, Promise<SearchEngine>>();

async function fetchPages(url: string | undefined): Promise<IndexedPage[] | undefined> {
  // A site without searchable pages has no index file at all.
  if (!url) return [];
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
    return (await response.json()) as IndexedPage[];
  } catch (error) {
    console.error(SEARCH_INDEX_FAILURE);
    console.error(error);
    return undefined;
  }
}

/**
 * The engine for the index at `url`, fetched and built on the first call. After a failed
 * fetch the engine is empty, and the next call tries again.
 */
export function loadSearchEngine(url: string | undefined): Promise<SearchEngine> {
  const key = url ?? '';
  const known = engines.get(key);
  if (known) return known;
  setSearchIndexStatus(url, 'initing');
  const engine = fetchPages(url).then(async (pages) => {
    const built = await createSearchEngine(pages ?? [], { groupOf: searchGroupOf });
    if (pages) {
      setSearchIndexStatus(url, 'inited');
    } else {
      engines.delete(key);
      setSearchIndexStatus(url, 'failed');
    }
    return built;
  });
  engines.set(key, engine);
  return engine;
}
