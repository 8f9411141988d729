// The "#" link that Rspress appends to every heading is aria-hidden, so it must not be a
// keyboard stop either: a focusable element hidden from assistive technology is announced
// as nothing. Mouse users keep the link; keyboard users reach sections via the outline.
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const classNames = (properties: Record<string, unknown>) =>
  [properties.class, properties.className]
    .flatMap((value) => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : []))
    .map(String);

export function rehypeUnfocusableHeaderAnchors() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'a' && node.properties && classNames(node.properties).includes('rp-header-anchor')) {
        node.properties.tabIndex = -1;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
