import { describe, expect, it } from 'vitest';
import { namedIcon } from '../../theme/lib/social-icon';

describe('namedIcon', () => {
  it('is an image named by its title', () => {
    const { svg } = namedIcon('GitHub', 'M0 0h24v24H0z');
    expect(svg).toMatch(/^<svg role="img"[^>]*><title>GitHub<\/title><path d="M0 0h24v24H0z"\/><\/svg>$/);
  });
  it('escapes the name', () => {
    expect(namedIcon('A & <B>', '').svg).toContain('<title>A &#38; &#60;B&#62;</title>');
  });
});
