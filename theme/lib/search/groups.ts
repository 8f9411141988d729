// Result groups of the search panel: one tab per navbar section that has hits (spec §2: groups
// appear as tabs when there is more than one). The labels are the navbar's (docs/_nav.json).

export const SEARCH_GROUPS = { docs: 'Docs', api: 'API' } as const;

export function searchGroupOf(routePath: string): string {
  return routePath === '/api' || routePath.startsWith('/api/') ? SEARCH_GROUPS.api : SEARCH_GROUPS.docs;
}
