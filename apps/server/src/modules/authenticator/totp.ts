import { createHash, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side absorbs a phone clock that is a little off. */
const WINDOW = 1;

export function newSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpOf(secret: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an app scans from the QR code. */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return totpOf(secret, issuer, label).toString();
}

/** The code an app shows at `at` (tests use it as the phone would). */
export function codeAt(secret: string, at: Date): string {
  return totpOf(secret, 'x', 'x').generate({ timestamp: at.getTime() });
}

/** The 30-second step `code` belongs to, within one step of `at`; undefined when it is wrong. */
export function matchingStep(secret: string, code: string, at: Date): number | undefined {
  const delta = totpOf(secret, 'x', 'x').validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Backup codes: 10 characters of A-Z and 2-9 without look-alikes, about 50 bits each. */
const BACKUP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const BACKUP_CODE_COUNT = 10;

export function newBackupCode(): string {
  return Array.from({ length: 10 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join('');
}

/** Backup codes are random, so a fast hash is enough (no dictionary to guess from). */
export const hashBackupCode = (code: string) => createHash('sha256').update(code).digest('hex');
