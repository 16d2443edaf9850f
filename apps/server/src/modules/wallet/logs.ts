import { HOLD_REASONS, type LogTab, type WalletAccount, type WalletLogRow, type WalletLogsPage } from '@aurelix/shared/schemas/wallet';
import type { JournalFilter, JournalLine } from '../ledger/journal';
import { walletRepository as repo } from './repository';
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
  /** false: without the lines that only move money into or out of an order's or a position's hold. */
  holds?: boolean;
  page: number;
  page_size: number;
}

const DAY_MS = 24 * 3600 * 1000;
/** Reasons of the ICO thaw tab; the ICO tab shows the other ico_ reasons. */
const THAW_REASONS = ['ico_release', 'ico_thaw'];
/** The ledger reference of the wallet's own transfers (transfer.ts posts them under it). */
export const TRANSFER_REF_TYPE = 'wallet_transfer';

/** Which journal lines each history tab of SPEC 2 shows, as a ledger journal filter. */
function tabFilter(tab: LogTab): JournalFilter {
  switch (tab) {
    case 'all':
      return {};
    case 'currency':
      return { reasonPrefixes: ['deposit', 'withdrawal'] };
    case 'legal':
      return { account: 'fiat' };
    case 'transfer':
      return { reasons: ['transfer'] };
    case 'ico':
      return { reasonPrefixes: ['ico_'], excludeReasons: THAW_REASONS };
    case 'ico_thaw':
      return { reasons: THAW_REASONS };
  }
}

const keyOf = (refType: string, refId: string) => `${refType}\u0000${refId}`;

async function describe(deps: Pick<WalletDeps, 'funding'>, lines: JournalLine[]) {
  const funding = deps.funding();
  const refs = lines
    .filter((l) => l.refId !== '' && l.refType !== TRANSFER_REF_TYPE && /^(deposit|withdrawal)/.test(l.reason))
    .map((l) => ({ refType: l.refType, refId: l.refId }));
  const found = new Map<string, FundingDescription>();
  if (!funding || refs.length === 0) return found;
  for (const d of await funding.describeEntries(refs)) found.set(keyOf(d.refType, d.refId), d);
  return found;
}

/** The wallets of the transfers among `lines`, by transfer id. */
function transfersOf(deps: Pick<WalletDeps, 'db'>, lines: JournalLine[]) {
  const ids = lines.filter((l) => l.refType === TRANSFER_REF_TYPE && /^\d+$/.test(l.refId)).map((l) => Number(l.refId));
  return repo.transferLegs(deps.db, [...new Set(ids)]);
}

/** One page of a history tab, newest first, with before and after balances from the ledger's journal. */
export async function readLogs(
  deps: Pick<WalletDeps, 'db' | 'ledger' | 'funding'>,
  userId: number,
  query: LogQuery,
  now: number,
): Promise<WalletLogsPage> {
  const since = new Date(now - query.days * DAY_MS);
  const filter = tabFilter(query.tab);
  if (query.holds === false) filter.excludeReasons = [...(filter.excludeReasons ?? []), ...HOLD_REASONS];
  const page = await deps.ledger.journal(userId, {
    ...filter,
    currency: query.currency,
    since,
    page: query.page,
    pageSize: query.page_size,
  });
  const [funding, transfers] = await Promise.all([describe(deps, page.items), transfersOf(deps, page.items)]);
  const list = page.items.map((l): WalletLogRow => {
    const extra = funding.get(keyOf(l.refType, l.refId));
    const transfer = l.refType === TRANSFER_REF_TYPE ? transfers.get(Number(l.refId)) : undefined;
    return {
      id: String(l.postingId),
      time: l.createdAt.getTime(),
      type: l.reason,
      account: l.account as WalletAccount,
      currency: l.currency,
      field: l.field,
      amount: l.amount,
      before: l.before,
      after: l.after,
      available_after: l.availableAfter,
      frozen_after: l.frozenAfter,
      address: extra?.address ?? '',
      note: extra?.note ?? '',
      status: extra?.status ?? '',
      network: extra?.network ?? '',
      from: transfer?.fromAccount ?? '',
      to: transfer?.toAccount ?? '',
    };
  });
  return { list, total: page.total, page: query.page, page_size: query.page_size };
}
