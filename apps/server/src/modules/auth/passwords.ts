import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id at the library's defaults, written out: 19 MiB, 2 passes, 1 lane (the OWASP baseline). */
export const PRODUCTION_PASSWORD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const satisfies Options;

/**
 * Tests only: the smallest argon2id (64 KiB, 1 pass). Server and e2e tests register and log in
 * thousands of times; at full cost that was about half of the server suite's time (issue 27).
 */
const TEST_PASSWORD_COST = { memoryCost: 64, timeCost: 1, parallelism: 1 } as const satisfies Options;

/**
 * The cost new hashes are made with: production's, unless the test setup set
 * CHEAP_PASSWORD_HASH_FOR_TESTS=1 (vitest.config.ts, e2e/helpers/global-setup.ts). NODE_ENV=production
 * ignores it, so a stray variable on a real server cannot weaken anyone's hash. A check reads the
 * cost from the stored hash, so either kind of hash verifies in any process.
 */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): Options {
  const cheap = env.CHEAP_PASSWORD_HASH_FOR_TESTS === '1' && env.NODE_ENV !== 'production';
  return cheap ? TEST_PASSWORD_COST : PRODUCTION_PASSWORD_COST;
}

export const hashPassword = (plain: string): Promise<string> => hash(plain, passwordCost());

/** False for a wrong password and for a missing or malformed hash alike. */
export async function verifyPassword(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Checks a password against a throwaway hash: a login for an unknown account does the same argon2
 * work as a wrong password, so the answer time does not tell whether the account exists.
 */
export async function burnPasswordCheck(plain: string): Promise<false> {
  dummy ??= hashPassword('not the password of anyone 0');
  await verifyPassword(await dummy, plain);
  return false;
}
