import { slug as githubSlug } from '@rspress/shared/github-slugger';
import { describe, expect, test } from 'vitest';
import { headingSlug } from '../../theme/lib/heading-slug';

// github-slugger's table dates from Unicode 13; JavaScript's property escapes follow the
// engine's newer Unicode. The two rules agree wherever both know a character, so the
// comparison covers the blocks headings are written in, all assigned before Unicode 13.
const blocks: Array<[number, number]> = [
  [0x0000, 0x085f], // Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, Syriac and more
  [0x0900, 0x097f], // Devanagari
  [0x2000, 0x2bff], // punctuation, letterlike symbols, enclosed alphanumerics, arrows
  [0x3000, 0x30ff], // CJK punctuation, Hiragana, Katakana
  [0x4e00, 0x9fa5], // CJK ideographs
  [0xac00, 0xd7a3], // Hangul syllables
  [0xff00, 0xffef], // full-width forms
  [0x1f300, 0x1f64f], // emoji
];

describe('headingSlug', () => {
  test('keeps exactly the characters github-slugger keeps', () => {
    const differing: string[] = [];
    for (const [first, last] of blocks) {
      for (let codePoint = first; codePoint <= last; codePoint++) {
        const character = String.fromCodePoint(codePoint);
        if (headingSlug(character) !== githubSlug(character)) differing.push(`U+${codePoint.toString(16).toUpperCase()}`);
      }
    }
    expect(differing).toEqual([]);
  });

  test.each([
    'Getting started',
    'Using `ScriptManager.shared.addResolver()`',
    'Rspack & webpack: which one?',
    'Re.Pack 5.x → 5.3',
    'Модульная федерация',
    '代码分割 (code splitting)',
    'Emoji 🚀 in a title',
    '--reset-cache',
    'snake_case and kebab-case',
  ])('makes the same id as github-slugger for %j', (title) => {
    expect(headingSlug(title)).toBe(githubSlug(title));
  });
});
