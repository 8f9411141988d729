import { describe, expect, it } from 'vitest';
import { CACHE_SIZE, createSearchEngine, MAX_PAGES, MAX_SECTIONS_PER_PAGE, phraseKey } from '../../theme/lib/search/engine';
import type { IndexedPage } from '../../theme/lib/search/sections';

function page(routePath: string, title: string, sections: Record<string, string>, intro = `About ${title}.`): IndexedPage {
  let content = intro;
  const toc: IndexedPage['toc'] = [];
  for (const [heading, text] of Object.entries(sections)) {
    content += '\n\n';
    toc.push({ text: heading, id: heading.toLowerCase().replace(/[^a-z0-9-]+/g, '-'), depth: 2, charIndex: content.length });
    content += `${heading}\n\n${text}`;
  }
  return { routePath, title, content, toc };
}

const pages = [
  page(
    '/api/cli/start',
    'CLI: start',
    { '--reset-cache': 'Clears the persistent cache before the server starts.', '--port': 'The port the server listens on.' },
    'The start command runs the dev server.',
  ),
  page('/api/utils/get-resolve-options', 'getResolveOptions', { Usage: 'Spread the result into resolve.' }),
  page('/docs/guides/deploy', 'Deployment', { 'Upload chunks': 'Copy remote chunks to production storage.' }),
  page('/docs/glossary', 'Glossary', { 'Hermes bytecode': 'A compiled form of JavaScript. See HermesBytecodePlugin.' }),
  page(
    '/api/plugins/hermes-bytecode',
    'HermesBytecodePlugin',
    { Options: 'Which chunks to compile.' },
    'Compiles chunks to Hermes bytecode.',
  ),
];
const sectionOf = (route: string) => (route.startsWith('/api/') ? 'API' : 'Docs');
const links = async (query: string) => {
  const engine = await createSearchEngine(pages, { sectionOf });
  return engine.search(query).map((suggestion) => suggestion.link);
};

