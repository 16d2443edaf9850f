import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import type { FrozenHolder } from './frozen-holders';
import { selectRows } from './repository';
import { MAY_GO_NEGATIVE } from './system-accounts';
import { userRecords } from '../auth/users';

/** The ledger invariants `npm run audit` and the tests check (ARCHITECTURE 5). */
export type AuditCheck =
  | 'currency_unbalanced'
  | 'entry_unbalanced'
  | 'negative_balance'
  | 'allow_negative_misused'
  | 'balance_mismatch'
  | 'posting_chain_broken'
  | 'empty_entry'
  | 'frozen_not_held'
  | 'frozen_unclaimed';

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

/**
 * The journal and balance invariants. `world` is the array literal ('{1,7}') of the users whose rows
 * may go below zero (MAY_GO_NEGATIVE: system:world and futures clearing; auth says who they are).
 */
const checks = (world: string): Check[] => [
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
      from balances b
      where b.frozen < 0 or (b.available < 0 and not (b.user_id = any(${world}::integer[])))
      order by 1, 2, 3 limit ${LIMIT}`,
    message: (r) => `${hold(r as never)}: available ${r.available}, frozen ${r.frozen}`,
  },
  {
    check: 'allow_negative_misused',
    query: sql`select b.user_id, b.account, b.currency from balances b
      where b.allow_negative <> 0 and not (b.user_id = any(${world}::integer[])) order by 1, 2, 3 limit ${LIMIT}`,
    message: (r) => `${hold(r as never)}: may go negative but is not one of ${MAY_GO_NEGATIVE.join(', ')}`,
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

/** Per holder, user and currency: the frozen postings under its ref types equal what its items hold. */
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

/**
 * Frozen money under a ref type no registered holder claims: a feature that freezes without having
 * registered its holder, or a freeze posted under the wrong ref type. Freezes that were released in
 * full net to zero and pass.
 */
function unclaimedFrozenCheck(holders: readonly FrozenHolder[]): Check {
  const claims = holders.map(
    (h) => sql`(p.account = ${h.account} and e.ref_type in (${sql.join(h.refTypes.map((r) => sql`${r}`), sql`, `)}))`,
  );
  const claimed = claims.length ? sql.join(claims, sql` or `) : sql`false`;
  return {
    check: 'frozen_unclaimed',
    query: sql`select p.user_id, p.account, p.currency, e.ref_type, trim_scale(sum(p.amount))::text as frozen
      from postings p join journal_entries e on e.id = p.entry_id
      where p.field = 'frozen' and not (${claimed})
      group by p.user_id, p.account, p.currency, e.ref_type having sum(p.amount) <> 0
      order by 1, 2, 3, 4 limit ${LIMIT}`,
    message: (r) => `${hold(r as never)}: ${r.frozen} frozen under ref type '${r.ref_type}', which no registered frozen holder claims`,
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
 *
 * `holders` is the ledger's registry of what holds money frozen (`ledger.audit()` passes it): each
 * holder's frozen money must match what its items hold, and no frozen money may sit outside every
 * holder. Without it only the journal and balance invariants are checked (the ledger's own unit
 * tests, which freeze money for no feature).
 */
export async function auditLedger(db: DbOrTx, holders?: readonly FrozenHolder[]): Promise<AuditReport> {
  const run = (tx: DbOrTx) => runChecks(tx, holders);
  if (is(db, PgTransaction)) return run(db);
  return (db as Db).transaction(run, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function runChecks(tx: DbOrTx, holders: readonly FrozenHolder[] | undefined): Promise<AuditReport> {
  const counts = await countRows(tx);
  const world = `{${[...(await userRecords.idsByAccount(tx, MAY_GO_NEGATIVE)).values()].join(',')}}`;
  const violations: Violation[] = [];
  const holderChecks = holders ? [...holders.map(frozenHolderCheck), unclaimedFrozenCheck(holders)] : [];
  for (const c of [...checks(world), ...holderChecks]) {
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
