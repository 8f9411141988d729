// The remembered choice of a tab group (theme/forks/Tabs): the bundler of every example, the
// package manager of every install command. Stored by name, never by position, so that a
// choice keeps its meaning whatever order a group lists its tabs in, and read from a link
// (`?bundler=webpack`) so that a shared address shows the reader's examples.

/**
 * The tab a stored or linked value names, as one of `names`; `undefined` when it names none.
 * Names match without regard to case (`?bundler=Webpack`). A bare number is the position a
 * previous version of the site stored ("1"), kept meaningful for the tabs of `legacyOrder`;
 * anything else (a removed tab, a corrupt value) is ignored.
 */
export function choiceOf(
  value: string | null | undefined,
  names: readonly string[],
  legacyOrder: readonly string[] = [],
): string | undefined {
  if (value == null) return undefined;
  const wanted = value.trim().toLowerCase();
  const named = names.find((name) => name.toLowerCase() === wanted);
  if (named) return named;
  if (/^\d+$/.test(wanted)) {
    const legacy = legacyOrder[Number(wanted)];
    return legacy !== undefined && names.includes(legacy) ? legacy : undefined;
  }
  return undefined;
}

/** The choice a link carries in its query (`?bundler=webpack`), if it names one of `names`. */
export function choiceFromQuery(search: string, parameter: string, names: readonly string[]): string | undefined {
  return choiceOf(new URLSearchParams(search).get(parameter), names);
}

/**
 * The address with the choice in its query, the rest (path, other parameters, hash) kept, so
 * that the address bar can be shared as it is.
 */
export function withChoiceInQuery(href: string, parameter: string, choice: string): string {
  const url = new URL(href);
  url.searchParams.set(parameter, choice.toLowerCase());
  return url.href;
}
