/**
 * Code and plain prose in pages as static markup, at build time (a rehype step of
 * `twoslash-examples.ts`'s plugin).
 *
 * Why: MDX compiles every highlighted token of a code block into a React element, and Rspress
 * hydrates the whole page, so a long page's examples cost React a few thousand elements to create
 * and match against the server's HTML before the page answers a tap (the code-splitting page:
 * 1,500 elements in its code, about a third of its hydration). Code does nothing a string of HTML
 * cannot do: this step turns the content of every `<code>` element, inline or in a block, into
 * one `<code dangerouslySetInnerHTML>` that React neither creates nor walks when it hydrates. The
 * element is written as explicit JSX, so it is a plain element, not MDX's `code` component.
 * Prose is the same: a paragraph, list, heading or table cell that holds nothing but plain
 * markup (STATIC_BLOCKS) becomes one such element, so the ScriptManager reference hydrates a few
 * hundred elements instead of a few thousand. The strings themselves ship once: in the page's
 * HTML, or as a file of their own for a page the app renders after a link (theme/lib/page-html.ts).
 *
 * On the way, the markup gets lighter and better to read:
 * - tokens in the default colour lose their span, and coloured tokens name their colour by class
 *   (`sh-keyword`, code.css) rather than by an inline style each;
 * - each line says how far it is indented (`--indent`), its indentation in a span of its own,
 *   so that code.css can hang its wrapped rest under its own indentation, and narrow deep
 *   indentation on phones;
 * - `<wbr>` after punctuation inside a long run (`'@callstack/<wbr>repack'`, `Repack.<wbr>RepackPlugin`),
 *   so that a wrapped line breaks between names and never inside one;
 * - inline code keeps each short token whole (`--reset-cache` broken after a hyphen reads as
 *   another option); reading.css wraps it at its spaces like prose.
 *
 * The search index, the Markdown copies (llms.txt) and the examples check read the MDX source,
 * not this output.
 */

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Properties, Root, RootContent, Text } from 'hast';
import { hastToHtml } from 'shiki/core';
import { breakOpportunities } from '../lib/code-breaks';
import { PAGE_HTML_ATTRIBUTE } from '../lib/page-html';
import { esm } from './mdx-esm';

/** The browser's side of the page's static markup (imported by the page module, so a path it can resolve). */
const pageHtmlRuntime = path
  .resolve(import.meta.dirname, '../lib/page-html.ts')
  .split(path.sep)
  .join('/');

/**
 * Inline code tokens up to this many characters never break: at the site's code size they are
 * narrower than the narrowest phone column (about 250 px of a 288 px column at 320 px), so
 * keeping them whole can never push the page sideways.
 */
export const WHOLE_TOKEN_MAX = 30;

/**
 * Longer tokens are marked: in a table's later columns, where five columns share the width,
 * reading.css lets them break at their hyphens and slashes.
 */
export const SHORT_TOKEN_MAX = 12;

/** The syntax colours the site styles by class (code.css); any other colour keeps its inline style. */
export const TOKEN_COLOURS = [
  'keyword',
  'constant',
  'string',
  'string-expression',
  'comment',
  'function',
  'parameter',
  'punctuation',
  'link',
  'inserted',
  'deleted',
  'changed',
] as const;

const FOREGROUND = /^color:\s*var\(--shiki-foreground\);?$/;
const TOKEN_COLOUR = /^color:\s*var\(--shiki-token-([a-z-]+)\);?$/;

/** Escapes text for HTML the way hast-util-to-html does for the characters that matter. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Inline code as HTML: runs of whitespace, and each token of up to WHOLE_TOKEN_MAX characters in
 * a span that does not break (reading.css); longer tokens, such as a path, stay plain text and
 * break only where they must.
 */
export function inlineCodeHtml(text: string): string {
  const parts = text.split(/(\s+)/);
  let tokens = 0;
  return parts
    .map((part, index) => {
      if (part === '' || /\s/.test(part)) return escapeHtml(part);
      if (part.length > WHOLE_TOKEN_MAX) {
        // After a token, a long last part is an element too, so that code.css's `:last-child` finds the code's end.
        return tokens > 0 && index === parts.length - 1 ? `<span class="repack-code-rest">${escapeHtml(part)}</span>` : escapeHtml(part);
      }
      tokens += 1;
      const long = part.length > SHORT_TOKEN_MAX ? ' data-long="true"' : '';
      return `<span class="repack-code-token"${long}>${escapeHtml(part)}</span>`;
    })
    .join('');
}

