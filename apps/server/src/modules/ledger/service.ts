import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { normalizeDecimal } from '../../lib/decimal';
import {
  parseAmount,
  type Account,
  type EntryRef,
  type Holding,
  type JournalEntryInput,
  type Leg,
} from './entry';
import { auditLedger, type AuditReport } from './audit';
import { createFrozenHolderRegistry, type FrozenHolder, type FrozenHolderKind } from './frozen-holders';
import { readJournal, type JournalFilter, type JournalQuery } from './journal';
import { balancesAt, frozenUnder, journalTotals } from './journal-sql';
import { post, type PostedEntry } from './post';
import { postMany, postManyIn, preparePostMany } from './post-many';
import { balancesForPart, ledgerRepository as repo, type BalanceRow } from './repository';
import { SYSTEM_ACCOUNTS, WORLD, type SystemAccount } from './system-accounts';

/** A movement into or out of one user's available balance, against a platform account. */
export interface CreditInput extends EntryRef {
  userId: number;
  account: Account;
  currency: string;
  /** Positive decimal string. */
  amount: string;
}
/** Credit from a platform account; by default system:world (a deposit). */
export interface CreditFromInput extends CreditInput {
  from?: SystemAccount;
}
/** Debit to a platform account; by default system:world (a withdrawal). */
export interface DebitInput extends CreditInput {
  to?: SystemAccount;
}
/** Moving money between available and frozen of one row. */
export type FreezeInput = CreditInput;
/** Paying from one holder to another in one currency (a trade's settlement, a transfer). */
export interface PaymentInput extends EntryRef {
  from: { userId: number; account: Account };
  to: { userId: number; account: Account };
  currency: string;
  amount: string;
}

/** A user's balance in one wallet and currency. */
export interface BalanceView extends BalanceRow {
  account: Account;
  currency: string;
}

const ZERO: BalanceRow = { available: '0', frozen: '0' };

/**
 * Named operations take only positive amounts: the direction is in the name. The operations are
 * async, so a bad amount arrives as a rejected promise, never as a synchronous throw.
 */
function positive(amount: string): { plus: string; minus: string } {
  const value = parseAmount(amount, { signed: false });
  if (!value) throw new AppError('INVALID_AMOUNT', String(amount));
  return { plus: value.toFixed(), minus: value.neg().toFixed() };
}

const leg = (h: Holding, field: Leg['field'], amount: string): Leg => ({
  userId: h.userId,
  account: h.account,
  currency: h.currency,
  field,
  amount,
});
const refOf = (r: EntryRef): EntryRef => ({
  reason: r.reason,
  refType: r.refType,
  refId: r.refId,
  memo: r.memo,
});

/**
 * The ledger of ARCHITECTURE 5. Every operation accepts the caller's transaction as `tx`, so a
 * freeze and the order it pays for commit or roll back together; without one it runs on its own.
 * Rejections throw AppError('INSUFFICIENT_BALANCE' | 'INVALID_AMOUNT') (see post.ts for why).
 * Inside a transaction, always pass it: on PGlite a call on the plain `db` would wait for that
 * transaction to end, which never happens.
 */
