import { isValidElement, type ReactNode } from 'react';

/** The text a reader sees in a piece of React content, such as a header cell or a tab's label. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}
