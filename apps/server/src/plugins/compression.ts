import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses API answers above COMPRESS_THRESHOLD bytes, brotli or gzip by the request's
 * Accept-Encoding (issue 15). Registered before any route, since it attaches to routes as they
 * are added. The web app's own files are compressed once at build time (apps/web
 * vite-plugins/precompress.ts) and sent as they are; an answer that already has a
 * Content-Encoding is left alone. Brotli at quality 4, not 11: answers are compressed on every
 * request, and the top qualities cost many times the CPU for a few per cent of bytes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
