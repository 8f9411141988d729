import { describe, expect, it } from 'vitest';
import { classifyHref, fileForPath } from '../support/link-targets';

const origin = 'http://local.test';

describe('classifyHref', () => {
  it('resolves root-relative, relative and hash-only links against the page', () => {
    expect(classifyHref('/api/cli/start#port', '/docs/a', origin)).toEqual({ kind: 'internal', pathname: '/api/cli/start', hash: 'port' });
    expect(classifyHref('svg', '/docs/guides/debugging', origin)).toEqual({ kind: 'internal', pathname: '/docs/guides/svg', hash: '' });
    expect(classifyHref('#install', '/docs/a', origin)).toEqual({ kind: 'internal', pathname: '/docs/a', hash: 'install' });
  });
  it('decodes percent-encoded hashes', () => {
    expect(classifyHref('#caf%C3%A9', '/x', origin)).toMatchObject({ hash: 'café' });
  });
  it('treats other origins as external and ignores mailto and javascript links', () => {
    expect(classifyHref('https://github.com/callstack/repack', '/', origin)).toEqual({ kind: 'external' });
    expect(classifyHref('mailto:a@b.c', '/', origin)).toEqual({ kind: 'ignored' });
  });
});

describe('fileForPath', () => {
  const files = new Set(['index.html', 'api/index.html', 'docs/guides/svg.html', 'llms.txt']);
  const isFile = (file: string) => files.has(file);
  it('maps clean URLs onto their HTML files', () => {
    expect(fileForPath('/', isFile)).toBe('index.html');
    expect(fileForPath('/api/', isFile)).toBe('api/index.html');
    expect(fileForPath('/api/index', isFile)).toBe('api/index.html');
    expect(fileForPath('/docs/guides/svg', isFile)).toBe('docs/guides/svg.html');
    expect(fileForPath('/llms.txt', isFile)).toBe('llms.txt');
  });
  it('finds nothing for a missing page or a different letter case', () => {
    expect(fileForPath('/docs/guides/missing', isFile)).toBeUndefined();
    expect(fileForPath('/Docs/Guides/SVG', isFile)).toBeUndefined();
  });
});
