import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../../theme/lib/chunk-load-error';
import { htmlInDocument, inlineHtml, PAGE_HTML_ATTRIBUTE, pageHtml } from '../../theme/lib/page-html';

// A page's static markup in the browser (theme/lib/page-html.ts): React writes an element's
// `dangerouslySetInnerHTML` again whenever it gets another object, so each element's props must
// be one object for good.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inlineHtml', () => {
  it('gives each element its string, in the same props object on every render', () => {
    const code = inlineHtml(['<b>a</b>', 'b']);
    expect(code(0)).toEqual({ dangerouslySetInnerHTML: { __html: '<b>a</b>' } });
    expect(code(1).dangerouslySetInnerHTML.__html).toBe('b');
    expect(code(0)).toBe(code(0));
  });
});

describe('htmlInDocument', () => {
  it('keeps what the document holds until React takes the element out, then renders what it held', () => {
    const code = htmlInDocument();
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

describe('pageHtml', () => {
  it('loads the strings of a page the document does not hold, before the page renders', async () => {
    const fetchStub = vi.fn(async () => Response.json(['one', 'two']));
    vi.stubGlobal('fetch', fetchStub);
    vi.stubGlobal('document', { querySelector: () => null });
    const html = await pageHtml('abc', '/static/assets/abc.json');
    expect(fetchStub).toHaveBeenCalledWith('/static/assets/abc.json');
    expect(html(1).dangerouslySetInnerHTML.__html).toBe('two');
  });

  it("loads nothing for the page whose HTML the browser opened, found by its first element's mark", async () => {
    const fetchStub = vi.fn(async () => Response.json(['one']));
    vi.stubGlobal('fetch', fetchStub);
    const querySelector = vi.fn((selector: string) => (selector === `[${PAGE_HTML_ATTRIBUTE}="abc"]` ? {} : null));
    vi.stubGlobal('document', { querySelector });
    const html = await pageHtml('abc', '/static/assets/abc.json');
    expect(fetchStub).not.toHaveBeenCalled();
    expect(html(0).dangerouslySetInnerHTML.__html).toBe('');
    expect(html(0).ref).toBeTypeOf('function');
  });

  it('fails as a chunk fails when the strings cannot be fetched, so that the page reports a failed load', async () => {
    vi.stubGlobal('document', { querySelector: () => null });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = pageHtml('abc', '/static/assets/abc.json');
    await expect(offline).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(offline).rejects.toSatisfy(isChunkLoadError);
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    await expect(pageHtml('abc', '/static/assets/abc.json')).rejects.toSatisfy(isChunkLoadError);
  });
});
