// The pages of the site, found in docs/ by the one route ↔ file mapping the build's checks also
// use (theme/plugins/doc-pages.ts): adding, renaming or removing a page needs no edit here.
import fs from 'node:fs';
import path from 'node:path';
import { isUnlisted, listPages, projectRoot, readFrontMatter, routeOfPage } from '../../theme/plugins/doc-pages';
import { site } from '../../theme/site.mjs';

export interface SitePage {
  /** The source file, relative to the project root: `docs/docs/guides/svg.mdx`. */
  file: string;
  /** The route it is served at: `/docs/guides/svg`, `/api/`, `/`. */
  route: string;
  frontMatter: Record<string, unknown>;
}

export const sitePages: SitePage[] = listPages().map((file) => ({
  file,
  route: routeOfPage(file),
  frontMatter: readFrontMatter(fs.readFileSync(path.join(projectRoot, file), 'utf8')),
}));

/** Every route of the site, the home and 404 pages included. */
export const allRoutes = sitePages.map((page) => page.route);

/** Pages with content of their own: every page but the home page and the 404 page. */
export const contentPages = sitePages.filter((page) => page.frontMatter.pageType !== 'home' && page.frontMatter.pageType !== '404');
export const contentRoutes = contentPages.map((page) => page.route);

/** Pages that must be listed in a sidebar or the navbar (see `isUnlisted`). */
export const listedPages = sitePages.filter((page) => !isUnlisted(page.frontMatter));

/** The API reference: its overview (`/api/`) and every page its sidebar lists, which the overview lists too. */
export const apiRoutes = listedPages.filter((page) => page.route.startsWith('/api/')).map((page) => page.route);

/** The source file of a route, for messages that name the file a writer edits. */
export function sourceOfRoute(route: string): string {
  return sitePages.find((page) => page.route === route)?.file ?? `(no page in docs/ for ${route})`;
}

/** A doc page of a section (`/docs/`, `/api/`) that is not an overview, for checks of the layout any such page has. */
export function aPageUnder(prefix: string): string {
  const page = contentPages.find((candidate) => candidate.route.startsWith(prefix) && !candidate.frontMatter.overview);
  if (!page) throw new Error(`No page under ${prefix} in docs/`);
  return page.route;
}

/** The "Edit this page" address of a page's source file, in this site's repository (`site.repository`). */
export const editLinkOf = (file: string) => `${site.links.editRoot}/${file.replace(/^docs\//, '')}`;

/** The HTML file the build writes for a route, relative to doc_build/. */
export function htmlFileForRoute(route: string): string {
  if (route === '/') return 'index.html';
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

const section = (prefix: string, names: string[]) => names.map((name) => `${prefix}/${name}`);

/**
 * The route table of the site specification (§2): routes the site must have. The site may have
 * more (the Troubleshooting section, `define-config`); the list of all pages is `allRoutes`.
 */
export const specRoutes = [
  '/',
  '/404',
  ...section('/docs/getting-started', ['introduction', 'quick-start', 'microfrontends', 'bundlers']),
  ...section('/docs/features', [
    'code-splitting',
    'module-federation',
    'dev-server',
    'flow-support',
    'devtools',
    'reanimated',
    'nativewind',
    'module-resolution',
  ]),
  ...section('/docs/guides', [
    'configuration',
    'debugging',
    'bundle-analysis',
    'expo-modules',
    'inline-assets',
    'remote-assets',
    'svg',
    'deploy',
  ]),
  ...section('/docs/migration-guides', ['metro', 'repack-v4', 'rspack']),
  '/docs/resources/glossary',
  '/api/',
  ...section('/api/cli', ['start', 'bundle', 'init']),
  '/api/dev-server',
  ...section('/api/runtime', ['script', 'script-manager']),
  ...section('/api/loaders', ['assets-loader', 'babel-loader', 'babel-swc-loader', 'flow-loader', 'react-refresh-loader']),
  ...section('/api/plugins', ['repack', 'module-federation-v1', 'module-federation-v2', 'code-signing', 'hermes-bytecode', 'internal']),
  ...section('/api/utils', [
    'constants',
    'get-asset-extension-regexp',
    'get-asset-transform-rules',
    'get-codegen-transform-rules',
    'get-dirname',
    'get-flow-transform-rules',
    'get-js-transform-rules',
    'get-module-paths',
    'get-resolve-options',
    'get-swc-loader-options',
  ]),
];
