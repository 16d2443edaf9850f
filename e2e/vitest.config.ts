import { defineConfig } from 'vitest/config';

/** e2e: the built web app served by the real server, driven in Debian's Chromium through playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
