#!/usr/bin/env node
// @ts-check
// Serves the production build (doc_build/) the way Vercel serves it, from the same
// vercel.json: clean URLs and trailing slashes through serve-handler (whose options are
// Vercel's `cleanUrls` and `trailingSlash`), 404.html with status 404, and the declared
// headers matched with Vercel's own `source` rules (@vercel/routing-utils). Text is gzipped,
// as every host does, so local transfer sizes and Lighthouse scores match production.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { site } from '../theme/site.mjs';
import { headersFor, readHostConfig } from './lib/host-config.mjs';

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

const server = http.createServer((request, response) => {
  compress(/** @type {any} */ (request), /** @type {any} */ (response), () => {
    for (const [name, value] of headersFor(hostConfig, request.url ?? '/')) response.setHeader(name, value);
    serveHandler(request, response, {
      public: buildDir,
      cleanUrls: hostConfig.cleanUrls,
      trailingSlash: hostConfig.trailingSlash,
      // Vercel lists no directories.
      directoryListing: false,
    }).catch((/** @type {unknown} */ error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
});

server.listen(port, host, () => {
  // The port listened on, also when PORT=0 asked the system for a free one.
  const { port: listening } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving doc_build/ as Vercel would (vercel.json) at http://${host}:${listening}/`);
});
