// Reads Rspress's search index file, for the search worker and for the main-thread fallback.
import type { IndexedPage } from './sections';

/** The pages of the index file; a site without searchable pages has no file. */
export async function readIndex(url: string | undefined): Promise<IndexedPage[]> {
  if (!url) return [];
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  try {
    return (await response.json()) as IndexedPage[];
  } catch {
    throw new SyntaxError(`The search index at ${url} is not valid JSON.`);
  }
}
