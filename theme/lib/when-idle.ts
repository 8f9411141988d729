/**
 * Runs `callback` when the browser is idle: `requestIdleCallback` where there is one (Safari
 * has none), a timeout elsewhere. Returns a function that cancels it.
 */
export function whenIdle(
  callback: () => void,
  { timeout, fallbackDelay = 0 }: { timeout?: number; fallbackDelay?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, fallbackDelay);
  return () => clearTimeout(id);
}
