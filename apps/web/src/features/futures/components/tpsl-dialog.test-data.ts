import type { FuturesTrigger } from '@aurelix/shared/schemas/futures-triggers';

/** A waiting whole-position take profit of the long fixture. */
export const existingTp: FuturesTrigger = {
  id: '41',
  symbol: 'BTC_USDT',
  kind: 'take_profit',
  direction: 'close_long',
  trigger_by: 'mark',
  trigger_price: '52000',
  trigger_direction: 'rise',
  type: 'market',
  price: null,
  quantity: null,
  status: 'waiting',
  order_id: null,
  fail_reason: null,
  created_at: Date.UTC(2026, 10, 26, 1),
  triggered_at: null,
  attempts: 0,
  retry_until: null,
};
