import { describe, expect, it } from 'vitest';
import {
  forgetRecentSearches,
  MAX_RECENT_SEARCH_LENGTH,
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  readRecentSearches,
  rememberSearch,
} from '../../theme/lib/search/recent-searches';

/** Local storage as the browser gives it, in memory. */
function memoryStorage(initial?: string): Storage {
  const items = new Map<string, string>(initial === undefined ? [] : [[RECENT_SEARCHES_KEY, initial]]);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** Storage that refuses every call, as a browser with site data blocked does. */
const refusing: Storage = {
  length: 0,
  clear: () => {
    throw new DOMException('refused', 'SecurityError');
  },
  getItem: () => {
    throw new DOMException('refused', 'SecurityError');
  },
  key: () => null,
  removeItem: () => {
    throw new DOMException('refused', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('refused', 'QuotaExceededError');
  },
};

describe('recent searches', () => {
  it('keeps the newest first, each query once whatever its case, at most a few', () => {
    const storage = memoryStorage();
    rememberSearch('hermes', storage);
    rememberSearch('ScriptManager', storage);
    rememberSearch('Hermes ', storage);
    expect(readRecentSearches(storage)).toEqual(['Hermes', 'ScriptManager']);
    for (let index = 0; index < 10; index++) rememberSearch(`query ${index}`, storage);
    expect(readRecentSearches(storage)).toHaveLength(MAX_RECENT_SEARCHES);
    expect(readRecentSearches(storage)[0]).toBe('query 9');
  });
  it('does not keep an empty query or a pasted log, and keeps one line of a short one', () => {
    const storage = memoryStorage();
    rememberSearch('   ', storage);
    rememberSearch('x'.repeat(MAX_RECENT_SEARCH_LENGTH + 1), storage);
    expect(readRecentSearches(storage)).toEqual([]);
    rememberSearch('Module not found:\n  Error', storage);
    expect(readRecentSearches(storage)).toEqual(['Module not found: Error']);
  });
  it('forgets them all', () => {
    const storage = memoryStorage();
    rememberSearch('hermes', storage);
    forgetRecentSearches(storage);
    expect(readRecentSearches(storage)).toEqual([]);
  });
  for (const [kind, stored] of [
    ['not JSON', '{"unclosed'],
    ['JSON null', 'null'],
    ['an object', '{"0":"hermes"}'],
    ['a string', '"hermes"'],
  ] as const) {
    it(`reads a stored value that is ${kind} as no recent searches, and writes over it`, () => {
      const storage = memoryStorage(stored);
      expect(readRecentSearches(storage)).toEqual([]);
      rememberSearch('hermes', storage);
      expect(readRecentSearches(storage)).toEqual(['hermes']);
    });
  }
  it('keeps the usable entries of a list that holds others', () => {
    const storage = memoryStorage(JSON.stringify(['hermes', 42, null, { query: 'x' }, '', 'x'.repeat(500), 'chunks']));
    expect(readRecentSearches(storage)).toEqual(['hermes', 'chunks']);
  });
  it('works without storage, and with storage that refuses every call', () => {
    for (const storage of [undefined, refusing]) {
      expect(readRecentSearches(storage)).toEqual([]);
      expect(rememberSearch('hermes', storage)).toEqual(['hermes']);
      expect(() => forgetRecentSearches(storage)).not.toThrow();
    }
  });
});
