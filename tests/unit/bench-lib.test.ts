import { describe, expect, it } from 'vitest';
import { assetKind, budgets, formatTable, median, missedBudgets, summariseTransfer } from '../../scripts/lib/bench-lib.mjs';
import { firstLoadScripts, htmlFileOf } from '../../scripts/lib/bench-pages.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('assetKind', () => {
  it('sorts fetched paths into the first-load categories', () => {
    expect(assetKind('/docs/guides/svg')).toBe('html');
    expect(assetKind('/static/js/index.8548f30b3e.js')).toBe('js');
    expect(assetKind('/static/css/styles.4ac098d6db.css')).toBe('css');
    expect(assetKind('/static/font/inter.woff2')).toBe('font');
    expect(assetKind('/img/logo-light.svg')).toBe('image');
    expect(assetKind('/static/search_index.en.edd7b4d6.json')).toBe('search-index');
  });
});

describe('summariseTransfer', () => {
  it('adds up gzip sizes by kind and leaves the search index out of the total', () => {
    const summary = summariseTransfer([
      { pathname: '/', gzipBytes: 10 },
      { pathname: '/a.js', gzipBytes: 100 },
      { pathname: '/b.js', gzipBytes: 50 },
      { pathname: '/c.css', gzipBytes: 20 },
      { pathname: '/static/search_index.en.1.json', gzipBytes: 500 },
    ]);
    expect(summary.byKind.js).toBe(150);
    expect(summary.byKind['search-index']).toBe(500);
    expect(summary.total).toBe(180);
    expect(summary.requests).toBe(5);
  });
});

describe('missedBudgets', () => {
  const page = (total: number) => ({ total });
  it('is empty when every budget holds', () => {
    expect(
      missedBudgets({
        pages: { home: page(200 * 1024) },
        searchLatencyMs: 160,
        searchIndexRequests: 1,
        searchQuality: { hitsAt1: 0.9, hitsAt3: 0.97, withoutResults: [] },
        searchLongTasks: { longestMs: 0 },
        searchIndexGzipBytesPerWord: 2.4,
      }),
    ).toEqual([]);
  });
  it('names each budget missed', () => {
    const missed = missedBudgets({
      pages: { home: page(budgets.firstLoadTotalGzip + 1) },
      searchLatencyMs: 200,
      searchIndexRequests: 2,
      searchQuality: { hitsAt1: 0.7, hitsAt3: 0.85, withoutResults: ['zzz'] },
      searchLongTasks: { longestMs: 80 },
      searchIndexGzipBytesPerWord: 2.6,
    });
    expect(missed).toHaveLength(8);
    expect(missed.join('\n')).toMatch(/found nothing for 1 queries/);
    expect(missed.join('\n')).toMatch(/main thread 80 ms at 4× CPU/);
    expect(missed.join('\n')).toMatch(/2\.60 gzip bytes per word > 2\.42/);
    expect(missed.join('\n')).toMatch(/requested 2 times/);
    expect(missed.join('\n')).toMatch(/hits@3 85\.0 % < 95\.0 %/);
    expect(missed.join('\n')).toMatch(/hits@1 70\.0 % < 85\.0 %/);
    expect(missed.join('\n')).toMatch(/home: first load/);
    expect(missed.join('\n')).toMatch(/search keystroke/);
  });
});

describe('formatTable', () => {
  it('aligns columns', () => {
    expect(
      formatTable(
        ['Metric', 'Value'],
        [
          ['Build', '12.0 s'],
          ['Search', '160 ms'],
        ],
      ),
    ).toBe(['| Metric |  Value |', '|--------|-------:|', '| Build  | 12.0 s |', '| Search | 160 ms |'].join('\n'));
  });
});

describe('htmlFileOf', () => {
  it('names the HTML file a route is built to', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/docs/getting-started/quick-start')).toBe('docs/getting-started/quick-start.html');
  });
});

describe('firstLoadScripts', () => {
  it('lists the scripts and preloaded scripts of the page, once each, and nothing else', () => {
    const html = [
      '<link href="/static/css/styles.1.css" rel="stylesheet">',
      '<link rel="preload" href="/static/js/async/route-1.js" as="script">',
      '<link rel="preload" href="/static/font/a.woff2" as="font" crossorigin="anonymous">',
      '<link rel="modulepreload" href="/static/js/m.js" as="script">',
      '<script>window.inline = 1</script>',
      '<script defer src="/static/js/lib-react.1.js"></script>',
      '<script defer src="/static/js/index.1.js"></script>',
      '<script defer src="/static/js/index.1.js"></script>',
      '<script async src="https://cdn.example.com/x.js"></script>',
      '<script src="//cdn.example.com/y.js"></script>',
    ].join('\n');
    expect(firstLoadScripts(html)).toEqual([
      '/static/js/async/route-1.js',
      '/static/js/m.js',
      '/static/js/lib-react.1.js',
      '/static/js/index.1.js',
    ]);
  });
});
