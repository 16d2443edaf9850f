import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  futuresTpsl,
  futuresTrigger,
  futuresTriggerPage,
  type FuturesTpsl,
  type FuturesTrigger,
  type FuturesTriggerListBody,
  type FuturesTriggerPage,
  type PlaceFuturesTriggerBody,
  type SetFuturesTpslBody,
} from '@aurelix/shared/schemas/futures-triggers';
import { api } from '../../../lib/api-client';
import { futuresKeys } from './keys';

/*
 * Trigger (plan) orders and take-profit / stop-loss (issue 16 part 4, SPEC 5). A refusal toasts the
 * server's translated message (api-client); callers refresh through futuresKeys.triggers.
 */

/** POST /api/futures/trigger/place: a plan order that places its order once the price crosses. */
export function placeFuturesTrigger(body: PlaceFuturesTriggerBody): Promise<FuturesTrigger> {
  return api.post('/api/futures/trigger/place', body, { schema: futuresTrigger });
}

/** POST /api/futures/trigger/cancel: a waiting plan order, TP or SL. */
export function cancelFuturesTrigger(triggerId: string): Promise<FuturesTrigger> {
  return api.post('/api/futures/trigger/cancel', { trigger_id: triggerId }, { schema: futuresTrigger });
}

/** POST /api/futures/tpsl/set: replaces the position's waiting TP and/or SL. */
export function setFuturesTpsl(body: SetFuturesTpslBody): Promise<FuturesTpsl> {
  return api.post('/api/futures/tpsl/set', body, { schema: futuresTpsl });
}

/** POST /api/futures/trigger/list: waiting triggers, or the ended ones (`ended: true`). */
export function getFuturesTriggers(
  body: FuturesTriggerListBody,
  signal?: AbortSignal,
): Promise<FuturesTriggerPage> {
  return api.post('/api/futures/trigger/list', body, { schema: futuresTriggerPage, signal });
}

export const futuresTriggersQueryOptions = (body: FuturesTriggerListBody) =>
  queryOptions({
    queryKey: [...futuresKeys.triggers, body],
    queryFn: ({ signal }) => getFuturesTriggers(body, signal),
    placeholderData: keepPreviousData,
  });

export function useFuturesTriggers(body: FuturesTriggerListBody, enabled = true) {
  return useQuery({ ...futuresTriggersQueryOptions(body), enabled });
}

/** The waiting (or retrying) TP and SL of a position (a whole-position or partial exit, newest first). */
export function exitsOf(
  triggers: readonly FuturesTrigger[] | undefined,
  symbol: string,
  side: 'long' | 'short',
): FuturesTrigger[] {
  return (triggers ?? []).filter(
    (t) =>
      (t.status === 'waiting' || t.status === 'retrying') &&
      t.symbol === symbol &&
      t.kind !== 'plan' &&
      t.direction === `close_${side}`,
  );
}
