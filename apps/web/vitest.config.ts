import { defineProject } from 'vitest/config';
import { sharedFiles } from './vitest.files';

/** The web tests that mock no module: one jsdom window and module registry per worker (vitest.files.ts). */
export default defineProject({
  test: {
    name: 'web',
    root: 'apps/web',
    include: sharedFiles,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts', './src/test/shared-setup.ts'],
    isolate: false,
    // Globals a file stubs are put back after each test, so the next file in the worker sees the real ones.
    unstubGlobals: true,
    unstubEnvs: true,
    // A limit for a hung test, not a speed check: under a loaded machine a render took over Vitest's 5 s.
    testTimeout: 30_000,
  },
});
