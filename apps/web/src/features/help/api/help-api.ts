import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  helpArticle,
  helpListPage,
  type HelpArticle,
  type HelpCategory,
  type HelpListPage,
} from '@aurelix/shared/schemas/help';
import { api } from '../../../lib/api-client';
import { usePlatConfig } from '../../../lib/reference-data';

export interface HelpListParams {
  category?: HelpCategory;
  common?: boolean;
  query?: string;
  page?: number;
  limit?: number;
}

/** POST /api/help/list: articles in the request's language (the `lang` header), filtered and searched. */
export function getHelpList(params: HelpListParams, signal?: AbortSignal): Promise<HelpListPage> {
  return api.post('/api/help/list', params, { schema: helpListPage, signal });
}

/** The language is part of the key, so switching language fetches the texts again. */
export const helpListQueryOptions = (params: HelpListParams, lang: string) =>
  queryOptions({
    queryKey: ['help', 'list', lang, params],
    queryFn: ({ signal }) => getHelpList(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useHelpList(params: HelpListParams, lang: string, enabled = true) {
  return useQuery({ ...helpListQueryOptions(params, lang), enabled });
}

/**
 * POST /api/help/detail. Silent: an unknown article is shown as the page's own not-found state,
 * not as an error toast.
 */
export function getHelpArticle(key: { id: number } | { slug: string }, signal?: AbortSignal): Promise<HelpArticle> {
  return api.post('/api/help/detail', key, { schema: helpArticle, signal, silent: true });
}

export const helpArticleQueryOptions = (key: { id: number } | { slug: string }, lang: string) =>
  queryOptions({
    queryKey: ['help', 'detail', lang, key],
    queryFn: ({ signal }) => getHelpArticle(key, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useHelpArticle(key: { id: number } | { slug: string } | null, lang: string) {
  return useQuery({ ...helpArticleQueryOptions(key ?? { id: 0 }, lang), enabled: key !== null });
}

/** The support address of plat_config (service_info.email), for 'contact us' when nothing is found. */
export function useSupportEmail(): string | undefined {
  const query = usePlatConfig();
  return query.data?.config.service_info.email || undefined;
}
