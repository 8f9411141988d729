// The search engine's own thread. Building the index and answering a long query (a pasted log
// takes tens of milliseconds on a phone) happen here, so neither holds up the reader's typing:
// the page's main thread only sends the query and renders the suggestions that come back.
import { createSearchEngine, type SearchEngine, type Suggestion } from './engine';
import type { IndexedPage } from './sections';
import { siteSectionOf } from './site-section';

export type SearchWorkerRequest = { type: 'index'; json: string } | { type: 'search'; id: number; query: string };
export type SearchWorkerReply = { type: 'indexed'; ok: boolean } | { type: 'results'; id: number; suggestions: Suggestion[] };

const reply = (message: SearchWorkerReply) => self.postMessage(message);

let engine: Promise<SearchEngine | undefined> = Promise.resolve(undefined);

self.onmessage = ({ data }: MessageEvent<SearchWorkerRequest>) => {
  if (data.type === 'index') {
    let pages: IndexedPage[] | undefined;
    try {
      pages = JSON.parse(data.json) as IndexedPage[];
    } catch {
      reply({ type: 'indexed', ok: false });
      return;
    }
    // Alone on its thread, indexing has nobody to pause for.
    engine = createSearchEngine(pages, { sectionOf: siteSectionOf, pace: { sliceMs: Number.POSITIVE_INFINITY } });
    void engine.then(() => reply({ type: 'indexed', ok: true }));
    return;
  }
  const { id, query } = data;
  void engine.then((built) => reply({ type: 'results', id, suggestions: built?.search(query) ?? [] }));
};
