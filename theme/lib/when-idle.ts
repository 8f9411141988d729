/**
 * Runs `callback` when the browser is idle, and not before `delay` ms have passed:
 * `requestIdleCallback` where there is one (Safari has none), a timeout elsewhere. Returns a
 * function that cancels it.
 */
export function whenIdle(
  callback: () => void,
  { timeout, fallbackDelay = 0, delay = 0 }: { timeout?: number; fallbackDelay?: number; delay?: number } = {},
): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(callback, fallbackDelay);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (delay <= 0) {
    schedule();
    return () => cancelIdle?.();
  }
  const delayId = setTimeout(schedule, delay);
  return () => {
    clearTimeout(delayId);
    cancelIdle?.();
  };
}
