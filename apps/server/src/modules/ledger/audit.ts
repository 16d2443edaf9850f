import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { openDatabase, type Db, type DbOrTx } from '../../db/client';
import { selectRows } from './repository';
import { WORLD } from './system-accounts';

/** The ledger invariants `npm run audit` and the tests check (ARCHITECTURE 5). */
export type AuditCheck =
  | 'currency_unbalanced'
  | 'entry_unbalanced'
  | 'negative_balance'
  | 'allow_negative_misused'
  | 'balance_mismatch'
  | 'posting_chain_broken'
  | 'empty_entry'
  | 'frozen_not_held';

/** One broken invariant, with a line a person can act on. */
export interface Violation {
  check: AuditCheck;
  message: string;
}

/** What the audit counted and found. */
export interface AuditReport {
  counts: { balanceRows: number; holders: number; entries: number; postings: number; currencies: number };
  violations: Violation[];
}

/** Each check lists at most this many rows; a broken ledger needs fixing, not a million-line report. */
const LIMIT = 1000;
const hold = (r: { user_id: number; account: string; currency: string }) =>
  `user ${r.user_id} ${r.account} ${r.currency}`;

type Row = Record<string, string | number | null>;
type Check = { check: AuditCheck; query: ReturnType<typeof sql>; message: (r: Row) => string };

const CHECKS: Check[] = [
  {
    check: 'currency_unbalanced',
    query: sql`select currency, trim_scale(sum(amount))::text as sum from postings group by currency having sum(amount) <> 0 order by currency`,
    message: (r) => `${r.currency}: postings sum to ${r.sum}, not 0`,
  },
  {
    check: 'entry_unbalanced',
    query: sql`select entry_id, currency, trim_scale(sum(amount))::text as sum from postings group by entry_id, currency
      having sum(amount) <> 0 order by entry_id, currency limit ${LIMIT}`,
    message: (r) => `entry ${r.entry_id} ${r.currency}: legs sum to ${r.sum}, not 0`,
  },
  {
    check: 'negative_balance',
    query: sql`select b.user_id, b.account, b.currency, trim_scale(b.available)::text as available, trim_scale(b.frozen)::text as frozen
      from balances b left join users u on u.id = b.user_id
      where b.frozen < 0 or (b.available < 0 and u.account is distinct from ${WORLD})
      order by 1, 2, 3 limit ${LIMIT}`,
    message: (r) => `${hold(r as never)}: available ${r.available}, frozen ${r.frozen}`,
  },
  {
    check: 'allow_negative_misused',
    query: sql`select b.user_id, b.account, b.currency from balances b left join users u on u.id = b.user_id
      where b.allow_negative <> 0 and u.account is distinct from ${WORLD} order by 1, 2, 3 limit ${LIMIT}`,
    message: (r) => `${hold(r as never)}: may go negative but is not ${WORLD}`,
  },
  {
    // The row must be exactly what its postings add up to, half by half.
    check: 'balance_mismatch',
    query: sql`with posted as (
        select user_id, account, currency,
          coalesce(sum(amount) filter (where field = 'available'), 0) as available,
          coalesce(sum(amount) filter (where field = 'frozen'), 0) as frozen
        from postings group by user_id, account, currency)
      select coalesce(b.user_id, p.user_id) as user_id, coalesce(b.account, p.account) as account,
        coalesce(b.currency, p.currency) as currency,
        trim_scale(coalesce(b.available, 0))::text as row_available, trim_scale(coalesce(b.frozen, 0))::text as row_frozen,
        trim_scale(coalesce(p.available, 0))::text as posted_available, trim_scale(coalesce(p.frozen, 0))::text as posted_frozen
      from balances b full outer join posted p
        on p.user_id = b.user_id and p.account = b.account and p.currency = b.currency
      where coalesce(b.available, 0) <> coalesce(p.available, 0) or coalesce(b.frozen, 0) <> coalesce(p.frozen, 0)
      order by 1, 2, 3 limit ${LIMIT}`,
    message: (r) =>
      `${hold(r as never)}: row ${r.row_available} / ${r.row_frozen} but postings ${r.posted_available} / ${r.posted_frozen} (available / frozen)`,
  },
  {
    // The wallet log shows before/after from these columns: each must follow from the previous posting.
    check: 'posting_chain_broken',
    query: sql`select id, user_id, account, currency from (
        select p.*, lag(available_after) over w as prev_available, lag(frozen_after) over w as prev_frozen
        from postings p window w as (partition by user_id, account, currency order by id)) x
      where coalesce(prev_available, 0) + (case when field = 'available' then amount else 0 end) <> available_after
        or coalesce(prev_frozen, 0) + (case when field = 'frozen' then amount else 0 end) <> frozen_after
      order by id limit ${LIMIT}`,
    message: (r) =>
      `posting ${r.id} (${hold(r as never)}): after-balances do not follow from the previous posting`,
  },
  {
    check: 'empty_entry',
    query: sql`select e.id from journal_entries e where not exists (select 1 from postings p where p.entry_id = e.id)
      order by e.id limit ${LIMIT}`,
    message: (r) => `entry ${r.id} has no postings`,
  },
];

