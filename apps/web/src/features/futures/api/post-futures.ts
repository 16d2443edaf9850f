import { z } from 'zod';
import {
  futuresOrder,
  type CloseFuturesPositionBody,
  type FuturesLeverageBody,
  type FuturesMarginModeBody,
  type FuturesOrder,
  type PlaceFuturesOrderBody,
} from '@aurelix/shared/schemas/futures';
import { api } from '../../../lib/api-client';

/*
 * The futures writes. A refusal toasts the server's translated message (api-client); callers
 * refresh through futuresKeys.private afterwards.
 */

/** POST /api/futures/order/place. */
export function placeFuturesOrder(body: PlaceFuturesOrderBody): Promise<FuturesOrder> {
  return api.post('/api/futures/order/place', body, { schema: futuresOrder });
}

/** POST /api/futures/order/cancel. */
export function cancelFuturesOrder(orderId: string): Promise<FuturesOrder> {
  return api.post('/api/futures/order/cancel', { order_id: orderId }, { schema: futuresOrder });
}

/** POST /api/futures/position/close: the whole position at market (quick close). */
export function closeFuturesPosition(body: CloseFuturesPositionBody): Promise<unknown> {
  return api.post('/api/futures/position/close', body, { schema: z.unknown() });
}

/** POST /api/futures/leverage. */
export function setFuturesLeverage(body: FuturesLeverageBody): Promise<unknown> {
  return api.post('/api/futures/leverage', body, { schema: z.unknown() });
}

/** POST /api/futures/margin_mode. */
export function setFuturesMarginMode(body: FuturesMarginModeBody): Promise<unknown> {
  return api.post('/api/futures/margin_mode', body, { schema: z.unknown() });
}
