import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/service';
import type { AuthenticatorService } from '../authenticator/service';
import type { Locale } from '@aurelix/shared/locales';
import type { NoticeService } from '../notices/service';
import { renderNotice } from '../notices/templates';
import type { VerificationService } from '../verification/service';
import { apiKeyRoutes } from './routes';
import { createSecretBox } from './secret-box';
import { createApiKeyService, type ApiKeyService } from './service';

/** What API keys need from the rest of the exchange, given by app.ts. */
export interface ApiKeyModuleDeps {
  db: Db;
  clock: Clock;
  /** 64 hex digits (config.apiKeyEncryptionKey). */
  encryptionKey: string;
  auth: Pick<AuthService, 'verifyFundPassword' | 'mailAddressOf'>;
  authenticator: Pick<AuthenticatorService, 'verifySecondFactor'>;
  notices: Pick<NoticeService, 'notify'>;
  /** The same words by e-mail, when the owner has an address and SMTP is configured. */
  verification: Pick<VerificationService, 'mailSecurityNotice'>;
}

/** API keys of the Binance-compatible API (issue 29): the service and the owner's routes. */
export async function registerApiKeys(app: FastifyInstance, deps: ApiKeyModuleDeps): Promise<ApiKeyService> {
  const keys = createApiKeyService({
    db: deps.db,
    clock: deps.clock,
    box: createSecretBox(deps.encryptionKey),
    verifyFundPassword: (userId, plain) => deps.auth.verifyFundPassword(userId, plain),
    verifySecondFactor: (userId, code) => deps.authenticator.verifySecondFactor(userId, code),
    notify: async (userId, kind, params) => {
      await deps.notices.notify(userId, kind, params);
      // A key can trade (and withdraw): its owner hears of it by e-mail too, in their language. The
      // answer does not wait for SMTP, and a failed e-mail fails nothing (the notice is stored).
      void (async () => {
        const owner = await deps.auth.mailAddressOf(userId);
        if (!owner?.email) return;
        const { title, content } = renderNotice(kind, params, owner.lang as Locale);
        await deps.verification.mailSecurityNotice(owner.email, { subject: title, text: content });
      })().catch((err: unknown) => app.log.warn({ err }, 'api keys: the creation e-mail was not sent'));
    },
  });
  await app.register(apiKeyRoutes, { keys });
  return keys;
}
