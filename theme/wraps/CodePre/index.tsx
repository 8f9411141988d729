import { useSite } from '@rspress/core/runtime';
import type { ShikiPreProps } from '@rspress/core/theme-original';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { CodeBlock } from '../../forks/CodeBlock';
import { breakOpportunities } from '../../lib/code-breaks';

/**
 * Code made at runtime (the install commands of package-manager tabs) with a `<wbr>` at each of
 * its break opportunities, as the build gives Markdown code (theme/plugins/static-code.ts), so
 * that a wrapped command breaks between names. Markdown code, plain markup already, passes as
 * it is.
 */
export function withBreakOpportunities(node: ReactNode): ReactNode {
  if (typeof node === 'string') {
    const offsets = breakOpportunities(node);
    if (offsets.length === 0) return node;
    return [0, ...offsets].map((start, index) => {
      const text = node.slice(start, offsets[index]);
      return index === 0 ? text : [<wbr key={`wbr-${start}`} />, text];
    });
  }
  if (!isValidElement<{ children?: ReactNode }>(node) || node.props.children === undefined) return node;
  return cloneElement(
    node as ReactElement<{ children?: ReactNode }>,
    undefined,
    ...(Children.map(node.props.children, withBreakOpportunities) ?? []),
  );
}

/**
 * Rspress's `pre` of page content (its ShikiPre: the code block around the highlighted <pre>),
 * with the site's light code block (theme/forks/CodeBlock) and what blocks from Markdown get
 * and blocks made at runtime (the install commands of package-manager tabs) lack: the site's
 * wrap default (`markdown.defaultWrapCode`), and a <pre> that is one Tab stop (Shiki gives
 * Markdown blocks `tabindex="0"`), so that a block that scrolls sideways can be scrolled from
 * the keyboard (axe: scrollable-region-focusable). Can go when Rspress's CodeBlock falls back to
 * the site default and makes its code focusable itself.
 */
export function CodePre({
  title,
  lang,
  wrapCode,
  lineNumbers,
  fold,
  height,
  containerElementClassName,
  codeButtonGroupProps,
  tabIndex,
  children,
  ...pre
}: ShikiPreProps) {
  const { site } = useSite();
  return (
    <CodeBlock
      title={title}
      lang={lang}
      wrapCode={wrapCode ?? site.markdown.defaultWrapCode}
      lineNumbers={lineNumbers}
      fold={fold}
      height={height}
      containerElementClassName={containerElementClassName}
      codeButtonGroupProps={codeButtonGroupProps}
    >
      <pre {...pre} tabIndex={tabIndex ?? 0} data-lang={lang} data-title={title}>
        {withBreakOpportunities(children)}
      </pre>
    </CodeBlock>
  );
}
