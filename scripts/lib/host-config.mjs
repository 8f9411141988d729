// @ts-check
// The host's configuration, vercel.json, as the local preview and the tests read it. Vercel
// matches a header rule's `source` against the request path with its own rules
// (path-to-regexp); @vercel/routing-utils is that code, so local and production agree.
import fs from 'node:fs';
import { sourceToRegex } from '@vercel/routing-utils';

/**
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ cleanUrls: boolean, trailingSlash: boolean, headers: Array<{ source: string, headers: Header[] }> }} HostConfig
 */

export const hostConfigFile = new URL('../../vercel.json', import.meta.url);

/** @returns {HostConfig} */
export function readHostConfig(file = hostConfigFile) {
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { cleanUrls: Boolean(config.cleanUrls), trailingSlash: Boolean(config.trailingSlash), headers: config.headers ?? [] };
}

/**
 * The headers the host adds to a response for `url`, in rule order (a later rule overrides
 * an earlier one with the same header name, as on Vercel).
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
  return headers;
}
