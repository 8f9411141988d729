import type { RootContent } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';

/** Parses module code into MDX's ESM node, with the parser the examples are found with. */
export function esm(code: string): RootContent {
  const [node] = fromMarkdown(code, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }).children;
  if (node?.type !== 'mdxjsEsm') throw new Error(`Not module code: ${code}`);
  return node as unknown as RootContent;
}
