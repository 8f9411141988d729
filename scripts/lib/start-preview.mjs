// @ts-check
// Starts the local preview (scripts/serve.mjs) in a child process, for the scripts and checks
// that need the build served: the benchmark, the screenshots and the host checks.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url));

/**
 * Resolves once the preview listens. Port 0 lets the system pick a free port, and the origin
 * says which: a port picked at random from a range can be one that `fetch` refuses to connect
 * to (the Fetch standard's "bad ports", such as 4190).
 * @param {{ port: number, host?: string }} options
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export function startPreview({ port, host = '127.0.0.1' }) {
  const server = spawn(process.execPath, [serveScript], {
    env: { ...process.env, PORT: String(port), HOST: host },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The preview exited (${code}): is port ${port} free? Is there a build?`)));
    server.stdout?.once('data', (/** @type {Buffer} */ data) => {
      const origin = data.toString().match(/http:\/\/[^\s/]+/)?.[0];
      if (!origin) {
        server.kill();
        reject(new Error(`The preview did not say where it listens: ${data}`));
        return;
      }
      resolve({ origin, stop: () => server.kill() });
    });
  });
}
