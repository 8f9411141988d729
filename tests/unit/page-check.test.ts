// The writers' early checks (theme/plugins/page-check.ts) and the route ↔ file mapping they and
// the tests share (theme/plugins/doc-pages.ts): each mistake is reported with its file and line.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { expectedPageOfRoute, isUnlisted, listPages, pageOfRoute, readFrontMatter, routeOfPage } from '../../theme/plugins/doc-pages';
import {
  anchorIdsOf,
  checkDocPages,
  closest,
  formatProblem,
  linkTarget,
  notationProblems,
  parseErrorLocation,
  readDocPage,
} from '../../theme/plugins/page-check';
import { parsePageCached } from '../../theme/plugins/page-trees';
import { describeUnreadablePage } from '../examples/check-examples';
import { lineOfLink } from '../support/link-targets';

describe('routes of pages', () => {
  test('a page is served at its path; index pages at their folder', () => {
    expect(routeOfPage('docs/docs/guides/svg.mdx')).toBe('/docs/guides/svg');
    expect(routeOfPage('docs/api/index.mdx')).toBe('/api/');
    expect(routeOfPage('docs/index.mdx')).toBe('/');
    expect(routeOfPage('docs/404.md')).toBe('/404');
    expect(() => routeOfPage('theme/index.tsx')).toThrow(/not a page/);
    expect(expectedPageOfRoute('/docs/guides/svgr')).toBe('docs/docs/guides/svgr.mdx');
    expect(expectedPageOfRoute('/api/')).toBe('docs/api/index.mdx');
  });

  test('every page found in docs/ maps to a route and back, and none is in docs/public or a _ file', () => {
    const pages = listPages();
    expect(pages).toContain('docs/index.mdx');
    expect(pages.filter((page) => page.startsWith('docs/public/') || /\/_[^/_][^/]*$/.test(page))).toEqual([]);
    for (const page of pages) expect(pageOfRoute(routeOfPage(page), pages)).toBe(page);
    expect(new Set(pages.map(routeOfPage)).size).toBe(pages.length);
  });
});

describe('front matter', () => {
  test('is read as Rspress reads it; what cannot be read is empty (page-sources.ts reports it, with its line)', () => {
    expect(readFrontMatter('---\ntitle: SVG\nunlisted: true\n---\n# SVG\n')).toEqual({ title: 'SVG', unlisted: true });
    expect(readFrontMatter('---\ntitle: Errors\ndescription: Fixes for errors: all of them\n---\n')).toEqual({});
  });

  test('unlisted pages and the 404 page need no sidebar entry', () => {
    expect(isUnlisted({ unlisted: true })).toBe(true);
    expect(isUnlisted({ pageType: '404' })).toBe(true);
    expect(isUnlisted({ unlisted: 'yes' })).toBe(false);
    expect(isUnlisted({})).toBe(false);
  });
});

describe('MDX syntax', () => {
  test('an unclosed tag is reported at the tag, with the file', () => {
    const page = readDocPage('docs/docs/x.mdx', '---\ntitle: X\ndescription: d\n---\n\n# X\n\n<Tabs>\n\nText\n');
    expect(page.tree).toBeUndefined();
    expect(page.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^docs\/docs\/x\.mdx:8:1: Expected a closing tag for `<Tabs>`/),
    ]);
  });

  test('the location comes from the error, or from the position its message quotes', () => {
    expect(parseErrorLocation({ place: { start: { line: 4, column: 2 } } })).toEqual({ line: 4, column: 2 });
    expect(parseErrorLocation({ place: { line: 5, column: 3 } })).toEqual({ line: 5, column: 3 });
    expect(parseErrorLocation({ reason: 'Expected a closing tag for `<Tab>` (65:1-65:6) before the end of `paragraph`' })).toEqual({
      line: 65,
      column: 1,
    });
    expect(parseErrorLocation({ reason: 'something' })).toEqual({ line: 1, column: 1 });
  });
});

