import type { DepositItem } from '@aurelix/shared/schemas/funding';
import { AppError } from '../../lib/app-error';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import type { FundingDeps } from './deps';
import { FAMILIES } from './chains/families';
import { NETWORKS } from './networks';
import { fundingRepository as repo, type DepositRow } from './repository';

export const toDepositItem = (d: DepositRow): DepositItem => ({
  id: d.id,
  currency: d.currency,
  network: d.network,
  address: d.address,
  txid: d.txid,
  amount: normalizeDecimal(d.amount),
  confirmations: Math.min(d.confirmations, d.required),
  required: d.required,
  status: d.status as DepositItem['status'],
  time: d.createdAt.toISOString(),
});

/**
 * Deposits: a user's address per chain family, the scan that turns chain transfers into deposit
 * rows, and the credit once a deposit has its confirmations.
 */
export function createDeposits(deps: FundingDeps) {
  const { db } = deps;

  async function addressOf(userId: number, network: string): Promise<string> {
    const family = NETWORKS[network]!.family;
    const existing = await repo.depositAddress(db, userId, family);
    if (existing) return existing.address;
    const derived = await deps.keyring.address(family, userId);
    await repo.insertDepositAddress(db, { userId, family, ...derived });
    return (await repo.depositAddress(db, userId, family))!.address;
  }

  /** New transfers to our addresses since the last scan become 'confirming' deposits. */
  async function readNetwork(network: string): Promise<number> {
    const tip = await deps.chain.tip(network);
    const from = await repo.cursor(db, network);
    if (tip <= from) return tip;
    const events = await deps.chain.depositsBetween(network, from, tip);
    // Compare in the stored spelling: a chain may report an EVM address in lower case.
    const family = FAMILIES[NETWORKS[network]!.family];
    for (const e of events) e.address = family.isValid(e.address) ? family.canonical(e.address) : e.address;
    const owners = await repo.ownersOf(db, events.map((e) => e.address));
    for (const e of events) {
      const userId = owners.get(e.address);
      const terms = userId === undefined ? undefined : await repo.network(db, e.currency, network);
      // Transfers to strangers, of coins we do not list on this network, or below the minimum are not ours to credit.
      if (userId === undefined || !terms || new Decimal(e.amount).lt(terms.minDeposit)) continue;
      await repo.insertDeposit(db, {
        userId,
        currency: e.currency,
        network,
        address: e.address,
        txid: e.txid,
        vout: e.vout,
        amount: e.amount,
        height: e.height,
        required: terms.confirmations,
        status: 'confirming',
        createdAt: deps.clock.now(),
      });
    }
    await repo.setCursor(db, network, tip);
    return tip;
  }

  /** Credits a deposit in the same transaction that marks it 'success': once, however often this runs. */
  async function settle(d: DepositRow, tip: number): Promise<boolean> {
    const confirmations = tip >= d.height ? tip - d.height + 1 : 0;
    if (confirmations < d.required) {
      if (confirmations !== d.confirmations) await repo.setDepositConfirmations(db, d.id, confirmations);
      return false;
    }
    const credited = await db.transaction(async (tx) => {
      const row = await repo.markDepositCredited(tx, d.id, confirmations, deps.clock.now());
      if (!row) return false;
      await deps.ledger.credit(
        { userId: d.userId, account: 'spot', currency: d.currency, amount: normalizeDecimal(d.amount), reason: 'deposit', refType: 'deposit', refId: String(d.id) },
        tx,
      );
      return true;
    });
    if (credited)
      await deps
        .notify(d.userId, 'deposit_credited', { currency: d.currency, amount: normalizeDecimal(d.amount), network: d.network })
        .catch((err: unknown) => deps.log.error({ err }, 'deposit notice failed'));
    return credited;
  }

  return {
    async address(userId: number, currency: string, network: string) {
      const terms = await repo.network(db, currency, network);
      if (!terms) throw new AppError('FUNDING_NETWORK_UNSUPPORTED');
      if (terms.rechargeTurn !== 1) throw new AppError('FUNDING_DEPOSIT_CLOSED');
      return { currency, network, address: await addressOf(userId, network) };
    },

    async list(userId: number, q: { currency?: string; page: number; limit: number }) {
      const { rows, total } = await repo.depositPage(db, userId, q.currency, (q.page - 1) * q.limit, q.limit);
      return { list: rows.map(toDepositItem), total };
    },

    /** One pass over every network: read new transfers, then credit what is confirmed. Returns how many were credited. */
    async scan(): Promise<number> {
      const tips = new Map<string, number>();
      for (const network of await repo.networkCodes(db)) tips.set(network, await readNetwork(network));
      let credited = 0;
      for (const d of await repo.confirmingDeposits(db)) {
        const tip = tips.get(d.network) ?? (await deps.chain.tip(d.network));
        if (await settle(d, tip)) credited += 1;
      }
      return credited;
    },
  };
}
