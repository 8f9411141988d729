// Fetches the index once per page load and starts the search engine on it (spec §4, §7, §8):
// in a worker of its own, or on the main thread where a worker cannot start.
import { createSearchEngine, DEFAULT_SLICE_MS, type Suggestion } from './engine';
import type { SearchWorkerReply, SearchWorkerRequest } from './search-worker';
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

/** The engine as the panel sees it: suggestions, best first, for what was typed. */
export interface SearchClient {
  search(query: string): Promise<Suggestion[]>;
}

const clients = new Map<string, { client: Promise<SearchClient>; pace: { sliceMs: number } }>();

async function fetchIndex(url: string | undefined): Promise<string | undefined> {
  // A site without searchable pages has no index file at all.
  if (!url) return '[]';
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
    return await response.text();
  } catch (error) {
    console.error(SEARCH_INDEX_FAILURE);
    console.error(error);
    return undefined;
  }
}

/** The engine's worker: `index` hands it the index and resolves to the engine once it is built. */
interface SearchWorker {
  index(json: string): Promise<SearchClient>;
  stop(): void;
}

/**
 * Starts the engine's worker, which loads its code while the index downloads. Its engine
 * rejects if the worker cannot start or the index is not valid.
 */
function startWorker(): SearchWorker {
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'search' });
  const waiting = new Map<number, { resolve: (suggestions: Suggestion[]) => void; reject: (error: unknown) => void }>();
  let lastId = 0;
  const send = (request: SearchWorkerRequest) => worker.postMessage(request);
  const client: SearchClient = {
    search: (query) =>
      new Promise((resolve, reject) => {
        waiting.set(++lastId, { resolve, reject });
        send({ type: 'search', id: lastId, query });
      }),
  };
  const indexed = new Promise<SearchClient>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<SearchWorkerReply>) => {
      if (data.type === 'indexed') {
        if (data.ok) resolve(client);
        else reject(new SyntaxError('The search index is not valid JSON.'));
        return;
      }
      waiting.get(data.id)?.resolve(data.suggestions);
      waiting.delete(data.id);
    };
    worker.onerror = (event) => {
      const error = new Error(`The search worker stopped: ${event.message || 'its script did not load'}`);
      reject(error);
      for (const query of waiting.values()) query.reject(error);
      waiting.clear();
      worker.terminate();
    };
  });
  // A worker that fails before it gets the index (or never gets it) is handled in `startEngine`.
  indexed.catch(() => undefined);
  return {
    index: (json) => {
      send({ type: 'index', json });
      return indexed;
    },
    stop: () => worker.terminate(),
  };
}

/** The engine on the main thread, indexing in slices of `pace`. */
async function searchOnMainThread(json: string, pace: { sliceMs: number }): Promise<SearchClient> {
  const engine = await createSearchEngine(JSON.parse(json), { sectionOf: siteSectionOf, pace });
  return { search: async (query) => engine.search(query) };
}

/** The engine on `json`: in the worker if it started, else (or if it fails there) on the main thread. */
async function startEngine(json: string, worker: SearchWorker | undefined, pace: { sliceMs: number }): Promise<SearchClient | undefined> {
  try {
    if (worker) return await worker.index(json);
  } catch {
    // The main thread tries next; it logs what stops it too.
  }
  try {
    return await searchOnMainThread(json, pace);
  } catch (error) {
    console.error(SEARCH_INDEX_FAILURE);
    console.error(error);
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
    if (!background) known.pace.sliceMs = DEFAULT_SLICE_MS;
    return known.client;
  }
  setSearchIndexStatus(url, 'initing');
  const pace = { sliceMs: background ? BACKGROUND_SLICE_MS : DEFAULT_SLICE_MS };
  let worker: SearchWorker | undefined;
  try {
    worker = startWorker();
  } catch {
    // No workers here: the main thread searches.
  }
  const client = fetchIndex(url).then(async (json) => {
    const started = json === undefined ? undefined : await startEngine(json, worker, pace);
    if (!started) worker?.stop();
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
