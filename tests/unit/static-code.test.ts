import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Element } from 'hast';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { breakOpportunities } from '../../theme/lib/code-breaks';
import { rehypePlainElements } from '../../theme/plugins/plain-elements';
import { blockCodeHtml, inlineCodeHtml, rehypeStaticMarkup } from '../../theme/plugins/static-code';

// Code as plain markup at build time (theme/plugins/static-code.ts).

const span = (style: string | undefined, text: string, extra: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName: 'span',
  properties: style === undefined ? extra : { style, ...extra },
  children: [{ type: 'text', value: text }],
});
// Shiki's own hast: `class`, as a string.
const line = (...children: Element['children']): Element => ({ type: 'element', tagName: 'span', properties: { class: 'line' }, children });
const code = (...children: Element['children']): Element => ({ type: 'element', tagName: 'code', properties: {}, children });

describe('inlineCodeHtml', () => {
  it('keeps each short token whole and marks the longer ones', () => {
    expect(inlineCodeHtml('--port')).toBe('<span class="repack-code-token">--port</span>');
    expect(inlineCodeHtml('--reset-cache')).toBe('<span class="repack-code-token" data-long="true">--reset-cache</span>');
    expect(inlineCodeHtml('npx react-native-svg bundle')).toBe(
      '<span class="repack-code-token">npx</span> <span class="repack-code-token" data-long="true">react-native-svg</span> <span class="repack-code-token">bundle</span>',
    );
  });

  it('leaves a token longer than a phone column as text, and escapes markup', () => {
    const path = 'node_modules/@callstack/repack/dist/modules/ScriptManager.js';
    expect(inlineCodeHtml(path)).toBe(path);
    // Ending code that has tokens, such text is an element, so that code.css finds the code's last token by `:last-child`.
    expect(inlineCodeHtml(`cat ${path}`)).toBe(`<span class="repack-code-token">cat</span> <span class="repack-code-rest">${path}</span>`);
    expect(inlineCodeHtml(`${path} -v`)).toBe(`${path} <span class="repack-code-token">-v</span>`);
    expect(inlineCodeHtml('<a & "b">')).toBe(
      '<span class="repack-code-token">&lt;a</span> <span class="repack-code-token">&amp;</span> <span class="repack-code-token">"b"&gt;</span>'.replace(
        '"b"',
        '&quot;b&quot;',
      ),
    );
  });
});

describe('breakOpportunities', () => {
  it('allows a break after punctuation that ends a part of a name or a path', () => {
    const at = (text: string) => breakOpportunities(text).map((offset) => `${text.slice(0, offset)}|${text.slice(offset)}`);
    expect(at("'@callstack/repack'")).toEqual(["'@callstack/|repack'"]);
    expect(at('Repack.RepackPlugin')).toEqual(['Repack.|RepackPlugin']);
    expect(at("require('x')")).toEqual(["require(|'x')"]);
    expect(at('(Ref)CFArrayGet')).toEqual(['(|Ref)CFArrayGet', '(Ref)|CFArrayGet']);
  });

  it('never inside a name, before closing punctuation or between digits', () => {
    expect(breakOpportunities('getResolveOptions')).toEqual([]);
    expect(breakOpportunities('foo()')).toEqual([]);
    expect(breakOpportunities('a = 1.5;')).toEqual([]);
  });
});

describe('blockCodeHtml', () => {
  it('drops spans in the default colour, names token colours by class and marks indentation', () => {
    const html = blockCodeHtml(
      code(
        line(span('color:var(--shiki-token-keyword)', 'const'), span('color:var(--shiki-foreground)', ' a = ')),
        { type: 'text', value: '\n' },
        line(span('color:var(--shiki-foreground)', '    '), span('color:var(--shiki-token-function)', 'run'), span('color:#123456', '()')),
      ),
    );
    expect(html).toBe(
      '<span class="line"><span class="sh-keyword">const</span> a = </span>\n' +
        '<span class="line" style="--indent:4"><span class="indent">    </span><span class="sh-function">run</span><span style="color:#123456">()</span></span>',
    );
  });

  it("moves a line's indentation out of its first token", () => {
    const html = blockCodeHtml(
      code(line(span('color:var(--shiki-token-keyword)', '  const'), span('color:var(--shiki-foreground)', ' a'))),
    );
    expect(html).toBe('<span class="line" style="--indent:2"><span class="indent">  </span><span class="sh-keyword">const</span> a</span>');
  });

  it('joins neighbours of one colour, drops colour around spaces, and finds break points across tokens', () => {
    const html = blockCodeHtml(
      code(
        line(
          span('color:var(--shiki-token-keyword)', 'export'),
          span('color:var(--shiki-token-keyword)', ' default'),
          span('color:var(--shiki-token-constant)', ' '),
          span('color:var(--shiki-token-constant)', 'Repack'),
          span('color:var(--shiki-token-function)', '.'),
          span('color:var(--shiki-token-function)', 'getDirname'),
        ),
      ),
    );
    expect(html).toBe(
      '<span class="line"><span class="sh-keyword">export default</span> <span class="sh-constant">Repack</span><span class="sh-function">.<wbr>getDirname</span></span>',
    );
  });

  it('keeps the spans of type hovers and puts break points in their text', () => {
    const html = blockCodeHtml(code(line(span(undefined, 'Repack.RepackPlugin', { className: ['twoslash-hover'], dataHover: 2 }))));
    expect(html).toBe('<span class="line"><span class="twoslash-hover" data-hover="2">Repack.<wbr>RepackPlugin</span></span>');
  });
});

