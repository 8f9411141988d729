// The API reference cannot drift from the published packages: every export of @callstack/repack
// (root and /client) and @callstack/repack-dev-server, and every member of the types readers pass
// or call, has a heading of its own on its page, and no option heading names something the
// packages lack (tests/api-drift/drift.ts; where each is documented: reference.ts). The second
// half proves the check: it deletes every documented entry in turn from in-memory copies of the
// pages, and a seeded sample of heading lines from the page sources, and expects a failure each time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePageCached } from '../../theme/plugins/page-trees';
import {
  type Api,
  checkDrift,
  type DocsPage,
  findPackageDirs,
  loadApiCached,
  type NewerReleaseEntry,
  readDocsPage,
} from '../api-drift/drift';
import {
  documentingHeadings,
  misspell,
  sample,
  seededRandom,
  withHeadingRenamed,
  withoutHeadingLine,
  withoutSection,
} from '../api-drift/mutations';
import { readDocsPages } from '../examples/check-examples';

const root = path.resolve(import.meta.dirname, '../..');
const newer = (JSON.parse(readFileSync(path.join(root, 'tests/api-drift/newer-release.json'), 'utf8')) as { entries: NewerReleaseEntry[] })
  .entries;

/** Where loadApiCached keeps what the packages declare between runs. */
const apiCacheDir = path.join(root, 'node_modules/.cache/api-drift');

/** Heading lines deleted from the page sources, and pages parsed again, per run; the seed makes a failure repeatable. */
const SOURCE_SAMPLE = 24;
const SEED = 20250;

let api: Api;
let sources: Map<string, string>;
let pages: DocsPage[];
let baseline: Set<string>;
// Reading the declarations takes TypeScript a few seconds, parsing the pages as long: once, and
// both are kept on disk for the next run (drift.ts's loadApiCached, page-trees.ts).
beforeAll(() => {
  api = loadApiCached(findPackageDirs(root), apiCacheDir);
  sources = new Map(
    readDocsPages(root)
      .filter(({ page }) => page.startsWith('docs/api/'))
      .map(({ page, source }) => [page, source]),
  );
  pages = [...sources].map(([page, source]) => readDocsPage(page, source, parsePageCached));
  baseline = new Set(checkDrift(api, pages, newer).failures);
}, 180_000);

/** A mutation is caught when the check reports something it does not report for the real pages. */
const caught = (failures: string[]) => failures.some((failure) => !baseline.has(failure));
const replacing = (page: DocsPage) => pages.map((candidate) => (candidate.page === page.page ? page : candidate));
const pageNamed = (name: string) => {
  const page = pages.find((candidate) => candidate.page === name);
  if (!page) throw new Error(`${name} is missing`);
  return page;
};

describe('API reference drift', () => {
  it('documents every export and member of the installed packages, and nothing they lack', () => {
    const { failures } = checkDrift(api, pages, newer);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('reads back from its cache the API it computed', () => {
    expect(loadApiCached(findPackageDirs(root), apiCacheDir)).toEqual(api);
  });

  it('the note beside the type hovers names the installed release', () => {
    const installed = (
      JSON.parse(readFileSync(path.join(findPackageDirs(root)['@callstack/repack'], 'package.json'), 'utf8')) as { version: string }
    ).version;
    const note = readFileSync(path.join(root, 'docs/api/_hover-release.mdx'), 'utf8');
    const named = [...note.matchAll(/Re\.Pack (\d+\.\d+\.\d+)/g)].map((match) => match[1]);
    expect(named.length, 'docs/api/_hover-release.mdx names no release').toBeGreaterThan(0);
    expect(new Set(named), 'docs/api/_hover-release.mdx must name the release the hovers come from').toEqual(new Set([installed]));
  });

  it('names the page and the line when a page is not valid MDX', () => {
    expect(() => readDocsPage('docs/api/broken.mdx', '# Broken\n\nText\n\nA value of {1 +} here\n\nMore text\n')).toThrow(
      /^docs\/api\/broken\.mdx:5:\d+: MDX cannot parse this page: Could not parse expression/,
    );
  });

  it('names the page, the type and the name when an option loses its heading', () => {
    const repack = pageNamed('docs/api/plugins/repack.mdx');
    const index = repack.headings.findIndex((heading) => heading.text === 'platform');
    const { failures } = checkDrift(api, replacing(withoutSection(repack, index)), newer);
    expect(failures).toContain(
      'docs/api/plugins/repack.mdx: RepackPluginConfig member "platform" has no heading "platform" under "Options"',
    );
  });

  it('reports an option heading that names nothing the package declares', () => {
    const source = '# RepackPlugin\n\n## Options\n\n### platform\n\n### platfrm\n';
    const { failures } = checkDrift(api, replacing(readDocsPage('docs/api/plugins/repack.mdx', source)), newer);
    expect(failures).toContain(
      'docs/api/plugins/repack.mdx:7: heading "platfrm" under "Options" names nothing the installed package declares there',
    );
  });
});

describe('the drift check catches real gaps', () => {
  it('fails for every documented entry deleted in turn from a copy of its page', () => {
    const { documenting } = checkDrift(api, pages, newer);
    const refs = documentingHeadings(documenting);
    const survived = refs.filter(
      ({ page, index }) => !caught(checkDrift(api, replacing(withoutSection(pageNamed(page), index)), newer).failures),
    );
    const names = survived.map(({ page, index }) => `${page}: "${pageNamed(page).headings[index]?.text}"`);
    expect(names, `deleting these sections went unnoticed:\n${names.join('\n')}`).toEqual([]);
    expect(refs.length).toBeGreaterThan(300);
  }, 60_000);

  it('fails for a seeded sample of heading lines deleted from the page sources, and for a misspelt heading', () => {
    const random = seededRandom(SEED);
    const refs = documentingHeadings(checkDrift(api, pages, newer).documenting);
    const reparse = (page: string, source: string) => readDocsPage(page, source);
    const survived: string[] = [];
    for (const { page, index } of sample(refs, SOURCE_SAMPLE, random)) {
      const heading = pageNamed(page).headings[index];
      const source = sources.get(page);
      if (!heading || !source) throw new Error(`${page}: heading ${index} not found`);
      const mutated = reparse(page, withoutHeadingLine(source, heading.line));
      if (!caught(checkDrift(api, replacing(mutated), newer).failures)) survived.push(`${page}:${heading.line} "${heading.text}" deleted`);
    }
    const renamable = refs.filter(({ page, index }) => /^[A-Za-z_$][\w$.]*$/.test(pageNamed(page).headings[index]?.text ?? ''));
    const [renamed] = sample(renamable, 1, random);
    if (!renamed) throw new Error('no heading to rename');
    const heading = pageNamed(renamed.page).headings[renamed.index];
    const source = sources.get(renamed.page);
    if (!heading || !source) throw new Error(`${renamed.page}: heading ${renamed.index} not found`);
    const misspelt = misspell(heading.text);
    const mutated = reparse(renamed.page, withHeadingRenamed(source, heading.line, heading.text, misspelt));
    if (!caught(checkDrift(api, replacing(mutated), newer).failures))
      survived.push(`${renamed.page}:${heading.line} "${heading.text}" renamed to "${misspelt}"`);
    expect(survived, `these mutations went unnoticed:\n${survived.join('\n')}`).toEqual([]);
  }, 120_000);
});
