import { ACCOUNTS } from './schema';
import { Decimal } from '../../lib/decimal';
import { formatUnits, parseUnits, type Units } from './units';

/** One of the user's wallets (ARCHITECTURE 5). */
export type Account = (typeof ACCOUNTS)[number];
/** Which half of a balance row a leg moves. */
export type BalanceField = 'available' | 'frozen';

/** A balance row's key: one user's wallet in one currency. */
export interface Holding {
  userId: number;
  account: Account;
  currency: string;
}

/** One leg of a journal entry; `amount` is a signed decimal string (negative takes money out). */
export interface Leg extends Holding {
  field: BalanceField;
  amount: string;
}

/** Why money moved: the reason code and the id of what caused it (an order, a withdrawal...). */
export interface EntryRef {
  reason: string;
  refType?: string;
  refId?: string;
  memo?: string;
}

/** A double-entry journal entry: its legs sum to zero in every currency. */
export interface JournalEntryInput extends EntryRef {
  legs: Leg[];
}

/** The net change of one balance row, with the entry's legs that touch it (in entry order). */
export interface RowDelta extends Holding {
  available: Units;
  frozen: Units;
  legs: number[];
}

/**
 * Rejections as values (STYLE habit 2). `INVALID_AMOUNT` can come from user input; the other two
 * mean the calling code built a wrong entry, which is a bug rather than a business rejection.
 */
export type EntryRejection = 'INVALID_AMOUNT' | 'UNBALANCED' | 'MALFORMED';

/** An entry checked and grouped by balance row, or why it cannot be posted. */
export type EntryPlan =
  | { ok: true; rows: RowDelta[]; amounts: Units[] }
  | { ok: false; rejection: EntryRejection; detail: string };

/** numeric(36,18): 18 digits after the point and fewer than 18 before it. */
export const MAX_DECIMALS = 18;
const LIMIT = new Decimal('1e18');
// Plain decimal notation only: decimal.js would also accept '1e5', '0x10' and 'Infinity'.
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Parses a money string, or returns null when it is malformed, zero, too precise or too large. */
export function parseAmount(text: string, opts: { signed: boolean }): Decimal | null {
  if (typeof text !== 'string' || !DECIMAL_TEXT.test(text)) return null;
  const value = new Decimal(text);
  if (value.isZero() || (!opts.signed && value.isNegative())) return null;
  if (value.decimalPlaces() > MAX_DECIMALS || value.abs().gte(LIMIT)) return null;
  return value;
}

const isAccount = (a: unknown): a is Account => (ACCOUNTS as readonly unknown[]).includes(a);

function malformedLeg(leg: Leg): string | null {
  if (!Number.isSafeInteger(leg.userId) || leg.userId <= 0) return `bad user id ${leg.userId}`;
  if (!isAccount(leg.account)) return `unknown account ${String(leg.account)}`;
  if (typeof leg.currency !== 'string' || leg.currency === '') return 'empty currency';
  if (leg.field !== 'available' && leg.field !== 'frozen') return `unknown field ${String(leg.field)}`;
  return null;
}

/** A map key for one balance row. */
export const rowKey = (h: Holding) => `${h.userId}\u0000${h.account}\u0000${h.currency}`;

/** Every process locks rows in this one order, so two entries can never wait on each other. */
export function compareRows(a: Holding, b: Holding): number {
  if (a.userId !== b.userId) return a.userId - b.userId;
  if (a.account !== b.account) return a.account < b.account ? -1 : 1;
  if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
  return 0;
}

/**
 * Checks an entry without touching the database and groups its legs by balance row, sorted in
 * lock order. Legs on one row are netted, so an entry that both pays into and out of a row is
 * judged by its net effect, whatever order the caller listed the legs in.
 */
export function planEntry(entry: JournalEntryInput): EntryPlan {
  if (typeof entry.reason !== 'string' || entry.reason === '')
    return { ok: false, rejection: 'MALFORMED', detail: 'empty reason' };
  if (!Array.isArray(entry.legs) || entry.legs.length < 2)
    return { ok: false, rejection: 'MALFORMED', detail: 'fewer than two legs' };
  const amounts: Units[] = [];
  const perCurrency = new Map<string, Units>();
  const rows = new Map<string, RowDelta>();
  for (const [i, leg] of entry.legs.entries()) {
    const malformed = malformedLeg(leg);
    if (malformed) return { ok: false, rejection: 'MALFORMED', detail: malformed };
    const amount = parseUnits(leg.amount, { signed: true });
    if (amount === null) return { ok: false, rejection: 'INVALID_AMOUNT', detail: `leg ${i}: ${String(leg.amount)}` };
    amounts.push(amount);
    perCurrency.set(leg.currency, (perCurrency.get(leg.currency) ?? 0n) + amount);
    const key = rowKey(leg);
    let row = rows.get(key);
    if (!row) {
      row = { userId: leg.userId, account: leg.account, currency: leg.currency, available: 0n, frozen: 0n, legs: [] };
      rows.set(key, row);
    }
    row[leg.field] += amount;
    row.legs.push(i);
  }
  for (const [currency, sum] of perCurrency) {
    if (sum !== 0n) return { ok: false, rejection: 'UNBALANCED', detail: `${currency} legs sum to ${formatUnits(sum)}` };
  }
  return { ok: true, rows: [...rows.values()].sort(compareRows), amounts };
}
