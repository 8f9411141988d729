// @ts-check
// Pure parts of the benchmark (scripts/bench.mjs): statistics, transfer accounting, budget
// checks and the printed table. Unit tested in tests/unit/bench-lib.test.ts. The Lighthouse
// budgets are lighthouserc.cjs's assertions and the first-load JS budget is size-limit's
// (.size-limit.mjs).

export const KiB = 1024;

/**
 * Budgets: first load per page, search latency (including the 150 ms debounce), search
 * quality on the reader query set, index requests per page load. The first query on a page
 * opened before idle time is reported without a budget: it waits for the whole index to
 * download and be indexed, which the spec (§4) defers until the panel opens or the browser
 * is idle, so no engine meets a one-frame budget there; the keystroke budget is what every
 * other query gets.
 */
export const budgets = {
  firstLoadTotalGzip: 250 * KiB,
  // The 150 ms debounce plus at most one frame.
  searchLatencyMs: 167,
  searchIndexRequests: 1,
  searchHitsAt3: 0.95,
  searchHitsAt1: 0.85,
  searchQueriesWithoutResults: 0,
  // No query holds the main thread for a long task on a CPU slowed four times.
  searchLongestTaskMs: 50,
  // Index bytes (gzip) per word of content: the size of the index the search issue started from.
  searchIndexGzipBytesPerWord: 2.42,
};

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * What kind of asset a fetched path is, for the first-load breakdown.
 * @param {string} pathname
 * @returns {'html' | 'js' | 'css' | 'font' | 'image' | 'search-index' | 'other'}
 */
export function assetKind(pathname) {
  if (/\/search_index[^/]*\.json$/.test(pathname)) return 'search-index';
  const extension = pathname.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase();
  if (!extension || extension === 'html') return 'html';
  if (extension === 'js' || extension === 'mjs') return 'js';
  if (extension === 'css') return 'css';
  if (['woff', 'woff2', 'ttf', 'otf'].includes(extension)) return 'font';
  if (['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico'].includes(extension)) return 'image';
  return 'other';
}

/** @typedef {{ html: number, js: number, css: number, font: number, image: number, other: number, 'search-index': number }} BytesByKind */

/**
 * Sums gzip sizes by kind. The search index is reported but not counted in the first-load
 * total: it is fetched on idle or when search opens, after the page is usable.
 * @param {Array<{ pathname: string, gzipBytes: number }>} files
 */
export function summariseTransfer(files) {
  /** @type {BytesByKind} */
  const byKind = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0, 'search-index': 0 };
  for (const file of files) byKind[assetKind(file.pathname)] += file.gzipBytes;
  const total = byKind.html + byKind.js + byKind.css + byKind.font + byKind.image + byKind.other;
  return { byKind, total, requests: files.length };
}

/**
 * @param {{ pages: Record<string, { total: number }>, searchLatencyMs?: number,
 *   searchIndexRequests?: number,
 *   searchQuality?: { hitsAt1: number, hitsAt3: number, withoutResults?: string[] },
 *   searchLongTasks?: { longestMs: number }, searchIndexGzipBytesPerWord?: number }} results
 * @returns {string[]} every budget missed, as sentences
 */
export function missedBudgets(results) {
  const missed = [];
  for (const [page, transfer] of Object.entries(results.pages)) {
    if (transfer.total > budgets.firstLoadTotalGzip)
      missed.push(`${page}: first load ${formatKiB(transfer.total)} gzip > ${formatKiB(budgets.firstLoadTotalGzip)}`);
  }
  if (results.searchLatencyMs !== undefined && !(results.searchLatencyMs <= budgets.searchLatencyMs)) {
    missed.push(`search keystroke → first result ${results.searchLatencyMs.toFixed(0)} ms > ${budgets.searchLatencyMs} ms`);
  }
  if (results.searchIndexRequests !== undefined && results.searchIndexRequests !== budgets.searchIndexRequests) {
    missed.push(`search index requested ${results.searchIndexRequests} times in one page load, not ${budgets.searchIndexRequests}`);
  }
  if (results.searchQuality) {
    const { hitsAt1, hitsAt3 } = results.searchQuality;
    if (hitsAt3 < budgets.searchHitsAt3) missed.push(`search hits@3 ${formatShare(hitsAt3)} < ${formatShare(budgets.searchHitsAt3)}`);
    if (hitsAt1 < budgets.searchHitsAt1) missed.push(`search hits@1 ${formatShare(hitsAt1)} < ${formatShare(budgets.searchHitsAt1)}`);
    const without = results.searchQuality.withoutResults ?? [];
    if (without.length > budgets.searchQueriesWithoutResults) missed.push(`search found nothing for ${without.length} queries`);
  }
  if (results.searchLongTasks && results.searchLongTasks.longestMs > budgets.searchLongestTaskMs) {
    missed.push(
      `search held the main thread ${results.searchLongTasks.longestMs.toFixed(0)} ms at 4× CPU > ${budgets.searchLongestTaskMs} ms`,
    );
  }
  if (results.searchIndexGzipBytesPerWord !== undefined && results.searchIndexGzipBytesPerWord > budgets.searchIndexGzipBytesPerWord) {
    missed.push(
      `search index ${results.searchIndexGzipBytesPerWord.toFixed(2)} gzip bytes per word > ${budgets.searchIndexGzipBytesPerWord}`,
    );
  }
  return missed;
}

/** @param {number} share a fraction from 0 to 1 */
export function formatShare(share) {
  return `${(share * 100).toFixed(1)} %`;
}

/** @param {number} bytes */
export function formatKiB(bytes) {
  return `${(bytes / KiB).toFixed(1)} KiB`;
}

/**
 * A plain-text table with a header row and left-aligned first column.
 * @param {string[]} header
 * @param {Array<Array<string | number>>} rows
 */
export function formatTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const width = (/** @type {number} */ column) => /** @type {number} */ (widths[column]);
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(width(column)) : cell.padStart(width(column)))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}
