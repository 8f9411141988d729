import { describe, expect, it } from 'vitest';
import { distil, MAX_QUERY_WORDS, parseQuery } from '../../theme/lib/search/query';

describe('parseQuery', () => {
  it('requires the telling words of a question and keeps its question words as optional', () => {
    const parsed = parseQuery('why is my app bundle so large');
    expect(parsed.required).toEqual(['app', 'bundle', 'large']);
    // "is" is not in the index at all; "why", "my" and "so" are, and may raise a section.
    expect(parsed.optional).toEqual(['why', 'my', 'so']);
    expect(parsed.phrase).toBe('app bundle so large');
    expect(parsed.distilled).toBe(false);
  });
  it('strips the question around the phrase but keeps the words inside it', () => {
    expect(parseQuery('how do I lazy load a screen').phrase).toBe('lazy load a screen');
    expect(parseQuery('can I use webpack instead of rspack?').required).toEqual(['use', 'webpack', 'instead', 'rspack']);
  });
  it('searches question words when they are all there is', () => {
    expect(parseQuery('why').required).toEqual(['why']);
  });
  it('treats the last word as half typed, unless a space or a flag says it is complete', () => {
    expect(parseQuery('getRes').lastWordOpen).toBe(true);
    expect(parseQuery('reset ').lastWordOpen).toBe(false);
    expect(parseQuery('--dev').lastWordOpen).toBe(false);
  });
  it('keeps flags, dotted names and identifiers whole', () => {
    expect(parseQuery('--reset-cache').required).toEqual(['reset', 'cache']);
    expect(parseQuery('ScriptManager.shared.loadScript').required).toEqual(['scriptmanager', 'shared', 'loadscript']);
  });
  it(`searches at most ${MAX_QUERY_WORDS} words`, () => {
    const long = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima';
    expect(parseQuery(long).required).toHaveLength(MAX_QUERY_WORDS);
  });
  it('reads a one-line error message as a paste: the clause that states the error decides', () => {
    const parsed = parseQuery("error: Option '--entry-file <path>' argument is missing");
    expect(parsed.distilled).toBe(true);
    expect(parsed.required).toEqual(['option', 'entry', 'file', 'path', 'argument', 'missing']);
    expect(parsed.phrase).toBe("Option '--entry-file <path>' argument is missing");
  });
});

describe('distil', () => {
  const trace = [
    "Error: Module not found: Error: Can't resolve './assets/logo.png' in '/Users/dana/dev/ShopApp/src/screens'",
    '    at /Users/dana/dev/ShopApp/node_modules/@rspack/core/dist/index.js:4121:29',
    '    at Compilation.reportErrors (/Users/dana/dev/ShopApp/node_modules/@rspack/core/dist/index.js:4118:12)',
    ' ERROR  [ScriptManager] Failed to load script: src_screens_Cart_tsx',
    '    at ScriptManager.loadScript (http://localhost:8081/index.bundle?platform=ios&dev=true:93211:19)',
    ' ERROR  NetworkFailure: request to http://localhost:8081/ios/src_screens_Cart_tsx.chunk.bundle failed',
  ].join('\n');

  it('takes the first error line without paths, the clause that states the error, and the identifiers named', () => {
    const paste = distil(trace);
    expect(paste.message).toBe("Module not found: Error: Can't resolve in");
    expect(paste.clause).toBe('Module not found');
    // Identifiers inside paths (`ShopApp`) are the reader's own names and tell nothing.
    expect(paste.identifiers).toEqual(['ScriptManager', 'NetworkFailure']);
  });
  it('takes the message after an error class as the clause, not the class or the line before it', () => {
    expect(
      distil(
        "[iOS Release] Invariant Violation: \"AppName\" has not been registered & ReferenceError: Property '__webpack_require__' doesn't exist",
      ).clause,
    ).toBe("Property '__webpack_require__' doesn't exist");
    expect(distil('Reference error : Property "ScriptManager" doesn\'t exist').clause).toBe('Property "ScriptManager" doesn\'t exist');
    expect(distil("Error: Module not found: Error: Can't resolve 'x'").clause).toBe('Module not found');
  });
  it('keeps package names, which tell which dependency is missing', () => {
    expect(distil("Error: Cannot find module '@svgr/webpack'\nRequire stack:\n- /Users/dana/app/rspack.config.mjs").message).toBe(
      "Cannot find module '@svgr/webpack'",
    );
  });
  it('bounds what a paste of thousands of characters searches', () => {
    const parsed = parseQuery(trace.repeat(8));
    expect(parsed.distilled).toBe(true);
    expect(parsed.required).toEqual(['module', 'not', 'found']);
    expect(parsed.required.length + parsed.optional.length).toBeLessThanOrEqual(2 * MAX_QUERY_WORDS);
  });
});

describe('a paste whose line breaks the field turned into spaces', () => {
  it('is read the same as with its line breaks', () => {
    const log = [
      "Error: Cannot find module '@svgr/webpack'",
      'Require stack:',
      '- /Users/dana/app/rspack.config.mjs',
      '    at Module._resolveFilename (node:internal/modules/cjs/loader:1140:15)',
    ].join('\n');
    const flattened = log.replace(/\n/g, ' ');
    expect(distil(flattened)).toEqual(distil(log));
    expect(distil(flattened).message).toBe("Cannot find module '@svgr/webpack'");
  });
  it('finds the error line of a CLI log by its level words', () => {
    expect(distil('info Opening React Native DevTools... error Failed to open React Native DevTools').clause).toBe(
      'Failed to open React Native DevTools',
    );
  });
});