describe('heading ids', () => {
  test('are the ids Rspress gives: slugs, custom ids, numbered repeats, no JSX text', () => {
    const page = readDocPage(
      'docs/a.mdx',
      '# Title\n\n## `output` option\n\n### maxInlineSize <Badge text="Added in 5.3.0" />\n\n## Hooks\n\n## Hooks\n\n## Named \\{#custom}\n\n<div id="raw-id" />\n',
    );
    expect([...anchorIdsOf(page.tree!)]).toEqual(['title', 'output-option', 'maxinlinesize', 'hooks', 'hooks-1', 'custom', 'raw-id']);
  });

  test('a doc page without an h1 gets the id of its title; the home page does not', () => {
    const tree = readDocPage('docs/a.mdx', 'Text\n').tree!;
    expect(anchorIdsOf(tree, { title: 'API reference' })).toContain('api-reference');
    expect(anchorIdsOf(tree, { title: 'Re.Pack', pageType: 'home' }).size).toBe(0);
  });
});

describe('links', () => {
  const target = readDocPage(
    'docs/api/plugins/repack.mdx',
    '---\ntitle: RepackPlugin\ndescription: d\n---\n\n# RepackPlugin\n\n## output\n\n## platform\n',
  );
  const overview = readDocPage('docs/api/index.mdx', '---\ntitle: API\ndescription: d\n---\n\nText\n');

  test('resolve like Rspress: absolute, relative to the file, with or without a suffix', () => {
    expect(linkTarget('/api/plugins/repack#output', 'docs/docs/a.mdx')).toEqual({
      route: '/api/plugins/repack',
      hash: 'output',
      asset: false,
    });
    expect(linkTarget('./svg.mdx', 'docs/docs/guides/a.mdx')).toEqual({ route: '/docs/guides/svg', hash: '', asset: false });
    expect(linkTarget('../api/index', 'docs/docs/a.mdx')).toEqual({ route: '/api/', hash: '', asset: false });
    expect(linkTarget('#hooks', 'docs/api/runtime/script.mdx')).toEqual({ route: '/api/runtime/script', hash: 'hooks', asset: false });
    expect(linkTarget('/img/logo.svg', 'docs/a.mdx')).toEqual({ route: '/img/logo.svg', hash: '', asset: true });
    expect(linkTarget('https://github.com/callstack/repack', 'docs/a.mdx')).toBeUndefined();
    expect(linkTarget('mailto:a@b.c', 'docs/a.mdx')).toBeUndefined();
  });

  test('a dead page, a dead anchor and a missing file are reported with file, line, column and link text', () => {
    const page = readDocPage(
      'docs/docs/guides/svg.mdx',
      [
        '---',
        'title: SVG',
        'description: d',
        '---',
        '',
        '# SVG',
        '',
        'See [the plugin](/api/plugins/repack#outptu) and [its options](/api/plugins/repack#platform).',
        '',
        'Read [the old page](/docs/guides/svgr), the [API](/api) and ![logo](/img/logo.svg).',
        '',
        '<a href="/img/missing.svg">Download</a>',
        '',
      ].join('\n'),
    );
    const problems = checkDocPages([page, target, overview], (file) => file === 'img/logo.svg').map(formatProblem);
    expect(problems).toEqual([
      'docs/docs/guides/svg.mdx:8:5: dead link "the plugin" → /api/plugins/repack#outptu: docs/api/plugins/repack.mdx has no heading with the id "outptu"; did you mean #output?',
      'docs/docs/guides/svg.mdx:10:6: dead link "the old page" → /docs/guides/svgr: no page at /docs/guides/svgr (docs/docs/guides/svgr.mdx does not exist)',
      'docs/docs/guides/svg.mdx:12:1: dead link "Download" → /img/missing.svg: no file public/img/missing.svg',
    ]);
  });

  test('a link is quoted as the source writes it, even after Rspress rewrote its address in the tree', () => {
    const page = readDocPage('docs/docs/b.mdx', '---\ntitle: B\ndescription: d\n---\n\n# B\n\n[the plugin](/api/plugins/repack#outptu)\n');
    const link = page.tree!.children.find((node) => node.type === 'paragraph')!;
    (link as unknown as { children: { url: string }[] }).children[0]!.url = '/api/plugins/repack.html#outptu';
    expect(checkDocPages([page, target], () => false).map(formatProblem)).toEqual([
      expect.stringContaining('dead link "the plugin" → /api/plugins/repack#outptu:'),
    ]);
  });

  test('a typo is matched to the closest id only when it is close', () => {
    expect(closest('outptu', ['output', 'platform'])).toBe('output');
    expect(closest('something-else', ['output', 'platform'])).toBeUndefined();
  });
});

