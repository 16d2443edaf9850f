import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../db/client';
const d = await openDatabase({ dataDir: 'memory://' });
const time = async (label: string, fn: () => Promise<unknown>) => {
  const cpu = process.cpuUsage();
  for (let i = 0; i < 300; i++) await fn();
  const c = process.cpuUsage(cpu);
  console.log(label, ((c.user + c.system) / 1000 / 300).toFixed(2), 'ms cpu');
};
await time('select 1', () => d.db.execute(sql`select ${1}::int`));
await time('empty tx', () => d.db.transaction(async () => {}));
await time('insert', () => d.db.execute(sql`insert into journal_entries (reason) values (${'x'})`));
await d.close();
