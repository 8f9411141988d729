import { describe, expect, it } from 'vitest';
import { keepFirstPages } from '../../theme/lib/search-limit';

const hit = (link: string) => ({ link });

describe('keepFirstPages', () => {
  it('keeps every suggestion of the first 7 pages, headings included', () => {
    const suggestions = [
      hit('/a'),
      hit('/a#one'),
      ...['/b', '/c', '/d', '/e', '/f', '/g'].map(hit),
      hit('/c#two'),
      hit('/h'),
      hit('/i#three'),
    ];
    expect(keepFirstPages(suggestions).map((suggestion) => suggestion.link)).toEqual([
      '/a',
      '/a#one',
      '/b',
      '/c',
      '/d',
      '/e',
      '/f',
      '/g',
      '/c#two',
    ]);
  });

  it('leaves shorter lists alone', () => {
    const suggestions = [hit('/a'), hit('/b#x')];
    expect(keepFirstPages(suggestions)).toEqual(suggestions);
    expect(keepFirstPages([])).toEqual([]);
  });

  it('takes another page limit', () => {
    expect(keepFirstPages([hit('/a'), hit('/b'), hit('/a#x')], 1).map((suggestion) => suggestion.link)).toEqual(['/a', '/a#x']);
  });
});
