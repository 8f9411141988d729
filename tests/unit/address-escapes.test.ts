import { describe, expect, it } from 'vitest';
import {
  escapeMalformedEscapes,
  hasMalformedEscape,
  isMalformedAddressError,
  withWellFormedQueryAndFragment,
} from '../../theme/lib/address-escapes';

describe('escapeMalformedEscapes', () => {
  it('writes a stray or undecodable escape as a literal "%", so that decoding shows what the address showed', () => {
    const cases: [string, string][] = [
      ['#%', '#%25'],
      ['#%ZZ', '#%25ZZ'],
      ['#100%', '#100%25'],
      ['?q=%E0%A4%A', '?q=%25E0%25A4%25A'],
      ['#%FF', '#%25FF'],
      ['#caf%C3%A9-%', '#caf%C3%A9-%25'],
    ];
    for (const [text, expected] of cases) {
      expect(escapeMalformedEscapes(text), text).toBe(expected);
      expect(hasMalformedEscape(escapeMalformedEscapes(text)), text).toBe(false);
    }
    expect(decodeURIComponent(escapeMalformedEscapes('#100%'))).toBe('#100%');
  });

  it('leaves well-formed text alone', () => {
    for (const text of ['', '#', '#caching-and-invalidation', '#caf%C3%A9', '?navbar=0&q=50%25']) {
      expect(escapeMalformedEscapes(text)).toBe(text);
    }
  });
});

describe('isMalformedAddressError', () => {
  const address = (search: string, hash: string) => ({ pathname: '/docs/guides/svg', search, hash });
  const uriError = (() => {
    try {
      decodeURIComponent('%');
    } catch (error) {
      return error;
    }
  })();

  it('recognises the URIError of an address whose query or fragment does not decode', () => {
    expect(isMalformedAddressError(uriError, address('', '#%'))).toBe(true);
    expect(isMalformedAddressError(uriError, address('?%ZZ', ''))).toBe(true);
  });

  it('leaves other errors, and URIErrors of a well-formed address, to the page-load notice', () => {
    expect(isMalformedAddressError(new TypeError('x is undefined'), address('', '#%'))).toBe(false);
    expect(isMalformedAddressError(uriError, address('?q=1', '#intro'))).toBe(false);
  });

  it('repairs only the query and the fragment', () => {
    expect(withWellFormedQueryAndFragment(address('?q=%', '#100%'))).toBe('/docs/guides/svg?q=%25#100%25');
  });
});
