import { z } from 'zod';
import { bigRowId } from './id';

/*
 * Deposits, withdrawals and the withdrawal address book (issue 5), shared by the server and the web
 * forms. Every check's message is an error-catalogue key (catalogue/funding.ts).
 */

/** SPEC 4 withdrawal states: pending payout, to be confirmed, completed, payout failed, cancelled. */
export const WITHDRAWAL_STATUSES = ['pending', 'confirming', 'completed', 'failed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** SPEC 4 deposit states: confirming, success. */
export const DEPOSIT_STATUSES = ['confirming', 'success'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Address book note: 4-20 characters (SPEC 5, 9), counted as Unicode code points. */
export const NOTE_MIN = 4;
export const NOTE_MAX = 20;

const currency = z.string('FUNDING_CURRENCY_REQUIRED').trim().toUpperCase().min(1, 'FUNDING_CURRENCY_REQUIRED').max(16, 'FUNDING_CURRENCY_REQUIRED');
const network = z.string('FUNDING_NETWORK_UNSUPPORTED').trim().toUpperCase().min(1, 'FUNDING_NETWORK_UNSUPPORTED').max(16, 'FUNDING_NETWORK_UNSUPPORTED');
const address = z.string('FUNDING_ADDRESS_REQUIRED').trim().min(1, 'FUNDING_ADDRESS_REQUIRED').max(128, 'FUNDING_ADDRESS_INVALID');
/** A positive plain decimal string; the precision is checked against the currency by the server. */
export const amountText = z
  .string('FUNDING_AMOUNT_REQUIRED')
  .trim()
  .min(1, 'FUNDING_AMOUNT_REQUIRED')
  .regex(/^\d{1,17}(\.\d{1,18})?$/, 'FUNDING_AMOUNT_INVALID')
  .refine((s) => /[1-9]/.test(s), 'FUNDING_AMOUNT_INVALID');
const id = bigRowId;
const page = { page: z.number().int().min(1).max(10_000).default(1), limit: z.number().int().min(1).max(100).default(10) };

export const noteText = z
  .string('FUNDING_NOTE_LENGTH')
  .trim()
  .refine((s) => [...s].length >= NOTE_MIN && [...s].length <= NOTE_MAX, 'FUNDING_NOTE_LENGTH');

export const networksBody = z.strictObject({ currency: currency.optional(), side: z.enum(['deposit', 'withdraw']).optional() });
export const networkItem = z.object({
  currency: z.string(),
  network: z.string(),
  name: z.string(),
  confirmations: z.number(),
  min_deposit: z.string(),
  min_withdraw: z.string(),
  withdraw_fee: z.string(),
  recharge_turn: z.number(),
  draw_turn: z.number(),
  precision: z.number(),
});
export type NetworkItem = z.infer<typeof networkItem>;
export const networkList = z.object({ list: z.array(networkItem) });

export const depositAddressBody = z.strictObject({ currency, network });
export const depositAddress = z.object({ currency: z.string(), network: z.string(), address: z.string() });
export type DepositAddress = z.infer<typeof depositAddress>;

export const historyBody = z.strictObject({ currency: currency.optional(), ...page });
export const depositItem = z.object({
  id: z.number(),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  txid: z.string(),
  amount: z.string(),
  confirmations: z.number(),
  required: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  time: z.string(),
});
export type DepositItem = z.infer<typeof depositItem>;
export const depositPage = z.object({ list: z.array(depositItem), total: z.number() });

export const withdrawBody = z.strictObject({
  currency,
  network,
  address,
  amount: amountText,
  fund_password: z.string('PASSWORD_REQUIRED').min(1, 'PASSWORD_REQUIRED').max(256, 'FUND_PASSWORD_WRONG'),
  /** The authenticator's 6 digits, when the user has one bound. */
  code: z.string().trim().max(16, 'CODE_INVALID').optional(),
  /** Chosen by the client per attempt: a retried request with the same id has one effect. */
  client_id: z.string('INVALID_PARAMS').trim().min(8, 'INVALID_PARAMS').max(64, 'INVALID_PARAMS').regex(/^[\w-]+$/, 'INVALID_PARAMS'),
});
export type WithdrawBody = z.input<typeof withdrawBody>;
export const withdrawalItem = z.object({
  id: z.number(),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  receive_amount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  txid: z.string().nullable(),
  note: z.string(),
  time: z.string(),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;
export const withdrawalPage = z.object({ list: z.array(withdrawalItem), total: z.number() });
export const withdrawalIdBody = z.strictObject({ id });

export const quotaBody = z.strictObject({ currency });
/** The 24-hour limit (USDT value), what is used of it, and what is left, also in the currency. */
export const withdrawQuota = z.object({
  currency: z.string(),
  available: z.string(),
  limit_usdt: z.string(),
  used_usdt: z.string(),
  left_usdt: z.string(),
  left: z.string(),
  price_usdt: z.string(),
});
export type WithdrawQuota = z.infer<typeof withdrawQuota>;

export const addressListBody = z.strictObject({ currency: currency.optional(), network: network.optional() });
export const addressItem = z.object({
  id: z.number(),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  note: z.string(),
  time: z.string(),
});
export type AddressItem = z.infer<typeof addressItem>;
export const addressList = z.object({ list: z.array(addressItem) });
export const addAddressBody = z.strictObject({ currency, network, address, note: noteText });
export type AddAddressBody = z.input<typeof addAddressBody>;
export const addressIdBody = z.strictObject({ id });

/** Admin: the review queue, and sending a deposit on the simulated chain. */
export const adminWithdrawalsBody = z.strictObject({ status: z.enum(WITHDRAWAL_STATUSES).optional(), ...page });
export const adminWithdrawalItem = withdrawalItem.extend({ user_id: z.number(), account: z.string(), usdt_value: z.string() });
export type AdminWithdrawalItem = z.infer<typeof adminWithdrawalItem>;
export const adminWithdrawalPage = z.object({ list: z.array(adminWithdrawalItem), total: z.number() });
export const rejectBody = z.strictObject({ id, reason: z.string().trim().max(200).optional() });
export const chainDepositBody = z.strictObject({ currency, network, address, amount: amountText });
export const chainDepositResult = z.object({ txid: z.string(), network: z.string(), height: z.number() });
export const chainMineBody = z.strictObject({ blocks: z.number().int().min(1).max(1000).default(1) });
