// @ts-check
// Maps a request path onto a file of the static build the way our hosts do with clean
// URLs: `/a/b` → `a/b.html`, `/a/` → `a/index.html`, an `.html` suffix is optional, and
// letter case is forgiven as a last resort so that `/Docs/Intro` still reaches its page.

/**
 * @param {string} rawPath URL path as received, possibly percent-encoded.
 * @param {(relativePath: string) => boolean} isFile whether the build holds this file.
 * @param {() => string[]} [listFiles] every file of the build; called only when no exact match exists.
 * @returns {{ file: string, status: 200 } | { file: '404.html', status: 404 } | { status: 400 }}
 */
export function resolveStaticPath(rawPath, isFile, listFiles = () => []) {
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
  const candidates = base === ''
    ? ['index.html']
    : [base, `${base}.html`, `${base}/index.html`, base.replace(/\/index$/, '') + '.html'];
  for (const candidate of candidates) {
    if (isFile(candidate)) return { file: candidate, status: 200 };
  }
  const lowerCandidates = new Set(candidates.map((candidate) => candidate.toLowerCase()));
  const caseMatch = listFiles().find((file) => lowerCandidates.has(file.toLowerCase()));
  if (caseMatch) return { file: caseMatch, status: 200 };
  return { file: '404.html', status: 404 };
}
