// Decides where an internal link of the built site leads, the way the static host answers
// it, so dead links and dead #anchors show up without a browser.
import fs from 'node:fs';
import path from 'node:path';
import { resolveStaticPath } from '../../scripts/lib/resolve-static-path.mjs';
import { projectRoot } from '../../theme/plugins/doc-pages';
import { site } from '../../theme/site.mjs';
import { builtPage, isBuildFile } from './build-output';

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

/** Whether `rel` keeps the opened site from reaching back into ours. */
export function isSafeRel(rel: string | null | undefined): boolean {
  const tokens = new Set((rel ?? '').toLowerCase().split(/\s+/));
  return tokens.has('noopener') && tokens.has('noreferrer');
}

/**
 * Why an internal link of the built site is dead, or undefined when it leads to a page (and
 * heading) that exists. `idsOnSamePage` are the ids of the live page when the link was read
 * from the DOM after hydration.
 */
export function deadLinkReason(href: string, fromUrl: string, idsOnSamePage?: Set<string>): string | undefined {
  const target = classifyHref(href, fromUrl, site.origin);
  if (target.kind !== 'internal') return undefined;
  const file = fileForPath(target.pathname, isBuildFile);
  if (!file) return `no page at ${target.pathname}`;
  if (!target.hash || !file.endsWith('.html')) return undefined;
  const samePage = idsOnSamePage && fileForPath(fromUrl, isBuildFile) === file;
  const ids = samePage ? idsOnSamePage : builtPage(file).ids;
  return ids.has(target.hash) ? undefined : `no element with id "${target.hash}" on ${target.pathname}`;
}

/** What is wrong with one link of a page: dead, or external without a new tab and safe rel. */
export function linkProblems(
  anchor: { href: string; target?: string | null; rel?: string | null; text: string },
  fromUrl: string,
  ids?: Set<string>,
): string[] {
  const problems: string[] = [];
  const reason = deadLinkReason(anchor.href, fromUrl, ids);
  if (reason) problems.push(`dead: "${anchor.text}" → ${anchor.href} (${reason})`);
  const external = classifyHref(anchor.href, fromUrl, site.origin).kind === 'external';
  if ((external || anchor.target === '_blank') && !(anchor.target === '_blank' && isSafeRel(anchor.rel))) {
    problems.push(`unsafe: "${anchor.text}" → ${anchor.href} target=${anchor.target} rel=${anchor.rel}`);
  }
  return problems;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line of `source` where a link is written: by its address (a Markdown link target, an `href`, a definition), else by its text in a Markdown link. */
export function lineOfLink(source: string, anchor: { href: string; text: string }): number | undefined {
  const href = escapeRegExp(anchor.href);
  const patterns = [new RegExp(`\\]\\(${href}[)\\s]|href=["']${href}["']|^\\[[^\\]]+\\]:\\s*${href}\\s*$`, 'm')];
  if (anchor.text) patterns.push(new RegExp(`\\[\`?${escapeRegExp(anchor.text)}\`?\\]\\(`));
  for (const pattern of patterns) {
    const match = pattern.exec(source);
    if (match) return source.slice(0, match.index).split('\n').length;
  }
  return undefined;
}

/**
 * Where a link of a built page is written: `docs/….mdx:<line>` in the page's source file, or
 * the file and a note that the theme renders the link when the page does not contain it.
 */
export function locateLink(sourceFile: string, anchor: { href: string; text: string }): string {
  const file = path.join(projectRoot, sourceFile);
  const line = fs.existsSync(file) ? lineOfLink(fs.readFileSync(file, 'utf8'), anchor) : undefined;
  return line ? `${sourceFile}:${line}` : `${sourceFile} (a link the theme renders, not written in the page)`;
}
