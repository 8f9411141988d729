// The part of the site a search result is in, labelled on the result (the navbar's labels,
// docs/_nav.json). All results come from one index and are ranked together.

export const SITE_SECTIONS = { docs: 'Docs', api: 'API' } as const;

export function siteSectionOf(routePath: string): string {
  return routePath === '/api' || routePath.startsWith('/api/') ? SITE_SECTIONS.api : SITE_SECTIONS.docs;
}
