#!/usr/bin/env node
// @ts-check
// Serves the production build (doc_build/) with clean URLs and a real 404 status, as the
// deploy targets do. `rspress preview` answers every unknown path with the home page and
// status 200, which would hide broken links from the browser tests.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { resolveStaticPath } from './lib/resolve-static-path.mjs';

const root = path.resolve(fileURLToPath(new URL('../doc_build', import.meta.url)));
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('No build found in doc_build/. Run `npm run build` first.');
  process.exit(1);
}

/** @param {string} type */
const isCompressible = (type) => /^(text\/|application\/(json|xml)|image\/svg)/.test(type);

/** @param {string} dir @returns {string[]} */
function listFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}
/** @param {string} relative */
const isFile = (relative) => fs.statSync(path.join(root, relative), { throwIfNoEntry: false })?.isFile() ?? false;

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  // The file list is read per request so that a rebuild while serving is picked up.
  const resolved = resolveStaticPath(url.pathname, isFile, () => listFiles(root));
  if (resolved.status === 400) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bad request: the address is not a valid path.');
    return;
  }
  const type = contentTypes[path.extname(resolved.file)] ?? 'application/octet-stream';
  // Text is sent gzip-compressed when the client accepts it, as every static host does, so
  // transfer sizes and Lighthouse scores measured locally match production.
  const compress = isCompressible(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(resolved.status, {
    'content-type': type,
    vary: 'accept-encoding',
    ...(compress ? { 'content-encoding': 'gzip' } : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  // pipeline() tears every stream down when the client goes away mid-response (a page
  // closed while loading); plain pipe() would leave an unhandled stream error that stops
  // the server.
  const file = fs.createReadStream(path.join(root, resolved.file));
  const onDone = (/** @type {Error | null} */ error) => {
    if (error && !response.destroyed && !response.writableEnded) response.destroy();
  };
  if (compress) pipeline(file, zlib.createGzip(), response, onDone);
  else pipeline(file, response, onDone);
});

server.listen(port, host, () => {
  console.log(`Serving doc_build/ at http://${host}:${port}/`);
});
