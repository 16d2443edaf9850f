import { hash, parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_PASSWORD_COST, hashPassword, passwordCost, verifyPassword } from './passwords';

/**
 * Tests hash passwords cheaply (CHEAP_PASSWORD_HASH_FOR_TESTS=1, set by vitest.config.ts and the e2e
 * server); this file pins what production hashes with, whatever the tests run with.
 */
describe('password hashing cost', () => {
  it('is argon2id at 19 MiB, 2 passes and 1 lane without the test switch', async () => {
    expect(PRODUCTION_PASSWORD_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(passwordCost({})).toEqual(PRODUCTION_PASSWORD_COST);
    expect(passwordCost({ NODE_ENV: 'development' })).toEqual(PRODUCTION_PASSWORD_COST);
    const stored = parseOptions(await hash('Secret123pw', passwordCost({})));
    // Algorithm.Argon2id is 2 (a const enum the test cannot import under isolatedModules).
    expect(stored).toMatchObject({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32, saltLen: 16 });
  });

  it('stays at production cost under NODE_ENV=production even with the test switch set', () => {
    expect(passwordCost({ NODE_ENV: 'production', CHEAP_PASSWORD_HASH_FOR_TESTS: '1' })).toEqual(PRODUCTION_PASSWORD_COST);
    expect(passwordCost({ CHEAP_PASSWORD_HASH_FOR_TESTS: 'yes' })).toEqual(PRODUCTION_PASSWORD_COST);
  });

  it('is cheap in this test run, and a production-cost hash still verifies in it', async () => {
    const cheap = await hashPassword('Secret123pw');
    expect(parseOptions(cheap)).toMatchObject({ algorithm: 2, memoryCost: 64, timeCost: 1 });
    const production = await hash('Secret123pw', PRODUCTION_PASSWORD_COST);
    for (const stored of [cheap, production]) {
      expect(await verifyPassword(stored, 'Secret123pw')).toBe(true);
      expect(await verifyPassword(stored, 'Secret123px')).toBe(false);
    }
  });
});
