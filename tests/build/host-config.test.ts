// vercel.json is the one description of the host. These checks run in Node against the
// production build and the local preview started on a free port: the preview must send what
// vercel.json declares, and the declared Content-Security-Policy must allow every inline
// script the build ships.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { headersFor, readHostConfig } from '../../scripts/lib/host-config.mjs';
import { startPreview } from '../../scripts/lib/start-preview.mjs';
import { builtPages } from '../support/build-output';

const config = readHostConfig();
let origin: string;
let stopPreview: (() => void) | undefined;

beforeAll(async () => {
  ({ origin, stop: stopPreview } = await startPreview({ port: 0 }));
});

afterAll(() => {
  stopPreview?.();
});

const get = (pathname: string) => fetch(`${origin}${pathname}`, { redirect: 'manual' });

describe('the preview serves the build as vercel.json says', () => {
  const paths = ['/', '/docs/guides/svg', '/api', '/static/no-such-file.js', '/no-such-page', '/llms.txt'];
  for (const pathname of paths) {
    test(`${pathname} carries every header vercel.json declares for it`, async () => {
      const response = await get(pathname);
      const declared = headersFor(config, pathname);
      expect(declared.size).toBeGreaterThan(0);
      for (const [name, value] of declared) expect(response.headers.get(name), name).toBe(value);
    });
  }

  test('hashed files under /static/ are cached for a year, pages are not', async () => {
    const builtScript = builtPages()[0]?.scripts.find((src) => src.startsWith('/static/js/'));
    expect(builtScript).toBeDefined();
    expect((await get(builtScript ?? '')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/docs/guides/svg')).headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  test('clean URLs: no .html and no trailing slash, both redirected', async () => {
    expect(config.cleanUrls).toBe(true);
    expect(config.trailingSlash).toBe(false);
    expect((await get('/docs/guides/svg')).status).toBe(200);
    for (const pathname of ['/docs/guides/svg.html', '/docs/guides/svg/']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBeGreaterThanOrEqual(301);
      expect(new URL(response.headers.get('location') ?? '', origin).pathname, pathname).toBe('/docs/guides/svg');
    }
  });

  test('unknown paths get the 404 page with status 404, letter case included; a malformed address gets 400', async () => {
    for (const pathname of ['/no-such-page', '/Docs/Guides/SVG']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain('PAGE NOT FOUND');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});

test('the Content-Security-Policy allows each inline script the build ships, by hash', () => {
  const policy = headersFor(config, '/').get('Content-Security-Policy') ?? '';
  expect(policy).not.toContain('unsafe-eval');
  const missing = new Set<string>();
  for (const page of builtPages()) {
    for (const script of page.inlineScripts) {
      const hash = `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
      if (!policy.includes(hash)) missing.add(`${hash} (${page.urlPath}: ${script.slice(0, 60)}…)`);
    }
  }
  expect([...missing], 'add these hashes to script-src in vercel.json').toEqual([]);
});
