// Fetches the index once per page load and starts the search engine on it (spec §4, §7, §8):
// in a worker of its own, which fetches the index too, or on the main thread where a worker
// cannot start.
import type { Suggestion } from './engine';
import { readIndex } from './index-file';
import { newestQueryOnly, SupersededQuery } from './newest-query';
import type { SearchWorkerReply, SearchWorkerRequest } from './search-worker';
import type { IndexedPage } from './sections';
import { siteSectionOf } from './site-section';
import { setSearchIndexStatus } from './status';

/** Logged when the index cannot be fetched (spec §8); search then works on an empty index. */
export const SEARCH_INDEX_FAILURE = 'Failed to fetch search index, please reload the page and try again.';

/**
 * Indexing slices on the main thread in idle time, before anyone searches: short enough that
 * no task holds up the reader's input, even on a phone four times slower than a laptop (a task
 * over 50 ms is a long task there). Only where the worker cannot start.
 */
const BACKGROUND_SLICE_MS = 8;
/**
 * Indexing slices on the main thread once the reader is waiting for results (the engine's own
 * default, set here so that the page does not load the engine's code for a number).
 */
const FOREGROUND_SLICE_MS = 40;

/** The engine as the panel sees it: suggestions, best first, for what was typed. */
export interface SearchClient {
  search(query: string): Promise<Suggestion[]>;
}

const clients = new Map<string, { client: Promise<SearchClient>; pace: { sliceMs: number } }>();

/** Why the index is unusable: the same for the worker and the page, so the page does not retry. */
class SearchIndexUnavailable extends Error {}

function logIndexFailure(error: unknown) {
  console.error(SEARCH_INDEX_FAILURE);
  console.error(error);
}

/** The engine's worker: `index` has it fetch and index the file, and resolves once it can search. */
interface SearchWorker {
  index(url: string | undefined): Promise<SearchClient>;
  stop(): void;
}

/**
 * Starts the engine's worker. Its engine rejects with {@link SearchIndexUnavailable} when the
 * index cannot be fetched or read, and with another error when the worker cannot run.
 */
function startWorker(): SearchWorker {
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'search' });
  const waiting = new Map<number, { resolve: (suggestions: Suggestion[]) => void; reject: (error: unknown) => void }>();
  let lastId = 0;
  const send = (request: SearchWorkerRequest) => worker.postMessage(request);
  // The worker gets one query at a time, so a query that typing has replaced is never sent.
  const client: SearchClient = {
    search: newestQueryOnly(
      (query) =>
        new Promise((resolve, reject) => {
          waiting.set(++lastId, { resolve, reject });
          send({ type: 'search', id: lastId, query });
        }),
    ),
  };
  const indexed = new Promise<SearchClient>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<SearchWorkerReply>) => {
      if (data.type === 'indexed') {
        if (data.ok) resolve(client);
        else reject(data.cause === 'index' ? new SearchIndexUnavailable(data.error) : new Error(data.error));
        return;
      }
      const query = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.type === 'results') query?.resolve(data.suggestions);
      else query?.reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      const error = new Error(`The search worker stopped: ${event.message || 'its script did not load'}`);
      reject(error);
      for (const query of waiting.values()) query.reject(error);
      waiting.clear();
      worker.terminate();
    };
  });
  // A worker that fails before it is asked for the index is handled in `startEngine`.
  indexed.catch(() => undefined);
  return {
    index: (url) => {
      // Resolved here: the worker would resolve a relative address against its own script's.
      send({ type: 'index', url: url === undefined ? undefined : new URL(url, location.href).href });
      return indexed;
    },
    stop: () => worker.terminate(),
  };
}

/**
 * The engine on the main thread, indexing in slices of `pace`. Its code (MiniSearch, the
 * stemmer, the ranking) loads only here: where the worker runs, the page never evaluates it.
 */
async function searchOnMainThread(pages: IndexedPage[], pace: { sliceMs: number }): Promise<SearchClient> {
  const { createSearchEngine } = await import('./engine');
  const engine = await createSearchEngine(pages, { sectionOf: siteSectionOf, pace });
  return {
    // Each query waits for the keystrokes already on their way: of a burst of typing, only
    // the last query is searched, and the page's own thread does no work for the others.
    search: newestQueryOnly(
      (query, superseded) =>
        new Promise((resolve, reject) => {
          setTimeout(() => {
            if (superseded()) reject(new SupersededQuery(query));
            else {
              try {
                resolve(engine.search(query));
              } catch (error) {
                reject(error);
              }
            }
          }, 0);
        }),
    ),
  };
}

/**
 * The engine on the index at `url`: built by the worker, which fetches the file itself so that
 * the page's main thread neither receives nor decodes it (a 100–200 ms task on a phone), or
 * on the main thread where the worker cannot run. Undefined (logged) when the index is unusable.
 */
async function startEngine(
  url: string | undefined,
  worker: SearchWorker | undefined,
  pace: { sliceMs: number },
): Promise<SearchClient | undefined> {
  if (worker) {
    try {
      return await worker.index(url);
    } catch (error) {
      // The page would fetch the same unusable file; a worker that cannot run is replaced.
      worker.stop();
      if (error instanceof SearchIndexUnavailable) {
        logIndexFailure(error);
        return undefined;
      }
    }
  }
  try {
    return await searchOnMainThread(await readIndex(url), pace);
  } catch (error) {
    logIndexFailure(error);
    return undefined;
  }
}

const EMPTY: SearchClient = { search: async () => [] };

/**
 * The engine for the index at `url`, fetched and started on the first call. After a failed
 * fetch the engine is empty, and the next call tries again. A `background` start (idle-time
 * preload) that falls back to the main thread indexes in short slices; a call that is not in
 * the background, such as the panel opening, makes it go at full pace.
 */
export function loadSearchEngine(url: string | undefined, { background = false }: { background?: boolean } = {}): Promise<SearchClient> {
  const key = url ?? '';
  const known = clients.get(key);
  if (known) {
    if (!background) known.pace.sliceMs = FOREGROUND_SLICE_MS;
    return known.client;
  }
  setSearchIndexStatus(url, 'initing');
  const pace = { sliceMs: background ? BACKGROUND_SLICE_MS : FOREGROUND_SLICE_MS };
  let worker: SearchWorker | undefined;
  try {
    worker = startWorker();
  } catch {
    // No workers here: the main thread searches.
  }
  const client = startEngine(url, worker, pace).then((started) => {
    if (started) {
      setSearchIndexStatus(url, 'inited');
      return started;
    }
    clients.delete(key);
    setSearchIndexStatus(url, 'failed');
    return EMPTY;
  });
  clients.set(key, { client, pace });
  return client;
}
