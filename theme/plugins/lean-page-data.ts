import type { RspressPlugin } from '@rspress/core';

/** The heading depth overview pages list under each page: Rspress's default `overviewHeaders`. */
export const OVERVIEW_HEADING_DEPTH = 2;

interface PageMeta {
  frontmatter?: { description?: unknown };
  description?: string;
}

/**
 * Puts a page's frontmatter description into the metadata its own module carries (the object
 * Rspress's MDX compiler fills, as its own table-of-contents plugin does), so the browser gets
 * the description with the page instead of every page's in the first-load bundle.
 */
function remarkDescriptionInPageModule(this: { data(): object }) {
  const data = this.data() as { pageMeta?: PageMeta };
  return () => {
    const meta = data.pageMeta;
    if (meta && typeof meta.frontmatter?.description === 'string') meta.description = meta.frontmatter.description;
  };
}

/**
 * Every page's metadata ships in the first-load bundle (Rspress's page-data module). In the
 * browser, a page's own title, frontmatter, outline and frontmatter description come from its
 * own module (Rspress's initPageData puts them over the list's), so the list only has to carry
 * what nothing else does: route, language, version, last-updated time, source path, and a
 * description Rspress drew from the text of a page that has none in its frontmatter. The one
 * reader of other pages' entries is an overview page, which lists the h2 headings (id and
 * text) of the pages below it. The search index is written before `extendPageData` runs and
 * keeps everything; plugins that need titles read them in `modifySearchIndexData`.
 */
export function leanPageData(): RspressPlugin {
  let overviewRoutes: string[] = [];
  const underOverview = (routePath: string) => overviewRoutes.some((overview) => routePath !== overview && routePath.startsWith(overview));
  return {
    name: 'repack-lean-page-data',
    markdown: { remarkPlugins: [remarkDescriptionInPageModule] },
    // Called with every page before `extendPageData` (the only hook that sees them all).
    modifySearchIndexData(pages) {
      overviewRoutes = pages.filter((page) => page.frontmatter?.overview === true).map((page) => page.routePath.replace(/index$/, ''));
    },
    extendPageData(pageData) {
      const listed = underOverview(pageData.routePath) ? pageData.toc.filter((heading) => heading.depth === OVERVIEW_HEADING_DEPTH) : [];
      // Typed as required; where the browser reads them, the page's own module supplies them.
      pageData.toc = listed.map(({ id, text, depth }) => ({ id, text, depth })) as typeof pageData.toc;
      const trimmed = pageData as Partial<typeof pageData>;
      if (trimmed.description === pageData.frontmatter?.description) delete trimmed.description;
      delete trimmed.title;
      delete trimmed.frontmatter;
    },
  };
}
