// Which section defines a name. Readers paste names from code (`maxInlineSize`,
// `RSPACK_PROFILE`, `--reset-cache`, `react-native.config.js`, `CodeSigningPlugin`) and expect
// the section that defines the name, not the pages that mention it. In this site's index a
// section defines a name when its heading is that name alone (an option, a flag, a method, a
// constant, an environment variable, a file), or, for the part of a page before its first
// heading, when the page's title is (a plugin, a utility). A qualified heading defines its last
// part too: `remote.publicPath` defines `publicPath` of `remote`, `Script.DEFAULT_TIMEOUT`
// defines `DEFAULT_TIMEOUT`.
import { isCodeName } from './query';
import type { Section } from './sections';

/** One word, as a heading that names an option (`platform`) or a term (`Chunk`). */
const ONE_WORD = /^[a-z][a-z0-9-]*$/i;

/** The name a section defines, lower case, or undefined when its heading is words. */
export function definedName(section: Pick<Section, 'heading' | 'pageTitle'>): string | undefined {
  const text = (section.heading || section.pageTitle).replace(/`/g, '').replace(/\(\)$/, '').trim();
  if (!text || /\s/.test(text)) return undefined;
  // A page's title is a name only when it is one from code: `Script` and `Glossary` are words.
  // A heading of one word is a name or a term (`platform`, `Chunk` in the glossary).
  const isName = isCodeName(text) || (section.heading !== '' && ONE_WORD.test(text));
  return isName ? text.toLowerCase() : undefined;
}

/** The dotted suffixes of a name, longest first: `a.b.c` gives `b.c` and `c`. */
function suffixesOf(name: string): string[] {
  const suffixes: string[] = [];
  for (let at = name.indexOf('.'); at !== -1; at = name.indexOf('.', at + 1)) suffixes.push(name.slice(at + 1));
  return suffixes;
}

/** How a section defines a name: a page about it (its title) or a section of a page (its heading). */
export type Definition = 'title' | 'heading';

export interface Definitions {
  /**
   * The sections that define one of `names` (as a query holds them, any case), and how. A
   * name from code counts wherever it is in the query; a plain word only when it is all the
   * query asks (`platform`, "what is a chunk"), as a word among others is rarely meant as a name.
   */
  sectionsDefining(names: readonly string[], { onlyWord }: { onlyWord?: string }): Map<number, Definition>;
  /** Whether some section defines `name` (any case), or a qualified name ending in it. */
  isDefined(name: string): boolean;
}

/** Looks up the sections (by their position in `sections`) that define each name. */
export function indexDefinitions(sections: ReadonlyArray<Pick<Section, 'heading' | 'pageTitle'>>): Definitions {
  const byName = new Map<string, number[]>();
  const add = (name: string, id: number) => {
    const ids = byName.get(name);
    if (ids) ids.push(id);
    else byName.set(name, [id]);
  };
  sections.forEach((section, id) => {
    const name = definedName(section);
    if (!name) return;
    add(name, id);
    // Found by its last parts too: `remote.publicpath` under `publicpath`.
    for (const suffix of suffixesOf(name)) add(suffix, id);
  });
  return {
    isDefined: (name) => byName.has(name.toLowerCase()),
    sectionsDefining(names, { onlyWord }) {
      const defining = new Map<number, Definition>();
      for (const name of names) {
        const lower = name.toLowerCase();
        if (!isCodeName(name) && lower !== onlyWord) continue;
        // The name itself, or a shorter qualified form of it: `ScriptManager.shared.addResolver` is defined under `addResolver`.
        for (const key of [lower, ...suffixesOf(lower)])
          for (const id of byName.get(key) ?? []) defining.set(id, sections[id]!.heading ? 'heading' : 'title');
      }
      return defining;
    },
  };
}
