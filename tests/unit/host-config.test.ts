import { describe, expect, it } from 'vitest';
import { HOST_DEFAULT_CACHE_CONTROL, headersFor, redirectFor, withQuery } from '../../scripts/lib/host-config.mjs';
import { badRequestReason } from '../../scripts/lib/resolve-static-path.mjs';

const config = {
  cleanUrls: true,
  trailingSlash: false,
  headers: [{ source: '/static/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=3600' }] }],
  redirects: [
    { source: '/old/:slug', destination: '/docs/guides/:slug', permanent: true },
    { source: '/away', destination: 'https://example.com/page?from=docs', statusCode: 301 },
  ],
};

describe('redirectFor', () => {
  it('fills in parameters and keeps the query string, as Vercel does', () => {
    expect(redirectFor(config, '/old/svg?x=1')).toEqual({ status: 308, location: '/docs/guides/svg?x=1' });
    expect(redirectFor(config, '/away?x=1&from=elsewhere')).toEqual({ status: 301, location: 'https://example.com/page?from=docs&x=1' });
    expect(redirectFor(config, '/old')).toBeNull();
  });
});

describe('withQuery', () => {
  it('adds the request query to a location, before its fragment', () => {
    expect(withQuery('/docs/guides/svg', '?navbar=0')).toBe('/docs/guides/svg?navbar=0');
    expect(withQuery('/a#b', '?c=1')).toBe('/a?c=1#b');
    expect(withQuery('/a', '')).toBe('/a');
  });
});

describe('headersFor', () => {
  it("adds the host's default Cache-Control where no rule sets one", () => {
    expect(headersFor(config, '/docs/guides/svg').get('Cache-Control')).toBe(HOST_DEFAULT_CACHE_CONTROL);
    expect(headersFor(config, '/static/js/x.js').get('Cache-Control')).toBe('public, max-age=3600');
  });
});

describe('badRequestReason', () => {
  it('names what makes a path unable to name a file', () => {
    expect(badRequestReason('/%E0%A4%A')).toBe('malformed escape');
    expect(badRequestReason('/docs/a%00b')).toBe('NUL byte');
    expect(badRequestReason('/docs/%2E%2E/secret')).toBe('parent segment');
    expect(badRequestReason(`/docs/${'é'.repeat(128)}`)).toBe('segment too long');
    expect(badRequestReason(`/docs/${'a'.repeat(255)}`)).toBeNull();
  });
});
