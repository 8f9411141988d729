/**
 * The code of a page's examples, in the browser (the page modules theme/plugins/static-code.ts
 * writes call these).
 *
 * Why: every `<code>` of a page is a string of HTML (static-code.ts). On the page the browser
 * opens, that HTML is already in the document, and React keeps it when it hydrates an element
 * whose `dangerouslySetInnerHTML` it is given, whatever the string. So the page's module does
 * not carry the strings: they are a module of their own, which the browser loads only when it
 * renders the page itself, after the reader follows a link to it (or in `rspress dev`, which
 * has no HTML of the page). On the ScriptManager reference that is 8 KiB gzip of its 24.
 */

/** What a `<code>` element is given as `dangerouslySetInnerHTML`. */
export interface CodeHtml {
  __html: string;
}

/** The props a page's code element spreads: its HTML, and on the page the browser opened, a ref. */
export interface CodeProps {
  dangerouslySetInnerHTML: CodeHtml;
  ref?: (element: HTMLElement | null) => (() => void) | undefined;
}

/** The props of the page's code elements, by their position in the page; what `pageCode` returns. */
export type CodeOfPage = (index: number) => CodeProps;

/** The attribute that marks a page's first code element, with the page's code id as its value. */
export const PAGE_CODE_ATTRIBUTE = 'data-page-code';

/**
 * Given to an element the document already holds: React keeps what is there when it hydrates.
 * Each element's props are one object for good, so that React never writes them again.
 */
const KEEP: CodeHtml = { __html: '' };

/** The props of each element, made once, from its string. */
function fromStrings(html: (index: number) => string | undefined) {
  const props: CodeProps[] = [];
  return (index: number) => {
    props[index] ??= { dangerouslySetInnerHTML: { __html: html(index) ?? '' } };
    return props[index];
  };
}

/** In the server's render, for the page's HTML: the strings, written in the module. */
export function inlineCode(html: readonly string[]): CodeOfPage {
  return fromStrings((index) => html[index]);
}

/**
 * On the page the browser opened: each element keeps the HTML the document gives it, and hands
 * it over when React takes the element out (the reader leaves the page), so that the page
 * renders whole when the reader comes back. Whatever the page's components do with the order
 * of their children (bundler tabs put Rspack first), each element keeps its own.
 */
export function codeInDocument(): CodeOfPage {
  const left: string[] = [];
  const rendered = fromStrings((index) => left[index]);
  const kept: CodeProps[] = [];
  return (index) => {
    if (left[index] !== undefined) return rendered(index);
    kept[index] ??= {
      dangerouslySetInnerHTML: KEEP,
      ref: (element) => {
        if (!element) return undefined;
        return () => {
          left[index] = element.innerHTML;
        };
      },
    };
    return kept[index];
  };
}

/**
 * In the browser: the page's code, named by `id` (a hash of its strings). When the document is
 * this page's own HTML (its first code element carries the id), nothing loads
 * (`codeInDocument`). Otherwise the strings load before the page module finishes (the module
 * awaits this), so the page never renders without its code; a failed load fails the page's
 * module as a failed chunk does (theme/components/PageLoadGuard).
 */
export async function pageCode(id: string, load: () => Promise<{ default: readonly string[] }>): Promise<CodeOfPage> {
  if (typeof document !== 'undefined' && document.querySelector(`[${PAGE_CODE_ATTRIBUTE}="${id}"]`)) return codeInDocument();
  const html = (await load()).default;
  return inlineCode(html);
}
