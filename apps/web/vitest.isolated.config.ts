import { defineProject } from 'vitest/config';
import { isolatedFiles } from './vitest.files';

/** The web tests that mock modules (vi.mock): each file in a module registry of its own (vitest.files.ts). */
export default defineProject({
  test: {
    name: 'web-isolated',
    root: 'apps/web',
    include: isolatedFiles,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A limit for a hung test, not a speed check: under a loaded machine a render took over Vitest's 5 s.
    testTimeout: 30_000,
  },
});
