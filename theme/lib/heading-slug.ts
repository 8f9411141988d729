/**
 * Characters a heading id keeps: letters and other alphabetic characters, combining marks,
 * decimal digits, connector punctuation (`_`), spaces (which become `-`) and hyphens. This is
 * github-slugger's rule, which Rspress uses for heading ids at build time, written with
 * Unicode property escapes instead of github-slugger's 9 KB table of code point ranges.
 */
const DROPPED = /[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc} -]/gu;

/** The id of a heading titled `text`, as github-slugger's `slug` makes it. */
export function headingSlug(text: string): string {
  return text.toLowerCase().replace(DROPPED, '').replace(/ /g, '-');
}
