import type { WithdrawalStatus } from '@aurelix/shared/schemas/funding';
import { exceedsPrecision } from '@aurelix/shared/schemas/amount';
import { AppError } from '../../lib/app-error';
import { normalizeDecimal } from '../../lib/decimal';
import { createAddressBook } from './address-book';
import type { FundingDeps } from './deps';
import { createDeposits } from './deposits';
import { NETWORKS } from './networks';
import { createPayouts } from './payouts';
import { fundingRepository as repo } from './repository';
import { checkedAddress, createWithdrawalRequests, toWithdrawalItem } from './withdrawals';

/** A journal line's deposit or withdrawal, as the wallet logs show it (the wallet's FundingDescriber). */
export interface FundingDescription {
  refType: string;
  refId: string;
  address: string;
  network: string;
  status: string;
  note?: string;
}

const ids = (refs: { refType: string; refId: string }[], type: string) =>
  refs.filter((r) => r.refType === type && /^\d{1,15}$/.test(r.refId)).map((r) => Number(r.refId));

/** Deposits, withdrawals and the address book (issue 5 items 2-4). */
export function createFundingService(deps: FundingDeps) {
  const deposits = createDeposits(deps);
  const requests = createWithdrawalRequests(deps);
  const payouts = createPayouts(deps);
  const addressBook = createAddressBook(deps);

  return {
    chain: deps.chain,
    deposits,
    addressBook,
    withdrawals: {
      ...requests,
      ...payouts,
      async list(filter: { userId: number; currency?: string }, page: number, limit: number) {
        const { rows, total } = await repo.withdrawalPage(deps.db, filter, (page - 1) * limit, limit);
        return { list: rows.map((r) => toWithdrawalItem(r.w)), total };
      },
      /** The review queue: every user's withdrawals, newest first. */
      async adminList(status: WithdrawalStatus | undefined, page: number, limit: number) {
        const { rows, total } = await repo.withdrawalPage(deps.db, { status }, (page - 1) * limit, limit);
        return {
          list: rows.map((r) => ({ ...toWithdrawalItem(r.w), user_id: r.w.userId, account: r.account, usdt_value: normalizeDecimal(r.w.usdtValue) })),
          total,
        };
      },
    },

    /** Someone outside sends coins on the simulated chain (the dev endpoint and the admin action). */
    async sendChainDeposit(input: { currency: string; network: string; address: string; amount: string }) {
      const terms = await repo.network(deps.db, input.currency, input.network);
      if (!terms) throw new AppError('FUNDING_NETWORK_UNSUPPORTED');
      if (exceedsPrecision(input.amount, terms.precision)) throw new AppError('CURRENCY_PRECISION_EXCEEDED');
      const address = checkedAddress(input.network, input.address);
      return deps.chain.sendDeposit({ ...input, address });
    },

    /** Adds blocks to every network of the simulated chain. */
    async mine(blocks = 1) {
      await deps.chain.mine(await repo.networkCodes(deps.db), blocks);
    },

    /** The networks of one currency (or all), with the currency's deposit and withdrawal switches. */
    async networks(filter: { currency?: string; side?: 'deposit' | 'withdraw' }) {
      const rows = await repo.networks(deps.db, filter.currency);
      const open = rows.filter((r) =>
        filter.side === 'deposit' ? r.rechargeTurn === 1 : filter.side === 'withdraw' ? r.drawTurn === 1 : true,
      );
      return {
        list: open.map((r) => ({
          currency: r.currency,
          network: r.network,
          name: NETWORKS[r.network]?.name ?? r.network,
          confirmations: r.confirmations,
          min_deposit: normalizeDecimal(r.minDeposit),
          min_withdraw: normalizeDecimal(r.minWithdraw),
          withdraw_fee: normalizeDecimal(r.withdrawFee),
          recharge_turn: r.rechargeTurn,
          draw_turn: r.drawTurn,
          precision: r.precision,
        })),
      };
    },

    /** One pass of the chain watcher: new deposits, credits, broadcasts and completions. */
    async tick() {
      const credited = await deposits.scan();
      const completed = await payouts.progress();
      return { credited, completed };
    },

    /** Address, network and status of the journal's deposit and withdrawal lines (for the wallet logs). */
    async describeEntries(refs: { refType: string; refId: string }[]): Promise<FundingDescription[]> {
      const [depositRows, wds] = await Promise.all([
        repo.depositsByIds(deps.db, ids(refs, 'deposit')),
        repo.withdrawalsByIds(deps.db, ids(refs, 'withdrawal')),
      ]);
      return [
        ...depositRows.map((d) => ({ refType: 'deposit', refId: String(d.id), address: d.address, network: d.network, status: d.status })),
        ...wds.map((w) => ({
          refType: 'withdrawal',
          refId: String(w.id),
          address: w.address,
          network: w.network,
          status: w.status,
          ...(w.note ? { note: w.note } : {}),
        })),
      ];
    },
  };
}

export type FundingService = ReturnType<typeof createFundingService>;
