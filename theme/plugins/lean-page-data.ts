import type { RspressPlugin } from '@rspress/core';

/** The heading depth overview pages list under each page: Rspress's default `overviewHeaders`. */
export const OVERVIEW_HEADING_DEPTH = 2;

/**
 * Every page's metadata ships in the first-load bundle (Rspress's page-data module), and the
 * tables of contents are most of it. In the browser only overview pages read them, for the
 * h2 headings they list under the pages below them (the API overview). So a page keeps its
 * h2 headings when it sits under an overview page and none otherwise. A page's own outline
 * comes from its own module, and the search index is written before `extendPageData` runs,
 * so both keep every heading.
 */
export function leanPageData(): RspressPlugin {
  let overviewRoutes: string[] = [];
  const underOverview = (routePath: string) => overviewRoutes.some((overview) => routePath !== overview && routePath.startsWith(overview));
  return {
    name: 'repack-lean-page-data',
    // Called with every page before `extendPageData` (the only hook that sees them all).
    modifySearchIndexData(pages) {
      overviewRoutes = pages.filter((page) => page.frontmatter?.overview === true).map((page) => page.routePath.replace(/index$/, ''));
    },
    extendPageData(pageData) {
      pageData.toc = underOverview(pageData.routePath) ? pageData.toc.filter((heading) => heading.depth === OVERVIEW_HEADING_DEPTH) : [];
    },
  };
}
