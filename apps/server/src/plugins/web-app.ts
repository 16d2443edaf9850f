import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from '../http/envelope';

/** Serves the built SPA with an index.html fallback for client routes; unknown /api calls get an envelope 404. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/socket.io') || !hasBuild) {
      return reply.code(404).send(fail('NOT_FOUND', request.locale));
    }
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
