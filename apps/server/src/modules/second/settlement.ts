import type { SecondDirection, SecondResult } from '@aurelix/shared/schemas/second';
import { Decimal } from '../../lib/decimal';
import type { JournalEntryInput, Leg } from '../ledger/entry';

/** Where the money of a settlement goes: the user, the house (system:house) and the fee account. */
export interface SettlementParties {
  houseId: number;
  feesId: number;
}

/** What an open order needs to settle, and the recorded tick of its settle instant. */
export interface SettlingOrder {
  id: number;
  userId: number;
  direction: SecondDirection;
  stake: string;
  fee: string;
  payoutRate: string;
  buyPrice: string;
  settlePrice: string;
  /** What the house froze for this order at the buy, or null (an order from before reservations). */
  houseReserved: string | null;
}

export interface SettlementOutcome {
  result: SecondResult;
  /** What comes back to the user's available balance. */
  payout: string;
  entry: JournalEntryInput;
}

/** The house pays winnings to 8 decimals, rounded down. */
export const winningsOf = (stake: string, rate: string): Decimal => new Decimal(stake).times(rate).toDecimalPlaces(8, Decimal.ROUND_DOWN);

/** Up wins when the settle price is above the buy price, down when below; equal is a draw. */
export function resultOf(direction: SecondDirection, buyPrice: string, settlePrice: string): SecondResult {
  const cmp = new Decimal(settlePrice).cmp(buyPrice);
  if (cmp === 0) return 'draw';
  return (cmp > 0) === (direction === 'up') ? 'win' : 'loss';
}

/**
 * One order's settlement as a balanced journal entry (pure): the frozen stake and fee leave the
 * user's frozen balance; the fee goes to system:fees whatever the result; a win returns the stake
 * plus stake × rate from the house, a loss gives the stake to the house, a draw returns the stake.
 * The house's reservation leaves its frozen balance: a win is paid out of it, otherwise it returns
 * to the house's available balance. An order without one is paid from the house's available balance.
 */
export function settle(order: SettlingOrder, parties: SettlementParties): SettlementOutcome {
  const result = resultOf(order.direction, order.buyPrice, order.settlePrice);
  const stake = new Decimal(order.stake);
  const fee = new Decimal(order.fee);
  const user = { userId: order.userId, account: 'second' as const, currency: 'USDT' };
  const house = { userId: parties.houseId, account: 'second' as const, currency: 'USDT' };
  const fees = { userId: parties.feesId, account: 'second' as const, currency: 'USDT' };
  const legs: Leg[] = [{ ...user, field: 'frozen', amount: stake.plus(fee).neg().toFixed() }];
  if (fee.gt(0)) legs.push({ ...fees, field: 'available', amount: fee.toFixed() });
  const winnings = result === 'win' ? winningsOf(order.stake, order.payoutRate) : new Decimal(0);
  // What the house still owes after its reservation paid what it could (all of it, normally).
  let owed = winnings;
  const reserved = new Decimal(order.houseReserved ?? 0);
  if (reserved.gt(0)) {
    const fromReserve = Decimal.min(winnings, reserved);
    owed = winnings.minus(fromReserve);
    legs.push({ ...house, field: 'frozen', amount: reserved.neg().toFixed() });
    if (reserved.gt(fromReserve)) legs.push({ ...house, field: 'available', amount: reserved.minus(fromReserve).toFixed() });
  }
  let payout = new Decimal(0);
  if (result === 'win') {
    payout = stake.plus(winnings);
    legs.push({ ...user, field: 'available', amount: payout.toFixed() });
    if (owed.gt(0)) legs.push({ ...house, field: 'available', amount: owed.neg().toFixed() });
  } else if (result === 'draw') {
    payout = stake;
    legs.push({ ...user, field: 'available', amount: stake.toFixed() });
  } else {
    legs.push({ ...house, field: 'available', amount: stake.toFixed() });
  }
  return {
    result,
    payout: payout.toFixed(),
    entry: { reason: 'trade', refType: 'second_order', refId: String(order.id), memo: `second ${result}`, legs },
  };
}
