// The built site beside the API: Vite's content-hashed files are cached for a year, everything else is
// revalidated on each visit (so a deploy shows at once), and client routes fall back to the HTML shell.
import { basename, resolve, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BASE_PATH } from '../contract/contract';

/** Where Vite writes the files whose names carry a hash of their content. */
export const HASHED_ASSETS_PATH = '/assets/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

export function isHashedAsset(url: string): boolean {
  return pathOf(url).startsWith(HASHED_ASSETS_PATH);
}

/** A page of the single-page app, as opposed to an API path, a file (`/missing.png`) or an old build's chunk. */
export function isClientRoute(url: string): boolean {
  const path = pathOf(url);
  return !path.startsWith(BASE_PATH) && !isHashedAsset(path) && !basename(path).includes('.');
}

/** Brotli or gzip for every text answer over 1 KB, the API's JSON included. */
export async function registerCompression(server: FastifyInstance): Promise<void> {
  await server.register(fastifyCompress, { encodings: ['br', 'gzip'] });
}

/** Static files from `siteDir`; the caller's not-found handler answers client routes with `index.html`. */
export async function registerSite(server: FastifyInstance, siteDir: string): Promise<void> {
  const root = resolve(siteDir);
  const assetsDir = resolve(root, HASHED_ASSETS_PATH.slice(1)) + sep;
  await server.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.startsWith(assetsDir) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    },
  });
}
