import { describe, expect, it } from 'vitest';
import { indexTerms, normalizeText, queryTerms, stemOf, wordSpans } from '../../theme/lib/search/text';

describe('normalizeText', () => {
  it('lowers the case and drops the accents of Latin letters', () => {
    expect(normalizeText('Fédération ÉCRAN')).toBe('federation ecran');
  });
  it('keeps the marks that make a different letter in other scripts', () => {
    expect(normalizeText('Йод')).toBe('йод');
    expect(normalizeText('が')).toBe('が');
  });
});

describe('wordSpans', () => {
  it('splits on punctuation, so flags and dotted names give their words', () => {
    expect(wordSpans('--reset-cache').map((span) => span.term)).toEqual(['reset', 'cache']);
    expect(wordSpans('Repack.getDirname').map((span) => span.term)).toContain('getdirname');
  });
  it('indexes identifiers whole, by their parts and by runs of neighbouring parts', () => {
    const terms = wordSpans('getResolveOptions').map((span) => span.term);
    expect(terms).toEqual(expect.arrayContaining(['getresolveoptions', 'get', 'resolve', 'options', 'getresolve', 'resolveoptions']));
    expect(wordSpans('maxWorkers').map((span) => span.term)).toEqual(expect.arrayContaining(['maxworkers', 'max', 'workers']));
    expect(wordSpans('HTTPServer').map((span) => span.term)).toEqual(expect.arrayContaining(['httpserver', 'http', 'server']));
  });
  it('gives each part its place in the text, for highlighting', () => {
    const text = 'Call getResolveOptions here';
    const resolve = wordSpans(text).find((span) => span.term === 'resolve');
    expect(resolve && text.slice(resolve.start, resolve.end)).toBe('Resolve');
  });
  it('treats each Chinese, Japanese or Korean character as a word, and Cyrillic words as words', () => {
    expect(wordSpans('代码分割').map((span) => span.term)).toEqual(['代', '码', '分', '割']);
    expect(wordSpans('загрузка модулей').map((span) => span.term)).toEqual(['загрузка', 'модулей']);
  });
  it('leaves out words too common to tell sections apart', () => {
    expect(wordSpans('how to deploy the app').map((span) => span.term)).toEqual(['deploy', 'app']);
  });
});

describe('stemOf and indexTerms', () => {
  it('indexes English words with their stem, so other forms of a word meet', () => {
    expect(stemOf('deployment')).toBe('deploy');
    expect(indexTerms('Deployment')).toEqual(['deployment', 'deploy']);
  });
  it('leaves short words, identifiers with digits and other scripts alone', () => {
    expect(stemOf('svg')).toBe('svg');
    expect(stemOf('v2')).toBe('v2');
    expect(stemOf('модулей')).toBe('модулей');
  });
});

describe('queryTerms', () => {
  it('keeps identifiers whole so the last word can match as a prefix', () => {
    expect(queryTerms('getRes')).toEqual(['getres']);
  });
  it('drops stop words unless nothing else is left', () => {
    expect(queryTerms('how to deploy to production')).toEqual(['deploy', 'production']);
    expect(queryTerms('the')).toEqual(['the']);
  });
  it('is empty for a query with no words', () => {
    expect(queryTerms('  -- ')).toEqual([]);
  });
});
