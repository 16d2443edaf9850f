import type { CurrencyItem } from '@aurelix/shared/schemas/platform';
import {
  accountTakes,
  type WalletAccount,
  type WalletAccountView,
  type WalletAsset,
} from '@aurelix/shared/schemas/wallet';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import type { BalanceView } from '../ledger/service';
import type { converter, UsdtPrice } from './valuation';

/** What one request values with: the currency list, USDT prices and the pricing currency. */
export interface PriceContext {
  currencies: CurrencyItem[];
  prices: Map<string, UsdtPrice>;
  convert: ReturnType<typeof converter>;
  pricing: { code: string; mark: string };
}

interface AccountInput {
  account: WalletAccount;
  ctx: PriceContext;
  rows: BalanceView[];
  orderRows: { currency: string; amount: string }[];
  icoRows: { currency: string; today: string; total: string }[];
}

const ZERO = new Decimal(0);
const clamp = (value: Decimal, max: Decimal) => Decimal.max(ZERO, Decimal.min(value, max));

/**
 * One wallet's asset table: every currency the wallet takes (zero rows included, so spot lists all
 * listed currencies) plus any other currency it happens to hold, in the currency list's order.
 */
export function accountView({ account, ctx, rows, orderRows, icoRows }: AccountInput): WalletAccountView {
  const { convert } = ctx;
  const balances = new Map(rows.map((r) => [r.currency, r]));
  const orderFrozen = new Map(orderRows.map((r) => [r.currency, new Decimal(r.amount)]));
  const released = new Map(icoRows.map((r) => [r.currency, r]));
  const listed = ctx.currencies.filter(
    (c) => accountTakes(account, c) || balances.has(c.symbol) || released.has(c.symbol),
  );
  let usdtTotal = ZERO;
  let releasedToday = ZERO;
  let releasedTotal = ZERO;
  const assets = listed.map((c): WalletAsset => {
    const row = balances.get(c.symbol);
    const available = new Decimal(row?.available ?? 0);
    const frozen = new Decimal(row?.frozen ?? 0);
    const total = available.plus(frozen);
    const usdt = convert.usdtOf(c.symbol, total);
    usdtTotal = usdtTotal.plus(usdt);
    const asset: WalletAsset = {
      currency: c.symbol,
      name: c.name,
      logo: c.logo,
      precision: c.precision,
      available: normalizeDecimal(available),
      frozen: normalizeDecimal(frozen),
      // Order freeze comes from the journal; clamped so it never reads more than what is frozen.
      order_freeze: normalizeDecimal(clamp(orderFrozen.get(c.symbol) ?? ZERO, frozen)),
      total: normalizeDecimal(total),
      usdt: convert.usdt(usdt),
      btc: convert.btc(usdt),
      valuation: convert.pricing(usdt),
      recharge_turn: c.recharge_turn,
      draw_turn: c.draw_turn,
    };
    if (account === 'ico') {
      const r = released.get(c.symbol);
      asset.released_today = normalizeDecimal(r?.today ?? '0');
      asset.released_total = normalizeDecimal(r?.total ?? '0');
      releasedToday = releasedToday.plus(convert.usdtOf(c.symbol, r?.today ?? 0));
      releasedTotal = releasedTotal.plus(convert.usdtOf(c.symbol, r?.total ?? 0));
    }
    return asset;
  });
  const view: WalletAccountView = {
    account,
    pricing: ctx.pricing,
    usdt: convert.usdt(usdtTotal),
    btc: convert.btc(usdtTotal),
    valuation: convert.pricing(usdtTotal),
    assets,
  };
  if (account === 'futures' || account === 'second') {
    // No positions exist until the futures module does: equity is the balance, the rest unknown.
    view.margin = { equity: convert.usdt(usdtTotal), margin_ratio: null, liquidation_price: null };
  }
  if (account === 'ico') {
    view.released = { today: convert.pricing(releasedToday), total: convert.pricing(releasedTotal) };
  }
  return view;
}
