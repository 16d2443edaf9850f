import { sql, type SQL } from 'drizzle-orm';
import type { LogTab, WalletAccount, WalletLogRow, WalletLogsPage } from '@aurelix/shared/schemas/wallet';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import { walletRepository as repo, type LogLine } from './repository';
import type { WalletDeps } from './service';

/** A journal line the funding module knows (a deposit or a withdrawal). */
export interface FundingDescription {
  refType: string;
  refId: string;
  address?: string;
  network?: string;
  status?: string;
  note?: string;
}

/**
 * The interface agreed with the funding module: it describes the deposit and withdrawal rows the
 * journal lines point at (ref_type, ref_id). Until it exists those fields stay empty.
 */
export interface FundingDescriber {
  describeEntries(refs: { refType: string; refId: string }[]): Promise<FundingDescription[]>;
}

export interface LogQuery {
  tab: LogTab;
  days: 3 | 7 | 30;
  currency?: string;
  page: number;
  page_size: number;
}

const DAY_MS = 24 * 3600 * 1000;
/** Reasons of the ICO thaw tab; the ICO tab shows the other ico_ reasons. */
const THAW_REASONS = ['ico_release', 'ico_thaw'];

/** Which journal lines each history tab of SPEC 2 shows. */
function tabCondition(tab: LogTab): SQL {
  switch (tab) {
    case 'all':
      return sql`true`;
    case 'currency':
      return sql`(e.reason like 'deposit%' or e.reason like 'withdrawal%')`;
    case 'legal':
      return sql`p.account = 'fiat'`;
    case 'transfer':
      return sql`e.reason = 'transfer'`;
    case 'ico':
      return sql`(e.reason like 'ico\\_%' and e.reason not in (${sql.join(THAW_REASONS.map((r) => sql`${r}`), sql`, `)}))`;
    case 'ico_thaw':
      return sql`e.reason in (${sql.join(THAW_REASONS.map((r) => sql`${r}`), sql`, `)})`;
  }
}

const keyOf = (refType: string, refId: string) => `${refType}\u0000${refId}`;

async function describe(deps: Pick<WalletDeps, 'funding'>, rows: LogLine[]) {
  const funding = deps.funding();
  const refs = rows
    .filter((r) => r.ref_id !== '' && r.ref_type !== 'wallet_transfer' && /^(deposit|withdrawal)/.test(r.reason))
    .map((r) => ({ refType: r.ref_type, refId: r.ref_id }));
  const found = new Map<string, FundingDescription>();
  if (!funding || refs.length === 0) return found;
  for (const d of await funding.describeEntries(refs)) found.set(keyOf(d.refType, d.refId), d);
  return found;
}

/** One page of a history tab, newest first, with before and after balances from the postings. */
export async function readLogs(
  deps: Pick<WalletDeps, 'db' | 'funding'>,
  userId: number,
  query: LogQuery,
  now: number,
): Promise<WalletLogsPage> {
  const since = new Date(now - query.days * DAY_MS);
  const { rows, total } = await repo.logPage(
    deps.db,
    { userId, since, currency: query.currency, tab: tabCondition(query.tab) },
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  const funding = await describe(deps, rows);
  const list = rows.map((r): WalletLogRow => {
    const field = r.field === 'frozen' ? 'frozen' : 'available';
    const after = field === 'available' ? r.available_after : r.frozen_after;
    const extra = funding.get(keyOf(r.ref_type, r.ref_id));
    return {
      id: r.posting_id,
      time: new Date(r.created_at).getTime(),
      type: r.reason,
      account: r.account as WalletAccount,
      currency: r.currency,
      field,
      amount: normalizeDecimal(r.amount),
      before: normalizeDecimal(new Decimal(after).minus(r.amount)),
      after: normalizeDecimal(after),
      available_after: normalizeDecimal(r.available_after),
      frozen_after: normalizeDecimal(r.frozen_after),
      address: extra?.address ?? '',
      note: extra?.note ?? '',
      status: extra?.status ?? '',
      network: extra?.network ?? '',
      from: r.from_account ?? '',
      to: r.to_account ?? '',
    };
  });
  return { list, total, page: query.page, page_size: query.page_size };
}