const wbr = (): Element => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });

/**
 * Puts a `<wbr>` at each break opportunity of a line, found in the line's whole text, since a
 * name and the punctuation before it are often in different tokens (`Repack` `.` `getDirname`).
 */
function insertBreaks(line: Element) {
  const texts: { parent: Element; node: Text; start: number }[] = [];
  let full = '';
  const collect = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type === 'text') {
        texts.push({ parent, node: child, start: full.length });
        full += child.value;
      } else if (child.type === 'element') collect(child);
    }
  };
  collect(line);
  const offsets = breakOpportunities(full);
  for (const { parent, node, start } of texts) {
    const inside = offsets.filter((offset) => offset >= start && offset < start + node.value.length).map((offset) => offset - start);
    if (inside.length === 0) continue;
    const parts: ElementContent[] = [];
    let from = 0;
    for (const offset of inside) {
      if (offset > from) parts.push({ type: 'text', value: node.value.slice(from, offset) });
      parts.push(wbr());
      from = offset;
    }
    parts.push({ type: 'text', value: node.value.slice(from) });
    parent.children.splice(parent.children.indexOf(node), 1, ...parts);
  }
}

// Shiki writes `class`, the hast utilities `className`.
const classesOf = (element: Element): string[] => {
  const value: unknown = element.properties.className ?? element.properties.class;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

/** The text of a node and its descendants. */
const textOf = (node: ElementContent | Root): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map((child) => textOf(child as ElementContent)).join('') : '';

/** A span whose one property is the class of a syntax colour (`sh-keyword`), or undefined. */
const colourClassOf = (node: ElementContent): string | undefined => {
  if (node.type !== 'element' || node.tagName !== 'span' || Object.keys(node.properties).length !== 1) return undefined;
  const [only] = classesOf(node);
  return classesOf(node).length === 1 && only?.startsWith('sh-') ? only : undefined;
};

/**
 * The tokens of a highlighted line, lighter: a span in the default colour, or around nothing but
 * spaces, gives way to its children; a span of one syntax colour gets that colour's class
 * instead of its inline style, and joins a neighbour of the same colour. Other spans (the type hovers, highlights) keep their own properties and have
 * their children lightened the same way.
 */
function lighten(nodes: ElementContent[]): ElementContent[] {
  const lightened = nodes.flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node];
    const children = lighten(node.children);
    const style = typeof node.properties.style === 'string' ? node.properties.style.trim() : undefined;
    const onlyStyle = node.tagName === 'span' && style !== undefined && Object.keys(node.properties).length === 1;
    if (onlyStyle && (FOREGROUND.test(style) || /^\s*$/.test(textOf(node)))) return children;
    const colour = style === undefined ? undefined : TOKEN_COLOUR.exec(style)?.[1];
    if (onlyStyle && colour && (TOKEN_COLOURS as readonly string[]).includes(colour)) {
      return [{ ...node, properties: { className: [`sh-${colour}`] }, children }];
    }
    return [{ ...node, children }];
  });
  // Neighbours of one colour become one span, neighbouring texts one text.
  const joined: ElementContent[] = [];
  for (const node of lightened) {
    const previous = joined.at(-1);
    const colour = colourClassOf(node);
    if (previous && colour && colour === colourClassOf(previous) && node.type === 'element' && previous.type === 'element') {
      previous.children = [...previous.children, ...node.children];
    } else if (previous?.type === 'text' && node.type === 'text') {
      joined[joined.length - 1] = { type: 'text', value: previous.value + node.value };
    } else joined.push(node);
  }
  return joined;
}

/**
 * Moves a line's leading whitespace out of its tokens into `<span class="indent">` at its start
 * (Shiki puts it in the first token's span; its colour does not show).
 */
