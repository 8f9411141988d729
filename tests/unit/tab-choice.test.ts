import { describe, expect, it } from 'vitest';
import { choiceFromQuery, choiceOf, withChoiceInQuery } from '../../theme/lib/tab-choice';

const BUNDLERS = ['Rspack', 'webpack'];

describe('choiceOf', () => {
  it('names a tab by its name, whatever the case', () => {
    expect(choiceOf('webpack', BUNDLERS)).toBe('webpack');
    expect(choiceOf('RSPACK', BUNDLERS)).toBe('Rspack');
  });

  it('reads the position an earlier version stored, for tabs in their known order', () => {
    expect(choiceOf('1', BUNDLERS, BUNDLERS)).toBe('webpack');
    expect(choiceOf('0', BUNDLERS, BUNDLERS)).toBe('Rspack');
    expect(choiceOf('1', BUNDLERS)).toBeUndefined();
  });

  it('ignores anything else', () => {
    for (const value of [null, undefined, '', 'foo', '7', '-1', '1.5', '{"x":1}', 'web pack']) {
      expect(choiceOf(value, BUNDLERS, BUNDLERS)).toBeUndefined();
    }
  });
});

describe('choiceFromQuery', () => {
  it("takes a link's choice from its query parameter", () => {
    expect(choiceFromQuery('?bundler=webpack', 'bundler', BUNDLERS)).toBe('webpack');
    expect(choiceFromQuery('?outline=0&bundler=Webpack', 'bundler', BUNDLERS)).toBe('webpack');
    expect(choiceFromQuery('?bundler=foo', 'bundler', BUNDLERS)).toBeUndefined();
    // A position is no choice in a link.
    expect(choiceFromQuery('?bundler=1', 'bundler', BUNDLERS)).toBeUndefined();
    expect(choiceFromQuery('', 'bundler', BUNDLERS)).toBeUndefined();
  });
});

describe('withChoiceInQuery', () => {
  it('puts the choice in the address and keeps the rest of it', () => {
    expect(withChoiceInQuery('https://re-pack.dev/docs/guides/configuration?outline=0#setup', 'bundler', 'webpack')).toBe(
      'https://re-pack.dev/docs/guides/configuration?outline=0&bundler=webpack#setup',
    );
    expect(withChoiceInQuery('https://re-pack.dev/x?bundler=webpack', 'bundler', 'Rspack')).toBe('https://re-pack.dev/x?bundler=rspack');
  });
});
