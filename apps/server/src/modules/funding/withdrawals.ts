import type { WithdrawBody, WithdrawalItem } from '@aurelix/shared/schemas/funding';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import { FAMILIES } from './chains/families';
import type { FundingDeps } from './deps';
import { NETWORKS } from './networks';
import { fundingRepository as repo, type NetworkRow, type WithdrawalRow } from './repository';
import { dailyLimit, fitsLimit, priceWithdrawal, quotaLeft } from './rules';

const DAY_MS = 24 * 3600 * 1000;
type NameCheck = Awaited<ReturnType<FundingDeps['nameCheck']>>;

/** The parsed body of POST /api/funding/withdraw. */
export type ParsedWithdraw = WithdrawBody;

export const toWithdrawalItem = (w: WithdrawalRow): WithdrawalItem => ({
  id: w.id,
  currency: w.currency,
  network: w.network,
  address: w.address,
  amount: normalizeDecimal(w.amount),
  fee: normalizeDecimal(w.fee),
  receive_amount: normalizeDecimal(w.receiveAmount),
  status: w.status as WithdrawalItem['status'],
  txid: w.txid,
  note: w.note,
  time: w.createdAt.toISOString(),
});

/** The address checked against the network's format (with its checksum), in its stored spelling. */
export function checkedAddress(network: string, address: string): string {
  const family = FAMILIES[NETWORKS[network]?.family ?? 'evm'];
  if (!NETWORKS[network] || !family.isValid(address.trim())) throw new AppError('FUNDING_ADDRESS_INVALID');
  return family.canonical(address.trim());
}

async function withdrawTerms(deps: FundingDeps, currency: string, network: string): Promise<NetworkRow> {
  const terms = await repo.network(deps.db, currency, network);
  if (!terms) {
    const offered = await repo.networks(deps.db, currency);
    throw new AppError(offered.length > 0 ? 'FUNDING_NETWORK_UNSUPPORTED' : 'UNKNOWN_CURRENCY');
  }
  if (terms.drawTurn !== 1) throw new AppError('FUNDING_WITHDRAW_CLOSED');
  return terms;
}

const sameRequest = (w: WithdrawalRow, b: { currency: string; network: string; address: string; amount: string }) =>
  w.currency === b.currency && w.network === b.network && w.address === b.address && new Decimal(w.amount).eq(b.amount);

/**
 * Withdrawal requests (issue 5 item 3): checks, the 24-hour limit and the freeze, all in one
 * transaction that first locks the user's row, so concurrent requests are judged one after another.
 */
export function createWithdrawalRequests(deps: FundingDeps) {
  const { db } = deps;

  // nameCheck reads on its own connection: call it before a transaction opens (on PGlite a read
  // outside the open transaction waits for it to end).
  async function usage(on: DbOrTx, userId: number, nameStatus: number, nameCheck: NameCheck) {
    const limit = dailyLimit(nameStatus, nameCheck);
    const used = await repo.usedUsdtSince(on, userId, new Date(deps.clock.now().getTime() - DAY_MS));
    return { limit, used };
  }

  return {
    async request(userId: number, body: ParsedWithdraw): Promise<WithdrawalItem> {
      const terms = await withdrawTerms(deps, body.currency, body.network);
      const address = checkedAddress(body.network, body.address);
      const priced = priceWithdrawal({
        amount: body.amount,
        precision: terms.precision,
        minWithdraw: terms.minWithdraw,
        fee: terms.withdrawFee,
        priceUsdt: terms.price,
      });
      if (!priced.ok) throw new AppError(priced.key);
      const request = { ...body, address };

      // A retry of a request that already took effect answers the same withdrawal, and nothing else happens.
      const earlier = await repo.withdrawalByClientId(db, userId, body.client_id);
      if (earlier) {
        if (!sameRequest(earlier, request)) throw new AppError('FUNDING_CLIENT_ID_REUSED');
        return toWithdrawalItem(earlier);
      }
      await deps.verifyFundPassword(userId, body.fund_password);
      await deps.verifySecondFactor(userId, body.code || undefined);

      const nameCheck = await deps.nameCheck();
      const row = await db.transaction(async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user) throw new AppError('NOT_LOGGED_IN');
        const raced = await repo.withdrawalByClientId(tx, userId, body.client_id);
        if (raced) {
          if (!sameRequest(raced, request)) throw new AppError('FUNDING_CLIENT_ID_REUSED');
          return raced;
        }
        const { limit, used } = await usage(tx, userId, user.nameStatus, nameCheck);
        if (!fitsLimit(limit, used, priced.usdtValue)) throw new AppError('FUNDING_LIMIT_EXCEEDED');
        const now = deps.clock.now();
        const inserted = await repo.insertWithdrawal(tx, {
          userId,
          clientId: body.client_id,
          currency: body.currency,
          network: body.network,
          address,
          amount: priced.amount.toFixed(),
          fee: priced.fee.toFixed(),
          receiveAmount: priced.receive.toFixed(),
          usdtValue: priced.usdtValue.toFixed(),
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) throw new Error('withdrawal insert conflicted under the user lock');
        await deps.ledger.freeze(
          { userId, account: 'spot', currency: body.currency, amount: priced.amount.toFixed(), reason: 'withdrawal_freeze', refType: 'withdrawal', refId: String(inserted.id) },
          tx,
        );
        return inserted;
      });
      return toWithdrawalItem(row);
    },

    /** What the cash page shows: the spot balance and what is left of the 24-hour limit. */
    async quota(userId: number, currency: string) {
      const networks = await repo.networks(db, currency);
      if (networks.length === 0) throw new AppError('UNKNOWN_CURRENCY');
      const { limit, used } = await usage(db, userId, await repo.nameStatus(db, userId), await deps.nameCheck());
      const { price, precision } = networks[0]!;
      const left = quotaLeft(limit, used, price, precision);
      const balance = await deps.ledger.balance(userId, 'spot', currency);
      return {
        currency,
        available: balance.available,
        limit_usdt: limit.toFixed(),
        used_usdt: normalizeDecimal(used),
        left_usdt: left.leftUsdt.toFixed(),
        left: left.left.toFixed(),
        price_usdt: normalizeDecimal(price),
      };
    },
  };
}
