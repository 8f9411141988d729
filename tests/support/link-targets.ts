// Decides where an internal link of the built site leads, the way the static host answers
// it, so dead links and dead #anchors show up without a browser.
import { resolveStaticPath } from '../../scripts/lib/resolve-static-path.mjs';

export type LinkKind = { kind: 'external' } | { kind: 'internal'; pathname: string; hash: string } | { kind: 'ignored' };

/** Classifies an href found on the page served at `pageUrl` (a path like `/docs/a`). */
export function classifyHref(href: string, pageUrl: string, origin: string): LinkKind {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return { kind: 'ignored' };
  let url: URL;
  try {
    url = new URL(href, new URL(pageUrl, origin));
  } catch {
    return { kind: 'internal', pathname: href, hash: '' };
  }
  if (url.origin !== new URL(origin).origin) return { kind: 'external' };
  return { kind: 'internal', pathname: url.pathname, hash: decodeURIComponent(url.hash.replace(/^#/, '')) };
}

/**
 * The built file a path is served from, or undefined when the host would answer 404.
 * Letter case must match exactly: the production host is case-sensitive.
 */
export function fileForPath(pathname: string, isFile: (relative: string) => boolean): string | undefined {
  const resolved = resolveStaticPath(pathname, isFile);
  return resolved.status === 200 ? resolved.file : undefined;
}