describe('createSearchEngine', () => {
  it('finds sections holding all the words of a query, in any order', async () => {
    expect((await links('cache reset'))[0]).toBe('/api/cli/start#--reset-cache');
    expect((await links('start command port'))[0]).toMatch(/^\/api\/cli\/start/);
  });
  it('matches the last word as a prefix and identifiers by their parts', async () => {
    expect((await links('getRes'))[0]).toBe('/api/utils/get-resolve-options');
    expect((await links('resolve options'))[0]).toBe('/api/utils/get-resolve-options');
  });
  it('finds other forms of an English word, and forgives one typo in a long word', async () => {
    expect((await links('deploy production'))[0]).toBe('/docs/guides/deploy#upload-chunks');
    expect((await links('deploymnt'))[0]).toMatch(/^\/docs\/guides\/deploy/);
  });
  it('ranks a page whose title is the query above a page that only mentions it', async () => {
    expect((await links('hermes bytecode'))[0]).toBe('/api/plugins/hermes-bytecode');
  });
  it('ranks the docs and the API reference in one list, each result labelled with its part of the site', async () => {
    const engine = await createSearchEngine(pages, { sectionOf });
    const suggestions = engine.search('hermes bytecode');
    expect(suggestions.map((suggestion) => [suggestion.page, suggestion.section])).toEqual([
      ['/api/plugins/hermes-bytecode', 'API'],
      ['/api/plugins/hermes-bytecode', 'API'],
      ['/docs/glossary', 'Docs'],
    ]);
    const all = suggestions.map((suggestion) => suggestion.link);
    expect(new Set(all).size).toBe(all.length);
  });
  it('answers questions by their telling words: question words help but are never required', async () => {
    expect((await links('how do I deploy to production'))[0]).toBe('/docs/guides/deploy#upload-chunks');
    expect((await links('what is the port of the server'))[0]).toBe('/api/cli/start#--port');
  });
  it('falls back to the sections with most of the words when no section has them all', async () => {
    // "persistent" and "compile" never meet in one section, or on one page.
    const found = await links('persistent compile');
    expect(found).toContain('/api/cli/start#--reset-cache');
    expect(found.some((link) => link.startsWith('/api/plugins/hermes-bytecode'))).toBe(true);
  });
  it('finds two words typed as one, a flag, and a dotted name', async () => {
    expect((await links('hermesbytecode'))[0]).toMatch(/^\/api\/plugins\/hermes-bytecode/);
    expect((await links('--port'))[0]).toBe('/api/cli/start#--port');
    expect((await links('Repack.getResolveOptions'))[0]).toBe('/api/utils/get-resolve-options');
  });
  it('finds the page that explains a pasted log by its error line', async () => {
    const log = [
      'ERROR  Failed to compile chunks: Hermes bytecode could not be written',
      '    at HermesBytecodePlugin.apply (/Users/me/app/node_modules/@callstack/repack/dist/plugins/Hermes.js:41:11)',
      '    at Compiler.run (/Users/me/app/node_modules/@rspack/core/dist/index.js:4121:29)',
    ].join('\n');
    expect((await links(log))[0]).toMatch(/^\/api\/plugins\/hermes-bytecode/);
  });
  it('marks the matched words in the title and the excerpt, and says where the section sits', async () => {
    const engine = await createSearchEngine(pages, { sectionOf });
    const [suggestion] = engine.search('persistent cache');
    const excerpt = suggestion?.excerpt;
    expect(excerpt?.highlights.map(({ start, length }) => excerpt.text.slice(start, start + length))).toEqual(['persistent', 'cache']);
    // "cache" is also in the heading, `--reset-cache`: a heading match.
    expect(suggestion?.type).toBe('header');
    expect(suggestion?.title).toBe('--reset-cache');
    expect(suggestion?.path).toEqual(['CLI: start']);
    const title = suggestion?.title ?? '';
    expect(suggestion?.titleHighlights.map(({ start, length }) => title.slice(start, start + length))).toEqual(['cache']);
  });
  it('answers an empty query, or one without hits, with nothing', async () => {
    const engine = await createSearchEngine(pages, { sectionOf });
    expect(engine.search('')).toEqual([]);
    expect(engine.search('zzqxjv')).toEqual([]);
  });
  it(`lists at most ${MAX_PAGES} pages and ${MAX_SECTIONS_PER_PAGE} sections of each`, async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      page(`/docs/p${index}`, `Page ${index}`, { A: 'chunk one', B: 'chunk two', C: 'chunk three', D: 'chunk four' }),
    );
    const engine = await createSearchEngine(many);
    const suggestions = engine.search('chunk');
    const perPage = new Map<string, number>();
    for (const suggestion of suggestions) perPage.set(suggestion.page, (perPage.get(suggestion.page) ?? 0) + 1);
    expect(perPage.size).toBe(MAX_PAGES);
    expect(Math.max(...perPage.values())).toBe(MAX_SECTIONS_PER_PAGE);
  });
  it(`remembers the results of the last ${CACHE_SIZE} queries`, async () => {
    const engine = await createSearchEngine(pages);
    const first = engine.search('cache');
    expect(engine.search('cache')).toBe(first);
    for (let index = 0; index < CACHE_SIZE; index++) engine.search(`query${index}`);
    expect(engine.search('cache')).not.toBe(first);
  });
  it('indexes in slices of time, giving timers a turn in between, and can be hurried along', async () => {
    const timerRan = (pace: { sliceMs: number }) => {
      let ran = false;
      setTimeout(() => (ran = true), 0);
      return createSearchEngine(pages, { pace }).then((engine) => ({ ran, engine }));
    };
    // One section per slice: the timer set before the build runs before the build ends.
    const sliced = await timerRan({ sliceMs: 0 });
    expect(sliced.ran).toBe(true);
    expect(sliced.engine.search('cache').length).toBeGreaterThan(0);
    // All sections in one slice: the build ends without giving the timer a turn.
    expect((await timerRan({ sliceMs: 60_000 })).ran).toBe(false);
    // The pace is read before each slice: raised while the build runs, the rest goes in one.
    const pace = { sliceMs: 0 };
    let timers = 0;
    const countTimers = () => {
      timers++;
      if (timers < 100) setTimeout(countTimers, 0);
    };
    setTimeout(countTimers, 0);
    const hurried = createSearchEngine(pages, { pace });
    pace.sliceMs = 60_000;
    await hurried;
    expect(timers).toBeLessThanOrEqual(1);
  });
  it('works on an empty index, as after a failed fetch', async () => {
    const engine = await createSearchEngine([]);
    expect(engine.search('anything')).toEqual([]);
  });
});

