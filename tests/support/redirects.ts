// The redirects of vercel.json, matched as Vercel matches them (its own path-to-regexp rules,
// from @vercel/routing-utils), for checks of renamed pages without a server.
import fs from 'node:fs';
import path from 'node:path';
import { sourceToRegex } from '@vercel/routing-utils';
import { projectRoot } from '../../theme/plugins/doc-pages';

export interface Redirect {
  source: string;
  destination: string;
  permanent?: boolean;
  statusCode?: number;
}

export const hostConfigPath = path.join(projectRoot, 'vercel.json');

export function readRedirects(file = hostConfigPath): Redirect[] {
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { redirects?: Redirect[] };
  return config.redirects ?? [];
}

/**
 * Where the first redirect whose source matches `pathname` sends it, with the source's
 * parameters (`:slug`, `:path*`) put into the destination; undefined when none matches.
 */
export function redirectTarget(redirects: Redirect[], pathname: string): { redirect: Redirect; destination: string } | undefined {
  for (const redirect of redirects) {
    const { src, segments } = sourceToRegex(redirect.source);
    const match = new RegExp(src).exec(pathname);
    if (!match) continue;
    let destination = redirect.destination;
    segments.forEach((name, index) => {
      destination = destination.replace(new RegExp(`:${name}(?![\\w])[*+?]?`, 'g'), match[index + 1] ?? '');
    });
    return { redirect, destination };
  }
  return undefined;
}
