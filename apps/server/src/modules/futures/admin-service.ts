import { parseContractText } from '@aurelix/engine/futures/wire';
import { FuturesRejectCode as Code, type FuturesRejectCode } from '@aurelix/engine/futures/result';
import type { ErrorKey } from '@aurelix/shared/errors';
import type {
  AdminFuturesContract,
  AdminFuturesContractBody,
  AdminFuturesLiquidationPage,
  AdminFuturesOverview,
  FuturesBracket,
} from '@aurelix/shared/schemas/futures';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthService } from '../auth/service';
import type { Ledger } from '../ledger/service';
import { futuresAdminRepository as adminRepo } from './admin-repository';
import { futuresRepository as repo, trimZeros } from './repository';

/** The platform account whose futures USDT is the insurance fund (issue 16 part 6). */
export const INSURANCE_ACCOUNT = 'system:insurance';
const HOUR_MS = 3_600_000;

/** Why the engine refused an edited contract, in the catalogue's words (codes 6101-6110). */
const REFUSALS: Partial<Record<FuturesRejectCode, ErrorKey>> = {
  [Code.BRACKETS_EMPTY]: 'FUTURES_BRACKETS_EMPTY',
  [Code.BRACKET_INVALID]: 'FUTURES_BRACKET_INVALID',
  [Code.BRACKET_CAP_NOT_INCREASING]: 'FUTURES_BRACKET_CAP_NOT_INCREASING',
  [Code.BRACKET_LEVERAGE_NOT_DECREASING]: 'FUTURES_BRACKET_LEVERAGE_NOT_DECREASING',
  [Code.BRACKET_RATE_NOT_INCREASING]: 'FUTURES_BRACKET_RATE_NOT_INCREASING',
  [Code.BRACKET_RATE_NOT_BELOW_INITIAL]: 'FUTURES_BRACKET_RATE_NOT_BELOW_INITIAL',
  [Code.BRACKET_AMOUNT_DISCONTINUOUS]: 'FUTURES_BRACKET_AMOUNT_DISCONTINUOUS',
  [Code.CONTRACT_INVALID_FEE]: 'FUTURES_FEE_INVALID',
};

export interface FuturesAdminDeps {
  db: Db;
  ledger: Pick<Ledger, 'balance'>;
  auth: Pick<AuthService, 'userIdByAccount'>;
  /** Who changed what, for the server log. */
  log: (msg: string, detail: Record<string, unknown>) => void;
}

/**
 * The operator's side of futures (issue 16 item 10): contract settings, the insurance fund and the
 * liquidations. An edit is checked by the engine before it is written; the contract's sequencer
 * reads the row again on its next batch, so fees, brackets and trading apply to the next order.
 */
export function createFuturesAdmin({ db, ledger, auth, log }: FuturesAdminDeps) {
  return {
    async overview(): Promise<AdminFuturesOverview> {
      const rows = await repo.contracts(db);
      const insurance = await ledger.balance(await auth.userIdByAccount(INSURANCE_ACCOUNT), 'futures', 'USDT');
      return { list: rows.map(contractView), insurance_fund: { currency: 'USDT', balance: trimZeros(insurance.available) } };
    },

    /** Writes one contract's settings, or throws the catalogue key of what is wrong and writes nothing. */
    async updateContract(adminId: number, body: AdminFuturesContractBody): Promise<AdminFuturesContract> {
      const row = await repo.contract(db, body.symbol);
      if (!row) throw new AppError('CONTRACT_UNKNOWN');
      const brackets: FuturesBracket[] = body.brackets.map((b) => ({
        cap: b.cap === null ? null : trimZeros(b.cap),
        max_leverage: b.max_leverage,
        maintenance_rate: trimZeros(b.maintenance_rate),
        maintenance_amount: trimZeros(b.maintenance_amount),
      }));
      const maker = trimZeros(body.maker_fee_rate);
      const taker = trimZeros(body.taker_fee_rate);
      const checked = parseContractText({
        symbol: row.symbol,
        tick_size: trimZeros(row.tickSize),
        step_size: trimZeros(row.stepSize),
        maker_fee_rate: maker,
        taker_fee_rate: taker,
        brackets,
      });
      if (!checked.ok) throw new AppError(REFUSALS[checked.code] ?? 'FUTURES_CONTRACT_SETTINGS_INVALID', checked.code);
      const patch = {
        makerFeeRate: maker,
        takerFeeRate: taker,
        brackets,
        fundingIntervalMs: body.funding_interval_hours * HOUR_MS,
        trading: body.trading ? 1 : 0,
        ...(body.price_band === undefined ? {} : { priceBand: trimZeros(body.price_band) }),
      };
      await repo.updateContract(db, row.symbol, patch);
      log('futures contract settings changed', { adminId, symbol: row.symbol, ...patch });
      return contractView({ ...row, ...patch });
    },

    async liquidations(q: { symbol?: string; page: number; page_size: number }): Promise<AdminFuturesLiquidationPage> {
      const { rows, total } = await adminRepo.liquidations(db, { symbol: q.symbol, page: q.page, pageSize: q.page_size });
      return {
        total,
        list: rows.map((r) => ({
          id: String(r.id),
          time: r.createdAt.getTime(),
          symbol: r.symbol,
          user_id: r.userId,
          side: r.side,
          margin_mode: r.marginMode,
          size: trimZeros(r.size),
          entry_price: trimZeros(r.entryPrice),
          mark_price: trimZeros(r.markPrice),
          bankruptcy_price: trimZeros(r.bankruptcyPrice),
          book_size: trimZeros(r.bookSize),
          adl_size: trimZeros(r.adlSize),
          insurance_delta: trimZeros(r.insuranceDelta),
        })),
      };
    },
  };
}

export type FuturesAdmin = ReturnType<typeof createFuturesAdmin>;

type ContractRow = NonNullable<Awaited<ReturnType<typeof repo.contract>>>;

function contractView(row: ContractRow): AdminFuturesContract {
  return {
    symbol: row.symbol,
    base: row.base,
    quote: row.quote,
    tick_size: trimZeros(row.tickSize),
    step_size: trimZeros(row.stepSize),
    maker_fee_rate: trimZeros(row.makerFeeRate),
    taker_fee_rate: trimZeros(row.takerFeeRate),
    max_leverage: row.brackets[0]?.max_leverage ?? 1,
    brackets: row.brackets,
    funding_interval_hours: row.fundingIntervalMs / HOUR_MS,
    trading: row.trading === 1,
    price_band: trimZeros(row.priceBand),
    last_funding_time: row.lastFundingTime,
    last_funding_rate: trimZeros(row.lastFundingRate),
  };
}

