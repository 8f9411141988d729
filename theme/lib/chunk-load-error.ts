// Pages are separate JavaScript chunks. When one cannot be fetched (the reader went offline,
// or a deploy replaced the files the open tab knows about), the bundler rejects with a
// ChunkLoadError ("Loading chunk x failed"; "Loading CSS chunk x failed" for styles).

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message);
}
