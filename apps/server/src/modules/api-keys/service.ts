import { randomBytes } from 'node:crypto';
import { API_KEYS_PER_USER, type ApiKeyItem, type ApiKeyPermission, type CreatedApiKey } from '@aurelix/shared/schemas/api-keys';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { userRecords } from '../auth/users';
import { apiKeyRepository as repo, type ApiKeyRow } from './repository';
import type { SecretBox } from './secret-box';

export interface ApiKeyDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  verifyFundPassword(userId: number, plain: string): Promise<void>;
  verifySecondFactor(userId: number, code: string | undefined): Promise<void>;
  notify(userId: number, kind: 'api_key_created', params: Record<string, string>): Promise<void>;
}

/** What a key grants, as the signed API checks it. */
export interface ApiKeyGrant {
  keyId: number;
  userId: number;
  secret: string;
  permissions: readonly ApiKeyPermission[];
  ips: readonly string[];
}

export interface NewApiKey {
  label: string;
  trade: boolean;
  withdraw: boolean;
  ips: string[];
}

const itemOf = (row: ApiKeyRow): ApiKeyItem => ({
  id: row.id,
  label: row.label,
  api_key: row.apiKey,
  permissions: row.permissions,
  ips: row.ips,
  created_at: row.createdAt,
});

/** 64 characters of [0-9a-f], as long as Binance's keys and secrets. */
const token = () => randomBytes(32).toString('hex');

/**
 * API keys (issue 29): created by their owner with the fund password (and the authenticator when
 * bound), or by an operator's script; listed without secrets; revoked. The signed API asks `grant`.
 */
export function createApiKeyService(deps: ApiKeyDeps) {
  const { db, box } = deps;

  /** The one place a key is made, for the web and the operator's script: the limit under the user's lock. */
  async function insertKey(userId: number, input: NewApiKey): Promise<CreatedApiKey> {
    const secret = token();
    const permissions: ApiKeyPermission[] = ['read', ...(input.trade ? (['trade'] as const) : []), ...(input.withdraw ? (['withdraw'] as const) : [])];
    const row = await db.transaction(async (tx) => {
      if (!(await userRecords.lockForUpdate(tx, userId))) throw new AppError('ACCOUNT_NOT_FOUND');
      if ((await repo.liveCount(tx, userId)) >= API_KEYS_PER_USER) throw new AppError('API_KEY_LIMIT_REACHED');
      return repo.insert(tx, {
        userId,
        label: input.label,
        apiKey: token(),
        secretSealed: box.seal(secret),
        permissions,
        ips: [...new Set(input.ips)],
        createdAt: deps.clock.nowMs(),
      });
    });
    await deps.notify(userId, 'api_key_created', { label: row.label });
    return { ...itemOf(row), secret };
  }

  return {
    /** The owner's creation: fund password, then the authenticator when bound. */
    async create(userId: number, body: NewApiKey & { fund_password: string; code?: string }): Promise<CreatedApiKey> {
      await deps.verifyFundPassword(userId, body.fund_password);
      await deps.verifySecondFactor(userId, body.code || undefined);
      return insertKey(userId, body);
    },

    /** The operator's script (npm run create-api-key): shell access to the database stands in for the fund password. */
    createForOperator: insertKey,

    async list(userId: number): Promise<ApiKeyItem[]> {
      return (await repo.liveOf(db, userId)).map(itemOf);
    },

    async revoke(userId: number, id: number): Promise<void> {
      if (!(await repo.revoke(db, userId, id, deps.clock.nowMs()))) throw new AppError('API_KEY_NOT_FOUND');
    },

    /** A live key's owner, secret and rights; undefined for an unknown or revoked key. */
    async grant(apiKey: string): Promise<ApiKeyGrant | undefined> {
      const row = await repo.byKey(db, apiKey);
      if (!row || row.revokedAt !== null) return undefined;
      return { keyId: row.id, userId: row.userId, secret: box.open(row.secretSealed), permissions: row.permissions, ips: row.ips };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
