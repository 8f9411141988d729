import { describe, expect, it } from 'vitest';
import { shouldLoadAnalytics } from '../../theme/lib/analytics-hosts';
import { defaultFeatureSpan, resolveFeatureSpan } from '../../theme/lib/feature-span';
import { isIconPath } from '../../theme/lib/is-icon-path';

describe('resolveFeatureSpan', () => {
  it('keeps the spans the grid supports', () => {
    for (const span of [2, 3, 4, 6]) expect(resolveFeatureSpan(span)).toBe(span);
  });

  it('uses 4 columns when the span is missing or not supported', () => {
    expect(defaultFeatureSpan).toBe(4);
    for (const span of [undefined, null, 0, 5, 12, '3', Number.NaN]) {
      expect(resolveFeatureSpan(span)).toBe(4);
    }
  });
});

describe('shouldLoadAnalytics', () => {
  it('loads on the production host only', () => {
    expect(shouldLoadAnalytics('re-pack.dev')).toBe(true);
    expect(shouldLoadAnalytics('RE-PACK.DEV')).toBe(true);
    expect(shouldLoadAnalytics('www.re-pack.dev')).toBe(true);
  });

  it('skips local previews, CI and other hosts', () => {
    for (const host of ['localhost', '127.0.0.1', 'v4.re-pack.dev', 'repack-docs.vercel.app', '']) {
      expect(shouldLoadAnalytics(host)).toBe(false);
    }
  });
});

describe('isIconPath', () => {
  it('recognises image paths and URLs', () => {
    expect(isIconPath('/icons/server.svg')).toBe(true);
    expect(isIconPath('https://example.com/a.png')).toBe(true);
  });

  it('treats emoji and words as text icons', () => {
    expect(isIconPath('🚀')).toBe(false);
    expect(isIconPath('server')).toBe(false);
    expect(isIconPath('/icons/server.svg onerror=x')).toBe(false);
  });
});
