/** The configuration every test app starts from (createTestApp adds a file's own settings on top). */
export const TEST_APP_ENV: Record<string, string> = {
  DEMO_MARKET: '0',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
};
