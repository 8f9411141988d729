import { getCustomMDXComponent as rspressMDXComponents } from '@rspress/core/theme-original';
import type { ComponentProps, ReactNode } from 'react';

const RspressCode = rspressMDXComponents().code;

/**
 * Tokens up to this many characters never break: at the site's code size they are narrower
 * than the narrowest phone column (about 250 px of a 288 px column at 320 px), so keeping
 * them whole can never push the page sideways.
 */
export const WHOLE_TOKEN_MAX = 30;

/**
 * Longer tokens are marked: in a table's later columns, where five columns share the width,
 * reading.css lets them break at their hyphens and slashes.
 */
export const SHORT_TOKEN_MAX = 12;

/**
 * Splits inline code text into runs of whitespace and tokens, wrapping each short token in
 * a span that does not break. The browser then wraps the code at its spaces like prose,
 * keeps `--reset-cache` or `getJsTransformRules` whole (a line break after a hyphen reads as
 * a different option) and breaks only a longer token, such as a path, and only where it
 * must (reading.css).
 */
export function splitTokens(text: string): ReactNode[] {
  let offset = 0;
  return text.split(/(\s+)/).map((part) => {
    const start = offset;
    offset += part.length;
    const whole = part.length > 0 && part.length <= WHOLE_TOKEN_MAX && !/\s/.test(part);
    return whole ? (
      <span key={start} className="repack-code-token" data-long={part.length > SHORT_TOKEN_MAX || undefined}>
        {part}
      </span>
    ) : (
      part
    );
  });
}

/**
 * Code in page content. Inline code (its children one string) gets its short tokens kept
 * whole; code blocks reach here with highlighted spans as children and pass through as
 * Rspress renders them.
 */
export function InlineCode({ children, ...props }: ComponentProps<'code'>) {
  return <RspressCode {...props}>{typeof children === 'string' ? splitTokens(children) : children}</RspressCode>;
}
