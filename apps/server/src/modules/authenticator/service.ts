import type { AuthenticatorEnabled, AuthenticatorSetup, AuthenticatorStatus } from '@aurelix/shared/schemas/account';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createThrottle, type ThrottleRule } from '../auth/throttle';
import { createAuthenticatorRepository } from './repository';
import {
  BACKUP_CODE_COUNT,
  hashBackupCode,
  matchingStep,
  newBackupCode,
  newSecret,
  otpauthUri,
} from './totp';

/** Wrong authenticator codes follow the password rule: 5 in 15 minutes lock the user for 15 minutes. */
export const TOTP_RULE: ThrottleRule = {
  scope: 'totp',
  max: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/** A setup not confirmed within 10 minutes must start again (a stale QR on a shared screen is useless). */
const SETUP_TTL_MS = 10 * 60_000;

export interface AuthenticatorDeps {
  clock: Clock;
  issuer: string;
}

/** The authenticator app (TOTP) second factor: setup, enable, disable and the check other features call. */
export function createAuthenticatorService(db: Db, deps: AuthenticatorDeps) {
  const repo = createAuthenticatorRepository(db);
  const throttle = createThrottle(db);
  const now = () => deps.clock.now();
  const subject = (userId: number) => `user:${userId}`;

  /** True when `code` is a fresh TOTP code or an unused backup code of `secret`'s user; uses it up. */
  async function accepts(userId: number, secret: string, code: string): Promise<boolean> {
    if (/^[0-9]{6}$/.test(code)) {
      const step = matchingStep(secret, code, now());
      return step !== undefined && (await repo.useStep(userId, step));
    }
    return repo.useBackupCode(userId, hashBackupCode(code.replace(/[\s-]/g, '').toUpperCase()), now());
  }

  /** Counted by the TOTP lockout before the check; a right code clears the count. */
  async function prove(userId: number, secret: string, code: string): Promise<void> {
    if (!(await throttle.hit(TOTP_RULE, subject(userId), now()))) throw new AppError('TOTP_LOCKED');
    if (!(await accepts(userId, secret, code))) throw new AppError('TOTP_INVALID');
    await throttle.clear(TOTP_RULE, subject(userId));
  }

  const service = {
    async isEnabled(userId: number): Promise<boolean> {
      return Boolean((await repo.find(userId))?.secret);
    },

    async status(userId: number): Promise<AuthenticatorStatus> {
      const row = await repo.find(userId);
      const enabled = Boolean(row?.secret);
      return { enabled, backup_codes_left: enabled ? await repo.backupCodesLeft(userId) : 0 };
    },

    /** A new secret to scan; it only becomes active once `enable` gets a code of it. */
    async setup(userId: number, label: string): Promise<AuthenticatorSetup> {
      if (await service.isEnabled(userId)) throw new AppError('TOTP_ALREADY_ENABLED');
      const secret = newSecret();
      await repo.savePending(userId, secret, now());
      return { secret, uri: otpauthUri(secret, deps.issuer, label) };
    },

    /** Confirms setup with a code of the app; answers the 10 backup codes, the only time they are shown. */
    async enable(userId: number, code: string): Promise<AuthenticatorEnabled> {
      const row = await repo.find(userId);
      if (row?.secret) throw new AppError('TOTP_ALREADY_ENABLED');
      const pending = row?.pendingSecret;
      if (!pending || !row.pendingAt || now().getTime() - row.pendingAt.getTime() > SETUP_TTL_MS)
        throw new AppError('TOTP_SETUP_MISSING');
      if (!(await throttle.hit(TOTP_RULE, subject(userId), now()))) throw new AppError('TOTP_LOCKED');
      const step = matchingStep(pending, code, now());
      if (step === undefined) throw new AppError('TOTP_INVALID');
      const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
      if (!(await repo.activate(userId, pending, step, now(), codes.map(hashBackupCode))))
        throw new AppError('TOTP_SETUP_MISSING');
      await throttle.clear(TOTP_RULE, subject(userId));
      return { backup_codes: codes };
    },

    /** Turning it off needs a current code (or a backup code). */
    async disable(userId: number, code: string): Promise<void> {
      const row = await repo.find(userId);
      if (!row?.secret) throw new AppError('TOTP_NOT_ENABLED');
      await prove(userId, row.secret, code);
      await repo.remove(userId);
    },

    /**
     * The second factor for login, withdrawals and security changes. Passes when the user has no
     * authenticator; otherwise throws TOTP_REQUIRED (no code), TOTP_LOCKED (5 wrong in 15 minutes)
     * or TOTP_INVALID. A code is accepted once: the same code cannot be replayed.
     */
    async verifySecondFactor(userId: number, code: string | undefined): Promise<void> {
      const row = await repo.find(userId);
      if (!row?.secret) return;
      if (!code) throw new AppError('TOTP_REQUIRED');
      await prove(userId, row.secret, code);
    },
  };
  return service;
}

export type AuthenticatorService = ReturnType<typeof createAuthenticatorService>;
