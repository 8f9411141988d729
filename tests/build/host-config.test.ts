// vercel.json is the one description of the host. These checks run in Node against the
// production build and the local preview started on a free port: the preview must send what
// vercel.json declares, and the declared Content-Security-Policy must allow every inline
// script the build ships.
import crypto from 'node:crypto';
import http from 'node:http';
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

/** What Vercel sends for a response that no header rule gives a Cache-Control of its own. */
const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

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

  test('hashed files under /static/ are cached, pages are revalidated as the host does by default, and no answer is immutable', async () => {
    const builtScript = builtPages()[0]?.scripts.find((src) => src.startsWith('/static/js/'));
    expect(builtScript).toBeDefined();
    const script = (await get(builtScript ?? '')).headers.get('cache-control') ?? '';
    expect(script).toMatch(/max-age=[1-9]/);
    // Vercel applies header rules to 404 answers too: a miss under /static/ gets the same
    // header, so it must not be one that keeps the miss for good.
    const missing = await get('/static/js/no-such-file.0123456789.js');
    expect(missing.status).toBe(404);
    for (const value of [script, missing.headers.get('cache-control') ?? '']) expect(value).not.toContain('immutable');
    for (const pathname of ['/docs/guides/svg', '/', '/no-such-page', '/llms.txt']) {
      expect((await get(pathname)).headers.get('cache-control'), pathname).toBe(HOST_DEFAULT_CACHE_CONTROL);
    }
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

  test('clean-URL and trailing-slash redirects keep the query string', async () => {
    for (const pathname of ['/docs/guides/svg.html?navbar=0#usage', '/docs/guides/svg/?navbar=0']) {
      const location = new URL((await get(pathname)).headers.get('location') ?? '', origin);
      expect(`${location.pathname}${location.search}`, pathname).toBe('/docs/guides/svg?navbar=0');
    }
  });

  test('unknown paths get the 404 page with status 404, letter case included, and so does /404 itself', async () => {
    for (const pathname of ['/no-such-page', '/Docs/Guides/SVG', '/404']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain('PAGE NOT FOUND');
    }
  });

  test('a malformed address gets 400 with a short message, not a server error', async () => {
    for (const pathname of [
      '/%E0%A4%A',
      '/docs/%00',
      '/docs/a%00b.html',
      `/docs/${'a'.repeat(256)}`,
      `/static/${'%C3%A9'.repeat(128)}.js`,
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname.slice(0, 40)).toBe(400);
      expect(await response.text(), pathname.slice(0, 40)).toBe('Bad Request');
    }
    // A long path is fine as long as no segment is longer than a file name can be.
    expect((await get(`/docs/${'a'.repeat(255)}`)).status).toBe(404);
  });

  test('only GET and HEAD are answered; other methods get 405 with the methods allowed', async () => {
    // node:http rather than fetch, which refuses to send TRACE.
    const send = (method: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.request(`${origin}/docs/guides/svg`, { method }, (response) => {
          response.resume();
          resolve(response);
        });
        request.on('error', reject);
        request.end();
      });
    expect((await send('HEAD')).statusCode).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const response = await send(method);
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
    }
  });
});

describe('redirects of vercel.json', () => {
  test("the official site's old addresses lead to their closest page", async () => {
    const expected = {
      '/blog': 'https://www.callstack.com/insights/super-apps-with-react-native',
      '/blog/repack-5-release': 'https://www.callstack.com/blog/announcing-re-pack-5-with-rspack-module-federation',
      '/img/favicon.ico': '/favicon.ico',
      '/img/og-image.jpg': '/social/index.png',
    };
    for (const [pathname, target] of Object.entries(expected)) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(301);
      expect(response.headers.get('location'), pathname).toBe(target);
    }
  });

  test('every redirect the preview applies is one of vercel.json, and keeps the query string', async () => {
    expect(config.redirects.length).toBeGreaterThan(0);
    for (const redirect of config.redirects) {
      const response = await get(`${redirect.source}?utm_source=test`);
      expect(response.status, redirect.source).toBe(redirect.statusCode ?? (redirect.permanent === false ? 307 : 308));
      const location = new URL(response.headers.get('location') ?? '', origin);
      expect(location.searchParams.get('utm_source'), redirect.source).toBe('test');
    }
  });

  test('each local redirect target is a file of the build', async () => {
    for (const redirect of config.redirects.filter((entry) => entry.destination.startsWith('/'))) {
      expect((await get(redirect.destination)).status, redirect.destination).toBe(200);
    }
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
