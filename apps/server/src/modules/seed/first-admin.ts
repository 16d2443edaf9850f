import { randomInt } from 'node:crypto';
import { emailAddress, isStrongPassword } from '@aurelix/shared/schemas/auth';
import { hashPassword } from '../auth/passwords';
import type { DbOrTx } from '../../db/client';
import { userRecords } from '../auth/users';
import { ADMIN_USER, DEMO_USER } from './reference-data';

/**
 * The first administrator of a production exchange (issue 15 finding 1). Production seeds no demo
 * users and no admin with a published password; the operator names the first admin with
 * ADMIN_EMAIL and ADMIN_PASSWORD at first start, or later with `npm run create-admin`. The admin
 * routes then refuse that admin until an authenticator app is enrolled (admin/guard.ts).
 */
export interface FirstAdmin {
  email: string;
  password: string;
}

/** Passwords published in the README or guessable from the product: never an admin's. */
const PUBLISHED = [ADMIN_USER.password, ADMIN_USER.fundPassword, DEMO_USER.password, DEMO_USER.fundPassword];
const GUESSABLE_WORDS = ['password', 'admin', 'aurelix', 'qwerty', '123456', 'letmein', 'welcome'];
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Why an admin password is refused, in words for the operator's terminal; undefined when it is acceptable. */
export function adminPasswordProblem(email: string, password: string): string | undefined {
  if (!isStrongPassword(password)) return 'it must be 8-64 characters with a letter and a digit';
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) return `it must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 3) return 'it must mix at least three of: lower-case, upper-case, digits, symbols';
  if (PUBLISHED.includes(password)) return 'it is a password published in the README';
  const lower = password.toLowerCase();
  const local = email.split('@')[0]!.toLowerCase();
  if (local.length >= 3 && lower.includes(local)) return 'it contains the e-mail address';
  const word = GUESSABLE_WORDS.find((w) => lower.includes(w));
  if (word) return `it contains the guessable word '${word}'`;
  if (new Set(password).size < 6) return 'it repeats too few different characters';
  return undefined;
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Creates an admin, or makes an existing account of that e-mail an admin with the new password.
 * Throws with the reason when the e-mail is not one or the password is weak.
 */
export async function createAdmin(db: DbOrTx, admin: FirstAdmin): Promise<{ id: number; inviteCode: string; created: boolean }> {
  const email = admin.email.trim().toLowerCase();
  if (!emailAddress.safeParse(email).success) throw new Error(`ADMIN_EMAIL '${admin.email}' is not an e-mail address`);
  const problem = adminPasswordProblem(email, admin.password);
  if (problem) throw new Error(`ADMIN_PASSWORD refused: ${problem}`);
  const passwordHash = await hashPassword(admin.password.normalize('NFC'));
  const existing = await userRecords.byAccount(db, email);
  if (existing) {
    if (existing.role === 'system') throw new Error(`${email} is a platform account`);
    await userRecords.makeAdmin(db, existing.id, passwordHash);
    return { id: existing.id, inviteCode: existing.inviteCode, created: false };
  }
  const inviteCode = Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
  const id = await userRecords.insert(db, { account: email, email, passwordHash, nickname: 'Operator', inviteCode, role: 'admin' });
  return { id, inviteCode, created: true };
}
