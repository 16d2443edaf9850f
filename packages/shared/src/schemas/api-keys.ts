import { z } from 'zod';
import { intRowId } from './id';
import { storableString } from './text';

/*
 * API keys of the Binance-compatible API (issue 29), shared by the server and the web page
 * /user/api. A key always reads; trading and withdrawing are off until the owner turns them on.
 * The secret is answered once, by the call that creates the key.
 */

export const API_KEY_PERMISSIONS = ['read', 'trade', 'withdraw'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

/** A user holds at most this many keys that are not revoked. */
export const API_KEYS_PER_USER = 30;
/** Addresses in one key's allow-list. */
export const API_KEY_MAX_IPS = 30;

const ipAddress = z.union([z.ipv4(), z.ipv6()], 'API_KEY_IP_INVALID');

/** POST /api/user/api-key/create. An empty `ips` means any address may use the key. */
export const createApiKeyBody = z.strictObject({
  label: storableString().trim().min(1, 'API_KEY_LABEL_REQUIRED').max(40, 'API_KEY_LABEL_TOO_LONG'),
  trade: z.boolean('INVALID_PARAMS').default(false),
  withdraw: z.boolean('INVALID_PARAMS').default(false),
  ips: z.array(z.string('API_KEY_IP_INVALID').trim().pipe(ipAddress), 'INVALID_PARAMS').max(API_KEY_MAX_IPS, 'API_KEY_IP_INVALID').default([]),
  fund_password: z.string('PASSWORD_REQUIRED').min(1, 'PASSWORD_REQUIRED').max(256, 'FUND_PASSWORD_WRONG'),
  /** The authenticator's 6 digits, when the user has one bound. */
  code: z.string().trim().max(16, 'CODE_INVALID').optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** POST /api/user/api-key/revoke. */
export const revokeApiKeyBody = z.strictObject({ id: intRowId });
export type RevokeApiKeyBody = z.input<typeof revokeApiKeyBody>;

/** POST /api/user/api-key/list. */
export const listApiKeysBody = z.strictObject({});

/** A key as its owner sees it: never the secret. */
export const apiKeyItem = z.object({
  id: z.number(),
  label: z.string(),
  api_key: z.string(),
  permissions: z.array(z.enum(API_KEY_PERMISSIONS)),
  ips: z.array(z.string()),
  created_at: z.number(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const apiKeyList = z.object({ list: z.array(apiKeyItem), max: z.number() });
export type ApiKeyList = z.infer<typeof apiKeyList>;

/** The answer of create: the key and, this once, its secret. */
export const createdApiKey = apiKeyItem.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;
