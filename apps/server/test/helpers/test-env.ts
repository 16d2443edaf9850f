/** The configuration every test app starts from (createTestApp adds a file's own settings on top). */
export const TEST_APP_ENV: Record<string, string> = {
  DEMO_MARKET: '0',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  // Tests mine the simulated chain's blocks by hand: nothing depends on wall time.
  FUNDING_BLOCK_MS: '0',
  // Production test apps need their own key for API secrets (config.ts refuses a start without one).
  API_KEY_ENCRYPTION_KEY: '29'.repeat(32),
};
