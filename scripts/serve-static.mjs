// A small static file server for built output (the static Storybook) on 127.0.0.1. Run directly to look at a
// build by hand: `node scripts/serve-static.mjs storybook-static 6006`.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file a request path names inside root, or undefined when it is malformed or escapes root.
 * @param {string} root
 * @param {string} requestUrl
 */
function fileFor(root, requestUrl) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(requestUrl, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  const file = resolve(root, `.${pathname}`);
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

/**
 * Serves the files under `dir` until `close()` is called. Port 0 picks a free port.
 * @param {string} dir
 * @param {{ host?: string, port?: number }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveStatic(dir, { host = '127.0.0.1', port = 0 } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let file = fileFor(root, req.url ?? '/');
    if (!file) {
      res.writeHead(400).end('Bad request');
      return;
    }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
      // Entry documents and the story index change with every build; the hashed assets never do.
      const isEntry = /\.(html|json)$/.test(file);
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Length': info.size,
        'Cache-Control': isEntry ? 'no-store' : 'public, max-age=3600',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const stream = createReadStream(file);
      stream.on('error', () => res.destroy());
      res.on('close', () => stream.destroy());
      stream.pipe(res);
    } catch {
      if (!res.headersSent) res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      else res.destroy();
    }
  });
  // A browser dropping a connection mid-request must not take the server down.
  server.on('clientError', (_error, socket) => socket.destroy());
  server.keepAliveTimeout = 10_000;

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}`,
    port: boundPort,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir = 'storybook-static', port = '6006'] = process.argv.slice(2);
  const served = await serveStatic(dir, { port: Number(port) });
  console.log(`serving ${resolve(dir)} at ${served.url}`);
  const stop = () => served.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
