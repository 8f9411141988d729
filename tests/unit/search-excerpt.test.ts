import { describe, expect, it } from 'vitest';
import { EXCERPT_WIDTH, makeExcerpt, mergeRanges } from '../../theme/lib/search/excerpt';

const marked = (excerpt: { text: string; highlights: Array<{ start: number; length: number }> }) =>
  excerpt.highlights.map(({ start, length }) => excerpt.text.slice(start, start + length));

function spansOf(text: string, word: string) {
  const spans = [];
  let at = text.indexOf(word);
  while (at !== -1) {
    spans.push({ start: at, end: at + word.length, term: word.toLowerCase() });
    at = text.indexOf(word, at + 1);
  }
  return spans;
}

describe('makeExcerpt', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(8)}The Hermes bytecode plugin compiles chunks. ${'Consectetur adipiscing elit. '.repeat(8)}`;

  it('cuts about 100 characters around the match, with an ellipsis on each cut side', () => {
    const excerpt = makeExcerpt(long, spansOf(long, 'Hermes'));
    expect(excerpt.text.startsWith('…')).toBe(true);
    expect(excerpt.text.endsWith('…')).toBe(true);
    expect(excerpt.text.length).toBeLessThanOrEqual(EXCERPT_WIDTH + 2);
    expect(marked(excerpt)).toEqual(['Hermes']);
  });

  it('marks every matched word inside the window', () => {
    const excerpt = makeExcerpt(long, [...spansOf(long, 'Hermes'), ...spansOf(long, 'bytecode')]);
    expect(marked(excerpt)).toEqual(['Hermes', 'bytecode']);
  });

  it('needs no ellipsis when the whole text fits', () => {
    const excerpt = makeExcerpt('Short text about chunks.', spansOf('Short text about chunks.', 'chunks'));
    expect(excerpt.text).toBe('Short text about chunks.');
  });

  it('counts non-Latin characters three times, so their excerpts are shorter', () => {
    const text = `${'文'.repeat(200)}匹配${'字'.repeat(200)}`;
    const excerpt = makeExcerpt(text, [{ start: 200, end: 202, term: '匹配' }]);
    expect(excerpt.text.length).toBeLessThanOrEqual(Math.ceil(EXCERPT_WIDTH / 3) + 2);
    expect(marked(excerpt)).toEqual(['匹配']);
  });

  it('chooses the window with the most different matched words', () => {
    const text = `alpha ${'filler words here '.repeat(10)} alpha beta gamma ${'more filler text '.repeat(10)}`;
    const spans = ['alpha', 'beta', 'gamma'].flatMap((word) => spansOf(text, word));
    expect(marked(makeExcerpt(text, spans))).toEqual(expect.arrayContaining(['beta', 'gamma']));
  });
});

describe('mergeRanges', () => {
  it('joins overlapping ranges, so an identifier and its part are marked once', () => {
    expect(
      mergeRanges([
        { start: 0, end: 17 },
        { start: 3, end: 10 },
        { start: 20, end: 25 },
      ]),
    ).toEqual([
      { start: 0, end: 17 },
      { start: 20, end: 25 },
    ]);
  });
});