function hoistIndent(line: Element, indent: string) {
  let left = indent.length;
  const strip = (parent: Element): boolean => {
    for (const child of parent.children) {
      if (left === 0) return true;
      if (child.type === 'text') {
        const taken = Math.min(left, /^[ \t]*/.exec(child.value)![0].length);
        child.value = child.value.slice(taken);
        left -= taken;
        if (child.value !== '') return true;
      } else if (child.type === 'element' && strip(child)) return true;
    }
    return left === 0;
  };
  strip(line);
  line.children.unshift({
    type: 'element',
    tagName: 'span',
    properties: { className: ['indent'] },
    children: [{ type: 'text', value: indent }],
  });
}

/** A code block's lines, lightened, each with its indentation as `--indent` when it has one. */
export function blockCodeHtml(code: Element): string {
  const children = code.children.map((child) => {
    if (child.type !== 'element' || !classesOf(child).includes('line')) return child;
    const leading = /^[ \t]*/.exec(textOf(child))![0];
    const indent = leading.replace(/\t/g, '  ').length;
    const properties: Properties = { ...child.properties };
    if (indent > 0) properties.style = [properties.style, `--indent:${indent}`].filter(Boolean).join(';');
    const lightened: Element = { ...child, properties, children: lighten(child.children) };
    // A line of nothing but spaces keeps them as they are.
    if (indent > 0 && leading.length < textOf(child).length) hoistIndent(lightened, leading);
    insertBreaks(lightened);
    return lightened;
  });
  return hastToHtml({ type: 'root', children });
}

/** Which of its page's strings an element shows: the strings' id and the element's position. */
export interface HtmlReference {
  id: string;
  index: number;
}

/** The page module's export that gives each static element its HTML (theme/lib/page-html.ts). */
export const HTML_OF_PAGE = '__htmlOfPage';

/**
 * The element's properties as JSX attributes, or the name of the first that has no plain
 * spelling (a `style`, an `align`).
 */
function jsxAttributes(element: Element): object[] | string {
  const attributes: object[] = [];
  for (const [name, value] of Object.entries(element.properties)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'className') attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: [value].flat().join(' ') });
    else if (name === 'id') attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: String(value) });
    else if (/^data[A-Z]/.test(name))
      attributes.push({
        type: 'mdxJsxAttribute',
        name: `data-${name
          .slice(4)
          .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
          .replace(/^-/, '')}`,
        value: String(value),
      });
    else return name;
  }
  return attributes;
}

/**
 * `<code className=… {...__htmlOfPage(index)}>` (or `<p …>`, `<h2 id=…>`) as explicit JSX (a
 * plain element, not one of MDX's components), in place of a hast element; the page's first
 * also names the page's strings (`data-page-html`), so that the browser knows it holds them.
 */
