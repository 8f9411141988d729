import { describe, expect, it } from 'vitest';
import { absoluteUrl, documentTitle, seoTags, servedPath } from '../../theme/lib/seo';
import { normalizeRoute, pageSection, type SidebarConfig, socialCard, socialImagePath } from '../../theme/lib/social-image';
import { titleFontSize } from '../../theme/plugins/og-image-renderer';

// The shape Rspress builds from the _meta.json files (links as in the production build).
const sidebar: SidebarConfig = {
  '/public': [],
  '/docs': [
    { text: 'Guides', collapsible: true, items: [{ text: 'SVG', link: '/docs/guides/svg.html' }] },
    { text: 'Migration', items: [{ text: 'Migrating from Metro', link: '/docs/migration-guides/metro.html' }] },
  ],
  '/api': [
    { text: 'Overview', link: '/api/index.html' },
    { text: 'CLI', items: [{ text: 'Start', link: '/api/cli/start.html' }] },
    { text: 'DevServer', link: '/api/dev-server.html' },
    { dividerType: 'solid' },
    { text: 'Plugins', items: [{ text: 'ModuleFederationPluginV2', link: '/api/plugins/module-federation-v2' }] },
  ],
};
const site = {
  origin: 'https://re-pack.dev',
  title: 'Re.Pack',
  description: 'Site description.',
  twitterHandle: '@repack_rn',
  sidebar,
};
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
    expect(metaValue(tags, 'og:image')).toBe('https://re-pack.dev/social/docs/guides/svg.png');
    expect(metaValue(tags, 'og:image:width')).toBe('1200');
    expect(metaValue(tags, 'og:image:height')).toBe('630');
    expect(metaValue(tags, 'og:image:alt')).toBe('SVG · Guides: Re.Pack documentation');
    expect(metaValue(tags, 'twitter:image')).toBe(metaValue(tags, 'og:image'));
    expect(metaValue(tags, 'twitter:image:alt')).toBe(metaValue(tags, 'og:image:alt'));
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
  });
  it("gives the 404 page the home page's image, as it has none of its own", () => {
    const home = seoTags({ routePath: '/', pageType: 'home', title: 'Re.Pack', titleSuffix: 'Modern build tool for React Native' }, site);
    const notFound = seoTags({ routePath: '/404', pageType: '404', title: 'Page not found' }, site);
    expect(metaValue(home, 'og:image')).toBe('https://re-pack.dev/social/index.png');
    expect(metaValue(home, 'og:image:alt')).toBe('Re.Pack: Modern build tool for React Native');
    expect(metaValue(notFound, 'og:image')).toBe(metaValue(home, 'og:image'));
    expect(metaValue(notFound, 'og:image:alt')).toBe(metaValue(home, 'og:image:alt'));
  });
  it('gives every page its own image', () => {
    const image = (routePath: string) => metaValue(seoTags({ routePath, pageType: 'doc', title: 'T' }, site), 'og:image');
    const images = ['/docs/guides/svg', '/api/', '/api/cli/start', '/docs/migration-guides/metro'].map(image);
    expect(new Set(images).size).toBe(images.length);
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

describe('socialImagePath', () => {
  it("puts a page's image beside its HTML file under /social/", () => {
    expect(socialImagePath('/')).toBe('/social/index.png');
    expect(socialImagePath('/docs/guides/svg')).toBe('/social/docs/guides/svg.png');
    expect(socialImagePath('/docs/guides/svg.html')).toBe('/social/docs/guides/svg.png');
  });
  it('gives an index page its index image, however the route is spelled', () => {
    expect(socialImagePath('/api/')).toBe('/social/api/index.png');
    expect(socialImagePath('/api/index')).toBe('/social/api/index.png');
    expect(socialImagePath('api/index.html')).toBe('/social/api/index.png');
  });
});

describe('normalizeRoute', () => {
  it('drops .html, index and trailing slashes', () => {
    expect(normalizeRoute('/api/index.html')).toBe('/api');
    expect(normalizeRoute('/api/')).toBe('/api');
    expect(normalizeRoute('/index')).toBe('/');
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('docs/guides/svg')).toBe('/docs/guides/svg');
  });
});

describe('pageSection', () => {
  it('names the sidebar group of a guide', () => {
    expect(pageSection('/docs/guides/svg', sidebar)).toBe('Guides');
    expect(pageSection('/docs/migration-guides/metro', sidebar)).toBe('Migration');
  });
  it('puts "API" in front of an API group', () => {
    expect(pageSection('/api/plugins/module-federation-v2', sidebar)).toBe('API · Plugins');
    expect(pageSection('/api/cli/start', sidebar)).toBe('API · CLI');
  });
  it('names the area alone for a page at its top', () => {
    expect(pageSection('/api/', sidebar)).toBe('API');
    expect(pageSection('/api/dev-server', sidebar)).toBe('API');
  });
  it('falls back for a page the sidebar does not list', () => {
    expect(pageSection('/api/unlisted', sidebar)).toBe('API');
    expect(pageSection('/docs/unlisted', sidebar)).toBe('Documentation');
    expect(pageSection('/docs/guides/svg', undefined)).toBe('Documentation');
  });
});

describe('socialCard', () => {
  it('shows the page title and its section', () => {
    expect(socialCard({ routePath: '/api/plugins/module-federation-v2', title: 'ModuleFederationPluginV2' }, sidebar)).toEqual({
      path: '/social/api/plugins/module-federation-v2.png',
      title: 'ModuleFederationPluginV2',
      section: 'API · Plugins',
      alt: 'ModuleFederationPluginV2 · API · Plugins: Re.Pack documentation',
      home: false,
    });
  });
  it('shows the tagline on the home page', () => {
    const card = socialCard({ routePath: '/', pageType: 'home', title: 'Re.Pack' }, sidebar);
    expect(card).toMatchObject({ path: '/social/index.png', title: 'Re.Pack', section: 'Modern build tool for React Native', home: true });
  });
});

describe('titleFontSize', () => {
  it('sets short titles large and shrinks long ones, never below 48 px', () => {
    const short = titleFontSize('SVG');
    const long = titleFontSize('Migrating from webpack to Rspack and everything else you need to know about it');
    const oneLongWord = titleFontSize('getCodegenTransformRules');
    expect(short).toBeGreaterThan(long);
    expect(short).toBeGreaterThan(oneLongWord);
    expect(titleFontSize('x'.repeat(400))).toBe(48);
    expect(titleFontSize(Array(100).fill('word').join(' '))).toBe(48);
  });
});
