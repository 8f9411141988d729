// The specification (§2) lets a page be embedded without its chrome: `?navbar=0`,
// `?sidebar=0`, `?outline=0` and `?footer=0` hide those parts. Rspress 2 only reads
// `?globalUIComponents=0` itself; the other four are turned into the frontmatter switches
// that its layouts already honour (`navbar`, `sidebar`, `outline`, `footer`).

export const queryHideableParts = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type QueryHideablePart = (typeof queryHideableParts)[number];

/** The parts that the query string switches off, in a fixed order. Only the value `0` hides. */
export function partsHiddenByQuery(search: string): QueryHideablePart[] {
  const params = new URLSearchParams(search);
  return queryHideableParts.filter((part) => params.get(part) === '0');
}

/**
 * The page's frontmatter with the given parts switched off. Returns the same object when
 * nothing changes, so React context consumers do not re-render for nothing.
 */
export function withPartsHidden<T extends Record<string, unknown>>(frontmatter: T, parts: readonly QueryHideablePart[]): T {
  if (parts.length === 0) return frontmatter;
  const hidden = Object.fromEntries(parts.map((part) => [part, false]));
  return { ...frontmatter, ...hidden };
}

/** Attribute on <html> that hides a part before hydration, e.g. `data-query-hides-navbar`. */
export const queryHidesAttribute = (part: QueryHideablePart) => `data-query-hides-${part}`;

/**
 * Inline <head> script: marks the parts the query hides on <html> before the first paint,
 * so that CSS keeps them out of sight until React applies the flags (no flash of a navbar
 * that an embedding page asked to hide). Plain ES5, since it runs before any bundle.
 */
export const queryFlagHeadScript = `<script>(function(){try{var q=new URLSearchParams(location.search);${JSON.stringify(queryHideableParts)}.forEach(function(p){if(q.get(p)==='0')document.documentElement.setAttribute('data-query-hides-'+p,'')})}catch(e){}})()</script>`;
