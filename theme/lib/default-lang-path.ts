/**
 * Where a missing page under the default language's prefix really lives: `/en/docs/x` is
 * `/docs/x` on a site whose default language is `en`, since the default language has no prefix.
 * Undefined when the path has no such prefix (then the page is missing for real).
 */
export function withoutDefaultLangPrefix(pathname: string, defaultLang: string | undefined): string | undefined {
  if (!defaultLang) return undefined;
  const prefix = `/${defaultLang}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  return pathname.slice(prefix.length) || '/';
}
