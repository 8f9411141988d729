// Each page's social preview image (Open Graph / Twitter card): where it lives in the build
// and what it shows. Shared by the build plugin that renders the images
// (theme/plugins/og-images.ts) and the tags that point at them (seo.ts), so the two cannot
// disagree. Free of React and Node so it can be unit tested and runs in the browser.

export const socialImageSize = { width: 1200, height: 630 } as const;

/** The home page's line under the title when its frontmatter has no `titleSuffix`. */
export const siteTagline = 'Modern build tool for React Native';

/** Joins the parts of a section ("API", "Plugins") as the image prints them. */
export const sectionSeparator = ' · ';

/**
 * Sidebar areas whose group names need the area's name in front: the API reference's groups
 * (CLI, Loaders, Plugins) name kinds of API, while the guide groups (Guides, Features,
 * Migration) stand on their own. A page at the top of an area gets the area's name alone.
 */
const areaNames: Record<string, string> = { '/api': 'API' };
const fallbackSection = 'Documentation';

/** The sidebar as Rspress builds it from the `_meta.json` files, seen structurally. */
export type SidebarConfig = Record<string, readonly unknown[]>;

export interface SocialImagePage {
  routePath: string;
  pageType?: string;
  /** The page's own title (frontmatter or H1), without the site suffix. */
  title?: string;
  /** The frontmatter `titleSuffix`, the home page's tagline. */
  titleSuffix?: string;
}

export interface SocialCard {
  /** Site-absolute path of the PNG, e.g. `/social/docs/guides/svg.png`. */
  path: string;
  title: string;
  section: string;
  alt: string;
  /** The home page's card, which shows the brand as its title. */
  home: boolean;
}

const isNotFound = (page: SocialImagePage) => page.pageType === '404' || page.routePath === '/404';
const isHome = (page: SocialImagePage) => page.pageType === 'home' || normalizeRoute(page.routePath) === '/';

/** `/api/`, `/api/index`, `/api/index.html` → `/api`; the root stays `/`. */
export function normalizeRoute(routePath: string): string {
  const path = `/${routePath.replace(/^\/+/, '')}`
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1')
    .replace(/\/+$/, '');
  return path || '/';
}

/**
 * Where a page's image lives: beside the page's HTML file under `/social/`, with `.png`
 * (`/` → `/social/index.png`, `/api/` → `/social/api/index.png`,
 * `/docs/guides/svg` → `/social/docs/guides/svg.png`), so two pages never share a file.
 */
export function socialImagePath(routePath: string): string {
  let path = `/${routePath.replace(/^\/+/, '')}`.replace(/\.html$/, '');
  if (path.endsWith('/')) path += 'index';
  return `/social${path}.png`;
}

type Node = { text?: unknown; link?: unknown; items?: unknown };
const asNode = (value: unknown): Node | undefined => (value && typeof value === 'object' ? (value as Node) : undefined);

/** The group texts on the way from a sidebar list down to the item that links to `route`. */
function groupPath(items: readonly unknown[], route: string): string[] | undefined {
  for (const entry of items) {
    const node = asNode(entry);
    if (!node) continue;
    const children = Array.isArray(node.items) ? node.items : undefined;
    if (typeof node.link === 'string' && normalizeRoute(node.link) === route) return [];
    if (children) {
      const below = groupPath(children, route);
      if (below) return typeof node.text === 'string' && node.text ? [node.text, ...below] : below;
    }
  }
  return undefined;
}

/**
 * The section a page belongs to, from the sidebar the site shows: its group ("Guides"), with
 * the area's name in front where the group needs it ("API · Plugins"). A page the sidebar
 * does not list falls back to its area's name, or "Documentation".
 */
export function pageSection(routePath: string, sidebar: SidebarConfig | undefined): string {
  const route = normalizeRoute(routePath);
  const areas = Object.keys(sidebar ?? {})
    .filter((prefix) => {
      const area = normalizeRoute(prefix);
      return area !== '/' ? route === area || route.startsWith(`${area}/`) : true;
    })
    .sort((a, b) => normalizeRoute(b).length - normalizeRoute(a).length);
  for (const prefix of areas) {
    const groups = groupPath(sidebar?.[prefix] ?? [], route);
    if (!groups) continue;
    const area = areaNames[normalizeRoute(prefix)];
    const parts = area ? [area, ...groups] : groups;
    if (parts.length > 0) return parts.join(sectionSeparator);
  }
  const area = Object.keys(areaNames).find((prefix) => route === prefix || route.startsWith(`${prefix}/`));
  return area ? areaNames[area]! : fallbackSection;
}

/**
 * What a page's image shows and where it is. The 404 page has none of its own (it answers any
 * unknown address): it shares the home page's, so a preview of a mistyped link still shows
 * the brand. `siteTitle` names the site on the home card.
 */
export function socialCard(page: SocialImagePage, sidebar: SidebarConfig | undefined, siteTitle = 'Re.Pack'): SocialCard {
  if (isNotFound(page) || isHome(page)) {
    const title = isHome(page) ? page.title?.trim() || siteTitle : siteTitle;
    const section = (isHome(page) ? page.titleSuffix?.trim() : undefined) || siteTagline;
    return { path: socialImagePath('/'), title, section, alt: `${title}: ${section}`, home: true };
  }
  const title = page.title?.trim() || siteTitle;
  const section = pageSection(page.routePath, sidebar);
  return {
    path: socialImagePath(page.routePath),
    title,
    section,
    alt: `${title}${sectionSeparator}${section}: ${siteTitle} documentation`,
    home: false,
  };
}

/** Whether a page gets an image rendered for it (every page but 404, which borrows the home page's). */
export const hasOwnSocialImage = (page: SocialImagePage) => !isNotFound(page);
