// @ts-check
// The pages the benchmark and its tools measure (scripts/bench.mjs, lighthouserc.cjs,
// .size-limit.mjs), by route: the home page, a typical guide, the longest guide (code
// splitting: many examples with types on hover), and two API pages whose examples carry types
// on hover (Twoslash), the heaviest kind of page. Unit tested in tests/unit/bench-lib.test.ts.

export const benchPages = {
  home: '/',
  doc: '/docs/getting-started/quick-start',
  longDoc: '/docs/features/code-splitting',
  api: '/api/plugins/repack',
  runtimeApi: '/api/runtime/script-manager',
};

/**
 * First-load JS budgets in KiB gzip: 150 for every page. Types on hover cost a page nothing
 * until they are used (plain markup and one small listener).
 * @type {Record<keyof typeof benchPages, number>}
 */
export const firstLoadJsBudgetsKiB = { home: 150, doc: 150, longDoc: 150, api: 150, runtimeApi: 150 };

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
