import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from '../http/envelope';

/** Vite names every file under /assets/ by its content's hash: a new build gives new names. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Files whose name stays while their content changes: always revalidated (a 304 when unchanged). */
const REVALIDATE = 'no-cache';
/** Logos, coin icons and other files of public/: not hashed, but seldom changed. */
const PUBLIC_FILE_CACHE = 'public, max-age=3600';
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

function cacheControlFor(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep).join('/');
  const name = relative.replace(/\.(br|gz)$/, '');
  if (name.startsWith('assets/')) return HASHED_ASSET_CACHE;
  if (ALWAYS_FRESH.has(name)) return REVALIDATE;
  return PUBLIC_FILE_CACHE;
}

/**
 * Serves the built SPA with an index.html fallback for client routes; unknown /api calls get an
 * envelope 404. The build writes a brotli and a gzip copy beside each text file
 * (apps/web/vite-plugins/precompress.ts), sent by the request's Accept-Encoding with
 * `Vary: Accept-Encoding` (issue 15); hashed assets are cached for a year.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', cacheControlFor(webDist, file));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/socket.io') || !hasBuild) {
      return reply.code(404).send(fail('NOT_FOUND', request.locale));
    }
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).send('Not found');
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