/**
 * What keeps money frozen (ARCHITECTURE 5: "frozen equals what open orders, pending withdrawals,
 * escrows and subscriptions hold"). Each holder names the journal `ref_type`s its freezes,
 * releases and payouts from frozen are posted under, and a query of what its open items still hold
 * per user and currency (columns user_id, currency, held). The audit checks, per holder, user and
 * currency, that the frozen postings under those ref types add up to exactly what is held.
 * Scoping by ref type keeps holders independent of one another (and of freezes that no holder
 * claims yet). To add one (pending withdrawals, escrows...), append an entry here.
 */
export interface FrozenHolder {
  name: string;
  account: string;
  refTypes: readonly string[];
  held: ReturnType<typeof sql>;
}

export const FROZEN_HOLDERS: FrozenHolder[] = [
  {
    // Spot orders freeze under `spot_order` (order_freeze, order_unfreeze) and pay out of frozen
    // under `spot_trade` (trade, fee); spot_orders.frozen is what each open order still holds.
    name: 'open spot orders',
    account: 'spot',
    refTypes: ['spot_order', 'spot_trade'],
    held: sql`select user_id, frozen_currency as currency, frozen as held from spot_orders where status in ('waiting', 'partial')`,
  },
  {
    // Withdrawals freeze under `withdrawal` (withdrawal_freeze, withdrawal_release) and leave frozen
    // under it (withdrawal); a pending or confirming withdrawal still holds its whole amount.
    name: 'open withdrawals',
    account: 'spot',
    refTypes: ['withdrawal'],
    held: sql`select user_id, currency, amount as held from withdrawals where status in ('pending', 'confirming')`,
  },
];

function frozenHolderCheck(h: FrozenHolder): Check {
  const refTypes = sql.join(
    h.refTypes.map((r) => sql`${r}`),
    sql`, `,
  );
  return {
    check: 'frozen_not_held',
    query: sql`with posted as (
        select p.user_id, p.currency, sum(p.amount) as frozen from postings p join journal_entries e on e.id = p.entry_id
        where p.field = 'frozen' and p.account = ${h.account} and e.ref_type in (${refTypes})
        group by p.user_id, p.currency),
      held as (select user_id, currency, sum(held) as held from (${h.held}) x group by user_id, currency)
      select coalesce(p.user_id, h.user_id) as user_id, ${h.account} as account, coalesce(p.currency, h.currency) as currency,
        trim_scale(coalesce(p.frozen, 0))::text as frozen, trim_scale(coalesce(h.held, 0))::text as held
      from posted p full outer join held h on h.user_id = p.user_id and h.currency = p.currency
      where coalesce(p.frozen, 0) <> coalesce(h.held, 0)
      order by 1, 3 limit ${LIMIT}`,
    message: (r) => `${hold(r as never)}: ${r.frozen} frozen for ${h.name}, but they hold ${r.held}`,
  };
}

async function countRows(db: DbOrTx): Promise<AuditReport['counts']> {
  const [row] = await selectRows<AuditReport['counts']>(
    db,
    sql`select (select count(*) from balances)::int as "balanceRows",
      (select count(distinct user_id) from balances)::int as "holders",
      (select count(*) from journal_entries)::int as "entries",
      (select count(*) from postings)::int as "postings",
      (select count(*) from (select currency from balances union select currency from postings) c)::int as "currencies"`,
  );
  return row!;
}

/**
 * Checks every ledger invariant on one consistent snapshot (a read-only repeatable-read
 * transaction), so a live exchange writing meanwhile cannot produce false alarms. Given a
 * transaction, it checks what that transaction sees instead.
 */
export async function auditLedger(db: DbOrTx): Promise<AuditReport> {
  if (is(db, PgTransaction)) return runChecks(db);
  return (db as Db).transaction(runChecks, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function runChecks(tx: DbOrTx): Promise<AuditReport> {
  const counts = await countRows(tx);
  const violations: Violation[] = [];
  for (const c of [...CHECKS, ...FROZEN_HOLDERS.map(frozenHolderCheck)]) {
    for (const row of await selectRows<Row>(tx, c.query))
      violations.push({ check: c.check, message: c.message(row) });
  }
  return { counts, violations };
}

/** The report as `npm run audit` prints it. */
export function formatAuditReport(report: AuditReport): string {
  const { counts, violations } = report;
  const lines = [
    'Ledger audit',
    `  balance rows: ${counts.balanceRows} (holders: ${counts.holders})`,
    `  journal entries: ${counts.entries}`,
    `  postings: ${counts.postings}`,
    `  currencies: ${counts.currencies}`,
  ];
  if (violations.length === 0) return [...lines, 'OK: no violations'].join('\n');
  lines.push(
    `FAILED: ${violations.length} violation(s)${violations.length >= LIMIT ? ' (some checks stopped listing at ' + LIMIT + ')' : ''}`,
  );
  for (const v of violations) lines.push(`  [${v.check}] ${v.message}`);
  return lines.join('\n');
}

/**
 * What `npm run audit` does short of exiting: opens the database the server would (DATABASE_URL, or
 * the PGlite files in DATA_DIR), audits it and closes it again.
 */
export async function auditDatabase(where: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<{ ok: boolean; text: string }> {
  const database = await openDatabase(where);
  try {
    const report = await auditLedger(database.db);
    const name = where.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${where.dataDir}`;
    return { ok: report.violations.length === 0, text: `database: ${name}\n${formatAuditReport(report)}` };
  } finally {
    await database.close();
  }
}
