import { describe, expect, it } from 'vitest';
import { rehypeUnfocusableHeaderAnchors } from '../../theme/lib/rehype-header-anchors';

const anchor = (properties: Record<string, unknown>) => ({ type: 'element', tagName: 'a', properties, children: [] });

describe('rehypeUnfocusableHeaderAnchors', () => {
  it('takes heading anchors out of the tab order, whichever way the class is written', () => {
    const byClass = anchor({ class: 'rp-header-anchor', ariaHidden: 'true', href: '#a' });
    const byClassName = anchor({ className: ['rp-header-anchor'], href: '#b' });
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'h2', properties: {}, children: [byClass, byClassName] }] };
    rehypeUnfocusableHeaderAnchors()(tree);
    expect(byClass.properties.tabIndex).toBe(-1);
    expect(byClassName.properties.tabIndex).toBe(-1);
  });

  it('leaves ordinary links alone', () => {
    const link = anchor({ href: '/docs' });
    rehypeUnfocusableHeaderAnchors()({ type: 'root', children: [link] });
    expect(link.properties).not.toHaveProperty('tabIndex');
  });
});
