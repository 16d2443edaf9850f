import fc from 'fast-check';
import { Decimal } from '../../lib/decimal';
import type { Account } from './entry';
import type { Ledger } from './service';

/**
 * Test-only: random ledger operations for the property tests, and a model of the balances they
 * should produce. Users and currencies are indexes, resolved per run, so every run has fresh rows.
 */
export type Op =
  | {
      kind: 'credit' | 'debit';
      user: number;
      account: Account;
      cur: number;
      amount: string;
      platform: 'world' | 'fees';
    }
  | { kind: 'freeze' | 'unfreeze'; user: number; account: Account; cur: number; amount: string }
  | {
      kind: 'transfer' | 'settleFrozen';
      user: number;
      account: Account;
      to: number;
      toAccount: Account;
      cur: number;
      amount: string;
    }
  | { kind: 'invalid'; user: number; account: Account; cur: number; amount: string };

export interface World {
  ledger: Ledger;
  world: number;
  fees: number;
  customers: number[];
  currencies: string[];
}

const ACCOUNTS_USED: Account[] = ['spot', 'futures'];
// Cents for realistic sizes, and 1e-18 units so the last decimal place is exercised too.
const amount = fc.oneof(
  fc.integer({ min: 1, max: 5_000 }).map((n) => new Decimal(n).div(100).toFixed()),
  fc.integer({ min: 1, max: 1_000_000 }).map((n) => new Decimal(n).div('1e18').toFixed()),
);

/** An operation over `users` customers and `currencies` currencies. */
export function opArbitrary(users: number, currencies: number): fc.Arbitrary<Op> {
  const user = fc.integer({ min: 0, max: users - 1 });
  const account = fc.constantFrom(...ACCOUNTS_USED);
  const cur = fc.integer({ min: 0, max: currencies - 1 });
  const base = { user, account, cur, amount };
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('credit' as const),
        ...base,
        platform: fc.constantFrom('world' as const, 'fees' as const),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('debit' as const),
        ...base,
        platform: fc.constantFrom('world' as const, 'fees' as const),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constantFrom('freeze' as const, 'unfreeze' as const), ...base }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constantFrom('transfer' as const, 'settleFrozen' as const),
        ...base,
        to: user,
        toAccount: account,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('invalid' as const),
        ...base,
        amount: fc.constantFrom('0', '-1', '1e2', '0.0000000000000000001'),
      }),
    },
  );
}

type Delta = {
  userId: number;
  account: Account;
  currency: string;
  field: 'available' | 'frozen';
  amount: Decimal;
};

/** The legs an operation should write, mirroring what the service builds. */
function deltasOf(op: Op, w: World): Delta[] {
  const userId = w.customers[op.user]!;
  const currency = w.currencies[op.cur]!;
  const a = new Decimal(op.amount);
  const at = (u: number, account: Account, field: Delta['field'], x: Decimal): Delta => ({
    userId: u,
    account,
    currency,
    field,
    amount: x,
  });
  switch (op.kind) {
    case 'credit':
    case 'debit': {
      const platform = op.platform === 'world' ? w.world : w.fees;
      const sign = op.kind === 'credit' ? a : a.neg();
      return [at(platform, op.account, 'available', sign.neg()), at(userId, op.account, 'available', sign)];
    }
    case 'freeze':
    case 'unfreeze': {
      const sign = op.kind === 'freeze' ? a : a.neg();
      return [at(userId, op.account, 'available', sign.neg()), at(userId, op.account, 'frozen', sign)];
    }
    case 'transfer':
    case 'settleFrozen': {
      const from = op.kind === 'transfer' ? 'available' : 'frozen';
      return [at(userId, op.account, from, a.neg()), at(w.customers[op.to]!, op.toAccount, 'available', a)];
    }
    case 'invalid':
      return [];
  }
}

/** Calls the ledger for one operation. */
export function runOp(op: Op, w: World): Promise<unknown> {
  const userId = w.customers[op.user]!;
  const currency = w.currencies[op.cur]!;
  const common = {
    userId,
    account: op.account,
    currency,
    amount: op.amount,
    reason: op.kind,
    refType: 'property',
  };
  switch (op.kind) {
    case 'credit':
      return w.ledger.credit({ ...common, from: op.platform === 'world' ? 'system:world' : 'system:fees' });
    case 'debit':
      return w.ledger.debit({ ...common, to: op.platform === 'world' ? 'system:world' : 'system:fees' });
    case 'freeze':
    case 'unfreeze':
    case 'invalid':
      return w.ledger[op.kind === 'invalid' ? 'freeze' : op.kind](common);
    case 'transfer':
    case 'settleFrozen':
      return w.ledger[op.kind]({
        from: { userId, account: op.account },
        to: { userId: w.customers[op.to]!, account: op.toAccount },
        currency,
        amount: op.amount,
        reason: op.kind,
      });
  }
}

/** Balances the accepted operations should have produced, from zero. */
export class BalanceModel {
  readonly rows = new Map<
    string,
    { userId: number; account: Account; currency: string; available: Decimal; frozen: Decimal }
  >();
  constructor(private readonly w: World) {}

  /** Whether the operation could be applied right now without any row going below zero. */
  affordable(op: Op): boolean {
    const next = new Map<string, { available: Decimal; frozen: Decimal; world: boolean }>();
    for (const d of deltasOf(op, this.w)) {
      const key = `${d.userId}/${d.account}/${d.currency}`;
      const row = next.get(key) ?? { ...this.get(d), world: d.userId === this.w.world };
      row[d.field] = row[d.field].plus(d.amount);
      next.set(key, row);
    }
    return [...next.values()].every((r) => (r.world || r.available.gte(0)) && r.frozen.gte(0));
  }

  apply(op: Op): void {
    for (const d of deltasOf(op, this.w)) {
      const row = this.get(d);
      row[d.field] = row[d.field].plus(d.amount);
    }
  }

  private get(d: { userId: number; account: Account; currency: string }) {
    const key = `${d.userId}/${d.account}/${d.currency}`;
    let row = this.rows.get(key);
    if (!row)
      this.rows.set(
        key,
        (row = {
          userId: d.userId,
          account: d.account,
          currency: d.currency,
          available: new Decimal(0),
          frozen: new Decimal(0),
        }),
      );
    return row;
  }
}
