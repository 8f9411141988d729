import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { siDiscord, siGithub, siX } from 'simple-icons';
import { queryFlagHeadScript } from './theme/lib/query-flags';
import { namedIcon } from './theme/lib/social-icon';
import { compileHints } from './theme/plugins/compile-hints';
import { devLinkCheck } from './theme/plugins/dev-link-check';
import { leanPageData } from './theme/plugins/lean-page-data';
import { definedComponents } from './theme/plugins/mdx-components';
import { ogImages } from './theme/plugins/og-images';
import { pageSources } from './theme/plugins/page-sources';
import { sitemap } from './theme/plugins/sitemap';
import { twoslashExamples } from './theme/plugins/twoslash-examples';
import { site } from './theme/site.mjs';
import { siteLabels } from './theme/site-labels';

const root = path.join(import.meta.dirname, 'docs');

export default defineConfig({
  root,
  title: 'Re.Pack',
  description: 'Re.Pack is a build tool for React Native that brings the Rspack and webpack bundler ecosystem to mobile apps.',
  lang: 'en',
  icon: '/favicon.ico',
  logo: { light: '/img/logo-light.svg', dark: '/img/logo-dark.svg' },
  logoText: '',
  siteOrigin: site.origin,
  // Hides parts switched off by ?navbar=0 and the like before the first paint.
  head: [queryFlagHeadScript],
  route: {
    cleanUrls: true,
  },
  // Rspress writes the index; the theme's own Search reads it (theme/forks/Search).
  search: {
    versioned: true,
    codeBlocks: true,
  },
  markdown: {
    link: {
      checkDeadLinks: true,
    },
    // Long lines wrap, so code reads on a phone without sideways scrolling; the wrap button in
    // each block turns it off.
    defaultWrapCode: true,
    // No time limit per line: Shiki's default (500 ms) emits the rest of a slow line as one
    // uncoloured token, so a cold build on a busy machine differed from run to run.
    shiki: { tokenizeTimeLimit: 0 },
  },
  llms: true,
  builderConfig: {
    // The per-file size tables gzip every output file, about 5 of a warm build's 9 s; the JS
    // budgets are size-limit's (`npm run bench`).
    performance: { printFileSize: false },
  },
  plugins: [
    pageSources(),
    definedComponents(),
    sitemap({ origin: site.origin }),
    leanPageData(),
    ogImages(),
    twoslashExamples(),
    devLinkCheck(),
    compileHints(),
  ],
  // Image zoom is the theme's own, loaded only where a page has images (theme/forks/ImageZoom).
  mediumZoom: false,
  // Optional UI that `?globalUIComponents=0` (or the page setting) switches off.
  globalUIComponents: [
    path.join(import.meta.dirname, 'theme/forks/ImageZoom/index.tsx'),
    path.join(import.meta.dirname, 'theme/components/Analytics/index.tsx'),
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
    // The circular reveal when switching light/dark (spec §4); Rspress leaves it off by default.
    enableAppearanceAnimation: true,
    enableContentAnimation: true,
    enableScrollToTop: true,
    lastUpdated: true,
    // Copy Markdown stays; the "open in…" menu is a button holding links, unusable by keyboard.
    // The theme exports nothing in place of the menu, so its code is not shipped either
    // (theme/components/LlmsMenuOff).
    llmsUI: { viewOptions: false },
    editLink: {
      docRepoBaseUrl: site.links.editRoot,
    },
    footer: {
      message: 'Copyright 2025 Callstack',
    },
    // Brand marks from Simple Icons (CC0), each named for screen readers (theme/lib/social-icon.ts).
    socialLinks: [
      { icon: namedIcon('GitHub', siGithub.path), mode: 'link', content: site.links.github },
      { icon: namedIcon('X (Twitter)', siX.path), mode: 'link', content: site.links.x },
      { icon: namedIcon('Discord', siDiscord.path), mode: 'link', content: site.links.discord },
    ],
  },
});
