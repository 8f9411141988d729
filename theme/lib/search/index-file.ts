// Reads Rspress's search index file, for the search worker and for the main-thread fallback.
// Every way the file can fail ends in an error: a status other than 2xx, a body that is not
// JSON or not a list of pages, and a server that stops sending (spec §8: search then works on
// an empty index and says so).
import type { IndexedPage } from './sections';

/**
 * The fetch is given up when no byte of the file has arrived for this long: a server that
 * never answers, or stops halfway. A slow download that keeps coming is never cut short.
 */
export const INDEX_STALL_MS = 10_000;

/** Whether a value has the fields of a page of the index that the engine reads (spec §3). */
function isIndexedPage(value: unknown): value is IndexedPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    typeof page.routePath === 'string' && typeof page.title === 'string' && typeof page.content === 'string' && Array.isArray(page.toc)
  );
}

/** The pages of the index file; a site without searchable pages has no file. */
export async function readIndex(url: string | undefined, { stallMs = INDEX_STALL_MS }: { stallMs?: number } = {}): Promise<IndexedPage[]> {
  if (!url) return [];
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitForMore = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), stallMs);
  };
  waitForMore();
  let text: string;
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
    // Each chunk that arrives gives the server another `stallMs`.
    const body = response.body?.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, stream) {
          waitForMore();
          stream.enqueue(chunk);
        },
      }),
    );
    text = await new Response(body ?? null).text();
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`The search index at ${url} sent nothing for ${stallMs / 1000} s.`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  let pages: unknown;
  try {
    pages = JSON.parse(text);
  } catch {
    throw new SyntaxError(`The search index at ${url} is not valid JSON.`);
  }
  if (!Array.isArray(pages) || !pages.every(isIndexedPage)) throw new TypeError(`The search index at ${url} is not a list of pages.`);
  return pages;
}