describe('Twoslash notations in examples', () => {
  const page = (body: string) => readDocPage('docs/docs/x.mdx', `---\ntitle: X\ndescription: d\n---\n\n# X\n\n${body}`);

  test('a line Twoslash reads as an instruction is reported at its line in the page', () => {
    const example = [
      '```js title="rspack.config.mjs"',
      "import * as Repack from '@callstack/repack';",
      '// @deprecated use the new option',
      '// @deprecated',
      '// @strict: false',
      '// ---cut---',
      'export default { plugins: [new Repack.RepackPlugin()] };',
      '//                            ^?',
      '```',
    ].join('\n');
    expect(notationProblems(page(example)).map(formatProblem)).toEqual([
      expect.stringMatching(/^docs\/docs\/x\.mdx:11:1: "\/\/ @deprecated" is an instruction to Twoslash/),
      expect.stringMatching(/^docs\/docs\/x\.mdx:12:1: "\/\/ @strict: false" is an instruction/),
      expect.stringMatching(/^docs\/docs\/x\.mdx:13:1: "\/\/ ---cut---" is an instruction/),
      expect.stringMatching(/^docs\/docs\/x\.mdx:15:1: "\/\/ {28}\^\?" is an instruction/),
    ]);
  });

  test('comments that only look alike, and blocks without hovers, are left alone', () => {
    const checked =
      "```ts\nimport { RepackPlugin } from '@callstack/repack';\n// @ts-expect-error: no options\n// see @callstack/repack\nconst a = 1; // @deprecated\n```";
    const unchecked = '```js\n// @deprecated\nconst a = 1;\n```';
    expect(notationProblems(page(`${checked}\n\n${unchecked}`))).toEqual([]);
  });
});

describe('syntax trees kept on disk', () => {
  test('a page is parsed once per text, and the tree read back is the one parsed, without MDX expressions', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'page-trees-'));
    try {
      const source = '# Title\n\n<Badge text={"5.3"} />\n\n```js\nconst a = 1;\n```\n';
      const first = parsePageCached(source, dir);
      expect(readdirSync(dir)).toHaveLength(1);
      const second = parsePageCached(source, dir);
      expect(second).toEqual(first);
      expect(JSON.stringify(second)).not.toContain('estree');
      expect(second.children.map((node) => node.type)).toEqual(['heading', 'mdxJsxFlowElement', 'code']);
      parsePageCached(`${source}\nMore.\n`, dir);
      expect(readdirSync(dir)).toHaveLength(2);
      expect(() => parsePageCached('<Tabs>\n\nText\n', dir)).toThrow(/Expected a closing tag for `<Tabs>`/);
      expect(readdirSync(dir)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('messages of the later checks', () => {
  test('the examples check names the page, line and column of a page that is not valid MDX', () => {
    const error = { reason: 'Expected a closing tag for `<PackageManagerTabs>` (23:1-23:56)', file: '' };
    expect(describeUnreadablePage('docs/docs/guides/svg.mdx', error)).toMatch(
      /^docs\/docs\/guides\/svg\.mdx:23:1: Expected a closing tag for `<PackageManagerTabs>`/,
    );
  });

  test("the build's link check finds the line of a link in the page source", () => {
    const source = [
      '# Page',
      '',
      'See [the `output` option](/api/plugins/repack#output).',
      '',
      '<a href="/img/x.svg">x</a>',
      '',
      '[ref]: /docs/a',
    ].join('\n');
    expect(lineOfLink(source, { href: '/api/plugins/repack#output', text: 'the output option' })).toBe(3);
    expect(lineOfLink(source, { href: '/img/x.svg', text: 'x' })).toBe(5);
    expect(lineOfLink(source, { href: '/docs/a', text: 'ref' })).toBe(7);
    expect(lineOfLink(source, { href: '/docs/other', text: 'Other' })).toBeUndefined();
  });
});
