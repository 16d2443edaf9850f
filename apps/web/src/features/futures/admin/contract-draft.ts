import {
  adminFuturesContractBody,
  type AdminFuturesContract,
  type AdminFuturesContractBody,
  type FundingIntervalHours,
} from '@aurelix/shared/schemas/futures';
import { ERROR_CODES, type ErrorKey } from '@aurelix/shared/errors';

/** One bracket row as the operator types it; an empty cap means "no upper bound" (last row only). */
export interface BracketDraft {
  key: number;
  cap: string;
  max_leverage: string;
  maintenance_rate: string;
  maintenance_amount: string;
}

/** The edit form's state: every field as text, so nothing passes through a float. */
export interface ContractDraft {
  maker_fee_rate: string;
  taker_fee_rate: string;
  brackets: BracketDraft[];
  funding_interval_hours: FundingIntervalHours;
  trading: boolean;
  /** Price band of orders, a percent of the index ("0": off). */
  price_band: string;
}

let nextKey = 1;
export const newRowKey = () => nextKey++;

export function draftOf(c: AdminFuturesContract): ContractDraft {
  return {
    maker_fee_rate: c.maker_fee_rate,
    taker_fee_rate: c.taker_fee_rate,
    brackets: c.brackets.map((b) => ({
      key: newRowKey(),
      cap: b.cap ?? '',
      max_leverage: String(b.max_leverage),
      maintenance_rate: b.maintenance_rate,
      maintenance_amount: b.maintenance_amount,
    })),
    funding_interval_hours: ([1, 4, 8] as const).find((h) => h === c.funding_interval_hours) ?? 8,
    trading: c.trading,
    price_band: c.price_band,
  };
}

/**
 * The request body of a draft, checked with the same shared schema the server uses; on a refusal,
 * the catalogue key of the first problem. The server's engine then checks the table as a whole.
 */
export function bodyOf(symbol: string, d: ContractDraft): { ok: true; body: AdminFuturesContractBody } | { ok: false; key: ErrorKey } {
  const parsed = adminFuturesContractBody.safeParse({
    symbol,
    maker_fee_rate: d.maker_fee_rate,
    taker_fee_rate: d.taker_fee_rate,
    brackets: d.brackets.map((b) => ({
      cap: b.cap.trim() === '' ? null : b.cap,
      max_leverage: /^\d{1,4}$/.test(b.max_leverage.trim()) ? Number(b.max_leverage) : Number.NaN,
      maintenance_rate: b.maintenance_rate,
      maintenance_amount: b.maintenance_amount,
    })),
    funding_interval_hours: d.funding_interval_hours,
    trading: d.trading,
    price_band: d.price_band,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const key = parsed.error.issues[0]?.message;
  return { ok: false, key: key && Object.hasOwn(ERROR_CODES, key) ? (key as ErrorKey) : 'INVALID_PARAMS' };
}
