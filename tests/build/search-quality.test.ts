// The search against the reader query set, on the index the production build ships
// (doc_build/static/search_index.*.json), scored as the panel shows the results: one ranking,
// of which the first screen counts. Needs `npm run build` first; npm test runs it after the
// build. Targets of the search issue: hits@3 ≥ 95 %, hits@1 ≥ 85 %, no query without results.
import { describe, expect, test } from 'vitest';
import { asTypedInField, FIRST_SCREEN_RESULTS, pagesInOrder, rankOfFirstHit, searchScores } from '../../scripts/lib/search-metrics.mjs';
import { createSearchEngine } from '../../theme/lib/search/engine';
import { EXAMPLE_QUERIES } from '../../theme/lib/search/example-queries';
import type { IndexedPage } from '../../theme/lib/search/sections';
import { siteSectionOf } from '../../theme/lib/search/site-section';
import { assertBuildExists, listBuildFiles, readBuildFile } from '../support/build-output';
import readerQueries from './reader-queries.json';

function builtIndex(): IndexedPage[] {
  assertBuildExists();
  const files = listBuildFiles().filter((file) => /^static\/search_index\.[^/]+\.json$/.test(file));
  expect(files, 'the build ships exactly one search index file').toHaveLength(1);
  return JSON.parse(readBuildFile(files[0]!));
}

// Built once for the file (top-level await): the test names report the scores.
const engine = await createSearchEngine(builtIndex(), { sectionOf: siteSectionOf });
const queries = readerQueries.queries;
const kindCount = (...kinds: string[]) => queries.filter((query) => kinds.includes(query.kind)).length;
const spansBoth = queries.filter(
  ({ pages }) => pages.some((path) => path.startsWith('/api/')) && pages.some((path) => path.startsWith('/docs/')),
).length;

describe('search quality on reader queries, as the panel shows them', () => {
  const outcomes = queries.map(({ query, pages }) => {
    const suggestions = engine.search(asTypedInField(query));
    const firstScreen = pagesInOrder(suggestions.slice(0, FIRST_SCREEN_RESULTS).map((suggestion) => suggestion.link));
    const got = suggestions.length === 0 ? [] : firstScreen;
    return { query, expected: pages, got, rank: rankOfFirstHit(got, pages) };
  });
  const scores = searchScores(outcomes);

  test(`at least 80 queries (${scores.queries}), of every kind readers type`, () => {
    expect(scores.queries).toBeGreaterThanOrEqual(80);
    expect(kindCount('question'), 'natural-language questions').toBeGreaterThanOrEqual(20);
    expect(kindCount('error'), 'pasted error messages and logs').toBeGreaterThanOrEqual(10);
    expect(kindCount('api-partial', 'api-typo'), 'API names typed partly or with a typo').toBeGreaterThanOrEqual(10);
    expect(spansBoth, 'queries answered by both a guide and the reference').toBeGreaterThanOrEqual(10);
  });

  test(`hits@3 ≥ 95 % (${(scores.hitsAt3 * 100).toFixed(1)} %), hits@1 ≥ 85 % (${(scores.hitsAt1 * 100).toFixed(1)} %)`, () => {
    const report = scores.misses
      .map((miss) => `  "${miss.query.slice(0, 80)}": rank ${miss.rank ?? 'none'}; listed ${miss.got.slice(0, 3).join(', ') || 'nothing'}`)
      .join('\n');
    expect(scores.hitsAt3, `queries not answered in the top 3 of the first screen:\n${report}`).toBeGreaterThanOrEqual(0.95);
    expect(scores.hitsAt1, `queries not answered first:\n${report}`).toBeGreaterThanOrEqual(0.85);
  });

  test('every query finds something', () => {
    expect(scores.withoutResults).toEqual([]);
  });
});

/** The page each example the empty panel offers must lead to first. */
const EXAMPLE_ANSWERS: Record<string, string> = {
  'How do I lazy load a screen?': '/docs/features/code-splitting',
  'Why is my app bundle so large?': '/docs/guides/bundle-analysis',
  "Error: Cannot find module '@svgr/webpack'": '/docs/guides/svg',
  'ScriptManager.shared.addResolver': '/api/runtime/script-manager',
};

describe('the examples the empty search panel offers', () => {
  for (const query of EXAMPLE_QUERIES) {
    test(`"${query}" leads to its page first`, () => {
      expect(EXAMPLE_ANSWERS[query], 'each example names the page it leads to, here').toBeDefined();
      expect(engine.search(query)[0]?.page).toBe(EXAMPLE_ANSWERS[query]);
    });
  }
});
