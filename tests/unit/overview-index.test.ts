import { describe, expect, test } from 'vitest';
import {
  entryKey,
  filterOverview,
  keyAnchors,
  matchesFilter,
  type OverviewSection,
  plainText,
  readEntryNotes,
} from '../../theme/lib/overview-index';

const heading = (text: string) => ({ id: text.toLowerCase().replace(/[^a-z0-9]+/g, '-'), text });

const sections: OverviewSection[] = [
  {
    name: 'Runtime client',
    entries: [
      { text: 'ScriptManager', link: '/api/runtime/script-manager.html', headings: ['Usage', 'Methods', 'Hooks', 'Events'].map(heading) },
      { text: 'Script', link: '/api/runtime/script.html', headings: ['Usage', 'Options', 'Methods'].map(heading) },
    ],
  },
  {
    name: 'Configuration utilities',
    entries: [{ text: 'getDirname', link: '/api/utils/get-dirname.html', headings: ['Usage', 'Parameters', 'Return value'].map(heading) }],
  },
  {
    name: 'DevServer',
    entries: [{ text: 'DevServer', link: '/api/dev-server.html', headings: ['Usage', 'Options', '`createServer`'].map(heading) }],
  },
];

const shown = (query: string) =>
  filterOverview(sections, query).map((section) => ({
    name: section.name,
    entries: section.entries.map(({ entry, headings }) => [entry.text, headings === 'key' ? 'key' : headings.map((h) => h.text)]),
  }));

describe('matchesFilter (spec §5)', () => {
  test('matches a substring, ignoring case and reading hyphens as spaces', () => {
    expect(matchesFilter('React Refresh loader', 'react-refresh')).toBe(true);
    expect(matchesFilter('Babel SWC loader', 'babel swc')).toBe(true);
    expect(matchesFilter('ScriptManager', 'SCRIPTMAN')).toBe(true);
    expect(matchesFilter('ScriptManager', 'manager script')).toBe(false);
  });
});

describe('filterOverview', () => {
  test('without a query, lists every entry with its key anchors', () => {
    expect(shown('')).toEqual([
      {
        name: 'Runtime client',
        entries: [
          ['ScriptManager', 'key'],
          ['Script', 'key'],
        ],
      },
      { name: 'Configuration utilities', entries: [['getDirname', 'key']] },
      { name: 'DevServer', entries: [['DevServer', 'key']] },
    ]);
  });

  test('a group name keeps the whole group with key anchors', () => {
    expect(shown('configuration')).toEqual([{ name: 'Configuration utilities', entries: [['getDirname', 'key']] }]);
  });

  test('a page title keeps the page with all its headings, a table of contents', () => {
    expect(shown('scriptman')).toEqual([{ name: 'Runtime client', entries: [['ScriptManager', ['Usage', 'Methods', 'Hooks', 'Events']]] }]);
  });

  test('heading text keeps only the matching headings, read without their Markdown marks', () => {
    expect(shown('methods')).toEqual([
      {
        name: 'Runtime client',
        entries: [
          ['ScriptManager', ['Methods']],
          ['Script', ['Methods']],
        ],
      },
    ]);
    expect(shown('create-server')).toEqual([]);
    expect(shown('createserver')).toEqual([{ name: 'DevServer', entries: [['DevServer', ['`createServer`']]] }]);
  });

  test('nothing matches: no section', () => {
    expect(shown('zzqxjv')).toEqual([]);
  });
});

describe('keyAnchors', () => {
  const [scriptManager] = sections[0]!.entries;

  test('are the headings the note names, in its order, matched by their text', () => {
    expect(keyAnchors(scriptManager!, { anchors: ['Events', 'Methods'] }).anchors.map((h) => h.text)).toEqual(['Events', 'Methods']);
    expect(keyAnchors(sections[2]!.entries[0]!, { anchors: ['createServer'] }).anchors.map((h) => h.id)).toEqual(['-createserver-']);
  });

  test('are the first three headings without a note', () => {
    expect(keyAnchors(scriptManager!, undefined).anchors.map((h) => h.text)).toEqual(['Usage', 'Methods', 'Hooks']);
  });

  test('leave out and report a name the page has no heading for', () => {
    expect(keyAnchors(scriptManager!, { anchors: ['Methods', 'Listeners'] })).toEqual({
      anchors: [heading('Methods')],
      unknown: ['Listeners'],
    });
  });
});

describe('readEntryNotes', () => {
  test('reads the notes by link, with or without .html or a final slash', () => {
    const { notes, problems } = readEntryNotes(
      {
        '/api/runtime/script-manager': { summary: 'Loads chunks.', anchors: ['Methods'] },
        '/api/runtime/script/': { summary: 'Where a chunk lives.' },
        '/api/utils/get-dirname.html': { summary: 'A directory.' },
        '/api/dev-server': { summary: 'The server.' },
      },
      sections,
    );
    expect(problems).toEqual([]);
    expect(notes.get(entryKey('/api/runtime/script-manager.html'))).toEqual({ summary: 'Loads chunks.', anchors: ['Methods'] });
    expect(notes.get(entryKey('/api/runtime/script.html'))?.summary).toBe('Where a chunk lives.');
  });

  test('names every slip and keeps what is usable', () => {
    const { notes, problems } = readEntryNotes(
      {
        '/api/runtime/script-manager': { summary: 42, anchors: ['Methods', 'Listeners'] },
        '/api/runtime/script': { summary: 'Where a chunk lives.', anchors: 'Options' },
        '/api/utils/get-dirname': { summary: 'A directory.' },
        '/api/no-such-page': { summary: 'Gone.' },
      },
      sections,
    );
    expect(problems).toEqual([
      'overviewEntries["/api/runtime/script-manager"].summary must be a string',
      'overviewEntries["/api/runtime/script"].anchors must be a list of heading texts',
      '"/api/runtime/script-manager" has no summary in overviewEntries',
      'overviewEntries["/api/runtime/script-manager"] names the heading "Listeners", which the page does not have',
      '"/api/dev-server" has no summary in overviewEntries',
      'overviewEntries names "/api/no-such-page", which the overview does not list',
    ]);
    expect(notes.get('/api/runtime/script-manager')).toEqual({ summary: undefined, anchors: ['Methods', 'Listeners'] });
    expect(notes.get('/api/runtime/script')).toEqual({ summary: 'Where a chunk lives.', anchors: undefined });
  });

  test('a value that is not a map of notes is one problem and no notes', () => {
    for (const value of [['/api/cli/start'], 'notes', null]) {
      expect(readEntryNotes(value, sections)).toEqual({
        notes: new Map(),
        problems: ['overviewEntries must map each page link to { summary, anchors }'],
      });
    }
  });

  test('no overviewEntries at all is no problem', () => {
    expect(readEntryNotes(undefined, sections)).toEqual({ notes: new Map(), problems: [] });
  });
});

test('plainText drops the marks of inline code and emphasis', () => {
  expect(plainText('`ScriptManager.shared` and **bold** ~~gone~~')).toBe('ScriptManager.shared and bold gone');
});
