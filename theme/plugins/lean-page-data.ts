import type { RspressPlugin } from '@rspress/core';

/** The heading depth overview pages list under each page: Rspress's default `overviewHeaders`. */
export const OVERVIEW_HEADING_DEPTH = 2;

/**
 * Every page's metadata ships in the first-load bundle (Rspress's page-data module). In the
 * browser, a page's own title, frontmatter and outline come from its own module (Rspress's
 * initPageData puts them over the list's), so the list only has to carry what nothing else
 * does: route, language, version, description, last-updated time and source path. The one
 * reader of other pages' entries is an overview page, which lists the h2 headings (id and
 * text) of the pages below it. The search index is written before `extendPageData` runs and
 * keeps everything; plugins that need titles read them in `modifySearchIndexData`.
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
      const listed = underOverview(pageData.routePath) ? pageData.toc.filter((heading) => heading.depth === OVERVIEW_HEADING_DEPTH) : [];
      // Typed as required; where the browser reads them, the page's own module supplies them.
      pageData.toc = listed.map(({ id, text, depth }) => ({ id, text, depth })) as typeof pageData.toc;
      const trimmed = pageData as Partial<typeof pageData>;
      delete trimmed.title;
      delete trimmed.frontmatter;
    },
  };
}
