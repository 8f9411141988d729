/**
 * Where a long identifier may wrap: before a capital that starts a camel-case word part
 * (`ModuleFederation|Plugin|V1`), and after a dot or an underscore between two names
 * (`ScriptManager.|resolveScript`, `SCALABLE_|ASSETS`). A break needs three letters or digits
 * before it, and a capital followed by a capital (an acronym) starts no part, so words and
 * brand names stay whole (`iOS`, `macOS`, `GitHub`, `RegExp`, `e.g.`, `5.3.0`), and so does a
 * name shorter than 16 characters (`AsyncStorage`). Browsers otherwise break such a name
 * anywhere once it is wider than its column ("ModuleFederationPlugi" / "nV1"), or not at all.
 */
// Each pattern ends where a break goes. No lookbehind: Safari before 16.4 cannot parse it,
// and a syntax error there would stop the whole bundle.
const BREAK_POINTS = /[\p{Ll}\p{Nd}]{3}(?=\p{Lu}[\p{Ll}\p{Nd}])|[\p{L}\p{Nd}_$]{3}\.(?=[\p{L}_$])|[\p{L}\p{Nd}]{3}_(?=[\p{L}\p{Nd}])/gu;
const MARK = '\u0000';

// Only a name this long gets break points: a shorter one fits a line, and a break inside it,
// where a space before it would do, splits a word for nothing ("with Async|Storage").
const LONG_NAME = /[^\s<>]{16,}/g;

/** The parts of `text` between its identifier break points, in order; joined, they are `text`. */
export function identifierParts(text: string): string[] {
  return text.replace(LONG_NAME, (name) => name.replace(BREAK_POINTS, `$&${MARK}`)).split(MARK);
}

/**
 * `html` with a `<wbr>` at each identifier break point of its text. Tags are left as they are
 * and entities whole (their text has no capitals or dots to break at); `html` must be markup
 * the caller already trusts, such as Rspress's inline Markdown rendering of a heading.
 */
export function withIdentifierBreaks(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => (piece.startsWith('<') ? piece : identifierParts(piece).join('<wbr>')))
    .join('');
}
