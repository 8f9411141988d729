import { describe, expect, it } from 'vitest';
import { partsHiddenByQuery, queryFlagHeadScript, queryHidesAttribute, withPartsHidden } from '../../theme/lib/query-flags';

describe('partsHiddenByQuery', () => {
  it('reads navbar, sidebar, outline and footer set to 0', () => {
    expect(partsHiddenByQuery('?footer=0&navbar=0&outline=0&sidebar=0')).toEqual(['navbar', 'sidebar', 'outline', 'footer']);
  });

  it('ignores other values, unknown flags and an empty query', () => {
    expect(partsHiddenByQuery('?navbar=1&sidebar=false&outline=&footer')).toEqual([]);
    expect(partsHiddenByQuery('?globalUIComponents=0&theme=0')).toEqual([]);
    expect(partsHiddenByQuery('')).toEqual([]);
  });

  it('survives malformed percent-encoding', () => {
    expect(partsHiddenByQuery('?q=%E0%A4%A&navbar=0')).toEqual(['navbar']);
  });
});

describe('withPartsHidden', () => {
  it('switches the parts off and keeps the rest of the frontmatter', () => {
    expect(withPartsHidden({ title: 'SVG', outline: true }, ['outline', 'footer'])).toEqual({
      title: 'SVG',
      outline: false,
      footer: false,
    });
  });

  it('returns the same object when nothing is hidden', () => {
    const frontmatter = { title: 'SVG' };
    expect(withPartsHidden(frontmatter, [])).toBe(frontmatter);
  });
});

describe('queryFlagHeadScript', () => {
  it('marks exactly the parts switched off by the query on <html>', () => {
    const marked: string[] = [];
    const body = queryFlagHeadScript.replace(/^<script>/, '').replace(/<\/script>$/, '');
    const run = new Function('location', 'document', body);
    run({ search: '?navbar=0&footer=0&outline=1' }, { documentElement: { setAttribute: (name: string) => marked.push(name) } });
    expect(marked).toEqual([queryHidesAttribute('navbar'), queryHidesAttribute('footer')]);
  });
});
