// Search work is bounded by construction: whatever is pasted into the field, each pattern a
// query meets runs in linear time, the engine reads a bounded part of the paste, keeps a
// bounded number of bounded words and tries a bounded number of split points. The bounds are
// checked by what the code counts; the time ceilings are generous (inputs that took seconds
// to minutes before), so that a loaded machine cannot make them flake.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchEngine, MAX_JOINED_LENGTH, MAX_PAGES, MAX_SECTIONS_PER_PAGE, splitJoinedWord } from '../../theme/lib/search/engine';
import {
  distil,
  logLines,
  MAX_QUERY_CHARACTERS,
  MAX_QUERY_NAMES,
  MAX_QUERY_WORDS,
  PASTE_LENGTH,
  parseQuery,
  QUERY_PATTERNS,
} from '../../theme/lib/search/query';
import type { IndexedPage } from '../../theme/lib/search/sections';
import { MAX_WORD_LENGTH, queryTerms, wordSpans } from '../../theme/lib/search/text';

const KB100 = 100_000;
/** Far above what a linear pass over 100 KB takes, far below what the old patterns took (4 s to minutes). */
const CEILING_MS = 100;

const fill = (unit: string, length = KB100) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const prose = fill('The dev server could not load the remote chunk because the resolver returned a development URL in a release build. ');
const log = fill(
  [
    " ERROR  [ScriptManager] Failed to load script: src_screens_Cart_tsx in '/Users/dana/ShopApp/src'",
    '    at ScriptManager.loadScript (http://localhost:8081/index.bundle?platform=ios&dev=true:93211:19)',
    '    at async Promise.all (index 0)',
    '  > 14 | import Cart from "./Cart";',
    '- /Users/dana/app/rspack.config.mjs',
    'Require stack:',
    '',
  ].join('\n'),
);

/** Inputs that made a pattern or a loop backtrack or rescan: runs of one kind of character and nests. */
const HOSTILE: Record<string, string> = {
  'a run of spaces': `${fill(' ')}x`,
  'a run of mixed white space': `${fill(' \t\u00a0')}x`,
  'a run of line breaks': fill('\n'),
  'a 100 KB token of letters': fill('a'),
  'a 100 KB token of capitals': fill('A'),
  'a 100 KB identifier of humps': fill('Ab'),
  'a 100 KB token of digits and dots': fill('1.'),
  'a 100 KB token of word characters ending in a path': `${fill('a')}/x`,
  'a 100 KB token of slashes and letters': fill('a/'),
  'a 100 KB token of quotes': fill("'"),
  'quotes and spaces': fill("' "),
  'nested brackets': `${fill('(', KB100 / 2)}${fill(')', KB100 / 2)}`,
  'nested mixed brackets': `${fill('([{<', KB100 / 2)}${fill('>}])', KB100 / 2)}`,
  'a stack of "at" words': fill('at '),
  'a stack of log levels': fill('ERROR error Warn '),
  'code-frame markers': fill('> 1 | '),
  'URL schemes without end': fill('http:'),
  'file names without end': fill('a.js:1'),
  'dots before a slash': fill('../'),
  'colons and spaces': fill(': '),
  'a letter then symbols': `a${fill('!')}`,
  '100 KB of prose': prose,
  'a 100 KB pasted log': log,
};

/** The smallest of a few runs: what the work costs, without another process's pauses. */
function fastestMs(work: () => unknown, runs = 5): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** `work` on each hostile input, within the ceiling. */
function expectFastOnEveryInput(work: (text: string) => unknown) {
  for (const [input, text] of Object.entries(HOSTILE)) {
    expect(
      fastestMs(() => work(text)),
      input,
    ).toBeLessThan(CEILING_MS);
  }
}

describe('each pattern of the query parser runs in linear time', () => {
  for (const [name, pattern] of Object.entries(QUERY_PATTERNS)) {
    // Every position of the input is tried, as a global replace and split do.
    const everywhere = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    it(`${name} on every hostile input`, () => expectFastOnEveryInput((text) => text.replace(everywhere, '')));
  }
  it('finding the lines of a log joined into one line', () => {
    expectFastOnEveryInput(logLines);
    expectFastOnEveryInput(distil);
  });
  it('splitting text into words', () => {
    expectFastOnEveryInput(queryTerms);
    expectFastOnEveryInput((text) => wordSpans(text.slice(0, 10_000)));
  });
});

