import { defineConfig } from 'vitest/config';

/** One runner for everything; `npm test` runs each project (see scripts/test-all.mjs). */
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; server files wait on their database half the time.
    // Set here, not per project: projects that run together must share one worker count.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'engine', root: 'packages/engine', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Passwords hashed at argon2's smallest cost (modules/auth/passwords.ts; passwords.test.ts
          // pins production's): full-cost hashing was about half of this project's time.
          env: { CHEAP_PASSWORD_HASH_FOR_TESTS: '1' },
          // A worker imports the server once for all its files, not once per file: each file builds
          // its own app and database, and no server test mocks modules, so nothing leaks between
          // files (the import took about 150 s of the run's CPU; docs/testing.md).
          isolate: false,
          // A migrated and a seeded database made once; each file starts from a copy (docs/testing.md).
          globalSetup: ['./test/helpers/template-setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.isolated.config.ts',
    ],
  },
});