describe('phraseKey', () => {
  it('compares identifiers and words alike', () => {
    expect(phraseKey('HermesBytecodePlugin')).toBe(phraseKey('Hermes bytecode plugin'));
    expect(phraseKey('--reset-cache')).toContain(' reset cache ');
  });
});

describe('what a reader means by a name, a pasted error or a question', () => {
  const site = [
    page('/api/utils/constants', 'Constants', {
      getPublicPath:
        'Deprecated. Returns the publicPath the app was built with; publicPath is set by the loader now, publicPath of remote assets too.',
    }),
    page('/docs/guides/remote-assets', 'Remote assets', {
      'Customize the path': 'Serve the files from another publicPath when your CDN needs one.',
    }),
    page('/api/loaders/assets-loader', 'Assets loader', {
      publicPath: 'Where the app loads assets from.',
      maxInlineSize: 'Assets up to this many bytes are inlined as base64.',
    }),
    page('/docs/guides/validation', 'Configuration errors', {
      'Checked options': 'When a loader is initialized with an invalid options object, the build stops and prints the schema it expected.',
    }),
    page('/docs/guides/practice', 'Shipping in practice', { 'Best practice': 'The current state of the art is to sign chunks.' }),
    page('/api/plugins/code-signing', 'CodeSigningPlugin', { Options: 'Signs every chunk with your private key.' }),
  ];
  const linksFor = async (query: string) => (await createSearchEngine(site)).search(query).map((suggestion) => suggestion.link);

  it('puts the section that defines a name before the pages that only mention it', async () => {
    expect((await linksFor('publicPath'))[0]).toBe('/api/loaders/assets-loader#publicpath');
    expect((await linksFor('CodeSigningPlugin'))[0]).toMatch(/^\/api\/plugins\/code-signing/);
  });
  it("weighs the names a pasted error holds above the error's prose", async () => {
    const error =
      'Error: Invalid options object. Assets loader has been initialized using an options object that does not match the API schema. - options.maxInlineSize should be a number.';
    expect((await linksFor(error))[0]).toBe('/api/loaders/assets-loader#maxinlinesize');
  });
  it('reads the topic of a question among words of stance around it', async () => {
    expect((await linksFor('best practice for code signing'))[0]).toMatch(/^\/api\/plugins\/code-signing/);
    expect((await linksFor('what is the current state of remote assets'))[0]).toMatch(/^\/docs\/guides\/remote-assets/);
  });
  it('puts the entry whose heading quotes a pasted error first, above the page that defines a name in it', async () => {
    const withEntry = [
      ...site,
      page('/api/runtime/script-manager', 'ScriptManager', { loadScript: 'Loads a script; logs when it fails.' }),
      page('/docs/troubleshooting/chunks', 'Chunks in release builds', {
        '`[ScriptManager] Failed to load script` in a release build':
          'The chunk could not be downloaded: check the URL your resolver returns.',
      }),
    ];
    const engine = await createSearchEngine(withEntry);
    expect(engine.search('Error: Unhandled error. ([ScriptManager] Failed to load script:):')[0]?.page).toBe(
      '/docs/troubleshooting/chunks',
    );
  });
  it('reads two words typed as one as those words, even where a list names the joined identifier once', async () => {
    const withList = [...site, page('/docs/messages', 'Messages', { Loaders: 'assetsLoader: the file was not found.' })];
    const engine = await createSearchEngine(withList);
    expect(engine.search('assetsloader')[0]?.page).toBe('/api/loaders/assets-loader');
  });
  it('still answers a question whose words are partly unknown to the index', async () => {
    expect((await linksFor('inline assets base64 in expo-router with vitejs'))[0]).toBe('/api/loaders/assets-loader#maxinlinesize');
  });
});
