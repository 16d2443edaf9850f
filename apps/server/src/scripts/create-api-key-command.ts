import { parseArgs } from 'node:util';
import { createApiKeyBody } from '@aurelix/shared/schemas/api-keys';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { createAuthRepository } from '../modules/auth/repository';
import { createSecretBox } from '../modules/api-keys/secret-box';
import { createApiKeyService } from '../modules/api-keys/service';
import { createNoticeService } from '../modules/notices/service';

const USAGE = 'usage: npm run create-api-key -- --email <user> [--permissions read,trade,withdraw] [--ip 127.0.0.1 ...] [--label <text>]';

/**
 * `npm run create-api-key`: a key for a user on the configured database, printed as API_KEY=... and
 * API_SECRET=... on two lines. Shell access to the database stands in for the fund password (like
 * create-admin); the rest is the web's rules: read always, at most 30 keys, valid addresses, a notice.
 */
export async function createApiKeyCommand(
  argv: string[],
  deps: { db: Db; clock: Clock; encryptionKey: string },
): Promise<{ code: number; out: string[]; err: string[] }> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, permissions: { type: 'string', default: 'read' }, ip: { type: 'string', multiple: true, default: [] }, label: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    return { code: 2, out: [], err: [err instanceof Error ? err.message : String(err), USAGE] };
  }
  if (!values.email) return { code: 2, out: [], err: [USAGE] };
  const wanted = values.permissions.split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = wanted.filter((p) => !['read', 'trade', 'withdraw'].includes(p));
  if (unknown.length > 0) return { code: 2, out: [], err: [`unknown permission: ${unknown.join(', ')}`, USAGE] };
  const parsed = createApiKeyBody.safeParse({
    label: values.label ?? 'script',
    trade: wanted.includes('trade'),
    withdraw: wanted.includes('withdraw'),
    ips: values.ip.flatMap((ip) => ip.split(',')),
    fund_password: 'operator',
  });
  if (!parsed.success) return { code: 2, out: [], err: [`invalid input: ${parsed.error.issues.map((i) => i.message).join(', ')}`, USAGE] };

  const accounts = createAuthRepository(deps.db);
  const user = await accounts.findByEmail(values.email.trim().toLowerCase());
  if (!user) return { code: 1, out: [], err: [`no account with the e-mail ${values.email}`] };
  const notices = createNoticeService(deps.db, {
    clock: deps.clock,
    accounts: { loginCounts: async () => ({ all: 0, fromIp: 0 }), customerIds: async () => [], isCustomer: async () => true },
  });
  const keys = createApiKeyService({
    db: deps.db,
    clock: deps.clock,
    box: createSecretBox(deps.encryptionKey),
    verifyFundPassword: async () => {},
    verifySecondFactor: async () => {},
    notify: (userId, kind, params) => notices.notify(userId, kind, params),
  });
  try {
    const key = await keys.createForOperator(user.id, parsed.data);
    return { code: 0, out: [`API_KEY=${key.api_key}`, `API_SECRET=${key.secret}`], err: [] };
  } catch (err) {
    if (err instanceof AppError) return { code: 1, out: [], err: [err.key] };
    throw err;
  }
}
