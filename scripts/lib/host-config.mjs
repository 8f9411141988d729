// @ts-check
// The host's configuration, vercel.json, as the local preview and the tests read it. Vercel
// matches a rule's `source` against the request path with its own rules (path-to-regexp);
// @vercel/routing-utils is that code, so local and production agree.
import fs from 'node:fs';
import { getTransformedRoutes, sourceToRegex } from '@vercel/routing-utils';

/**
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ source: string, destination: string, permanent?: boolean, statusCode?: number }} Redirect
 * @typedef {{ cleanUrls: boolean, trailingSlash: boolean, headers: Array<{ source: string, headers: Header[] }>, redirects: Redirect[] }} HostConfig
 */

export const hostConfigFile = new URL('../../vercel.json', import.meta.url);

/**
 * The Cache-Control Vercel sends when no header rule sets one: every answer is revalidated
 * (docs: "Cache-Control headers", default value).
 */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** @returns {HostConfig} */
export function readHostConfig(file = hostConfigFile) {
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    cleanUrls: Boolean(config.cleanUrls),
    trailingSlash: Boolean(config.trailingSlash),
    headers: config.headers ?? [],
    redirects: config.redirects ?? [],
  };
}

/**
 * The headers the host adds to a response for `url`, in rule order (a later rule overrides
 * an earlier one with the same header name, as on Vercel), with the host's default
 * Cache-Control where no rule sets one.
 * @param {HostConfig} config
 * @param {string} url request URL or path; the query string is ignored
 * @returns {Map<string, string>}
 */
export function headersFor(config, url) {
  const pathname = new URL(url, 'http://host').pathname;
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const rule of config.headers) {
    if (!new RegExp(sourceToRegex(rule.source).src).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  if (![...headers.keys()].some((name) => name.toLowerCase() === 'cache-control')) headers.set('Cache-Control', HOST_DEFAULT_CACHE_CONTROL);
  return headers;
}

/**
 * `location` with the query string of the request added, as Vercel's redirects keep it; a
 * parameter the destination sets itself stays the destination's.
 * @param {string} location
 * @param {string} search the request's query string, with its "?" or empty
 */
export function withQuery(location, search) {
  if (!search || search === '?') return location;
  const target = new URL(location, 'http://host');
  for (const [name, value] of new URLSearchParams(search)) {
    if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  }
  return location.startsWith('/') ? `${target.pathname}${target.search}${target.hash}` : target.href;
}

/**
 * The redirect of vercel.json's `redirects` that answers `url`, as Vercel computes it (its
 * own route compiler, parameters filled in, the query string kept), or null.
 * @param {HostConfig} config
 * @param {string} url request URL or path
 * @returns {{ status: number, location: string } | null}
 */
export function redirectFor(config, url) {
  const { pathname, search } = new URL(url, 'http://host');
  const { routes, error } = getTransformedRoutes({ redirects: config.redirects });
  if (error) throw new Error(`vercel.json redirects: ${error.message}`);
  for (const route of /** @type {Array<{ src?: string, status?: number, headers?: Record<string, string> }>} */ (routes ?? [])) {
    const target = route.headers?.Location;
    if (!route.src || !route.status || !target) continue;
    const match = new RegExp(route.src).exec(pathname);
    if (!match) continue;
    const groups = match.groups ?? {};
    const location = target.replace(
      /\$(\w+)/g,
      (/** @type {string} */ _, /** @type {string} */ name) => (/^\d+$/.test(name) ? match[Number(name)] : groups[name]) ?? '',
    );
    return { status: route.status, location: withQuery(location, search) };
  }
  return null;
}
