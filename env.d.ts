// Style sheets imported for their side effects by the theme (bundled by Rsbuild).
declare module '*.css';
// Rspress's page-data module; the site reads only the search index hashes from it
// (theme/lib/search/index-url.ts says why).
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}
// Rsbuild's compile-time flags; SSG_MD is set while Rspress renders the Markdown copies of
// pages (llms.txt), where components print Markdown instead of markup.
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
// Font files imported for their URL (theme/components/FontPreload).
declare module '*.woff2' {
  const url: string;
  export default url;
}
