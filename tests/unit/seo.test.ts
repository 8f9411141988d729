import { describe, expect, it } from 'vitest';
import { absoluteUrl, documentTitle, seoTags, servedPath } from '../../theme/lib/seo';

const site = { origin: 'https://re-pack.dev', title: 'Re.Pack', description: 'Site description.', twitterHandle: '@repack_rn' };
const metaValue = (tags: ReturnType<typeof seoTags>, key: string) =>
  tags.meta.find((tag) => tag.name === key || tag.property === key)?.content;

describe('documentTitle', () => {
  it('appends the site title to doc pages', () => {
    expect(documentTitle({ routePath: '/docs/guides/svg', pageType: 'doc', title: 'SVG' }, 'Re.Pack')).toBe('SVG - Re.Pack');
  });
  it('puts the suffix after the site title on the home page', () => {
    expect(documentTitle({ routePath: '/', pageType: 'home', titleSuffix: 'Modern build tool' }, 'Re.Pack')).toBe(
      'Re.Pack - Modern build tool',
    );
  });
  it('titles the 404 page "404 - site"', () => {
    expect(documentTitle({ routePath: '/404', pageType: '404', title: 'Page not found' }, 'Re.Pack')).toBe('404 - Re.Pack');
  });
  it('keeps a suffix that brings its own separator', () => {
    expect(documentTitle({ routePath: '/a', pageType: 'doc', title: 'A', titleSuffix: '| Docs' }, 'Re.Pack')).toBe('A | Docs');
  });
});

describe('absoluteUrl', () => {
  it('joins origin and route without doubling slashes', () => {
    expect(absoluteUrl('https://re-pack.dev/', '/api/')).toBe('https://re-pack.dev/api/');
    expect(absoluteUrl('https://re-pack.dev', 'docs/x')).toBe('https://re-pack.dev/docs/x');
  });
});

describe('seoTags', () => {
  it('gives a doc page its canonical URL, Open Graph and Twitter tags with the image', () => {
    const tags = seoTags({ routePath: '/docs/guides/svg', pageType: 'doc', title: 'SVG', description: 'About SVG.' }, site);
    expect(tags.canonical).toBe('https://re-pack.dev/docs/guides/svg');
    expect(tags.robots).toBeUndefined();
    expect(metaValue(tags, 'og:url')).toBe(tags.canonical);
    expect(metaValue(tags, 'og:image')).toBe('https://re-pack.dev/social/og-image.png');
    expect(metaValue(tags, 'twitter:card')).toBe('summary_large_image');
    expect(metaValue(tags, 'twitter:title')).toBe('SVG - Re.Pack');
    expect(metaValue(tags, 'twitter:description')).toBe('About SVG.');
  });
  it('falls back to the site description', () => {
    expect(metaValue(seoTags({ routePath: '/x', pageType: 'doc', title: 'X' }, site), 'twitter:description')).toBe('Site description.');
  });
  it('marks the 404 page noindex and gives it no canonical URL', () => {
    const tags = seoTags({ routePath: '/404', pageType: '404' }, site);
    expect(tags.canonical).toBeUndefined();
    expect(metaValue(tags, 'og:url')).toBeUndefined();
    expect(tags.robots).toBe('noindex');
    expect(metaValue(tags, 'og:image')).toBeDefined();
  });
});

describe('servedPath', () => {
  it('drops the trailing slash of an index page, as the host serves it, and keeps the root', () => {
    expect(servedPath('/api/')).toBe('/api');
    expect(servedPath('/docs/guides/svg')).toBe('/docs/guides/svg');
    expect(servedPath('/')).toBe('/');
  });
  it('gives the API overview a canonical URL the host serves without a redirect', () => {
    expect(seoTags({ routePath: '/api/', pageType: 'doc', title: 'API reference' }, site).canonical).toBe('https://re-pack.dev/api');
  });
});
