// The search engine's own thread. Fetching and building the index and answering a long query
// (a pasted log takes tens of milliseconds on a phone) happen here, so none of them holds up
// the reader's typing: the page's main thread only sends the query and renders the
// suggestions that come back.
import type { SearchEngine, Suggestion } from './engine';
import { readIndex } from './index-file';
import { siteSectionOf } from './site-section';

export type SearchWorkerRequest = { type: 'index'; url: string | undefined } | { type: 'search'; id: number; query: string };
export type SearchWorkerReply =
  | { type: 'indexed'; ok: true }
  /** `index`: the file cannot be fetched or read; `engine`: the engine's code did not load here. */
  | { type: 'indexed'; ok: false; cause: 'index' | 'engine'; error: string }
  | { type: 'results'; id: number; suggestions: Suggestion[] }
  /** The query could not be answered: the page is told, so that it does not wait for ever. */
  | { type: 'failed'; id: number; error: string };

const reply = (message: SearchWorkerReply) => self.postMessage(message);

/** The engine once the index is in; queries that come earlier wait for it. */
let engine: Promise<SearchEngine | undefined> = Promise.resolve(undefined);

self.onmessage = ({ data }: MessageEvent<SearchWorkerRequest>) => {
  if (data.type === 'index') {
    const failed = (cause: 'index' | 'engine') => (error: unknown) => {
      reply({ type: 'indexed', ok: false, cause, error: error instanceof Error ? error.message : String(error) });
      return undefined;
    };
    // The download starts first: the worker loads the engine's chunks one after another and
    // blocks while it does (importScripts), so the index downloads meanwhile instead of after.
    const pages = readIndex(data.url).catch(failed('index'));
    const code = import('./engine').catch(failed('engine'));
    engine = Promise.all([code, pages])
      .then(([loaded, indexed]) =>
        // Alone on its thread, indexing has nobody to pause for.
        loaded && indexed
          ? loaded.createSearchEngine(indexed, { sectionOf: siteSectionOf, pace: { sliceMs: Number.POSITIVE_INFINITY } })
          : undefined,
      )
      // JSON that is not a list of pages: without a reply the page would wait forever.
      .catch(failed('index'));
    void engine.then((built) => built && reply({ type: 'indexed', ok: true }));
    return;
  }
  const { id, query } = data;
  void engine
    .then((built) => reply({ type: 'results', id, suggestions: built?.search(query) ?? [] }))
    .catch((error: unknown) => reply({ type: 'failed', id, error: error instanceof Error ? error.message : String(error) }));
};
