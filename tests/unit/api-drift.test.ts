// The API reference cannot drift from the published package: every export has an entry, every
// option of a documented options type has a heading on its page, and no page documents an option
// the package lacks (tests/api-drift/drift.ts). Tolerated gaps are listed, each with its reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, type DocsPage, describeGap, findGaps, type Gap, gapKey, loadApi, readDocsPage } from '../api-drift/drift';
import { readDocsPages } from '../examples/check-examples';

const root = path.resolve(import.meta.dirname, '../..');
const packageDir = path.join(root, 'node_modules/@callstack/repack');

interface ListedGap extends Gap {
  reason: string;
}
const readList = (file: string) =>
  (JSON.parse(readFileSync(path.join(root, 'tests/api-drift', file), 'utf8')) as { entries: ListedGap[] }).entries;
/** Documented APIs of a newer release than the installed one. */
const newerRelease = readList('newer-release.json');

let api: Api;
let docs: DocsPage[];
let gaps: Gap[];
// Reading the declarations takes TypeScript a few seconds, parsing the pages as long: once.
beforeAll(() => {
  api = loadApi(packageDir);
  docs = readDocsPages(root).map(({ page, source }) => readDocsPage(page, source));
  gaps = findGaps(api, docs);
}, 180_000);

describe('API reference drift', () => {
  it('every export, option and documented option matches the package, except the listed gaps', () => {
    const listed = new Set(newerRelease.map(gapKey));
    const failures = gaps.filter((gap) => !listed.has(gapKey(gap))).map(describeGap);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('every listed gap is still a gap, so the lists shrink when the release or the docs catch up', () => {
    const found = new Set(gaps.map(gapKey));
    const stale = newerRelease
      .filter((entry) => !found.has(gapKey(entry)))
      .map((entry) => `${entry.page}: "${entry.name}" (${entry.kind}) is listed as a gap but is not one any more; remove its entry`);
    expect(stale, stale.join('\n')).toEqual([]);
  });

  it('fails with the page and the name when an option loses its heading', () => {
    const repack = docs.find((page) => page.page === 'docs/api/plugins/repack.mdx');
    if (!repack) throw new Error('docs/api/plugins/repack.mdx is missing');
    const withoutPlatform = { ...repack, headings: repack.headings.filter((heading) => heading.text !== 'platform') };
    const found = findGaps(api, [withoutPlatform]).filter((gap) => gap.page === repack.page);
    expect(found.map(describeGap)).toContain('docs/api/plugins/repack.mdx: option "platform" of the package has no heading on this page');
  });

  it('reports an option a page documents that the package does not have', () => {
    const page = readDocsPage('docs/api/plugins/repack.mdx', '## Options\n\n### platform\n\n### platfrm\n');
    expect(
      findGaps(api, [page])
        .filter((gap) => gap.page === page.page)
        .map(describeGap),
    ).toContain('docs/api/plugins/repack.mdx: documents option "platfrm", which the package does not have');
  });
});
