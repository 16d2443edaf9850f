import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes: the OWASP baseline), as the seed uses. */
export const hashPassword = (plain: string): Promise<string> => hash(plain);

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
  dummy ??= hash('not the password of anyone 0');
  await verifyPassword(await dummy, plain);
  return false;
}
