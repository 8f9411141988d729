// A "%" in an address that does not start an escape (`#%`, `#100%`, `?q=%ZZ`), or an escape
// that is no UTF-8 character (`#%FF`), makes decodeURIComponent throw a URIError. Browsers
// take such addresses as they are; code that decodes them has to cope.

/** Whether decodeURIComponent rejects `text`. */
export function hasMalformedEscape(text: string): boolean {
  try {
    decodeURIComponent(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * `text` with every escape that decodeURIComponent rejects written as a literal "%" (`%25`),
 * so that decoding gives back the characters the address showed. Well-formed escapes stay.
 */
export function escapeMalformedEscapes(text: string): string {
  if (!hasMalformedEscape(text)) return text;
  // A run of escapes is one character or several, so it is decoded whole; a lone "%" is stray.
  return text.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => (hasMalformedEscape(run) ? run.replaceAll('%', '%25') : run));
}

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Whether the query or the fragment of `address` has an escape that decodeURIComponent rejects. */
export function hasMalformedQueryOrFragment(address: Address): boolean {
  return hasMalformedEscape(address.search) || hasMalformedEscape(address.hash);
}

/** `address` (path, query, fragment) with the malformed escapes of its query and fragment written out. */
export function withWellFormedQueryAndFragment(address: Address): string {
  return `${address.pathname}${escapeMalformedEscapes(address.search)}${escapeMalformedEscapes(address.hash)}`;
}

/** Whether `error` is what decoding an address with a malformed escape in its query or fragment throws. */
export function isMalformedAddressError(error: unknown, address: Address): boolean {
  return error instanceof URIError && hasMalformedQueryOrFragment(address);
}
