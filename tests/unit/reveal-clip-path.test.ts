import { describe, expect, it } from 'vitest';
import { revealClipPath } from '../../theme/lib/reveal-clip-path';

describe('revealClipPath', () => {
  it('grows from a point at the pointer to a circle reaching the farthest corner', () => {
    expect(revealClipPath({ x: 100, y: 50, width: 400, height: 300 })).toEqual([
      'circle(0px at 100px 50px)',
      'circle(391px at 100px 50px)',
    ]);
  });
  it('covers the whole viewport from its centre', () => {
    const [, to] = revealClipPath({ x: 200, y: 150, width: 400, height: 300 });
    expect(to).toBe('circle(250px at 200px 150px)');
  });
});