describe('rehypeStaticMarkup', () => {
  const compilePage = async (source: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-code-'));
    const output = String(
      await compile(source, { remarkPlugins: [remarkGfm], rehypePlugins: [rehypePlainElements, [rehypeStaticMarkup, { dir }]] }),
    );
    const files = fs.readdirSync(dir);
    return { output, files, read: (name: string) => fs.readFileSync(path.join(dir, name), 'utf8') };
  };
  const strings = (read: (name: string) => string, files: string[]) => JSON.parse(read(files[0] as string)) as string[];

  it('compiles a paragraph of plain markup, its code included, to one element with its HTML, not to a component per token', async () => {
    const { output, files, read } = await compilePage('Run `npm install` **first**, see [below](#setup).\n');
    expect(output).not.toContain('_components.code');
    expect(output).toMatch(/_jsx\("p", \{\s*"data-page-html": "[0-9a-f]{20}",\s*\.\.\.__htmlOfPage\(0\)\s*\}\)/);
    expect(strings(read, files)).toEqual([
      'Run <code><span class="repack-code-token">npm</span> <span class="repack-code-token">install</span></code> <strong>first</strong>, see <a href="#setup" class="rp-link">below</a>.',
    ]);
  });

  it('keeps as elements what the theme renders with a component (a link to another page, a code block, a table header), with their plain parts static', async () => {
    const { output, files, read } = await compilePage(
      'Read [the guide](/docs/guide) on `npx`.\n\n```js\nconst x = 1;\n```\n\n| Name | Use |\n| --- | --- |\n| `a` | b |\n\n## Set `up`\n',
    );
    expect(output).toMatch(/_jsxs?\("p", \{\s*children: \["Read ", _jsx\(_components\.a, /);
    expect(output).toMatch(/_jsx\("code", \{\s*"data-page-html": "[0-9a-f]{20}",\s*\.\.\.__htmlOfPage\(0\)/);
    expect(output).toMatch(/_jsx\(_components\.pre, \{\s*children: _jsx\("code", \{\s*className: "language-js",\s*\.\.\.__htmlOfPage\(1\)/);
    expect(output).toMatch(/_jsx\("th", \{\s*children: "Name"/);
    expect(output).toMatch(/_jsx\("h2", \{\s*className: "rp-toc-include",\s*\.\.\.__htmlOfPage\(\d\)/);
    expect(strings(read, files).at(-1)).toBe('Set <code><span class="repack-code-token">up</span></code>');
  });

  it("writes the page's strings in the server's render and points the browser at them as a file of their own", async () => {
    const { output, files } = await compilePage('Run `npm install` first.\n');
    expect(files).toHaveLength(1);
    const id = (files[0] as string).replace(/\.json$/, '');
    expect(output).toContain(`data-page-html": "${id}"`);
    expect(output).toMatch(
      new RegExp(
        `export const __htmlOfPage = import\\.meta\\.env\\.SSR \\? inlineHtml\\(\\["Run <code>.*\\]\\) : await pageHtml\\("${id}", new URL\\(".*/${id}\\.json", import\\.meta\\.url\\)\\.href\\);`,
      ),
    );
  });

  it('leaves a page without static markup as it is', async () => {
    const { output, files } = await compilePage('<Callout />\n');
    expect(files).toEqual([]);
    expect(output).not.toContain('__htmlOfPage');
  });
});
