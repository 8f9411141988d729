// @ts-check
// Maps a request path onto the file of the static build that the host (vercel.json: clean
// URLs, no trailing slash) ends up serving, redirects followed: `/a/b` → `a/b.html`,
// `/a/` → `a/index.html`, an `.html` suffix is optional. Letter case must match, as on
// Vercel; the client router forgives it on the 404 page. For checks without a server.

/**
 * @param {string} rawPath URL path as received, possibly percent-encoded.
 * @param {(relativePath: string) => boolean} isFile whether the build holds this file.
 * @returns {{ file: string, status: 200 } | { file: '404.html', status: 404 } | { status: 400 }}
 */
export function resolveStaticPath(rawPath, isFile) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment.includes('\0'))) {
    return { status: 400 };
  }
  const base = segments.join('/');
  const candidates = base === '' ? ['index.html'] : [base, `${base}.html`, `${base}/index.html`, `${base.replace(/\/index$/, '')}.html`];
  for (const candidate of candidates) {
    if (isFile(candidate)) return { file: candidate, status: 200 };
  }
  return { file: '404.html', status: 404 };
}
