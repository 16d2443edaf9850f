import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/service';
import type { AuthenticatorService } from '../authenticator/service';
import type { NoticeService } from '../notices/service';
import { apiKeyRoutes } from './routes';
import { createSecretBox } from './secret-box';
import { createApiKeyService, type ApiKeyService } from './service';

/** What API keys need from the rest of the exchange, given by app.ts. */
export interface ApiKeyModuleDeps {
  db: Db;
  clock: Clock;
  /** 64 hex digits (config.apiKeyEncryptionKey). */
  encryptionKey: string;
  auth: Pick<AuthService, 'verifyFundPassword'>;
  authenticator: Pick<AuthenticatorService, 'verifySecondFactor'>;
  notices: Pick<NoticeService, 'notify'>;
}

/** API keys of the Binance-compatible API (issue 29): the service and the owner's routes. */
export async function registerApiKeys(app: FastifyInstance, deps: ApiKeyModuleDeps): Promise<ApiKeyService> {
  const keys = createApiKeyService({
    db: deps.db,
    clock: deps.clock,
    box: createSecretBox(deps.encryptionKey),
    verifyFundPassword: (userId, plain) => deps.auth.verifyFundPassword(userId, plain),
    verifySecondFactor: (userId, code) => deps.authenticator.verifySecondFactor(userId, code),
    notify: (userId, kind, params) => deps.notices.notify(userId, kind, params),
  });
  await app.register(apiKeyRoutes, { keys });
  return keys;
}
