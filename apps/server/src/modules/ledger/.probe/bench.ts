import { openDatabase } from '../../../db/client';
import { users } from '../../../db/schema';
import { createLedger } from '../service';
const d = await openDatabase({ dataDir: 'memory://' });
const rows = await d.db
  .insert(users)
  .values([
    { account: 'system:world', inviteCode: 'W' },
    { account: 'a', inviteCode: 'A' },
  ])
  .returning();
const ledger = createLedger(d.db);
const a = rows[1]!.id;
await ledger.credit({ userId: a, account: 'spot', currency: 'USDT', amount: '1', reason: 'deposit' });
let t = performance.now();
const cpu = process.cpuUsage();
for (let i = 0; i < 300; i++)
  await ledger.credit({ userId: a, account: 'spot', currency: 'USDT', amount: '1', reason: 'deposit' });
const c = process.cpuUsage(cpu);
console.log(
  'credit ms/op wall',
  ((performance.now() - t) / 300).toFixed(2),
  'cpu',
  ((c.user + c.system) / 1000 / 300).toFixed(2),
);
t = performance.now();
const t0 = performance.now();
await d.close();
