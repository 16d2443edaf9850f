import { spotOrder, type PlaceSpotOrderBody, type SpotOrder } from '@aurelix/shared/schemas/spot';
import { api } from '../../../lib/api-client';

/** POST /api/spot/order/place. The server's translated message is toasted on a refusal. */
export function placeSpotOrder(body: PlaceSpotOrderBody): Promise<SpotOrder> {
  return api.post('/api/spot/order/place', body, { schema: spotOrder });
}

/** POST /api/spot/order/cancel. */
export function cancelSpotOrder(orderId: string): Promise<SpotOrder> {
  return api.post('/api/spot/order/cancel', { order_id: orderId }, { schema: spotOrder });
}
