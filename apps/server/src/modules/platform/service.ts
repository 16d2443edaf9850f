import { LOCALES, PRICING_CURRENCIES, DEFAULT_LOCALE, type Locale } from '@aurelix/shared/locales';
import type { CurrencyItem, PairItem, PlatConfig, PlatNote, PairPrice } from '@aurelix/shared/schemas/platform';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { normalizeDecimal } from '../../lib/decimal';
import { createPlatformRepository, platformWrites } from './repository';
import { DEFAULT_BRAND, type BrandOverrides } from './brand';

/** Told of each newly listed pair; may be async (addPair waits for it, so the pair is live when it returns). */
export type PairAddedListener = (symbol: string) => void | Promise<void>;

/** Reference data and platform documents (SPEC 3 and 7). */
export function createPlatformService(
  db: Db,
  brandOverrides: BrandOverrides = {},
  opts: { log?: (err: unknown, msg: string) => void } = {},
) {
  const repo = createPlatformRepository(db);
  const pairAddedListeners = new Set<PairAddedListener>();

  return {
    async platConfig(): Promise<PlatConfig> {
      const entries = Object.fromEntries((await repo.configEntries()).map((e) => [e.key, e.value])) as ConfigEntries;
      const brand = { ...DEFAULT_BRAND, ...(entries.brand ?? {}), ...definedOnly(brandOverrides) };
      return {
        communities: (await repo.communities()).map(({ name, logo, link }) => ({ name, logo, link })),
        config: {
          download: entries.download,
          sys: entries.sys,
          legal_trade: entries.legal_trade,
          name_check: entries.name_check,
          service_info: entries.service_info,
        },
        brand,
        languages: LOCALES.map((l) => ({ ...l })),
        legal_currencies: PRICING_CURRENCIES.map((c) => ({ ...c })),
      };
    },

    async currencyList(): Promise<{ list: CurrencyItem[] }> {
      const rows = await repo.currencies();
      return {
        list: rows.map((c) => ({
          id: c.id,
          symbol: c.symbol,
          name: c.name,
          logo: c.logo,
          price: normalizeDecimal(c.price),
          precision: c.precision,
          recharge_turn: c.rechargeTurn,
          draw_turn: c.drawTurn,
          legal_status: c.legalStatus,
        })),
      };
    },

    async pairList(): Promise<{ list: PairItem[] }> {
      const rows = await repo.pairs();
      return {
        list: rows.map((p) => ({
          id: p.id,
          symbol: p.symbol,
          left_symbol: p.leftSymbol,
          right_symbol: p.rightSymbol,
          is_hot: p.isHot,
          trade_status: p.tradeStatus,
          contract_status: p.contractStatus,
          tick_size: normalizeDecimal(p.tickSize),
          step_size: normalizeDecimal(p.stepSize),
          min_qty: normalizeDecimal(p.minQty),
          min_notional: normalizeDecimal(p.minNotional),
          supply: normalizeDecimal(p.supply),
          price_precision: p.pricePrecision,
          qty_precision: p.qtyPrecision,
          price_band: normalizeDecimal(p.priceBand),
        })),
      };
    },

    /**
     * Makes `symbol` a currency of the platform if it is not one yet (an ICO's new currency at its
     * allocation, issue 19); an existing currency is left as it is. Runs in the caller's transaction.
     */
    async ensureCurrency(input: { symbol: string; name: string; logo: string; price: string; precision: number }, tx?: DbOrTx): Promise<void> {
      await platformWrites.ensureCurrency(tx ?? db, input);
    },

    /**
     * Lists a spot pair LEFT_RIGHT (an operator's action on an ICO's currency, issue 19). False when
     * the pair exists already. On a new pair, every `onPairAdded` listener (spot's engine, market
     * data) is told and awaited, so the pair trades and its channels push when this returns, without
     * a restart. A failing listener is logged: the pair stays listed (the next start loads it anyway).
     */
    async addPair(input: { left: string; right: string; tickSize: string; stepSize: string; minQty: string; minNotional: string; pricePrecision: number; qtyPrecision: number }): Promise<boolean> {
      const added = await platformWrites.addPair(db, input);
      if (!added) return false;
      const symbol = `${input.left}_${input.right}`;
      // In registration order (spot before market data): market data's first push may read spot's book.
      for (const listener of pairAddedListeners) {
        try {
          await listener(symbol);
        } catch (err) {
          opts.log?.(err, `platform: a listener of the new pair ${symbol} failed`);
        }
      }
      return true;
    },

    /** Calls `listener` with the symbol of each pair addPair lists from now on; returns the unsubscribe. */
    onPairAdded(listener: PairAddedListener): () => void {
      pairAddedListeners.add(listener);
      return () => {
        pairAddedListeners.delete(listener);
      };
    },

    /** Price of one USDT in a pricing currency: pair usdt_usd, usdt_jpy, ... */
    async pairPrice(pair: string): Promise<PairPrice> {
      const code = pair.split('_')[1]?.toUpperCase() ?? '';
      const row = await repo.pricingCurrency(code);
      if (!row) throw new AppError('UNKNOWN_PAIR');
      return { pair, price: normalizeDecimal(row.rate) };
    },

    /** A platform document in the request's language, falling back to English if a translation is missing. */
    async platNote(type: number, locale: Locale): Promise<PlatNote> {
      const note = (await repo.note(type, locale)) ?? (await repo.note(type, DEFAULT_LOCALE));
      if (!note) throw new AppError('UNKNOWN_NOTE');
      return { detail: { type: note.type, title: note.title, content: note.content } };
    },
  };
}

type ConfigEntries = PlatConfig['config'] & { brand?: Partial<PlatConfig['brand']> };

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

export type PlatformService = ReturnType<typeof createPlatformService>;