export function createLedger(db: Db) {
  const frozenHolders = createFrozenHolderRegistry();
  // Platform users never change id once seeded; look them up once, and again only if missing.
  const platformIds = new Map<string, number>();
  async function platformUserId(name: SystemAccount, on: DbOrTx): Promise<number> {
    if (!platformIds.has(name)) {
      for (const [account, id] of await repo.userIdsByAccount(on, SYSTEM_ACCOUNTS))
        platformIds.set(account, id);
    }
    const id = platformIds.get(name);
    if (id === undefined) throw new Error(`ledger: platform account ${name} is not seeded`);
    return id;
  }

  return {
    /** Applies a balanced journal entry (see post.ts). */
    post: (entry: JournalEntryInput, tx?: DbOrTx): Promise<PostedEntry> => post(tx ?? db, entry),

    /** Applies many entries as sequential `post` calls would, in a constant number of statements (see post-many.ts). */
    postMany: (entries: readonly JournalEntryInput[], tx?: DbOrTx): Promise<PostedEntry[]> => postMany(tx ?? db, entries),

    /**
     * postMany as part of the caller's transaction: a refusal fails the whole transaction (see
     * post-many.ts). A market sequencer's writer posts a batch's settlement with it.
     */
    postManyIn: (tx: Tx, entries: readonly JournalEntryInput[]): Promise<PostedEntry[]> => postManyIn(tx, entries),

    /**
     * postManyIn in two steps (lock, then check and write), so that a market sequencer's writer
     * sends the ledger's lock in the same round trip as its own writes (see post-many.ts).
     */
    preparePostMany,

    /**
     * Pays into a user's available balance from a platform account (a deposit, a payout). The
     * platform side is the same wallet and currency of the platform user.
     */
    async credit(input: CreditFromInput, tx?: DbOrTx): Promise<PostedEntry> {
      const { plus, minus } = positive(input.amount);
      const on = tx ?? db;
      const platform = {
        userId: await platformUserId(input.from ?? WORLD, on),
        account: input.account,
        currency: input.currency,
      };
      return post(on, {
        ...refOf(input),
        legs: [leg(platform, 'available', minus), leg(input, 'available', plus)],
      });
    },

    /** Takes from a user's available balance to the same wallet of a platform account (a withdrawal, a fee). */
    async debit(input: DebitInput, tx?: DbOrTx): Promise<PostedEntry> {
      const { plus, minus } = positive(input.amount);
      const on = tx ?? db;
      const platform = {
        userId: await platformUserId(input.to ?? WORLD, on),
        account: input.account,
        currency: input.currency,
      };
      return post(on, {
        ...refOf(input),
        legs: [leg(input, 'available', minus), leg(platform, 'available', plus)],
      });
    },

    /** Sets money aside for an open order, a pending withdrawal or an escrow. */
    async freeze(input: FreezeInput, tx?: DbOrTx): Promise<PostedEntry> {
      const { plus, minus } = positive(input.amount);
      return post(tx ?? db, {
        ...refOf(input),
        legs: [leg(input, 'available', minus), leg(input, 'frozen', plus)],
      });
    },

    /** Releases frozen money back to available (a cancelled order, a rejected withdrawal). */
    async unfreeze(input: FreezeInput, tx?: DbOrTx): Promise<PostedEntry> {
      const { plus, minus } = positive(input.amount);
      return post(tx ?? db, {
        ...refOf(input),
        legs: [leg(input, 'frozen', minus), leg(input, 'available', plus)],
      });
    },

    /** Pays out of the payer's frozen money into the receiver's available balance (a trade fill). */
    async settleFrozen(input: PaymentInput, tx?: DbOrTx): Promise<PostedEntry> {
      const { plus, minus } = positive(input.amount);
      const from = { ...input.from, currency: input.currency };
      const to = { ...input.to, currency: input.currency };
      return post(tx ?? db, {
        ...refOf(input),
        legs: [leg(from, 'frozen', minus), leg(to, 'available', plus)],
      });
    },

    /** Moves available money between two wallets (spot to futures, or one user to another). */
    async transfer(input: PaymentInput, tx?: DbOrTx): Promise<PostedEntry> {
      const { plus, minus } = positive(input.amount);
      const from = { ...input.from, currency: input.currency };
      const to = { ...input.to, currency: input.currency };
      return post(tx ?? db, {
        ...refOf(input),
        legs: [leg(from, 'available', minus), leg(to, 'available', plus)],
      });
    },

    /** One balance; zero when the row does not exist yet. */
    async balance(userId: number, account: Account, currency: string, tx?: DbOrTx): Promise<BalanceRow> {
      const row = await repo.balance(tx ?? db, { userId, account, currency });
      return row
        ? { available: normalizeDecimal(row.available), frozen: normalizeDecimal(row.frozen) }
        : { ...ZERO };
    },

    /**
     * The balances of many users in one wallet and a few currencies, in one statement (what a
     * market sequencer reads for a batch). Only rows that exist; a missing row is zero. Amounts
     * are exact decimal strings, possibly with trailing zeros.
     */
    balancesFor: (userIds: readonly number[], account: Account, currencies: readonly string[], tx?: DbOrTx) =>
      repo.balancesFor(tx ?? db, userIds, account, currencies),

    /** balancesFor as a part of a sequencer's batch read, sent with its other reads (trading/together.ts). */
    balancesForPart,

    /** Every balance row of a user, or of one of their wallets, sorted by account and currency. */
    async balancesOf(userId: number, account?: Account, tx?: DbOrTx): Promise<BalanceView[]> {
      const rows = await repo.balancesOf(tx ?? db, userId, account);
      return rows.map((r) => ({
        account: r.account as Account,
        currency: r.currency,
        available: normalizeDecimal(r.available),
        frozen: normalizeDecimal(r.frozen),
      }));
    },

    /**
     * Declares what holds money frozen for a feature (its open orders, pending withdrawals, escrows...);
     * each feature registers its own when it is wired (see frozen-holders.ts). The audit walks them.
     */
    registerFrozenHolder: (holder: FrozenHolder): void => frozenHolders.register(holder),

    /** The registered holders, in registration order. */
    frozenHolders: (): readonly FrozenHolder[] => frozenHolders.list(),

    /** Every ledger invariant, including that frozen money is what the registered holders hold (audit.ts). */
    audit: (tx?: DbOrTx): Promise<AuditReport> => auditLedger(tx ?? db, frozenHolders.list()),

    /**
     * What the registered holders of one kind keep frozen in a user's wallet, per currency (the
     * wallet's "order freeze"): the net of the frozen postings under their ref types.
     */
    async frozenBy(userId: number, account: Account, kind: FrozenHolderKind, tx?: DbOrTx) {
      const refTypes = frozenHolders
        .list()
        .filter((h) => h.kind === kind && h.account === account)
        .flatMap((h) => h.refTypes);
      if (refTypes.length === 0) return [];
      const rows = await frozenUnder(tx ?? db, userId, account, refTypes);
      return rows.map((r) => ({ currency: r.currency, amount: normalizeDecimal(r.amount) }));
    },

    /**
     * The wallet log: a user's postings newest first, with balances before and after, filtered by
     * wallet, currency, reasons and time, a page at a time.
     */
    journal: (userId: number, query: JournalQuery = {}, tx?: DbOrTx) => readJournal(tx ?? db, userId, query),

    /** The net of a user's postings that match `filter`, per currency (deposits today, tokens released...). */
    async journalTotals(userId: number, filter: JournalFilter, tx?: DbOrTx): Promise<{ currency: string; amount: string }[]> {
      const rows = await journalTotals(tx ?? db, userId, filter);
      return rows.map((r) => ({ currency: r.currency, amount: normalizeDecimal(r.amount) }));
    },

    /** Every balance row of a user as it stood at `at` (rows with no posting before then are absent). */
    async balancesAt(userId: number, at: Date, tx?: DbOrTx): Promise<BalanceView[]> {
      const rows = await balancesAt(tx ?? db, userId, at);
      return rows.map((r) => ({
        account: r.account as Account,
        currency: r.currency,
        available: normalizeDecimal(r.available),
        frozen: normalizeDecimal(r.frozen),
      }));
    },
  };
}

/** The ledger service as app.ts builds it. */
export type Ledger = ReturnType<typeof createLedger>;
