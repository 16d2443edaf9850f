import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  futuresOrderDetail,
  futuresOrderPage,
  type CurrentFuturesOrdersBody,
  type FuturesOrderDetail,
  type FuturesOrderHistoryBody,
  type FuturesOrderPage,
} from '@aurelix/shared/schemas/futures';
import { api } from '../../../lib/api-client';
import { futuresKeys } from './keys';

/** POST /api/futures/order/current: resting orders, newest first. */
export function getCurrentFuturesOrders(body: CurrentFuturesOrdersBody, signal?: AbortSignal): Promise<FuturesOrderPage> {
  return api.post('/api/futures/order/current', body, { schema: futuresOrderPage, signal });
}

/** POST /api/futures/order/history: ended orders of the last 3, 7 or 30 days. */
export function getFuturesOrderHistory(body: FuturesOrderHistoryBody, signal?: AbortSignal): Promise<FuturesOrderPage> {
  return api.post('/api/futures/order/history', body, { schema: futuresOrderPage, signal });
}

/** POST /api/futures/order/detail: one order with its deals. */
export function getFuturesOrderDetail(orderId: string, signal?: AbortSignal): Promise<FuturesOrderDetail> {
  return api.post('/api/futures/order/detail', { order_id: orderId }, { schema: futuresOrderDetail, signal });
}

export const currentFuturesOrdersQueryOptions = (body: CurrentFuturesOrdersBody) =>
  queryOptions({
    queryKey: [...futuresKeys.orders, 'current', body],
    queryFn: ({ signal }) => getCurrentFuturesOrders(body, signal),
    placeholderData: keepPreviousData,
  });

export const futuresOrderHistoryQueryOptions = (body: FuturesOrderHistoryBody) =>
  queryOptions({
    queryKey: [...futuresKeys.orders, 'history', body],
    queryFn: ({ signal }) => getFuturesOrderHistory(body, signal),
    placeholderData: keepPreviousData,
  });

export const futuresOrderDetailQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...futuresKeys.orders, 'detail', orderId],
    queryFn: ({ signal }) => getFuturesOrderDetail(orderId, signal),
  });

export function useCurrentFuturesOrders(body: CurrentFuturesOrdersBody, enabled = true) {
  return useQuery({ ...currentFuturesOrdersQueryOptions(body), enabled });
}

export function useFuturesOrderHistory(body: FuturesOrderHistoryBody, enabled = true) {
  return useQuery({ ...futuresOrderHistoryQueryOptions(body), enabled });
}

export function useFuturesOrderDetail(orderId: string, enabled = true) {
  return useQuery({ ...futuresOrderDetailQueryOptions(orderId), enabled });
}
