import crypto from 'node:crypto';
import fs from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const TEMPLATE = new URL('./service-worker.js', import.meta.url);

/** The entry chunk and every chunk and stylesheet it imports statically: what the first paint needs. */
function shellFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach((name) => {
      const next = byName.get(name);
      if (next) visit(next);
    });
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  return [...files].sort();
}

/**
 * Emits /sw.js, the service worker of vite-plugins/service-worker.js with the shell's files of
 * this build and a cache name that changes with them. Written by hand (about 60 lines) rather
 * than with Workbox: the worker only needs a precache and two fetch rules.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'aurelix:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const precache = ['/index.html', '/manifest.webmanifest', ...shellFiles(bundle).map((f) => `/${f}`)];
      const version = crypto.createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = fs
        .readFileSync(TEMPLATE, 'utf8')
        .replace('__CACHE_NAME__;', `${JSON.stringify(`aurelix-${version}`)};`)
        .replace('__PRECACHE__;', `${JSON.stringify(precache)};`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
