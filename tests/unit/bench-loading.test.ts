import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockingOf, devLoopRatios, parseCompareSetting } from '../../scripts/lib/bench-loading.mjs';

describe('blockingOf', () => {
  it('sums the time each long task holds the main thread beyond 50 ms', () => {
    expect(blockingOf([30, 60, 250, 50])).toEqual({ blockingMs: 10 + 200, longTasksMs: 310, longestMs: 250 });
    expect(blockingOf([])).toEqual({ blockingMs: 0, longTasksMs: 0, longestMs: 0 });
  });
});

describe('parseCompareSetting', () => {
  it('reads name=folder pairs', () => {
    expect(parseCompareSetting('cbaad3f=/tmp/a/doc_build, official=rel/build')).toEqual([
      { name: 'cbaad3f', dir: '/tmp/a/doc_build' },
      { name: 'official', dir: path.resolve('rel/build') },
    ]);
    expect(parseCompareSetting(undefined)).toEqual([]);
    expect(parseCompareSetting(' ')).toEqual([]);
  });

  it('says what is wrong with a pair that is not name=folder', () => {
    expect(() => parseCompareSetting('/tmp/a')).toThrow('BENCH_COMPARE: "/tmp/a" is not name=folder');
    expect(() => parseCompareSetting('a=')).toThrow('is not name=folder');
  });
});

describe('devLoopRatios', () => {
  it('gives the first render and the median hot update as ratios to the reference loop', () => {
    const reference = { firstPageMs: 20_000, hotUpdatesMs: [3000, 1000, 2000] };
    expect(devLoopRatios({ firstPageMs: 24_000, hotUpdatesMs: [2500, 9000, 2000, 3000] }, reference)).toEqual({
      firstPage: 1.2,
      hotUpdate: 1.375,
    });
    expect(devLoopRatios(reference, reference)).toEqual({ firstPage: 1, hotUpdate: 1 });
  });
});
