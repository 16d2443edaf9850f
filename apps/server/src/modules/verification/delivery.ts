import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { CodePurpose } from '@aurelix/shared/schemas/auth';
import type { VerificationRepository } from './repository';
import type { CodeTarget } from './target';

/** One code on its way to one address. */
export interface CodeMessage {
  target: CodeTarget;
  /** The stored spelling of the address (see addressOf). */
  address: string;
  purpose: CodePurpose;
  code: string;
  subject: string;
  text: string;
  now: Date;
}

/** A way to get a code to its owner; throws when the message could not be handed over. */
export interface CodeDelivery {
  deliver(message: CodeMessage, log: FastifyBaseLogger): Promise<void>;
}

/** What an SMS gateway must offer; no real provider ships yet, so mobile codes go to the dev outbox. */
export interface SmsProvider {
  send(sms: { areaCode: string; mobile: string; text: string }): Promise<void>;
}

/** The delivery per channel; a missing one means codes for that channel cannot be sent. */
export interface CodeDeliveries {
  email?: CodeDelivery;
  mobile?: CodeDelivery;
}

const SMTP_TIMEOUT_MS = 15_000;

/**
 * E-mail through nodemailer to the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the
 * URL). The sender defaults to no-reply@aurelix.example; `?from=` on the URL overrides it.
 */
export function createSmtpDelivery(smtpUrl: string, brandName: string): CodeDelivery {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? `${brandName} <no-reply@aurelix.example>`;
  url.searchParams.delete('from');
  const transport = nodemailer.createTransport({
    url: url.toString(),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async deliver(m) {
      if (m.target.type !== 'email') throw new Error('SMTP delivers e-mail only');
      await transport.sendMail({ from, to: m.target.email, subject: m.subject, text: m.text });
    },
  };
}

export function createSmsDelivery(provider: SmsProvider): CodeDelivery {
  return {
    async deliver(m) {
      if (m.target.type !== 'mobile') throw new Error('SMS delivers to mobile numbers only');
      await provider.send({ areaCode: m.target.areaCode, mobile: m.target.mobile, text: m.text });
    },
  };
}

/**
 * The development outbox (ARCHITECTURE 9): a log line plus a row that GET /api/dev/outbox reads. It is
 * only ever built outside production, so no plain code is written anywhere in production.
 */
export function createDevOutbox(repo: VerificationRepository): CodeDelivery {
  return {
    async deliver(m, log) {
      await repo.addToOutbox({ address: m.address, purpose: m.purpose, code: m.code, createdAt: m.now });
      log.info({ address: m.address, purpose: m.purpose, code: m.code }, 'dev outbox: verification code');
    },
  };
}

/**
 * Which delivery each channel uses: SMTP for e-mail when SMTP_URL is set, the SMS provider for mobile
 * numbers when one is given, otherwise the dev outbox outside production and nothing in production.
 */
export function chooseDeliveries(
  repo: VerificationRepository,
  opts: { smtpUrl?: string; sms?: SmsProvider; production: boolean; brandName: string },
): CodeDeliveries {
  const outbox = opts.production ? undefined : createDevOutbox(repo);
  return {
    email: opts.smtpUrl ? createSmtpDelivery(opts.smtpUrl, opts.brandName) : outbox,
    mobile: opts.sms ? createSmsDelivery(opts.sms) : outbox,
  };
}
