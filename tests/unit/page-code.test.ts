import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeInDocument, inlineCode, PAGE_CODE_ATTRIBUTE, pageCode } from '../../theme/lib/page-code';

// A page's code in the browser (theme/lib/page-code.ts): React writes an element's
// `dangerouslySetInnerHTML` again whenever it gets another object, so each element's props must
// be one object for good.

const module = (html: string[]) => async () => ({ default: html });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inlineCode', () => {
  it('gives each element its string, in the same props object on every render', () => {
    const code = inlineCode(['<b>a</b>', 'b']);
    expect(code(0)).toEqual({ dangerouslySetInnerHTML: { __html: '<b>a</b>' } });
    expect(code(1).dangerouslySetInnerHTML.__html).toBe('b');
    expect(code(0)).toBe(code(0));
  });
});

describe('codeInDocument', () => {
  it('keeps what the document holds until React takes the element out, then renders what it held', () => {
    const code = codeInDocument();
    const kept = code(3);
    expect(kept.dangerouslySetInnerHTML.__html).toBe('');
    expect(code(3)).toBe(kept);
    const cleanup = kept.ref?.({ innerHTML: '<span class="line">x</span>' } as HTMLElement);
    // Still in the page: nothing changes.
    expect(code(3)).toBe(kept);
    cleanup?.();
    expect(code(3)).toEqual({ dangerouslySetInnerHTML: { __html: '<span class="line">x</span>' } });
    expect(code(3)).toBe(code(3));
    // An element React never rendered keeps nothing of its own.
    expect(code(4).dangerouslySetInnerHTML.__html).toBe('');
  });
});

describe('pageCode', () => {
  it('loads the strings of a page the document does not hold, before the page renders', async () => {
    const load = vi.fn(module(['one', 'two']));
    vi.stubGlobal('document', { querySelector: () => null });
    const code = await pageCode('abc', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(code(1).dangerouslySetInnerHTML.__html).toBe('two');
  });

  it("loads nothing for the page whose HTML the browser opened, found by its first element's mark", async () => {
    const load = vi.fn(module(['one']));
    const querySelector = vi.fn((selector: string) => (selector === `[${PAGE_CODE_ATTRIBUTE}="abc"]` ? {} : null));
    vi.stubGlobal('document', { querySelector });
    const code = await pageCode('abc', load);
    expect(load).not.toHaveBeenCalled();
    expect(code(0).dangerouslySetInnerHTML.__html).toBe('');
    expect(code(0).ref).toBeTypeOf('function');
  });

  it('fails when the strings cannot be fetched, so that the page fails to load as a whole', async () => {
    vi.stubGlobal('document', { querySelector: () => null });
    const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    await expect(pageCode('abc', () => Promise.reject(error))).rejects.toBe(error);
  });
});
