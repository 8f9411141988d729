import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { duplicateRoutes, findPageFiles, frontmatterProblems, pageSourceProblems, routeOfPageFile } from '../../theme/plugins/page-sources';

const docsDir = path.resolve(import.meta.dirname, '../../docs');

describe('duplicate routes', () => {
  it('maps a file to the address the router matches it at', () => {
    expect(routeOfPageFile('index.mdx')).toBe('/');
    expect(routeOfPageFile('api/index.mdx')).toBe('/api');
    expect(routeOfPageFile('docs/guides/svg.mdx')).toBe('/docs/guides/svg');
    expect(routeOfPageFile('docs/guides/SVG/index.md')).toBe('/docs/guides/svg');
  });

  it('names every file of a route that more than one file claims', () => {
    expect(duplicateRoutes(['docs/guides/svg.md', 'docs/guides/svg.mdx', 'docs/guides/deploy.mdx'])).toEqual([
      {
        file: 'docs/guides/svg.md',
        line: 1,
        message: 'docs/guides/svg.md and docs/guides/svg.mdx are both the page at /docs/guides/svg: rename or remove all but one.',
      },
    ]);
    expect(duplicateRoutes(['docs/guides/svg.mdx', 'docs/guides/svg/index.mdx'])[0]?.message).toContain(
      'docs/guides/svg.mdx and docs/guides/svg/index.mdx are both the page at /docs/guides/svg',
    );
  });

  it('finds the pages Rspress finds: page extensions, no _underscored files or folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-sources-'));
    for (const file of ['a.mdx', 'b/index.md', '_partial.mdx', '_drafts/c.mdx', 'b/_meta.json', 'public/d.md']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
    }
    expect(findPageFiles(dir)).toEqual(['a.mdx', 'b/index.md']);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('frontmatter', () => {
  const page = (frontmatter: string, text = '# SVG\n\nText.\n') => `${frontmatter}\n${text}`;
  const messages = (text: string) => frontmatterProblems('guides/svg.mdx', text).map(({ line, message }) => `${line}: ${message}`);

  it('accepts a title and a description between two "---" lines', () => {
    expect(messages(page('---\ntitle: SVG\ndescription: Render SVG files.\n---'))).toEqual([]);
    expect(messages(page("---\ntitle: 'SVG: images'\ndescription: >-\n  Render SVG\n  files.\noverview: true\n---"))).toEqual([]);
  });

  it('reports a title or another field of the wrong type, at its line', () => {
    expect(messages(page('---\ndescription: Render SVG files.\ntitle: 42\n---'))).toEqual([
      '3: frontmatter title must be a string, not number (42).',
    ]);
    expect(messages(page('---\ntitle: [SVG, images]\ndescription: Render SVG files.\n---'))).toEqual([
      '2: frontmatter title must be a string, not a list (["SVG","images"]).',
    ]);
    expect(messages(page('---\ntitle: SVG\ndescription: Render SVG files.\noverview: "yes"\n---'))).toEqual([
      '4: frontmatter overview must be a boolean, not string ("yes").',
    ]);
    expect(messages(page('---\ntitle: SVG\ndescription: Render SVG files.\nunlisted: "true"\n---'))).toEqual([
      '4: frontmatter unlisted must be a boolean, not string ("true").',
    ]);
  });

  it('reports an unclosed quote with the line of the YAML error', () => {
    expect(messages(page('---\ntitle: "SVG\ndescription: Render SVG files.\n---'))).toEqual([
      '3: frontmatter is not valid YAML (check its quotes and colons): Missing closing "quote',
    ]);
    expect(messages(page('---\ntitle: SVG\ndescription: Fixes for Re.Pack: the dev server.\n---'))[0]).toMatch(
      /^3: frontmatter is not valid YAML/,
    );
  });

  it('reports frontmatter without its closing line, also when a rule further down would close it', () => {
    const notClosed = '1: frontmatter is not closed: add a line "---" after its last field, before the page text.';
    expect(messages(page('---\ntitle: SVG\ndescription: Render SVG files.'))).toEqual([notClosed]);
    expect(messages(page('---\ntitle: SVG\ndescription: Render SVG files.', '\n# SVG\n\nSome text.\n\n---\n\nMore.\n'))).toEqual([
      `${notClosed} (It runs on into the page text at line 5.)`,
    ]);
  });

  it('reports a missing or empty description and a missing title', () => {
    expect(messages(page('---\ntitle: SVG\n---'))).toEqual([
      '3: frontmatter has no description: add description:, one sentence that says what this page is about (search engines, link previews).',
    ]);
    expect(messages(page("---\ntitle: SVG\ndescription: ''\n---"))).toEqual(['3: frontmatter description is empty.']);
    expect(messages(page('---\ndescription: Render SVG files.\n---'))[0]).toMatch(/^3: frontmatter has no title/);
  });

  it('reports a page without frontmatter', () => {
    expect(messages('# SVG\n')).toEqual(['1: has no frontmatter: the first line must be "---", then title: and description:, then "---".']);
  });
});

it("the site's pages have no such mistakes", () => {
  expect(pageSourceProblems(docsDir)).toEqual([]);
});
