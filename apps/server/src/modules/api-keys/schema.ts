import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyPermission } from '@aurelix/shared/schemas/api-keys';

/*
 * API keys of the Binance-compatible API (issue 29). Only modules/api-keys reads or writes them.
 * The secret is kept encrypted (AES-256-GCM under the server's API_KEY_ENCRYPTION_KEY): HMAC
 * signatures need the secret itself, so a hash cannot stand in for it. Times are epoch ms of the
 * server clock.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    label: text('label').notNull(),
    /** The public half, sent in X-MBX-APIKEY. */
    apiKey: text('api_key').notNull(),
    /** iv.tag.ciphertext of the secret, base64url each (secret-box.ts). */
    secretSealed: text('secret_sealed').notNull(),
    permissions: jsonb('permissions').$type<ApiKeyPermission[]>().notNull(),
    /** Addresses allowed to use the key; empty: any. */
    ips: jsonb('ips').$type<string[]>().notNull().default([]),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    revokedAt: bigint('revoked_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('api_keys_key_idx').on(t.apiKey),
    index('api_keys_user_idx').on(t.userId, t.id).where(sql`${t.revokedAt} is null`),
  ],
);
