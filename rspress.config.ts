import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { siteLinks } from './theme/site-links';

const root = path.join(import.meta.dirname, 'docs');

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
  },
  llms: true,
  // Label texts that the specification fixes. Set here rather than in components so that
  // the framework's own UI renders them.
  i18nSource: {
    outlineTitle: { en: 'Contents' },
    editLinkText: { en: 'Edit this page on GitHub' },
    lastUpdatedText: { en: 'Last Updated' },
    searchPlaceholderText: { en: 'Search docs' },
    searchNoResultsText: { en: 'No results for' },
    searchSuggestedQueryText: { en: 'Please try again with a different keyword' },
    'overview.filterNameText': { en: 'Filter' },
    'overview.filterPlaceholderText': { en: 'Enter keyword' },
    'overview.filterNoResultText': { en: 'No matching API found' },
  },
  themeConfig: {
    darkMode: 'auto',
    enableContentAnimation: true,
    enableScrollToTop: true,
    lastUpdated: true,
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
    nav: [
      {
        text: 'Docs',
        link: '/docs/getting-started/quick-start',
        activeMatch: '^/docs/',
      },
      {
        text: 'API',
        link: '/api/index',
        activeMatch: '^/api/',
      },
      { text: 'Blog', link: siteLinks.blog },
      {
        text: 'Version',
        items: siteLinks.versions.map(({ label, url }) => ({
          text: label,
          link: url,
        })),
      },
    ],
  },
});
