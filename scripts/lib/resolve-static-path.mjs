// @ts-check
// Maps a request path onto the file of the static build that the host (vercel.json: clean
// URLs, no trailing slash) ends up serving, redirects followed: `/a/b` → `a/b.html`,
// `/a/` → `a/index.html`, an `.html` suffix is optional. Letter case must match, as on
// Vercel; the client router forgives it on the 404 page. For checks without a server.

/** The longest file name the file systems the host and the preview use allow, in bytes. */
const MAX_SEGMENT_BYTES = 255;

/**
 * Why the host would answer 400 to `rawPath`, or null when it names a file it could look up:
 * an escape that does not decode, a NUL byte, a `..` segment, or a segment longer than any
 * file name can be.
 * @param {string} rawPath URL path as received, possibly percent-encoded.
 * @returns {string | null}
 */
export function badRequestReason(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'malformed escape';
  }
  const segments = decoded.split('/');
  if (segments.some((segment) => segment.includes('\0'))) return 'NUL byte';
  if (segments.includes('..')) return 'parent segment';
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return 'segment too long';
  return null;
}

/**
 * @param {string} rawPath URL path as received, possibly percent-encoded.
 * @param {(relativePath: string) => boolean} isFile whether the build holds this file.
 * @returns {{ file: string, status: 200 } | { file: '404.html', status: 404 } | { status: 400 }}
 */
export function resolveStaticPath(rawPath, isFile) {
  if (badRequestReason(rawPath) !== null) return { status: 400 };
  const base = decodeURIComponent(rawPath).split('/').filter(Boolean).join('/');
  const candidates = base === '' ? ['index.html'] : [base, `${base}.html`, `${base}/index.html`, `${base.replace(/\/index$/, '')}.html`];
  for (const candidate of candidates) {
    if (isFile(candidate)) return { file: candidate, status: 200 };
  }
  return { file: '404.html', status: 404 };
}