/** What a parsed query hands the engine: the counts that bound a search's work. */
function expectBounded(parsed: ReturnType<typeof parseQuery>) {
  expect(parsed.required.length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
  expect(parsed.optional.length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
  for (const word of [...parsed.required, ...parsed.optional]) expect(word.length).toBeLessThanOrEqual(MAX_WORD_LENGTH);
  expect(parsed.phrase.length).toBeLessThanOrEqual(PASTE_LENGTH);
  expect(parsed.names.length).toBeLessThanOrEqual(MAX_QUERY_NAMES);
  for (const name of parsed.names) expect(name.length).toBeLessThanOrEqual(MAX_WORD_LENGTH);
}

describe('a query reads a bounded part of a paste and keeps bounded words', () => {
  it(`reads at most ${MAX_QUERY_CHARACTERS} characters`, () => {
    for (const [input, text] of Object.entries(HOSTILE)) {
      // Whatever follows the first characters changes nothing: it is never read.
      const head = text.slice(0, MAX_QUERY_CHARACTERS);
      expect(parseQuery(`${head} ScriptManager ${text}`), input).toEqual(parseQuery(`${head} unrelated`));
    }
  });
  it(`keeps at most ${MAX_QUERY_WORDS} required and ${MAX_QUERY_WORDS} optional words, none over ${MAX_WORD_LENGTH} characters`, () => {
    for (const [input, text] of Object.entries(HOSTILE)) {
      const parsed = parseQuery(text);
      expectBounded(parsed);
      expect(
        fastestMs(() => parseQuery(text)),
        input,
      ).toBeLessThan(CEILING_MS);
    }
  });
  it('cuts a word to its first characters', () => {
    expect(queryTerms(fill('a'))).toEqual([fill('a', MAX_WORD_LENGTH)]);
  });
});

describe('two words typed as one are tried at a bounded number of split points', () => {
  it(`asks about at most ${2 * (MAX_JOINED_LENGTH - 5)} words, whatever the word`, () => {
    for (const term of [fill('a', MAX_JOINED_LENGTH), fill('a'), fill('ab', 41), 'assetsloader']) {
      let asked = 0;
      splitJoinedWord(term, () => {
        asked++;
        return false;
      });
      expect(asked, term.slice(0, 20)).toBeLessThanOrEqual(2 * (MAX_JOINED_LENGTH - 5));
    }
  });
  it('still finds the split of a word typed as two', () => {
    const known = new Set(['assets', 'loader']);
    expect(splitJoinedWord('assetsloader', (word) => known.has(word))).toEqual(['assets', 'loader']);
  });
});

function page(routePath: string, title: string, sections: Record<string, string>): IndexedPage {
  let content = `About ${title}.`;
  const toc: IndexedPage['toc'] = [];
  for (const [heading, text] of Object.entries(sections)) {
    content += '\n\n';
    toc.push({ text: heading, id: heading.toLowerCase(), depth: 2, charIndex: content.length });
    content += `${heading}\n\n${text}`;
  }
  return { routePath, title, content, toc };
}

const pages = [
  page('/api/runtime/script-manager', 'ScriptManager', {
    loadScript: 'Loads a chunk. Fails with a NetworkFailure when the dev server cannot be reached.',
    addResolver: 'Adds a resolver that returns the URL of a chunk or a remote.',
  }),
  page('/api/loaders/assets-loader', 'Assets loader', { maxInlineSize: 'Assets up to this size are inlined as base64.' }),
  page('/docs/guides/deploy', 'Deployment', { 'Release builds': 'Upload the remote chunks; a development URL fails in release.' }),
];
const engine = await createSearchEngine(pages);

describe('the whole query path, from the field to the suggestions', () => {
  it('answers every hostile paste within the ceiling, with at most a screen of suggestions', () => {
    for (const [input, text] of Object.entries(HOSTILE)) {
      // A fresh query each run: the engine remembers answers.
      let run = 0;
      expect(
        fastestMs(() => engine.search(`${run++} ${text}`)),
        input,
      ).toBeLessThan(CEILING_MS);
      expect(engine.search(text).length, input).toBeLessThanOrEqual(MAX_PAGES * MAX_SECTIONS_PER_PAGE);
    }
  });
  it('still finds the page a 100 KB log is about', () => {
    expect(engine.search(log)[0]?.page).toBe('/api/runtime/script-manager');
  });
});

/** Text made of what the parser reacts to, in any order and amount. */
const queryText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ' ',
        '  ',
        '\n',
        '\t',
        'at',
        'async',
        'ERROR',
        'error',
        'Error:',
        '-',
        '>',
        '|',
        '14',
        '/',
        './',
        '.js',
        ':1',
        "'",
        '"',
      ),
      fc.constantFrom(
        '(',
        ')',
        '[',
        ']',
        'http://',
        'ScriptManager',
        'NetworkFailure',
        'failed',
        'Module not found',
        'chunk',
        'assetsloader',
      ),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    ),
    { maxLength: 400 },
  )
  .map((parts) => parts.join(''));

describe('on random input', () => {
  it('a parsed query is always bounded, and reading its line breaks as spaces keeps it bounded', () => {
    fc.assert(
      fc.property(queryText, (text) => {
        expectBounded(parseQuery(text));
        expectBounded(parseQuery(text.replace(/\n/g, ' ')));
      }),
      { numRuns: 500 },
    );
  });
  it('a log line is never longer than the paste, and no line is lost', () => {
    fc.assert(
      fc.property(queryText, (text) => {
        const words = text.match(/\S+/g) ?? [];
        expect(logLines(text).join(' ').split(' ').filter(Boolean)).toEqual(words);
      }),
      { numRuns: 500 },
    );
  });
  it('the engine answers anything without throwing, with at most a screen of suggestions', () => {
    fc.assert(
      fc.property(queryText, (text) => {
        const suggestions = engine.search(text);
        expect(new Set(suggestions.map((suggestion) => suggestion.page)).size).toBeLessThanOrEqual(MAX_PAGES);
      }),
      { numRuns: 300 },
    );
  });
  it('the split points tried are bounded for any word', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 's', 't'), maxLength: 200 }), (term) => {
        let asked = 0;
        splitJoinedWord(term, () => {
          asked++;
          return false;
        });
        expect(asked).toBeLessThanOrEqual(2 * (MAX_JOINED_LENGTH - 5));
      }),
    );
  });
});
