import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  p2pAd,
  p2pAdList,
  p2pCard,
  p2pCardList,
  p2pMe,
  p2pMessage,
  p2pMessageList,
  p2pOrder,
  p2pOrderPage,
  p2pPublicAdList,
  type P2pAdSaveBody,
  type P2pCardBody,
  type P2pPlaceBody,
  type P2pSide,
} from '@aurelix/shared/schemas/p2p';
import { api } from '../../../lib/api-client';

/** Every P2P query starts here (the signed-in user's, except the public ad list). */
export const p2pKeys = {
  all: ['p2p'] as const,
  me: ['p2p', 'me'] as const,
  cards: (fiat?: string) => ['p2p', 'cards', fiat ?? null] as const,
  card: (id: number) => ['p2p', 'card', id] as const,
  ads: (side: P2pSide, crypto: string, fiat: string, filter: AdFilter = {}) => ['p2p', 'ads', side, crypto, fiat, filter.amount ?? null, filter.method ?? null] as const,
  myAds: ['p2p', 'my-ads'] as const,
  orders: (q: object) => ['p2p', 'orders', q] as const,
  order: (id: number) => ['p2p', 'order', id] as const,
  chat: (id: number) => ['p2p', 'chat', id] as const,
  admin: ['p2p', 'admin'] as const,
  adminMerchants: ['p2p', 'admin', 'merchants'] as const,
};

/** The signed-in user's P2P standing; a visitor's screens do not ask (the answer would end at /login). */
export const useP2pMe = (enabled = true) =>
  useQuery({ queryKey: p2pKeys.me, queryFn: ({ signal }) => api.post('/api/p2p/me', {}, { schema: p2pMe, silent: true, signal }), enabled });

export const useCards = (fiat?: string) =>
  useQuery({
    queryKey: p2pKeys.cards(fiat),
    queryFn: ({ signal }) => api.post('/api/p2p/cards', fiat ? { fiat } : {}, { schema: p2pCardList, signal }).then((d) => d.list),
  });

export const useCard = (id: number) =>
  useQuery({ queryKey: p2pKeys.card(id), queryFn: ({ signal }) => api.post('/api/p2p/card/detail', { id }, { schema: p2pCard, signal }), enabled: id > 0 });

/** The ad list's optional filters: a fiat amount within the ad's limits, a payment method. */
export type AdFilter = { amount?: string; method?: string };

export const useAds = (side: P2pSide, crypto: string, fiat: string, filter: AdFilter = {}) =>
  useQuery({
    queryKey: p2pKeys.ads(side, crypto, fiat, filter),
    queryFn: ({ signal }) =>
      api
        .post('/api/p2p/ads', { side, crypto, fiat, ...(filter.amount ? { amount: filter.amount } : {}), ...(filter.method ? { method: filter.method } : {}) }, { schema: p2pPublicAdList, signal })
        .then((d) => d.list),
    refetchInterval: 15_000,
    // A new filter on the same pair keeps the last list on screen until its own answer comes.
    placeholderData: (previous, query) => (query && query.queryKey.slice(0, 5).join() === ['p2p', 'ads', side, crypto, fiat].join() ? previous : undefined),
  });

export const useMyAds = (enabled: boolean) =>
  useQuery({ queryKey: p2pKeys.myAds, queryFn: ({ signal }) => api.post('/api/p2p/ad/mine', {}, { schema: p2pAdList, signal }).then((d) => d.list), enabled });

export const useOrders = (q: { status?: string; side?: string; crypto?: string; page: number; page_size: number }) =>
  useQuery({ queryKey: p2pKeys.orders(q), queryFn: ({ signal }) => api.post('/api/p2p/orders', q, { schema: p2pOrderPage, signal }) });

/** An order; while it is open it is read again every 5 s too (a missed push, a countdown that ran out). */
export const useOrder = (id: number) =>
  useQuery({
    queryKey: p2pKeys.order(id),
    queryFn: ({ signal }) => api.post('/api/p2p/order/detail', { id }, { schema: p2pOrder, signal }),
    enabled: id > 0,
    refetchInterval: (q) => (q.state.data && ['unpaid', 'paid', 'appeal'].includes(q.state.data.status) ? 5_000 : false),
  });

export const useChat = (id: number) =>
  useQuery({
    queryKey: p2pKeys.chat(id),
    queryFn: ({ signal }) => api.post('/api/p2p/chat/list', { id }, { schema: p2pMessageList, signal }).then((d) => d.list),
    enabled: id > 0,
  });

export const p2pApi = {
  addCard: (body: P2pCardBody) => api.post('/api/p2p/card/add', body, { schema: p2pCard }),
  editCard: (id: number, body: P2pCardBody) => api.post('/api/p2p/card/edit', { id, ...body }, { schema: p2pCard }),
  deleteCard: (id: number) => api.post('/api/p2p/card/delete', { id }, { schema: z.null() }),
  place: (body: P2pPlaceBody) => api.post('/api/p2p/order/place', body, { schema: p2pOrder }),
  pay: (id: number) => api.post('/api/p2p/order/pay', { id }, { schema: p2pOrder }),
  cancel: (id: number) => api.post('/api/p2p/order/cancel', { id }, { schema: p2pOrder }),
  release: (id: number, fund_password: string) => api.post('/api/p2p/order/release', { id, fund_password }, { schema: p2pOrder }),
  appeal: (id: number, reason: string, images: string[]) => api.post('/api/p2p/order/appeal', { id, reason, images }, { schema: p2pOrder }),
  send: (id: number, text: string, image?: string) => api.post('/api/p2p/chat/send', { id, ...(text ? { text } : {}), ...(image ? { image } : {}) }, { schema: p2pMessage }),
  saveAd: (body: P2pAdSaveBody) => api.post('/api/p2p/ad/save', body, { schema: p2pAd }),
  adStatus: (id: number, status: 'online' | 'paused') => api.post('/api/p2p/ad/status', { id, status }, { schema: z.null() }),
  adminOrders: (status?: string) => api.post('/api/admin/p2p/orders', status ? { status, page: 1 } : { page: 1 }, { schema: p2pOrderPage }),
  adminOrder: (id: number) => api.post('/api/admin/p2p/order', { id }, { schema: z.object({ order: p2pOrder, messages: p2pMessageList.shape.list }) }),
  resolve: (id: number, result: 'release' | 'return') => api.post('/api/admin/p2p/resolve', { id, result }, { schema: p2pOrder }),
  grant: (account: string) => api.post('/api/admin/p2p/merchant/grant', { account }, { schema: z.null() }),
  revoke: (account: string) => api.post('/api/admin/p2p/merchant/revoke', { account }, { schema: z.null() }),
  merchants: () =>
    api.post('/api/admin/p2p/merchants', {}, { schema: z.object({ list: z.array(z.object({ user_id: z.number(), name: z.string(), active: z.boolean(), granted_at: z.number() })) }) }).then((d) => d.list),
};

/** Reads a picked file as a data URL (the server re-encodes images). */
export function fileToDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
