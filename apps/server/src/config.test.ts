import { describe, expect, it } from 'vitest';
import { loadConfig, productionWarnings } from './config';

/** Issue 26 finding 8: the demo is on by default for development and off by default in production. */
describe('demo switches', () => {
  const demoOf = (env: Record<string, string>) => {
    const c = loadConfig({ API_KEY_ENCRYPTION_KEY: 'ab'.repeat(32), ...env });
    return { demoMarket: c.demoMarket, marketMaker: c.marketMaker, warnings: productionWarnings(c).length };
  };

  it('outside production the demo and its market maker are on unless turned off', () => {
    expect(demoOf({})).toEqual({ demoMarket: true, marketMaker: true, warnings: 0 });
    expect(demoOf({ DEMO_MARKET: '0' })).toEqual({ demoMarket: false, marketMaker: false, warnings: 0 });
    expect(demoOf({ DEMO_MARKET: 'false' })).toEqual({ demoMarket: false, marketMaker: false, warnings: 0 });
    expect(demoOf({ MARKET_MAKER: '0' })).toEqual({ demoMarket: true, marketMaker: false, warnings: 0 });
  });

  it('in production both are off unless asked for by name, and each one asked for is warned about', () => {
    expect(demoOf({ NODE_ENV: 'production' })).toEqual({ demoMarket: false, marketMaker: false, warnings: 0 });
    expect(demoOf({ NODE_ENV: 'production', DEMO_MARKET: '1' })).toEqual({ demoMarket: true, marketMaker: true, warnings: 2 });
    expect(demoOf({ NODE_ENV: 'production', DEMO_MARKET: '1', MARKET_MAKER: '0' })).toEqual({ demoMarket: true, marketMaker: false, warnings: 1 });
    expect(demoOf({ NODE_ENV: 'production', MARKET_MAKER: '1' })).toEqual({ demoMarket: false, marketMaker: true, warnings: 1 });
  });
});

/** Issue 29: API secrets are encrypted under the operator's key; production does not start without one. */
describe('API key encryption key', () => {
  it('production refuses to start without API_KEY_ENCRYPTION_KEY, and takes a well-formed one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/API_KEY_ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', API_KEY_ENCRYPTION_KEY: 'short' })).toThrow(/64 hexadecimal/);
    expect(loadConfig({ NODE_ENV: 'production', API_KEY_ENCRYPTION_KEY: 'AB'.repeat(32) }).apiKeyEncryptionKey).toBe('ab'.repeat(32));
  });

  it('outside production a development key stands in', () => {
    expect(loadConfig({}).apiKeyEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
  });
});
