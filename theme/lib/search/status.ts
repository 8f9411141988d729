// The loading state of the search index (spec §4: initial, initing, inited), kept apart from
// the search code so that the always-loaded search button can show it without loading that code.

export type SearchIndexStatus = 'initial' | 'initing' | 'inited' | 'failed';

const statuses = new Map<string, SearchIndexStatus>();
const listeners = new Set<() => void>();

export function searchIndexStatus(url: string | undefined): SearchIndexStatus {
  return statuses.get(url ?? '') ?? 'initial';
}

export function setSearchIndexStatus(url: string | undefined, status: SearchIndexStatus): void {
  statuses.set(url ?? '', status);
  for (const listener of listeners) listener();
}

export function subscribeToSearchIndexStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
