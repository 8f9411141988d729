import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../../theme/lib/chunk-load-error';

describe('isChunkLoadError', () => {
  it("recognises the bundler's chunk errors by name or message", () => {
    const named = Object.assign(new Error('boom'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk o failed.\n(error: http://x/static/js/async/route-1.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  });

  it('leaves other errors and non-errors alone', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk o failed.')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
