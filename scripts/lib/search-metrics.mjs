// @ts-check
// Scores of the search against the reader query set (tests/build/reader-queries.json):
// shared by the test that gates `npm test` and by `npm run bench`, which measures the same
// queries in the browser.

/** @typedef {{ query: string, pages: string[], kind: string }} ReaderQuery */

/**
 * Results on the panel's first screen: the options fully in view without scrolling on the
 * smallest screen the site is tested at (375 × 667 px). A browser test checks that this many
 * fit there, so scoring the first this-many results scores what a reader sees.
 */
export const FIRST_SCREEN_RESULTS = 5;
/** @typedef {{ query: string, expected: string[], got: string[], rank: number | null }} QueryOutcome */

/**
 * The 1-based rank of the first listed page that answers the query, or null.
 * @param {string[]} listedPages pages in the order the search lists them
 * @param {string[]} expectedPages
 */
export function rankOfFirstHit(listedPages, expectedPages) {
  const index = listedPages.findIndex((page) => expectedPages.includes(page));
  return index === -1 ? null : index + 1;
}

/**
 * hits@1, hits@3 (shares of queries answered at rank 1, within the first 3) and mean reciprocal rank.
 * @param {QueryOutcome[]} outcomes
 */
export function searchScores(outcomes) {
  const count = outcomes.length || 1;
  const within = (/** @type {number} */ limit) =>
    outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= limit).length / count;
  return {
    queries: outcomes.length,
    hitsAt1: within(1),
    hitsAt3: within(3),
    mrr: outcomes.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0) / count,
    misses: outcomes.filter((outcome) => outcome.rank === null || outcome.rank > 3),
    withoutResults: outcomes.filter((outcome) => outcome.got.length === 0).map((outcome) => outcome.query),
  };
}

/**
 * Pages in the order a result list shows them, from result links (anchors dropped, each page once).
 * @param {string[]} links
 */
export function pagesInOrder(links) {
  return [...new Set(links.map((link) => link.replace(/#.*$/, '')))];
}

/**
 * A query as the panel's single-line field holds it: a pasted log keeps its words, and its
 * line breaks become spaces (what browsers do with a paste into a one-line field).
 * @param {string} query
 */
export function asTypedInField(query) {
  return query.replace(/\r?\n/g, ' ');
}
