// Fetches the index once per page load and builds the search engine from it (spec §4, §7, §8).
import { createSearchEngine, DEFAULT_SLICE_MS, type SearchEngine } from './engine';
import type { IndexedPage } from './sections';
import { siteSectionOf } from './site-section';
import { setSearchIndexStatus } from './status';

/** Logged when the index cannot be fetched (spec §8); search then works on an empty index. */
export const SEARCH_INDEX_FAILURE = 'Failed to fetch search index, please reload the page and try again.';

/**
 * Indexing slices in idle time, before anyone searches: short enough that no task holds up
 * the reader's input, even on a phone four times slower than a laptop (a task over 50 ms is
 * a long task there).
 */
const BACKGROUND_SLICE_MS = 8;

const engines = new Map<string, { engine: Promise<SearchEngine>; pace: { sliceMs: number } }>();

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
 * fetch the engine is empty, and the next call tries again. A `background` build (idle-time
 * preload) indexes in short slices; a call that is not in the background, such as the panel
 * opening, makes a build under way go at full pace.
 */
export function loadSearchEngine(url: string | undefined, { background = false }: { background?: boolean } = {}): Promise<SearchEngine> {
  const key = url ?? '';
  const known = engines.get(key);
  if (known) {
    if (!background) known.pace.sliceMs = DEFAULT_SLICE_MS;
    return known.engine;
  }
  setSearchIndexStatus(url, 'initing');
  const pace = { sliceMs: background ? BACKGROUND_SLICE_MS : DEFAULT_SLICE_MS };
  const engine = fetchPages(url).then(async (pages) => {
    const built = await createSearchEngine(pages ?? [], { sectionOf: siteSectionOf, pace });
    if (pages) {
      setSearchIndexStatus(url, 'inited');
    } else {
      engines.delete(key);
      setSearchIndexStatus(url, 'failed');
    }
    return built;
  });
  engines.set(key, { engine, pace });
  return engine;
}
