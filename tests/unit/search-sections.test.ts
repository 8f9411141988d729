import { describe, expect, it } from 'vitest';
import { searchIndexPath } from '../../theme/lib/search/index-path';
import { splitIntoSections } from '../../theme/lib/search/sections';

describe('splitIntoSections', () => {
  const content = 'Intro text. {/* a note to writers */}\n\nOptions\n\nAll the options.\n\n--port\n\nThe port.\n\nExamples\n\nAn example.';
  const at = (text: string) => content.indexOf(`\n\n${text}\n\n`) + 2;
  const page = {
    title: 'CLI: start',
    description: 'The start command.',
    routePath: '/api/cli/start',
    content,
    toc: [
      { text: 'Options', id: 'options', depth: 2, charIndex: at('Options') },
      { text: '--port', id: '--port', depth: 3, charIndex: at('--port') },
      { text: 'Examples', id: 'examples', depth: 2, charIndex: at('Examples') },
      { text: 'Unknown place', id: 'unknown', depth: 2, charIndex: -1 },
    ],
  };
  const sections = splitIntoSections(page);

  it('gives the opening text and each heading a section that links to it', () => {
    expect(sections.map((section) => section.link)).toEqual([
      '/api/cli/start',
      '/api/cli/start#options',
      '/api/cli/start#--port',
      '/api/cli/start#examples',
    ]);
  });
  it("keeps a section's own text, without its heading or writers' comments", () => {
    expect(sections.map((section) => section.text)).toEqual(['Intro text.', 'All the options.', 'The port.', 'An example.']);
  });
  it('records the headings above a section and the page it belongs to', () => {
    expect(sections[2]).toMatchObject({
      heading: '--port',
      parents: ['Options'],
      pageTitle: 'CLI: start',
      pageDescription: 'The start command.',
    });
    expect(sections[3]?.parents).toEqual([]);
  });
  it('shows headings as readers see them, without the backticks of their code spans', () => {
    const entry = 'Property ScriptManager does not exist\n\nWhen it happens.';
    const [, section] = splitIntoSections({
      title: 'Build errors',
      routePath: '/docs/troubleshooting/build-errors',
      content: `Intro.\n\n${entry}`,
      toc: [
        { text: 'On `start`', id: 'on-start', depth: 2, charIndex: 8 },
        { text: "`Property 'ScriptManager' doesn't exist`", id: 'property', depth: 3, charIndex: 8 },
      ],
    }).slice(1);
    expect(section).toMatchObject({ heading: "Property 'ScriptManager' doesn't exist", parents: ['On start'] });
  });
});

describe('searchIndexPath', () => {
  const hashes = { '###en': 'abc123', 'v2###en': 'def456', '1.2###': 'ghi789' };
  it('builds the name Rspress gives the index: prefix, version, language, hash', () => {
    expect(searchIndexPath(hashes, 'en', '')).toBe('/static/search_index.en.abc123.json');
    expect(searchIndexPath(hashes, 'en', 'v2')).toBe('/static/search_index.v2.en.def456.json');
    expect(searchIndexPath(hashes, '', '1.2')).toBe('/static/search_index.1_2.ghi789.json');
  });
  it('is undefined when no index was built for the language and version', () => {
    expect(searchIndexPath(hashes, 'fr', '')).toBeUndefined();
  });
});
