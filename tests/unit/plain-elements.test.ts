import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { PLAIN_ELEMENTS, PLAIN_HEADINGS, rehypePlainElements } from '../../theme/plugins/plain-elements';

// Plain elements of page content stay plain elements (theme/plugins/plain-elements.ts).

/** GFM tables for the compiler, from the packages the examples check parses pages with. */
function remarkGfmTables(this: Processor) {
  const data = this.data() as Record<string, unknown[] | undefined>;
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), gfm()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), gfmFromMarkdown()];
}

describe('rehypePlainElements', () => {
  it('renders paragraphs, lists, cells and headings as written, headings with the class the outline reads', async () => {
    const output = String(
      await compile('## Options\n\nSome **text**:\n\n- one\n\n| a | b |\n| - | :-: |\n| 1 | 2 |\n\n[link](/x)\n', {
        remarkPlugins: [remarkGfmTables],
        rehypePlugins: [rehypePlainElements],
      }),
    );
    for (const tag of ['p', 'strong', 'ul', 'li', 'tr', 'td', 'th', 'h2'])
      expect(output).not.toMatch(new RegExp(`_components\\.${tag}\\b`));
    expect(output).toContain('_jsx("h2", {\n      className: "rp-toc-include"');
    // Cells keep their alignment; links and tables keep their components.
    expect(output).toMatch(/_jsx\("td", \{\s*style: \{\s*textAlign: "center"/);
    expect(output).toContain('_components.a');
    expect(output).toContain('_components.table');
  });
});

describe('the theme', () => {
  it('gives none of the plain elements a component of its own', () => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../theme/index.tsx'), 'utf8');
    const overridden = [...(/mdxComponents \?\?= \{([\s\S]*?)\};/.exec(source)?.[1] ?? '').matchAll(/^\s*(\w+):/gm)].map(
      (match) => match[1],
    );
    expect(overridden.length).toBeGreaterThan(0);
    expect(overridden.filter((tag) => [...PLAIN_ELEMENTS, ...PLAIN_HEADINGS].includes(tag as never))).toEqual([]);
  });
});
