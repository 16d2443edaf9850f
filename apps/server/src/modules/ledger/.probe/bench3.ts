import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../db/client';
import { users } from '../../../db/schema';
import { moveBalance, insertEntry } from '../post-sql';
const d = await openDatabase({ dataDir: 'memory://' });
const rows = await d.db
  .insert(users)
  .values([
    { account: 'system:world', inviteCode: 'W' },
    { account: 'a', inviteCode: 'A' },
  ])
  .returning();
const a = rows[1]!.id;
const h = { userId: a, account: 'spot' as const, currency: 'USDT' };
const time = async (label: string, fn: () => Promise<unknown>) => {
  const cpu = process.cpuUsage();
  for (let i = 0; i < 200; i++) await fn();
  const c = process.cpuUsage(cpu);
  console.log(label, ((c.user + c.system) / 1000 / 200).toFixed(2), 'ms cpu');
};
await time('select 1', () => d.db.execute(sql`select ${1}::int`));
await time('moveBalance', () => moveBalance(d.db, h, '1', '0'));
await time('insertEntry', () =>
  insertEntry(d.db, { reason: 'x' }, [
    { ...h, field: 'available', amount: '1', availableAfter: '1', frozenAfter: '0' },
    { ...h, field: 'available', amount: '-1', availableAfter: '0', frozenAfter: '0' },
  ]),
);
await time('plain update', () =>
  d.db.execute(sql`update balances set available = available + 1 where user_id = ${a}`),
);
await time('exec no params', () =>
  (d.db as any).$client.exec(`update balances set available = available + 1 where user_id = ${a}`),
);
await time('query no params', () =>
  (d.db as any).$client.query(`update balances set available = available + 1 where user_id = ${a}`),
);
await d.close();
