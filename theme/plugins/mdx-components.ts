// A component that a page uses but neither imports nor defines (a typo such as <PackageManagerTab>,
// or a forgotten import) only failed when the page rendered: MDX throws "Expected component
// … to be defined" in the browser, with no file or line, and the dev server's terminal stayed
// silent. Checked while the page compiles instead, it is a compile error with the page's file,
// line and column, which the dev server prints in the terminal and shows in the browser's
// error overlay, and which fails the production build.
import type { RspressPlugin } from '@rspress/core';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  children?: Node[];
  position?: { start: { line: number; column: number } };
  data?: { estree?: { body: EstreeStatement[] } };
}

interface EstreeStatement {
  type: string;
  specifiers?: Array<{ local: { name: string } }>;
  declaration?: { type: string; id?: { name: string }; declarations?: Array<{ id: { type: string; name?: string } }> } | null;
}

/** The names a page's ESM (imports, exported declarations) makes available to its JSX. */
function namesInScope(statements: readonly EstreeStatement[]): string[] {
  return statements.flatMap((statement) => {
    if (statement.type === 'ImportDeclaration') return (statement.specifiers ?? []).map((specifier) => specifier.local.name);
    const declaration = statement.declaration;
    if (!declaration) return [];
    if (declaration.id) return [declaration.id.name];
    return (declaration.declarations ?? []).flatMap((declarator) =>
      declarator.id.type === 'Identifier' && declarator.id.name ? [declarator.id.name] : [],
    );
  });
}

/** The components (capitalised JSX names, or the object of `<A.B>`) a page uses, with where. */
function usedComponents(tree: Node): Array<{ name: string; node: Node }> {
  const used: Array<{ name: string; node: Node }> = [];
  const walk = (node: Node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const root = node.name.split('.')[0] ?? '';
      if (/^[A-Z]/.test(root) || node.name.includes('.')) used.push({ name: root, node });
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return used;
}

/** Remark plugin: fails the page's compilation at the first component it does not define. */
export function remarkDefinedComponents() {
  return (tree: Root, file: Pick<VFile, 'path' | 'fail'>) => {
    const root = tree as unknown as Node;
    const esm = (root.children ?? []).filter((node) => node.type === 'mdxjsEsm');
    const defined = new Set(esm.flatMap((node) => namesInScope(node.data?.estree?.body ?? [])));
    const missing = usedComponents(root).find(({ name }) => !defined.has(name));
    if (!missing) return;
    const where = missing.node.position?.start;
    const at = where ? `${file.path ?? 'page'}:${where.line}:${where.column}` : (file.path ?? 'page');
    file.fail(
      `${at}: <${missing.node.name}> is not defined on this page: import it (e.g. import { ${missing.name} } from '@rspress/core/theme'), or check its spelling.`,
      { place: missing.node.position?.start, ruleId: 'defined-components', source: 'repack-docs' },
    );
  };
}

export function definedComponents(): RspressPlugin {
  return {
    name: 'repack-defined-components',
    markdown: { remarkPlugins: [remarkDefinedComponents] },
  };
}
