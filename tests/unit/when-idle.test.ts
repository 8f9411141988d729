import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { whenIdle } from '../../theme/lib/when-idle';

describe('whenIdle', () => {
  let idleCallbacks: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    idleCallbacks = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
      cancelIdleCallback: (id: number) => {
        idleCallbacks[id - 1] = () => {};
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('asks for idle time at once without a delay', () => {
    const callback = vi.fn();
    whenIdle(callback);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]!();
    expect(callback).toHaveBeenCalledOnce();
  });

  test('asks for idle time only once the delay has passed', () => {
    const callback = vi.fn();
    whenIdle(callback, { delay: 3000 });
    vi.advanceTimersByTime(2999);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]!();
    expect(callback).toHaveBeenCalledOnce();
  });

  test('cancelled during the delay, it never asks for idle time', () => {
    const cancel = whenIdle(vi.fn(), { delay: 3000 });
    cancel();
    vi.advanceTimersByTime(5000);
    expect(idleCallbacks).toHaveLength(0);
  });

  test('falls back to a timeout where the browser has no idle callbacks', () => {
    vi.stubGlobal('window', {});
    const callback = vi.fn();
    whenIdle(callback, { delay: 1000, fallbackDelay: 500 });
    vi.advanceTimersByTime(1499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });
});