export function staticElement(element: Element, reference: HtmlReference): RootContent {
  const attributes = jsxAttributes(element);
  if (typeof attributes === 'string') {
    throw new Error(
      `static-code: a <${element.tagName}> element with the property "${attributes}" cannot be written as plain markup; add it to jsxAttributes`,
    );
  }
  if (reference.index === 0) attributes.push({ type: 'mdxJsxAttribute', name: PAGE_HTML_ATTRIBUTE, value: reference.id });
  // `{...__htmlOfPage(index)}`: the element's HTML (and a ref on the page the browser opened).
  attributes.push({
    type: 'mdxJsxExpressionAttribute',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ObjectExpression',
              properties: [
                {
                  type: 'SpreadElement',
                  argument: {
                    type: 'CallExpression',
                    optional: false,
                    callee: { type: 'Identifier', name: HTML_OF_PAGE },
                    arguments: [{ type: 'Literal', value: reference.index, raw: String(reference.index) }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  });
  // `_mdxExplicitJsx`: MDX keeps explicit JSX as written, instead of mapping it to one of its components.
  const type = element.tagName === 'code' ? 'mdxJsxTextElement' : 'mdxJsxFlowElement';
  return { type, name: element.tagName, attributes, children: [], data: { _mdxExplicitJsx: true } } as unknown as RootContent;
}

/**
 * Blocks of prose that become one string of HTML when everything inside them is plain markup:
 * paragraphs, lists, quotes, headings h2 to h6 and table cells. Not header cells: the theme's
 * table labels each body cell with its column's header text, which it reads from the header
 * cells' children (theme/forks/ScrollableTable).
 */
export const STATIC_BLOCKS = ['p', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'h5', 'h6', 'td'] as const;

/**
 * What plain markup is made of: elements that render as themselves, with no component of the
 * theme behind them, and links within the page (a link to another page is the theme's link,
 * which the app follows without reloading).
 */
const PLAIN = new Set<string>([
  ...STATIC_BLOCKS,
  'strong',
  'em',
  'b',
  'i',
  'del',
  's',
  'sup',
  'sub',
  'kbd',
  'br',
  'wbr',
  'hr',
  'code',
  'a',
]);

const isPlain = (node: RootContent): boolean =>
  node.type === 'text' ||
  (node.type === 'element' &&
    PLAIN.has(node.tagName) &&
    (node.tagName !== 'a' || String(node.properties.href ?? '').startsWith('#')) &&
    node.children.every(isPlain));

/** A plain block's content as HTML, its inline code as inlineCodeHtml writes it. */
function plainBlockHtml(block: Element): string {
  const withCode = (node: ElementContent): ElementContent => {
    if (node.type !== 'element') return node;
    if (node.tagName === 'code') return { ...node, children: [{ type: 'raw', value: inlineCodeHtml(textOf(node)) } as unknown as Text] };
    return { ...node, children: node.children.map(withCode) };
  };
  return hastToHtml({ type: 'root', children: block.children.map(withCode) }, { allowDangerousHtml: true });
}

/**
 * The rehype step, after rehypePlainElements: every `<code>` of the page, in a block or inline,
 * and every block of plain prose (STATIC_BLOCKS), becomes an element with its content as one
 * string of HTML, which React neither creates nor walks when it hydrates. The page's strings
 * become a JSON file in `dir`, named by a hash of its content; the page module writes them in
 * itself for the server's render (`import.meta.env.SSR`, which Rsbuild defines for each build)
 * and fetches that file in the browser (theme/lib/page-html.ts).
 */
export function rehypeStaticMarkup(options: { dir: string }) {
  return (tree: Root, file: { path?: string }) => {
    // Blocks also sit inside JSX (a bundler tab, a callout): every node with children is visited.
    type Parent = { children: RootContent[] };
    const found: { parent: Parent; position: number; element: Element }[] = [];
    const html: string[] = [];
    const visit = (parent: Parent, inPre: boolean) => {
      parent.children.forEach((child, position) => {
        if (child.type === 'element' && child.tagName === 'code') {
          found.push({ parent, position, element: child });
          html.push(inPre ? blockCodeHtml(child) : inlineCodeHtml(textOf(child)));
        } else if (
          child.type === 'element' &&
          (STATIC_BLOCKS as readonly string[]).includes(child.tagName) &&
          Array.isArray(jsxAttributes(child)) &&
          child.children.every(isPlain)
        ) {
          found.push({ parent, position, element: child });
          html.push(plainBlockHtml(child));
        } else if ('children' in child) visit(child as Parent, inPre || (child.type === 'element' && child.tagName === 'pre'));
      });
    };
    visit(tree, false);
    if (found.length === 0) return;

    const list = JSON.stringify(html);
    const id = createHash('sha256').update(list).digest('hex').slice(0, 20);
    found.forEach(({ parent, position, element }, index) => {
      parent.children[position] = staticElement(element, { id, index });
    });
    const stringsFile = path.join(options.dir, `${id}.json`);
    if (!fs.existsSync(stringsFile)) {
      fs.mkdirSync(options.dir, { recursive: true });
      // Written whole under another name first: the server's and the browser's builds compile the page at once.
      const partial = `${stringsFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      fs.writeFileSync(partial, list);
      fs.renameSync(partial, stringsFile);
    }
    const from = file.path ? path.dirname(file.path) : process.cwd();
    const url = `./${path.relative(from, stringsFile).split(path.sep).join('/')}`;
    // In the browser, an asset the bundler copies under a hashed name (the module carries its address).
    tree.children.unshift(
      esm(
        `import { inlineHtml, pageHtml } from ${JSON.stringify(pageHtmlRuntime)};\n` +
          `export const ${HTML_OF_PAGE} = import.meta.env.SSR ? inlineHtml(${list}) : await pageHtml(${JSON.stringify(id)}, new URL(${JSON.stringify(url)}, import.meta.url).href);`,
      ),
    );
  };
}
