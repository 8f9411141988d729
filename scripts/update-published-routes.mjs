#!/usr/bin/env node
// @ts-check
// Adds the addresses of the current build to the list of published addresses,
// tests/build/published-routes.json:
//   npm run build && npm run routes:publish
// Run it when a release of the site goes live. The list only grows: an address readers may
// have bookmarked or linked stays in it, and tests/build/redirects.test.ts fails when one of
// them is neither a page nor redirected to one in vercel.json (see CONTRIBUTING, "Move or
// rename a page").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { site } from '../theme/site.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const publishedRoutesFile = path.join(root, 'tests/build/published-routes.json');

/**
 * The addresses a sitemap lists, as paths (`/docs/guides/svg`).
 * @param {string} sitemap the XML
 * @param {string} origin
 */
export function pathsOfSitemap(sitemap, origin) {
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '');
    if (url.origin !== origin) throw new Error(`The sitemap lists ${url.href}, outside ${origin}`);
    return url.pathname;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sitemapFile = path.join(root, 'doc_build/sitemap.xml');
  if (!fs.existsSync(sitemapFile)) {
    console.error('No doc_build/sitemap.xml: run `npm run build` first.');
    process.exit(1);
  }
  const published = JSON.parse(fs.readFileSync(publishedRoutesFile, 'utf8'));
  const before = new Set(published.routes);
  const built = pathsOfSitemap(fs.readFileSync(sitemapFile, 'utf8'), site.origin);
  const added = built.filter((route) => !before.has(route));
  published.routes = [...new Set([...published.routes, ...built])].sort();
  fs.writeFileSync(publishedRoutesFile, `${JSON.stringify(published, null, 2)}\n`);
  console.log(
    `${path.relative(root, publishedRoutesFile)}: ${published.routes.length} addresses, ${added.length} added` +
      (added.length ? `:\n  ${added.join('\n  ')}` : '.'),
  );
}
