// What the theme's forks (theme/forks/) keep of the Rspress components they replace, rendered
// in Node as the server renders them for the static HTML. Each test is named in
// theme/forks/forks.json beside the upstream behaviour it covers. Rspress's runtime and theme
// modules are stood in for by the few hooks and components the forks read.
import type { SidebarData } from '@rspress/core';
import * as cheerio from 'cheerio';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Both theme names resolve to the same file in @rspress/core, so one mock serves both.
vi.mock('@rspress/core/runtime', () => import('../support/rspress-theme-stand-ins'));
vi.mock('@rspress/core/theme', () => import('../support/rspress-theme-stand-ins'));
vi.mock('@rspress/core/theme-original', () => import('../support/rspress-theme-stand-ins'));

const { rspressState: current } = await import('../support/rspress-theme-stand-ins');
const { FallbackHeading } = await import('../../theme/forks/FallbackHeading');
const { HomeFeature } = await import('../../theme/forks/HomeFeature');
const { HomeHero } = await import('../../theme/forks/HomeHero');
const { LastUpdated } = await import('../../theme/forks/LastUpdated');
const { NotFoundLayout } = await import('../../theme/forks/NotFoundLayout');
const { PackageManagerTabs } = await import('../../theme/forks/PackageManagerTabs');
const { Sidebar } = await import('../../theme/forks/Sidebar');

const render = (element: ReactNode) => cheerio.load(renderToStaticMarkup(element));

afterEach(() => {
  vi.unstubAllEnvs();
  current.frontmatter = {};
  current.sidebar = [];
  current.page = {};
  current.themeConfig = {};
});

describe('FallbackHeading', () => {
  it('writes a Markdown heading line for the llms output', () => {
    vi.stubEnv('SSG_MD', true as unknown as string);
    expect(renderToStaticMarkup(<FallbackHeading level={2} title="Runtime client" />)).toBe('## Runtime client\n\n');
  });

  it('renders a heading with github-slugger’s id and its anchor', () => {
    const $ = render(<FallbackHeading level={2} title="Configuration utilities" />);
    expect($('h2').attr('id')).toBe('configuration-utilities');
    expect($('h2 a').attr('href')).toBe('#configuration-utilities');
  });
});

describe('PackageManagerTabs', () => {
  it('writes one fenced block per manager for the llms output, as Rspress does', () => {
    vi.stubEnv('SSG_MD', true as unknown as string);
    expect(renderToStaticMarkup(<PackageManagerTabs command="install -D @svgr/webpack" />)).toBe(
      ['npm install -D @svgr/webpack', 'yarn add -D @svgr/webpack', 'pnpm add -D @svgr/webpack', 'bun add -D @svgr/webpack']
        .map((line) => `\n\`\`\`sh [${line.split(' ')[0]}]\n${line}\n\`\`\`\n`)
        .join(''),
    );
  });

  it('shows a map of commands as written', () => {
    vi.stubEnv('SSG_MD', true as unknown as string);
    const markdown = renderToStaticMarkup(<PackageManagerTabs command={{ npm: 'npm uninstall x', bun: 'bun remove x' }} />);
    expect(markdown).toBe('\n```sh [npm]\nnpm uninstall x\n```\n\n```sh [bun]\nbun remove x\n```\n');
  });
});

