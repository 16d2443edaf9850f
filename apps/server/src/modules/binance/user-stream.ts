import { randomBytes } from 'node:crypto';
import type { SpotOrder } from '@aurelix/shared/schemas/spot';
import { Decimal } from '../../lib/decimal';
import { BinanceError } from './errors';
import { binanceOrder } from './views';

/*
 * Binance's user data stream (issue 29 item 7): POST /api/v3/userDataStream makes a listenKey (one
 * per user: asking again answers the live one and extends it), valid 60 minutes from its last
 * PUT, by the server clock; DELETE ends it. A client on /ws/<listenKey> (or /stream?streams=<key>)
 * gets executionReport for each change of the user's spot orders and outboundAccountPosition for
 * each change of their spot balances. Keys live in this process's memory, as the weight counters do.
 */

export const LISTEN_KEY_VALIDITY_MS = 60 * 60_000;

const unknownKey = () => new BinanceError(400, -1125, 'This listenKey does not exist.');

interface Live {
  userId: number;
  expiresAt: number;
}

export function createListenKeys(now: () => number) {
  const keys = new Map<string, Live>();
  const byUser = new Map<number, string>();

  function live(key: string): Live | undefined {
    const k = keys.get(key);
    if (!k) return undefined;
    if (k.expiresAt <= now()) {
      keys.delete(key);
      if (byUser.get(k.userId) === key) byUser.delete(k.userId);
      return undefined;
    }
    return k;
  }

  /** The user's live key for this request: another user's or an expired one is unknown (-1125). */
  function own(key: string, userId: number): Live {
    const k = live(key);
    if (!k || k.userId !== userId) throw unknownKey();
    return k;
  }

  return {
    /** The user's live key, extended; a new one when there is none. */
    open(userId: number): string {
      const held = byUser.get(userId);
      if (held && live(held)) {
        keys.get(held)!.expiresAt = now() + LISTEN_KEY_VALIDITY_MS;
        return held;
      }
      // 60 characters, as Binance's.
      const key = randomBytes(30).toString('hex');
      keys.set(key, { userId, expiresAt: now() + LISTEN_KEY_VALIDITY_MS });
      byUser.set(userId, key);
      return key;
    },
    keepAlive(key: string, userId: number): void {
      own(key, userId).expiresAt = now() + LISTEN_KEY_VALIDITY_MS;
    },
    close(key: string, userId: number): void {
      own(key, userId);
      keys.delete(key);
      byUser.delete(userId);
    },
    /** The owner of a live key; undefined for anything else. */
    userOf(key: string): number | undefined {
      return live(key)?.userId;
    },
    /** When a live key stops being valid (epoch ms). */
    expiresAt(key: string): number | undefined {
      return live(key)?.expiresAt;
    },
  };
}

export type ListenKeys = ReturnType<typeof createListenKeys>;

/**
 * An order change as Binance's executionReport: NEW when it rests unfilled, TRADE when its filled
 * quantity grew since the last report (l/L: the quantity and average price of that growth),
 * CANCELED, EXPIRED (an IOC, FOK or market order that ended with quantity left).
 */
export function executionReport(o: SpotOrder, before: { qty: string; amount: string } | undefined, now: number) {
  const b = binanceOrder(o);
  const lastQty = new Decimal(o.deal_quantity).minus(before?.qty ?? '0');
  const lastAmount = new Decimal(o.deal_amount).minus(before?.amount ?? '0');
  const traded = lastQty.gt(0);
  const x = traded ? 'TRADE' : b.status === 'CANCELED' ? 'CANCELED' : b.status === 'EXPIRED' ? 'EXPIRED' : 'NEW';
  return {
    e: 'executionReport',
    E: now,
    s: b.symbol,
    c: b.clientOrderId,
    S: b.side,
    o: b.type,
    f: b.timeInForce,
    q: b.origQty,
    p: b.price,
    P: '0',
    F: '0',
    g: -1,
    C: x === 'CANCELED' ? b.clientOrderId : '',
    x,
    X: b.status,
    r: 'NONE',
    i: b.orderId,
    l: traded ? lastQty.toFixed() : '0',
    z: o.deal_quantity,
    L: traded ? lastAmount.div(lastQty).toDecimalPlaces(decimalsOf(o.avg_price)).toFixed() : '0',
    n: '0',
    N: null,
    T: o.updated_at,
    t: -1,
    v: 0,
    I: 0,
    w: b.status === 'NEW' || b.status === 'PARTIALLY_FILLED',
    m: false,
    M: false,
    O: o.created_at,
    Z: o.deal_amount,
    Y: traded ? lastAmount.toFixed() : '0',
    Q: b.origQuoteOrderQty,
    W: o.created_at,
    V: 'NONE',
  };
}

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;
