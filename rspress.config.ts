import path from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { siteLabels } from './theme/site-labels';
import { siteLinks } from './theme/site-links';
import { rehypeUnfocusableHeaderAnchors } from './theme/lib/rehype-header-anchors';

const root = path.join(import.meta.dirname, 'docs');

// The framework's sitemap, minus the 404 page: it has no address of its own to index.
function sitemapWithout404(): RspressPlugin {
  const sitemap = pluginSitemap();
  return {
    ...sitemap,
    extendPageData(pageData, isProd) {
      if (pageData.routePath === '/404') return;
      return sitemap.extendPageData?.(pageData, isProd);
    },
  };
}

export default defineConfig({
  root,
  title: 'Re.Pack',
  description:
    'Re.Pack is a build tool for React Native that brings the Rspack and webpack bundler ecosystem to mobile apps.',
  lang: 'en',
  icon: '/favicon.ico',
  logo: { light: '/img/logo-light.svg', dark: '/img/logo-dark.svg' },
  logoText: '',
  siteOrigin: siteLinks.origin,
  route: {
    cleanUrls: true,
  },
  search: {
    versioned: true,
    codeBlocks: true,
  },
  markdown: {
    link: {
      checkDeadLinks: true,
    },
    defaultWrapCode: false,
    rehypePlugins: [rehypeUnfocusableHeaderAnchors],
  },
  llms: true,
  plugins: [sitemapWithout404()],
  // SEO tags, and accessibility repairs to framework markup.
  globalUIComponents: [
    path.join(import.meta.dirname, 'theme/components/SeoTags/index.tsx'),
    path.join(import.meta.dirname, 'theme/components/AccessibilityFixes/index.tsx'),
  ],
  // Label texts that the specification fixes, set where the framework reads its UI texts
  // rather than in components. The site has no locales, so only English is overridden.
  i18nSource: (source) => {
    for (const [key, text] of Object.entries(siteLabels)) {
      source[key] = { ...source[key], en: text };
    }
    return source;
  },
  themeConfig: {
    darkMode: 'auto',
    enableContentAnimation: true,
    enableScrollToTop: true,
    lastUpdated: true,
    // Copy Markdown stays; the "open in…" menu is a button holding links, unusable by keyboard.
    llmsUI: { viewOptions: false },
    editLink: {
      docRepoBaseUrl: siteLinks.editRoot,
    },
    footer: {
      message: 'Copyright 2025 Callstack',
    },
    socialLinks: [
      { icon: 'github', mode: 'link', content: siteLinks.github },
      { icon: 'X', mode: 'link', content: siteLinks.x },
      { icon: 'discord', mode: 'link', content: siteLinks.discord },
    ],
  },
});
