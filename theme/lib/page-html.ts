/**
 * The static markup of a page in the browser: its code, and its blocks of plain prose (the
 * page modules theme/plugins/static-code.ts writes call these).
 *
 * Why: each `<code>` of a page, and each paragraph, list, heading or table cell that holds
 * nothing but plain markup, is a string of HTML (static-code.ts). On the page the browser
 * opens, that HTML is already in the document, and React keeps it when it hydrates an element
 * whose `dangerouslySetInnerHTML` it is given, whatever the string. So the page's module does
 * not carry the strings: they are a JSON file of their own, which the browser fetches only when
 * it renders the page itself, after the reader follows a link to it (or in `rspress dev`, which
 * has no HTML of the page). A file, not a chunk: the runtime every page loads lists every chunk.
 */

/** What a static element is given as `dangerouslySetInnerHTML`. */
export interface InnerHtml {
  __html: string;
}

/** The props a static element spreads: its HTML, and on the page the browser opened, a ref. */
export interface StaticProps {
  dangerouslySetInnerHTML: InnerHtml;
  ref?: (element: HTMLElement | null) => (() => void) | undefined;
}

/** The props of the page's static elements, by their position in the page; what `pageHtml` returns. */
export type HtmlOfPage = (index: number) => StaticProps;

/** The attribute that marks a page's first static element, with the id of the page's strings as its value. */
export const PAGE_HTML_ATTRIBUTE = 'data-page-html';

/**
 * Given to an element the document already holds: React keeps what is there when it hydrates.
 * Each element's props are one object for good, so that React never writes them again.
 */
const KEEP: InnerHtml = { __html: '' };

/** The props of each element, made once, from its string. */
function fromStrings(html: (index: number) => string | undefined) {
  const props: StaticProps[] = [];
  return (index: number) => {
    props[index] ??= { dangerouslySetInnerHTML: { __html: html(index) ?? '' } };
    return props[index];
  };
}

/** In the server's render, for the page's HTML: the strings, written in the module. */
export function inlineHtml(html: readonly string[]): HtmlOfPage {
  return fromStrings((index) => html[index]);
}

/**
 * On the page the browser opened: each element keeps the HTML the document gives it, and hands
 * it over when React takes the element out (the reader leaves the page), so that the page
 * renders whole when the reader comes back. Whatever the page's components do with the order
 * of their children (bundler tabs put Rspack first), each element keeps its own.
 */
export function htmlInDocument(): HtmlOfPage {
  const left: string[] = [];
  const rendered = fromStrings((index) => left[index]);
  const kept: StaticProps[] = [];
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

/** A failed fetch of a page's strings, which PageLoadGuard reports as it does a failed chunk. */
function loadFailure(url: string, cause: unknown) {
  return Object.assign(new Error(`Loading chunk ${url} failed.`, { cause }), { name: 'ChunkLoadError' });
}

/** The page's strings, from the JSON file the build wrote. */
async function fetchStrings(url: string): Promise<readonly string[]> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (cause) {
    throw loadFailure(url, cause);
  }
  if (!response.ok) throw loadFailure(url, `HTTP ${response.status}`);
  return (await response.json()) as readonly string[];
}

/**
 * In the browser: the page's static markup, named by `id` (a hash of its strings). When the
 * document is this page's own HTML (its first static element carries the id), nothing loads
 * (`htmlInDocument`). Otherwise the strings load before the page module finishes (the module
 * awaits this), so the page never renders without them; a failed load fails the page's module
 * as a failed chunk does (theme/components/PageLoadGuard).
 */
export async function pageHtml(id: string, url: string): Promise<HtmlOfPage> {
  if (typeof document !== 'undefined' && document.querySelector(`[${PAGE_HTML_ATTRIBUTE}="${id}"]`)) return htmlInDocument();
  return inlineHtml(await fetchStrings(url));
}
