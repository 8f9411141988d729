import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { VFile } from 'vfile';
import { expect, it } from 'vitest';
import { remarkDefinedComponents } from '../../theme/plugins/mdx-components';

/** What compiling `source` as the page docs/guides/svg.mdx reports: null, or the failure. */
function compile(source: string): string | null {
  const tree = fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }) as Root;
  try {
    remarkDefinedComponents()(tree, new VFile({ path: 'docs/docs/guides/svg.mdx' }));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

it('accepts components the page imports or defines, and HTML elements', () => {
  expect(
    compile(
      'import { Badge, PackageManagerTabs as Tabs } from \'@rspress/core/theme\';\nexport const Note = () => null;\n\n# SVG\n\n<Tabs command="install" /> <Badge text="new" /> <Note /> <kbd>Ctrl</kbd>\n',
    ),
  ).toBeNull();
});

it('fails at a component that is neither imported nor defined, with file, line and column', () => {
  expect(
    compile('import { PackageManagerTabs } from \'@rspress/core/theme\';\n\n# SVG\n\nText.\n\n<PackageManagerTab command="install" />\n'),
  ).toBe(
    "docs/docs/guides/svg.mdx:7:1: <PackageManagerTab> is not defined on this page: import it (e.g. import { PackageManagerTab } from '@rspress/core/theme'), or check its spelling.",
  );
  expect(compile('# SVG\n\nPress <Kbd>K</Kbd>.\n')).toMatch(/^docs\/docs\/guides\/svg\.mdx:3:7: <Kbd> is not defined/);
});

it('leaves components inside code blocks alone', () => {
  expect(compile('# SVG\n\n```tsx\n<Missing />\n```\n')).toBeNull();
});
