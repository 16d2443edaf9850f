import { z } from 'zod';
import {
  futuresOrder,
  type CloseFuturesPositionBody,
  type FuturesLeverageBody,
  type FuturesMarginModeBody,
  type FuturesOrder,
  futuresSettingsAnswer,
  type FuturesSettingsAnswer,
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

/** POST /api/futures/leverage: answers the leverage and margin mode the server now holds. */
export function setFuturesLeverage(body: FuturesLeverageBody): Promise<FuturesSettingsAnswer> {
  return api.post('/api/futures/leverage', body, { schema: futuresSettingsAnswer });
}

/** POST /api/futures/margin_mode: answers the leverage and margin mode the server now holds. */
export function setFuturesMarginMode(body: FuturesMarginModeBody): Promise<FuturesSettingsAnswer> {
  return api.post('/api/futures/margin_mode', body, { schema: futuresSettingsAnswer });
}
