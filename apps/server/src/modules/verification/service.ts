import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@aurelix/shared/locales';
import {
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodePurpose,
  type CodeSent,
  type OutboxList,
} from '@aurelix/shared/schemas/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createThrottle, type ThrottleRule } from '../auth/throttle';
import { chooseDeliveries, createSmtpDelivery, type CodeDeliveries, type SmsProvider } from './delivery';
import { codeMessage } from './messages';
import { createVerificationRepository } from './repository';
import { addressOf, type CodeTarget } from './target';

const HOUR = 3_600_000;
/** One code per address per 60 s; at most 10 per address and 30 per client address in an hour. */
export const CODE_RESEND: ThrottleRule = {
  scope: 'code_resend',
  max: 1,
  windowMs: CODE_RESEND_SECONDS * 1000,
};
export const CODES_PER_ADDRESS: ThrottleRule = { scope: 'code_address', max: 10, windowMs: HOUR };
export const CODES_PER_IP: ThrottleRule = { scope: 'code_ip', max: 30, windowMs: HOUR };

const OUTBOX_LIMIT = 10;

export interface SendContext {
  ip: string;
  locale: Locale;
  log: FastifyBaseLogger;
}

/** A fresh 6-digit code from the system's CSPRNG. */
const newCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Verification codes (ARCHITECTURE 9): 6 digits, valid 10 minutes, single use, void after 5 wrong
 * tries, stored as argon2id hashes. A send never looks at accounts, so it answers the same whether or
 * not the address belongs to anyone: only the owner of the address learns the code.
 */
export interface VerificationOptions {
  clock: Clock;
  /** E-mail goes through this SMTP server when set. */
  smtpUrl?: string;
  /** Mobile codes go through this gateway when given. */
  sms?: SmsProvider;
  /** Production never falls back to the dev outbox. */
  production: boolean;
  /** The name in the messages; 'Aurelix' unless the operator rebrands. */
  brandName?: string;
  /** Replaces the deliveries chosen from the options above. */
  deliveries?: CodeDeliveries;
}

export function createVerificationService(db: Db, opts: VerificationOptions) {
  const repo = createVerificationRepository(db);
  const brandName = opts.brandName ?? 'Aurelix';
  const deliveries = opts.deliveries ?? chooseDeliveries(repo, { ...opts, brandName });
  const throttle = createThrottle(db);

  /** Counts a try, then compares; the id of the newest code of the address when `code` is it. */
  async function prove(target: CodeTarget, purpose: CodePurpose, code: string): Promise<number> {
    const now = opts.clock.now();
    const row = await repo.latest(addressOf(target), purpose);
    if (!row || row.consumedAt) throw new AppError('CODE_INVALID');
    if (row.expiresAt <= now || row.attempts >= CODE_MAX_TRIES) throw new AppError('CODE_EXPIRED');
    if (!(await repo.reserveTry(row.id, now, CODE_MAX_TRIES))) throw new AppError('CODE_EXPIRED');
    if (!(await verifyPassword(row.codeHash, code))) throw new AppError('CODE_INVALID');
    return row.id;
  }

  // Security e-mails without a code (an account lock) go over SMTP only: the dev outbox holds codes.
  const securityMail = opts.smtpUrl ? createSmtpDelivery(opts.smtpUrl, brandName) : undefined;

  return {
    /**
     * Tells the owner of an e-mail address about something done to their account (issue 15: an account
     * locked by failed logins). False when there is no SMTP_URL to send it with; throws when SMTP fails.
     */
    async mailSecurityNotice(email: string, mail: { subject: string; text: string }): Promise<boolean> {
      if (!securityMail) return false;
      const message = { target: { type: 'email' as const, email }, address: email, purpose: 'reset_password' as const, code: '', ...mail, now: opts.clock.now() };
      // The SMTP delivery never logs; its failures are thrown to the caller.
      await securityMail.deliver(message, undefined as unknown as FastifyBaseLogger);
      return true;
    },

    async send(target: CodeTarget, purpose: CodePurpose, ctx: SendContext): Promise<CodeSent> {
      const now = opts.clock.now();
      const address = addressOf(target);
      if (!(await throttle.hit(CODES_PER_IP, ctx.ip, now))) throw new AppError('CODE_SEND_LIMIT');
      if (!(await throttle.hit(CODE_RESEND, address, now))) throw new AppError('CODE_SEND_TOO_SOON');
      if (!(await throttle.hit(CODES_PER_ADDRESS, address, now))) throw new AppError('CODE_SEND_LIMIT');
      const delivery = deliveries[target.type];
      if (!delivery) {
        ctx.log.warn(
          { channel: target.type },
          'no delivery configured for verification codes (set SMTP_URL or an SMS provider)',
        );
        throw new AppError('CODE_DELIVERY_FAILED');
      }
      const code = newCode();
      await repo.insert({
        channel: target.type,
        address,
        purpose,
        codeHash: await hashPassword(code),
        ip: ctx.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      });
      try {
        await delivery.deliver(
          { target, address, purpose, code, now, ...codeMessage(ctx.locale, brandName, code) },
          ctx.log,
        );
      } catch (err) {
        ctx.log.error({ err, channel: target.type }, 'verification code delivery failed');
        throw new AppError('CODE_DELIVERY_FAILED');
      }
      return { expires_in: CODE_TTL_SECONDS, resend_in: CODE_RESEND_SECONDS };
    },

    /** Proves the code without using it up (a right code costs no try); throws CODE_INVALID or CODE_EXPIRED. */
    async check(target: CodeTarget, purpose: CodePurpose, code: string): Promise<void> {
      await repo.giveBackTry(await prove(target, purpose, code));
    },

    /** Proves the code and uses it up, once, even when two requests race. */
    async consume(target: CodeTarget, purpose: CodePurpose, code: string): Promise<void> {
      const id = await prove(target, purpose, code);
      if (!(await repo.consume(id, opts.clock.now()))) throw new AppError('CODE_INVALID');
    },

    /** The dev outbox of an address, newest first (empty when codes went out by SMTP or SMS). */
    async outbox(address: string): Promise<OutboxList> {
      const rows = await repo.recentOutbox(address, OUTBOX_LIMIT);
      return {
        list: rows.map((r) => ({
          address: r.address,
          purpose: r.purpose,
          code: r.code,
          time: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
