// Where a wrapped line of code may break besides its spaces (theme/plugins/static-code.ts at
// build time, theme/wraps/CodePre for blocks made at runtime): after punctuation that ends a
// part of a name or a path, so that a line breaks between names and never inside one.

/**
 * The offsets in `text` after which a break is allowed: after `.`, `,`, `;`, `:`, `/`, `=`,
 * `&`, `|`, `?`, `+`, `*`, `!`, `<`, `>` or a bracket when a name, a quote, a sigil or an opening
 * bracket follows (`(SecCertificateRef)|CFArrayGetValueAtIndex`, `[\\/]|@shopfront`), and
 * never between two digits (`1.5`).
 */
export function breakOpportunities(text: string): number[] {
  const offsets: number[] = [];
  for (let index = 1; index < text.length; index++) {
    const before = text[index - 1]!;
    const after = text[index]!;
    if (!/[.,;:([{)\]}/=&|?+*!<>]/.test(before)) continue;
    if (!/[\p{L}\p{N}_$@'"`#{[(]/u.test(after)) continue;
    if (/\d/.test(after) && /\d/.test(text[index - 2] ?? '')) continue;
    offsets.push(index);
  }
  return offsets;
}
