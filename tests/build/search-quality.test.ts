// The search against the reader query set, on the index the production build ships
// (doc_build/static/search_index.*.json). Needs `npm run build` first; npm test runs it after
// the build. Targets of the search issue: hits@3 ≥ 90 %, hits@1 ≥ 75 %.
import { describe, expect, test } from 'vitest';
import { pagesInOrder, rankOfFirstHit, searchScores } from '../../scripts/lib/search-metrics.mjs';
import { createSearchEngine } from '../../theme/lib/search/engine';
import { searchGroupOf } from '../../theme/lib/search/groups';
import type { IndexedPage } from '../../theme/lib/search/sections';
import { assertBuildExists, listBuildFiles, readBuildFile } from '../support/build-output';
import readerQueries from './reader-queries.json';

function builtIndex(): IndexedPage[] {
  assertBuildExists();
  const files = listBuildFiles().filter((file) => /^static\/search_index\.[^/]+\.json$/.test(file));
  expect(files, 'the build ships exactly one search index file').toHaveLength(1);
  return JSON.parse(readBuildFile(files[0]!));
}

// Built once for the file (top-level await): the test names report the scores.
const engine = await createSearchEngine(builtIndex(), { groupOf: searchGroupOf });

describe('search quality on reader queries', () => {
  const outcomes = readerQueries.queries.map(({ query, pages }) => {
    const links = engine.search(query).flatMap((group) => group.suggestions.map((suggestion) => suggestion.link));
    const got = pagesInOrder(links);
    return { query, expected: pages, got, rank: rankOfFirstHit(got, pages) };
  });
  const scores = searchScores(outcomes);

  test(`at least 40 queries (${scores.queries})`, () => {
    expect(scores.queries).toBeGreaterThanOrEqual(40);
  });

  test(`hits@3 ≥ 90 % (${(scores.hitsAt3 * 100).toFixed(1)} %), hits@1 ≥ 75 % (${(scores.hitsAt1 * 100).toFixed(1)} %)`, () => {
    const report = scores.misses
      .map((miss) => `  "${miss.query}": rank ${miss.rank ?? 'none'}; listed ${miss.got.slice(0, 3).join(', ') || 'nothing'}`)
      .join('\n');
    expect(scores.hitsAt3, `queries not answered in the top 3:\n${report}`).toBeGreaterThanOrEqual(0.9);
    expect(scores.hitsAt1, `queries not answered first:\n${report}`).toBeGreaterThanOrEqual(0.75);
  });

  test('every query finds something', () => {
    expect(outcomes.filter((outcome) => outcome.got.length === 0).map((outcome) => outcome.query)).toEqual([]);
  });
});
