/**
 * Plain elements of page content stay plain elements (a rehype step of the Twoslash plugin).
 *
 * MDX renders each Markdown element through the page's `components`, and Rspress maps
 * paragraphs, lists, table rows and cells, strong text, quotes, rules and headings h2 to h6 to
 * components that render the same element with the same props (headings add a class). Each is
 * one more component React calls and hydrates: on the ScriptManager page 270 of them, about a
 * tenth of what the page hydrates. This step marks those elements as explicit JSX, which MDX
 * renders as written, and gives headings the class the component would.
 *
 * Elements the theme gives a component of its own (`a`, `code`, `pre`, `table`, see
 * theme/index.tsx) are not in the list; tests/unit/plain-elements.test.ts fails if one of these
 * gets one.
 */
import type { Element, Root, RootContent } from 'hast';

/** Elements whose Rspress component renders the element itself with the props it is given. */
export const PLAIN_ELEMENTS = ['p', 'ul', 'ol', 'li', 'strong', 'blockquote', 'hr', 'tr', 'td', 'th'] as const;

/** Headings whose Rspress component adds `rp-toc-include` (the outline reads it) and nothing else. */
export const PLAIN_HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

const plain = new Set<string>(PLAIN_ELEMENTS);
const headings = new Set<string>(PLAIN_HEADINGS);

export function rehypePlainElements() {
  return (tree: Root) => {
    const visit = (node: Root | RootContent) => {
      if (node.type === 'element' && (plain.has(node.tagName) || headings.has(node.tagName))) {
        if (headings.has(node.tagName)) addClass(node, 'rp-toc-include');
        // MDX renders explicit JSX as written, instead of through its components.
        node.data = { ...node.data, _mdxExplicitJsx: true } as Element['data'];
      }
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
  };
}

function addClass(element: Element, name: string) {
  const value: unknown = element.properties.className;
  const classes = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
  element.properties.className = [name, ...classes.filter((existing) => existing !== name)];
}
