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
 *
 * Links within the page are the exception among links: a heading's "#" and a reference to a
 * section (`#id`) need nothing of the router. Rspress's link component renders them as a plain
 * `<a class="rp-link">`, after calling the router's hooks, a layout effect among them, for each
 * (81 of the ScriptManager page's 116 links). This step writes that element itself, out of the
 * tab order when it is hidden from screen readers, as the theme's `a` does
 * (theme/wraps/HeadingAnchor).
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
      if (node.type === 'element' && isLinkWithinPage(node)) {
        addClass(node, 'rp-link', { last: true });
        if (String(node.properties.ariaHidden) === 'true') node.properties.tabIndex = -1;
        node.data = { ...node.data, _mdxExplicitJsx: true } as Element['data'];
      }
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

/** An `<a href="#…">`: a link to a place on the same page. */
const isLinkWithinPage = (element: Element) =>
  element.tagName === 'a' && typeof element.properties.href === 'string' && element.properties.href.startsWith('#');

/** Adds a class, first by default; `last` puts it after the others, where Rspress's link puts `rp-link`. */
function addClass(element: Element, name: string, { last = false } = {}) {
  // Rspress's header anchors set `class`, the hast utilities `className`.
  const value: unknown = element.properties.className ?? element.properties.class;
  const classes = (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : []).filter(
    (existing) => existing !== '' && existing !== name,
  );
  delete element.properties.class;
  element.properties.className = last ? [...classes, name] : [name, ...classes];
}
