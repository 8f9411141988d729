import { useHead, usePage, useSite } from '@rspress/core/runtime';
import { seoTags } from '../../lib/seo';
import { site } from '../../site.mjs';

/**
 * Canonical URL, Open Graph and Twitter card tags for every page, in the static HTML that
 * crawlers read and updated on client-side navigation. Rendered by the theme's Root, where
 * no flag switches them off. Title, description, og:title and og:description come from
 * Rspress itself.
 * The image is the page's own, which theme/plugins/og-images.ts renders at build time.
 */
export function SeoTags() {
  const { page } = usePage();
  const { site: siteData } = useSite();
  const tags = seoTags(
    {
      routePath: page.routePath,
      pageType: page.pageType,
      title: (page.frontmatter?.title as string | undefined) ?? page.title,
      titleSuffix: page.frontmatter?.titleSuffix as string | undefined,
      description: page.description,
    },
    {
      origin: site.origin,
      title: siteData.title,
      description: siteData.description,
      twitterHandle: site.links.xHandle,
      sidebar: siteData.themeConfig.sidebar,
    },
  );
  useHead({
    link: tags.canonical ? [{ rel: 'canonical', href: tags.canonical }] : [],
    meta: [...tags.meta, ...(tags.robots ? [{ name: 'robots', content: tags.robots }] : [])],
  });
  return null;
}
