// Where Rspress writes the search index (spec §7): the site base, `static/search_index`, the
// version (dots as underscores) and the language when set, then the hash of the content.

/** Index hashes as Rspress hands them to the browser, keyed by `<version>###<lang>`. */
export type SearchIndexHashes = Record<string, string>;

export function searchIndexPath(hashes: SearchIndexHashes, lang: string, version: string): string | undefined {
  const hash = hashes[`${version}###${lang}`];
  if (!hash) return undefined;
  const versionPart = version ? `.${version.replace(/\./g, '_')}` : '';
  const langPart = lang ? `.${lang}` : '';
  return `/static/search_index${versionPart}${langPart}.${hash}.json`;
}