describe('HomeHero', () => {
  const hero = {
    badge: { text: 'New in 5.3', link: '/docs/getting-started/introduction' },
    name: 'Modern build tool for React Native',
    text: 'First line\nSecond line',
    tagline: 'Brings the bundler ecosystem to mobile apps.',
    actions: [{ text: 'Get started', link: '/docs/getting-started/quick-start', theme: 'brand' }],
    image: { src: { light: '/l.svg', dark: '/d.svg' }, alt: 'Art', srcset: ['/l.svg 1x', '/l@2x.svg 2x'], sizes: '480px' },
  };

  it('makes the title the page’s only h1 and the actions links', () => {
    current.frontmatter = { hero };
    const $ = render(<HomeHero />);
    expect(
      $('h1')
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual([hero.name]);
    expect($('a:contains("Get started")').attr('href')).toBe('/docs/getting-started/quick-start');
  });

  it('keeps the badge, one subtitle per line of text, and the images’ srcset and sizes', () => {
    current.frontmatter = { hero };
    const $ = render(<HomeHero />);
    expect($('a:contains("New in 5.3")').attr('href')).toBe('/docs/getting-started/introduction');
    expect($('p:contains("First line")').length).toBe(1);
    expect($('p:contains("Second line")').length).toBe(1);
    const images = $('img');
    expect(images.length).toBe(2);
    images.each((_, image) => {
      expect($(image).attr('srcset')).toBe('/l.svg 1x, /l@2x.svg 2x');
      expect($(image).attr('sizes')).toBe('480px');
      expect($(image).attr('alt')).toBe('Art');
    });
  });

  it('shows a badge without a link as text', () => {
    current.frontmatter = { hero: { name: 'Title', badge: 'Beta' } };
    const $ = render(<HomeHero />);
    expect($('p:contains("Beta")').length).toBe(1);
    expect($('a:contains("Beta")').length).toBe(0);
  });
});

describe('HomeFeature', () => {
  it('makes a card with a link a real link, and leaves the others plain', () => {
    current.frontmatter = {
      features: [
        { title: 'Mobile Microfrontends', details: 'Split the app.', link: '/docs/getting-started/microfrontends' },
        { title: 'Smaller App Size', details: 'Ship less.' },
      ],
    };
    const $ = render(<HomeFeature />);
    expect($('a h2').text()).toBe('Mobile Microfrontends');
    expect($('a').attr('href')).toBe('/docs/getting-started/microfrontends');
    expect($('h2:contains("Smaller App Size")').closest('a').length).toBe(0);
  });
});

describe('NotFoundLayout', () => {
  it('shows 404, PAGE NOT FOUND and "Take me home" linking home, inside <main>', () => {
    const $ = render(<NotFoundLayout />);
    expect($('main').text()).toContain('404');
    expect($('main h1').text()).toBe('PAGE NOT FOUND');
    expect($('main a').text()).toBe('Take me home');
    expect($('main a').attr('href')).toBe('/');
    expect($('main a').attr('aria-label')).toBeUndefined();
  });
});

describe('Sidebar', () => {
  const sidebar: SidebarData = [
    {
      text: 'Guides',
      collapsible: true,
      collapsed: false,
      icon: '/icons/guides.svg',
      items: [
        { text: 'SVG', link: '/docs/guides/svg', icon: '/icons/svg.svg', tag: 'new' },
        { dividerType: 'dashed' },
        { sectionHeaderText: 'Deploying' },
        { text: 'Deploy', link: '/docs/guides/deploy' },
      ],
    },
  ] as SidebarData;

  it('keeps icons, tags, dividers and section headers', () => {
    current.sidebar = sidebar;
    const $ = render(<Sidebar />);
    expect($('button[aria-expanded="true"] svg').first().attr('data-icon')).toBe('/icons/guides.svg');
    const svgLink = $('a[href="/docs/guides/svg"]');
    expect(svgLink.find('svg').first().attr('data-icon')).toBe('/icons/svg.svg');
    expect(svgLink.text()).toContain('SVG');
    expect(svgLink.find('[data-tag="new"]').length).toBe(1);
    expect($('a[href="/docs/guides/deploy"] svg').length).toBe(0);
    expect($('li[aria-hidden="true"]').length).toBe(1);
    expect($('li:contains("Deploying")').length).toBeGreaterThan(0);
  });
});

describe('LastUpdated', () => {
  it('keeps the label and the author, with the day as a date', () => {
    current.themeConfig = { lastUpdated: true };
    current.page = { lastUpdatedTime: '11/26/2026, 12:42:54 AM', lastUpdatedAuthor: 'Ada' };
    const $ = render(<LastUpdated />);
    expect($('.rp-last-updated').text()).toBe('Last Updated: November 26, 2026 by Ada');
    expect($('time').attr('datetime')).toBe('2026-11-26');
  });

  it('shows a time it cannot read as it is, and nothing when switched off or unknown', () => {
    current.themeConfig = { lastUpdated: true };
    current.page = { lastUpdatedTime: '2026/11/26 00:42' };
    expect(render(<LastUpdated />)('.rp-last-updated').text()).toBe('Last Updated: 2026/11/26 00:42');
    current.page = {};
    expect(renderToStaticMarkup(<LastUpdated />)).toBe('');
    current.themeConfig = { lastUpdated: false };
    current.page = { lastUpdatedTime: '11/26/2026, 12:42:54 AM' };
    expect(renderToStaticMarkup(<LastUpdated />)).toBe('');
  });
});
