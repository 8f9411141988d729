// Style sheets imported for their side effects by the theme (bundled by Rsbuild).
declare module '*.css';
// Rspress's page-data module; the site reads only the search index hashes from it
// (theme/lib/search/index-url.ts says why).
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}
