// The tags that search engines and link previews read, computed from what a page knows
// about itself. Kept free of React so the rules can be unit tested.

import { type SidebarConfig, socialCard, socialImageSize } from './social-image';

export interface SeoPage {
  routePath: string;
  pageType?: string;
  /** The page's own title (frontmatter or H1), without the site suffix. */
  title?: string;
  /** The frontmatter `titleSuffix`, used by the home page. */
  titleSuffix?: string;
  description?: string;
}

export interface SeoSite {
  origin: string;
  title: string;
  description: string;
  twitterHandle: string;
  /** The sidebar the site shows; a page's image names the sidebar group it sits in. */
  sidebar?: SidebarConfig;
}

export interface SeoTags {
  title: string;
  /** Absent for the 404 page: it answers any unknown address, so it has no URL of its own. */
  canonical?: string;
  robots?: string;
  meta: Array<{ name?: string; property?: string; content: string }>;
}

/**
 * The document title exactly as Rspress's Layout builds it ("Page - Site"; the home page
 * "Site - Suffix"; "404 - Site"), so the Twitter title matches the tab title.
 */
export function documentTitle(page: SeoPage, siteTitle: string): string {
  const join = (title: string, suffix?: string) => {
    if (!suffix) return title;
    const trimmed = suffix.trim();
    return trimmed.startsWith('-') || trimmed.startsWith('|') ? `${title.trim()} ${trimmed}` : `${title.trim()} - ${trimmed}`;
  };
  switch (page.pageType) {
    case 'home':
      return join(siteTitle, page.titleSuffix);
    case '404':
      return join('404', siteTitle);
    case 'doc':
    case 'doc-wide':
    case undefined:
      return page.title ? join(page.title, page.titleSuffix || siteTitle) : siteTitle;
    default:
      return siteTitle;
  }
}

/** An absolute URL on the production origin for a route path (`/docs/guides/svg`, `/api/`, `/`). */
/**
 * The address the host serves a route at without redirecting: vercel.json sets
 * `trailingSlash: false`, so Rspress's `/api/` for an index page is served as `/api`.
 */
export function servedPath(routePath: string): string {
  return routePath.length > 1 ? routePath.replace(/\/+$/, '') : routePath;
}

export function absoluteUrl(origin: string, routePath: string): string {
  const path = routePath.startsWith('/') ? routePath : `/${routePath}`;
  return `${origin.replace(/\/+$/, '')}${path}`;
}

export function seoTags(page: SeoPage, site: SeoSite): SeoTags {
  const title = documentTitle(page, site.title);
  const description = page.description || site.description;
  const isNotFound = page.pageType === '404' || page.routePath === '/404';
  const canonical = isNotFound ? undefined : absoluteUrl(site.origin, servedPath(page.routePath));
  // Every page has its own image, rendered at build time (theme/plugins/og-images.ts).
  const card = socialCard(page, site.sidebar, site.title);
  const image = absoluteUrl(site.origin, card.path);
  const meta: SeoTags['meta'] = [
    { property: 'og:site_name', content: site.title },
    { property: 'og:locale', content: 'en_US' },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(socialImageSize.width) },
    { property: 'og:image:height', content: String(socialImageSize.height) },
    { property: 'og:image:alt', content: card.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: site.twitterHandle },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: card.alt },
  ];
  return { title, canonical, robots: isNotFound ? 'noindex' : undefined, meta };
}
