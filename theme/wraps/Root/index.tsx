import { type RootProps, Root as RspressRoot } from '@rspress/core/theme-original';
import { FontPreload } from '../../components/FontPreload';
import { HydratedPageData } from '../../components/HydratedPageData';
import { PageLoadGuard } from '../../components/PageLoadGuard';
import { QueryFlagFrontmatter } from '../../components/QueryFlagFrontmatter';
import { SeoTags } from '../../components/SeoTags';

/**
 * The wrapper around every page. It adds what the specification asks for and Rspress 2
 * lacks: query flags that hide parts of the page, and a message instead of a blank page when
 * a page fails to load. The SEO tags and the font preload live here, where no page setting
 * or query flag can switch them off, and so does the seed of Rspress's page-data cache, which
 * must sit inside Rspress's App so that its layout effect runs before App's.
 */
export function Root({ children }: RootProps) {
  return (
    <RspressRoot>
      <HydratedPageData />
      <SeoTags />
      <FontPreload />
      <PageLoadGuard>
        <QueryFlagFrontmatter>{children}</QueryFlagFrontmatter>
      </PageLoadGuard>
    </RspressRoot>
  );
}
