// @ts-check
// The pages the benchmark and its tools measure (scripts/bench.mjs, lighthouserc.cjs,
// .size-limit.mjs): the home page and a typical doc page, by route. Unit tested in
// tests/unit/bench-lib.test.ts.

export const benchPages = { home: '/', doc: '/docs/getting-started/quick-start' };

/**
 * The built HTML file a route is served from (clean URLs: `/docs/x` is `docs/x.html`).
 * @param {string} route
 */
export const htmlFileOf = (route) => (route === '/' ? 'index.html' : `${route.replace(/^\/+|\/+$/g, '')}.html`);

/**
 * The same-origin scripts an HTML page loads up front, as root-relative paths: its
 * `<script src>` and `<link rel="preload"|"modulepreload" as="script">`, each once.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScripts(html) {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const attribute = (/** @type {string} */ name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    if (tag.startsWith('<script')) return attribute('src') ?? [];
    const preloadsScript = /^(?:preload|modulepreload)$/.test(attribute('rel') ?? '') && attribute('as') === 'script';
    return preloadsScript ? (attribute('href') ?? []) : [];
  });
  return [...new Set(urls.filter((url) => url.startsWith('/') && !url.startsWith('//')))];
}
