import { load as parse } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { coveringKeys, textContextsOf } from '../support/build-output';

describe('textContextsOf', () => {
  it('names each run of text by its element and ancestors, with sorted classes', () => {
    const document = parse('<main class="doc"><p>Text <a class="link b a">link</a></p><div class="tip"><p>Tip</p></div></main>');
    expect([...textContextsOf(document)]).toEqual([
      'html > body > main.doc > p',
      'html > body > main.doc > p > a.a.b.link',
      'html > body > main.doc > div.tip > p',
    ]);
  });

  it('keeps inline colours apart, and leaves out code blocks, scripts and blank text', () => {
    const document = parse(
      '<span style="color:red">x</span><span style="margin:0">y</span><div class="rp-codeblock"><pre><span>code</span></pre></div><script>var a</script><p> </p>',
    );
    expect([...textContextsOf(document)]).toEqual(['html > body > span[style=color:red]', 'html > body > span']);
  });
});

describe('coveringKeys', () => {
  it('picks keys until every item is held, the richest first', () => {
    const sets = new Map([
      ['a', new Set([1, 2])],
      ['b', new Set([1, 2, 3, 4])],
      ['c', new Set([4, 5])],
      ['d', new Set([3])],
    ]);
    expect(coveringKeys(sets)).toEqual(['b', 'c']);
  });

  it('breaks ties by order and handles empty sets', () => {
    expect(
      coveringKeys(
        new Map([
          ['x', new Set(['q'])],
          ['y', new Set(['q'])],
        ]),
      ),
    ).toEqual(['x']);
    expect(coveringKeys(new Map([['x', new Set<string>()]]))).toEqual([]);
  });
});
