import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Root } from 'hast';
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

/** A heading's "#" anchor, as Rspress's header-anchor step adds it before the site's steps run. */
function rehypeRspressHeaderAnchors() {
  return (tree: Root) => {
    for (const node of tree.children) {
      if (node.type !== 'element' || !/^h[2-6]$/.test(node.tagName)) continue;
      const href = `#${String(node.properties.id)}`;
      node.children.unshift({
        type: 'element',
        tagName: 'a',
        properties: { class: 'rp-header-anchor', ariaHidden: 'true', href },
        children: [{ type: 'text', value: '#' }],
      });
    }
  };
}

describe('links within the page', () => {
  it('are plain links, the heading anchor out of the tab order; links to other pages keep their component', async () => {
    const output = String(
      await compile('## Options\n\nSee [the options](#options) and [the guide](/docs/guide).\n', {
        rehypePlugins: [
          () => (tree: Root) => {
            const heading = tree.children.find((node) => node.type === 'element' && node.tagName === 'h2');
            if (heading?.type === 'element') heading.properties.id = 'options';
          },
          rehypeRspressHeaderAnchors,
          rehypePlainElements,
        ],
      }),
    );
    const anchor = /_jsx\("a", \{([^}]*)children: "#"/.exec(output)?.[1] ?? '';
    expect(anchor).toContain('className: "rp-header-anchor rp-link"');
    expect(anchor).toContain('"aria-hidden": "true"');
    expect(anchor).toMatch(/tabIndex: "?-1"?/);
    expect(output).toMatch(/_jsx\("a", \{\s*href: "#options",\s*className: "rp-link",\s*children: "the options"/);
    expect(output).toMatch(/_jsx\(_components\.a, \{\s*href: "\/docs\/guide"/);
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
