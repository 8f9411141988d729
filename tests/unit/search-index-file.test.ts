// Every way the index file can fail ends in an error (spec §8: search then says the index is
// missing), instead of a search that waits for ever or reads something that is not an index.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDEX_STALL_MS, readIndex } from '../../theme/lib/search/index-file';

const URL = 'https://re-pack.dev/static/search_index.en.1234.json';
const PAGE = { title: 'SVG', content: 'Inline SVG.', routePath: '/docs/guides/svg', toc: [] };

/** A fetch that answers with `body`, streamed, and stops when its request is aborted, as browsers do. */
function answering(chunks: string[], { endless = false, status = 200 } = {}) {
  return vi.fn((_url: string, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        for (const chunk of chunks) stream.enqueue(new TextEncoder().encode(chunk));
        if (!endless) stream.close();
        init?.signal?.addEventListener('abort', () => stream.error(init.signal?.reason));
      },
    });
    return Promise.resolve(new Response(body, { status }));
  });
}

/** A fetch whose server never answers: only an abort ends it. */
const neverAnswering = vi.fn(
  (_url: string, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('readIndex', () => {
  it('reads a list of pages', async () => {
    vi.stubGlobal('fetch', answering([JSON.stringify([PAGE])]));
    await expect(readIndex(URL)).resolves.toEqual([PAGE]);
  });
  it('reads nothing for a site without an index file', async () => {
    await expect(readIndex(undefined)).resolves.toEqual([]);
  });
  for (const [kind, body] of [
    ['null', 'null'],
    ['an object', '{"pages": 1}'],
    ['a list of something else', '[1, 2]'],
    ['a list with a page that lacks its text', `[${JSON.stringify(PAGE)}, {"title": "x", "routePath": "/x", "toc": []}]`],
  ] as const) {
    it(`fails on ${kind}, which is not a list of pages`, async () => {
      vi.stubGlobal('fetch', answering([body]));
      await expect(readIndex(URL)).rejects.toThrow('is not a list of pages');
    });
  }
  it('fails on a body that is not JSON, and on an error status', async () => {
    vi.stubGlobal('fetch', answering(['<!doctype html>']));
    await expect(readIndex(URL)).rejects.toThrow('is not valid JSON');
    vi.stubGlobal('fetch', answering(['unavailable'], { status: 503 }));
    await expect(readIndex(URL)).rejects.toThrow('503');
  });
  it(`gives up on a server that never answers after ${INDEX_STALL_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', neverAnswering);
    const read = readIndex(URL);
    const failed = expect(read).rejects.toThrow(`sent nothing for ${INDEX_STALL_MS / 1000} s`);
    await vi.advanceTimersByTimeAsync(INDEX_STALL_MS);
    await failed;
  });
  it('gives up on a server that stops sending, but not on a slow one that keeps sending', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', answering(['[', JSON.stringify(PAGE)], { endless: true }));
    const stalled = readIndex(URL);
    const failed = expect(stalled).rejects.toThrow('sent nothing');
    await vi.advanceTimersByTimeAsync(INDEX_STALL_MS);
    await failed;

    // A chunk every 0.9 × the limit, for longer than the limit in all.
    const chunks = ['[', JSON.stringify(PAGE), ',', JSON.stringify(PAGE), ']'];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        const body = new ReadableStream<Uint8Array>({
          async pull(stream) {
            await new Promise((resolve) => setTimeout(resolve, INDEX_STALL_MS * 0.9));
            const chunk = chunks.shift();
            if (chunk === undefined) stream.close();
            else stream.enqueue(new TextEncoder().encode(chunk));
          },
        });
        return Promise.resolve(new Response(body));
      }),
    );
    const slow = readIndex(URL);
    await vi.advanceTimersByTimeAsync(INDEX_STALL_MS * 6);
    await expect(slow).resolves.toEqual([PAGE, PAGE]);
  });
});
