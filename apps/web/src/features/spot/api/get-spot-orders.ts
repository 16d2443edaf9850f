import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  spotOrderDetail,
  spotOrderPage,
  type CurrentSpotOrdersBody,
  type SpotOrderDetail,
  type SpotOrderHistoryBody,
  type SpotOrderPage,
} from '@aurelix/shared/schemas/spot';
import { api } from '../../../lib/api-client';

/** POST /api/spot/order/current: the user's open orders, newest first. */
export function getCurrentOrders(body: CurrentSpotOrdersBody, signal?: AbortSignal): Promise<SpotOrderPage> {
  return api.post('/api/spot/order/current', body, { schema: spotOrderPage, signal });
}

/** POST /api/spot/order/history: orders that ended, newest first. */
export function getOrderHistory(body: SpotOrderHistoryBody, signal?: AbortSignal): Promise<SpotOrderPage> {
  return api.post('/api/spot/order/history', body, { schema: spotOrderPage, signal });
}

/** POST /api/spot/order/detail: one order with its deal records. */
export function getOrderDetail(orderId: string, signal?: AbortSignal): Promise<SpotOrderDetail> {
  return api.post('/api/spot/order/detail', { order_id: orderId }, { schema: spotOrderDetail, signal });
}

/** Every spot order query starts with this key, so one invalidation refreshes them all. */
export const SPOT_ORDERS_KEY = ['spot', 'orders'] as const;

export const currentOrdersQueryOptions = (body: CurrentSpotOrdersBody) =>
  queryOptions({
    queryKey: [...SPOT_ORDERS_KEY, 'current', body],
    queryFn: ({ signal }) => getCurrentOrders(body, signal),
    placeholderData: keepPreviousData,
  });

export const orderHistoryQueryOptions = (body: SpotOrderHistoryBody) =>
  queryOptions({
    queryKey: [...SPOT_ORDERS_KEY, 'history', body],
    queryFn: ({ signal }) => getOrderHistory(body, signal),
    placeholderData: keepPreviousData,
  });

export const orderDetailQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...SPOT_ORDERS_KEY, 'detail', orderId],
    queryFn: ({ signal }) => getOrderDetail(orderId, signal),
  });

export function useCurrentOrders(body: CurrentSpotOrdersBody, enabled = true) {
  return useQuery({ ...currentOrdersQueryOptions(body), enabled });
}

export function useOrderHistory(body: SpotOrderHistoryBody, enabled = true) {
  return useQuery({ ...orderHistoryQueryOptions(body), enabled });
}

export function useOrderDetail(orderId: string) {
  return useQuery(orderDetailQueryOptions(orderId));
}
