import { getCustomMDXComponent as rspressMDXComponents } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

const RspressLink = rspressMDXComponents().a;

/**
 * Links in page content, as Rspress renders them, except that a heading's "#" anchor (hidden
 * from screen readers with aria-hidden) is also left out of the tab order: a keyboard stop
 * that assistive technology cannot name is a trap (axe: aria-hidden-focus). The headings the
 * theme draws itself (FallbackHeading: the overview's groups, titles from front matter) render
 * their anchor through this; the MDX pages' own heading anchors, like all their links within
 * the page, are plain links written at build time (theme/plugins/plain-elements.ts), and only
 * their links to other pages come here. Can go when Rspress stops making the anchor focusable.
 */
export function HeadingAnchor(props: ComponentProps<'a'>) {
  const hidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';
  return <RspressLink {...props} tabIndex={hidden ? -1 : props.tabIndex} />;
}
