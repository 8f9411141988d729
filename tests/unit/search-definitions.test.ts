import { describe, expect, it } from 'vitest';
import { definedName, indexDefinitions } from '../../theme/lib/search/definitions';
import { isCodeName } from '../../theme/lib/search/query';

describe('isCodeName', () => {
  it('tells names from code from words', () => {
    for (const name of [
      'maxInlineSize',
      'RSPACK_PROFILE',
      'ScriptManager.shared',
      '--reset-cache',
      'react-native.config.js',
      'unstable_evaluateScript',
    ]) {
      expect(isCodeName(name), name).toBe(true);
    }
    for (const word of ['platform', 'Usage', 'chunks', '5.3.0', '-', 'x'.repeat(100)]) expect(isCodeName(word), word).toBe(false);
  });
});

describe('definedName', () => {
  const heading = (text: string) => definedName({ heading: text, pageTitle: 'Assets loader' });
  it('is the heading when the heading is one name: an option, a flag, a constant, a file, a method', () => {
    expect(heading('maxInlineSize')).toBe('maxinlinesize');
    expect(heading('--reset-cache')).toBe('--reset-cache');
    expect(heading('Script.DEFAULT_TIMEOUT')).toBe('script.default_timeout');
    expect(heading('react-native.config.js')).toBe('react-native.config.js');
    expect(heading('`loadScript()`')).toBe('loadscript');
    expect(heading('platform')).toBe('platform');
  });
  it('is the word when the heading is one word, a term', () => {
    expect(heading('Chunk')).toBe('chunk');
  });
  it('is nothing when the heading is words', () => {
    expect(heading('`getPublicPath` is a deprecated no-op')).toBeUndefined();
    expect(heading('Inline only small assets')).toBeUndefined();
  });
  it("is a page's title, for the part before the first heading, when the title is a name from code", () => {
    expect(definedName({ heading: '', pageTitle: 'CodeSigningPlugin' })).toBe('codesigningplugin');
    expect(definedName({ heading: '', pageTitle: 'Script' })).toBeUndefined();
    expect(definedName({ heading: '', pageTitle: 'Glossary' })).toBeUndefined();
  });
});

describe('sectionsDefining', () => {
  const sections = [
    { pageTitle: 'Constants', heading: 'getPublicPath' },
    { pageTitle: 'Assets loader', heading: 'publicPath' },
    { pageTitle: 'Assets loader', heading: 'remote.publicPath' },
    { pageTitle: 'ScriptManager', heading: 'addResolver' },
    { pageTitle: 'ScriptManager', heading: 'ScriptManager.shared' },
    { pageTitle: 'CodeSigningPlugin', heading: '' },
    { pageTitle: 'Assets loader', heading: 'platform' },
  ];
  const definitions = indexDefinitions(sections);
  const defining = (names: string[], onlyWord?: string) => [...definitions.sectionsDefining(names, { onlyWord }).keys()].sort();

  it('finds the sections whose heading is the name, or qualifies it, in any case; not those that contain it', () => {
    expect(defining(['publicPath'])).toEqual([1, 2]);
    expect(defining(['remote.publicPath'])).toEqual([1, 2]);
    expect(defining(['options.PublicPath'])).toEqual([1, 2]);
  });
  it('finds a method by the qualified name a reader copies from code', () => {
    expect(defining(['ScriptManager.shared.addResolver'])).toEqual([3]);
  });
  it('finds the page about a plugin by its title, and says how each section defines the name', () => {
    const found = definitions.sectionsDefining(['CodeSigningPlugin', 'addResolver'], {});
    expect([...found]).toEqual([
      [5, 'title'],
      [3, 'heading'],
    ]);
  });
  it('reads a plain word as a name only when it is all the query asks', () => {
    expect(defining(['platform'], 'platform')).toEqual([6]);
    expect(defining(['what', 'is', 'the', 'platform'], 'platform')).toEqual([6]);
    expect(defining(['platform', 'images'])).toEqual([]);
  });
});
