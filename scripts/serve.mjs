#!/usr/bin/env node
// @ts-check
// Serves the production build (doc_build/) the way Vercel serves it, from the same
// vercel.json: its redirects (Vercel's own route compiler, @vercel/routing-utils), clean URLs
// and trailing slashes through serve-handler (whose options are Vercel's `cleanUrls` and
// `trailingSlash`), 404.html with status 404 (also at /404), the declared headers matched
// with Vercel's `source` rules and its default Cache-Control where they set none, and the
// query string kept on every redirect. Like a static host, it answers GET and HEAD only (405
// otherwise), and 400 to a path that cannot name a file. Text is gzipped, as every host does,
// so local transfer sizes and Lighthouse scores match production.
import fs from 'node:fs';
import { lstat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { site } from '../theme/site.mjs';
import { headersFor, readHostConfig, redirectFor, withQuery } from './lib/host-config.mjs';
import { badRequestReason } from './lib/resolve-static-path.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const buildDir = path.join(root, 'doc_build');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? site.previewPort);

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('No build found in doc_build/. Run `npm run build` first.');
  process.exit(1);
}

const hostConfig = readHostConfig();
const compress = compression();

/**
 * fs's lstat, for which a name too long for the file system (a long segment plus the ".html"
 * that clean URLs try) names no file: 404, not a server error. serve-handler awaits it (its
 * types say the callback form).
 * @type {any}
 */
const lstatNamingNoFile = (/** @type {string} */ file) =>
  lstat(file).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code === 'ENAMETOOLONG') error.code = 'ENOENT';
    throw error;
  });

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function answer(response, status, body, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(body);
}

const server = http.createServer((request, response) => {
  compress(/** @type {any} */ (request), /** @type {any} */ (response), () => {
    const url = request.url ?? '/';
    const rawPath = url.split('?')[0] ?? '/';
    const search = url.slice(rawPath.length);
    for (const [name, value] of headersFor(hostConfig, rawPath)) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    if (badRequestReason(rawPath) !== null) {
      answer(response, 400, 'Bad Request');
      return;
    }
    const redirect = redirectFor(hostConfig, url);
    if (redirect) {
      answer(response, redirect.status, '', { Location: redirect.location });
      return;
    }
    // serve-handler's clean-URL and trailing-slash redirects drop the query string, and it
    // serves 404.html at /404 with status 200; the host keeps the one and answers 404 to the other.
    const writeHead = response.writeHead.bind(response);
    response.writeHead = /** @type {typeof response.writeHead} */ (
      (/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
        const headers = rest.find((item) => item && typeof item === 'object');
        if (status >= 300 && status < 400 && headers?.Location) headers.Location = withQuery(headers.Location, search);
        return writeHead(rawPath === '/404' && status === 200 ? 404 : status, ...rest);
      }
    );
    serveHandler(
      request,
      response,
      {
        public: buildDir,
        cleanUrls: hostConfig.cleanUrls,
        trailingSlash: hostConfig.trailingSlash,
        // Vercel lists no directories.
        directoryListing: false,
      },
      { lstat: lstatNamingNoFile },
    ).catch((/** @type {unknown} */ error) => {
      console.error(error);
      if (!response.headersSent) answer(response, 500, 'Internal Server Error');
      else response.end();
    });
  });
});

server.listen(port, host, () => {
  // The port listened on, also when PORT=0 asked the system for a free one.
  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving doc_build/ as Vercel would (vercel.json) at http://${host}:${listening}/`);
});
