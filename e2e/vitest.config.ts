import { defineConfig } from 'vitest/config';
import LongestFirst from './helpers/sequencer';

/** e2e: the built web app served by the real server, driven in Debian's Chromium through playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files do not depend on each other (demo-account.e2e.test.ts holds the suites that share the
    // demo trader), so two run at once against the one server: one Chromium each.
    maxWorkers: 2,
    // The demo-trader chain first: by size alone it came last (helpers/sequencer.ts).
    sequence: { sequencer: LongestFirst },
  },
});
