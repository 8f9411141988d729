// The site's theme, so headings and anchors are the ones every other heading uses.
import { getCustomMDXComponent, renderInlineMarkdown } from '@rspress/core/theme';
import { headingSlug } from '../../lib/heading-slug';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The heading Rspress draws where the MDX has none of its own: an overview page's group
 * titles, and a page title taken from frontmatter. The same markup as Rspress's, but its id
 * comes from `headingSlug`, which follows github-slugger's rule without shipping its 9 KB
 * table of Unicode ranges to every page. It can go when Rspress's own FallbackHeading stops
 * importing github-slugger into the browser bundle.
 */
export function FallbackHeading({ level, title }: { level: Level; title: string }) {
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  const id = title && headingSlug(title.trim());
  if (!id) return null;
  const components = getCustomMDXComponent();
  const Heading = components[`h${level}`] ?? components.h1;
  const Anchor = components.a;
  return (
    <Heading id={id}>
      <span {...renderInlineMarkdown(title)} />
      <Anchor className="rp-header-anchor" href={`#${id}`} aria-hidden>
        #
      </Anchor>
    </Heading>
  );
}
