import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from '../../scripts/lib/resolve-static-path.mjs';

const files = ['index.html', '404.html', 'api/index.html', 'docs/guides/svg.html', 'docs/guides/svg.md', 'llms.txt'];
const isFile = (file: string) => files.includes(file);
const resolve = (path: string) => resolveStaticPath(path, isFile);

describe('resolveStaticPath', () => {
  it('serves the home page for the root', () => {
    expect(resolve('/')).toEqual({ file: 'index.html', status: 200 });
  });

  it('serves clean URLs, .html URLs and trailing slashes from the same file', () => {
    for (const path of ['/docs/guides/svg', '/docs/guides/svg.html', '/docs/guides/svg/']) {
      expect(resolve(path)).toEqual({ file: 'docs/guides/svg.html', status: 200 });
    }
  });

  it('serves a directory index with or without /index', () => {
    for (const path of ['/api', '/api/', '/api/index', '/api/index.html']) {
      expect(resolve(path)).toEqual({ file: 'api/index.html', status: 200 });
    }
  });

  it('serves non-HTML files as they are', () => {
    expect(resolve('/docs/guides/svg.md')).toEqual({ file: 'docs/guides/svg.md', status: 200 });
    expect(resolve('/llms.txt')).toEqual({ file: 'llms.txt', status: 200 });
  });

  it('does not forgive letter case, as the host does not', () => {
    expect(resolve('/Docs/Guides/SVG')).toEqual({ file: '404.html', status: 404 });
  });

  it('decodes percent-encoded paths', () => {
    expect(resolve('/docs/guides/%73vg')).toEqual({ file: 'docs/guides/svg.html', status: 200 });
  });

  it('answers unknown paths with the 404 page', () => {
    expect(resolve('/docs/nothing-here')).toEqual({ file: '404.html', status: 404 });
  });

  it('rejects malformed encodings and parent-directory segments', () => {
    expect(resolve('/%E0%A4%A')).toEqual({ status: 400 });
    expect(resolve('/docs/%2e%2e/%2e%2e/etc/passwd')).toEqual({ status: 400 });
  });
});
