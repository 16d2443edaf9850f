import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/i;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses one file to .br and .gz beside it; a variant that would not be smaller is not written. */
export function compressFile(file: string): { br: number; gz: number; raw: number } {
  const raw = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
  return { br: br.length, gz: gz.length, raw: raw.length };
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy of every text file of the build, so the
 * server sends them as they are (by Accept-Encoding, @fastify/static `preCompressed`) instead of
 * compressing on each request, or not at all. Node's zlib does it: no dependency.
 */
export function precompress(options: { threshold?: number } = {}): Plugin {
  const threshold = options.threshold ?? 1024;
  let config: ResolvedConfig;
  return {
    name: 'aurelix:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      let raw = 0;
      let br = 0;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || fs.statSync(file).size < threshold) continue;
        const sizes = compressFile(file);
        raw += sizes.raw;
        br += sizes.br;
      }
      config.logger.info(`precompressed ${(raw / 1024).toFixed(0)} KiB of text to ${(br / 1024).toFixed(0)} KiB (brotli)`);
    },
  };
}
