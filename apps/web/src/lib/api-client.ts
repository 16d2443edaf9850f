import type { z } from 'zod';
import { REGION_RESTRICTED, SESSION_GONE_CODE, SUCCESS_CODE, type Envelope } from '@aurelix/shared/envelope';
import { currentLocale, i18n } from '../i18n/i18n';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { markRegionRestricted } from './region-restriction';
import { clearSession, getToken } from './session';

/** SPEC 9: every call gives up after 8 s. */
export const REQUEST_TIMEOUT_MS = 8_000;

export type ApiErrorKind = 'business' | 'session' | 'network' | 'timeout' | 'region' | 'invalid';

/** A failed call. `code` is the envelope's business code when the server answered one. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  /** JSON body of a POST; POSTs without a payload send `{}`. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Parses `data` with the shared schema, so server and web cannot drift unnoticed. */
  schema?: z.ZodType<T>;
  /** No toast on failure (SPEC 8: config and currency load failures are silently ignored). */
  silent?: boolean;
  signal?: AbortSignal;
}

/** Base URL comes from configuration (SPEC 7); empty means the page's own origin. */
const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${BASE_URL}${path}${qs ? `?${qs}` : ''}`;
}

function buildHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = { lang: currentLocale(), accept: 'application/json' };
  const token = getToken();
  if (token) headers.token = token;
  if (method === 'POST') headers['content-type'] = 'application/json';
  return headers;
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent) {
    if (error.kind === 'network' || error.kind === 'timeout')
      notify.error(i18n.t('errors.networkError'), 'network-error');
    else if (error.kind === 'business' || error.kind === 'invalid') notify.error(error.message);
  }
  throw error;
}

async function readJson(response: Response): Promise<Partial<Envelope> | null> {
  try {
    return (await response.json()) as Partial<Envelope>;
  } catch {
    return null;
  }
}

/** Fetch with a deadline; the caller's own signal still cancels (TanStack Query uses it). */
async function fetchWithTimeout(url: string, init: RequestInit, outer?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    if (timedOut) throw new ApiError('timeout', 'timeout');
    if (outer?.aborted) throw cause;
    throw new ApiError('network', cause instanceof Error ? cause.message : 'network');
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * One call through the envelope of SPEC 8: code 200 gives `data`; code 403 ends the session and goes
 * to /login; other codes toast the server's (already translated) message; transport failures and
 * non-200 HTTP toast 'network error'; HTTP 403 REGION_RESTRICTED opens the region dialog.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const init: RequestInit = { method, headers: buildHeaders(method) };
  if (method === 'POST') init.body = JSON.stringify(options.body ?? {});

  let response: Response;
  try {
    response = await fetchWithTimeout(buildUrl(path, options.query), init, options.signal);
  } catch (error) {
    if (error instanceof ApiError) fail(error, options.silent);
    throw error;
  }

  const envelope = await readJson(response);
  if (response.status === 403 && envelope?.msg === REGION_RESTRICTED) {
    markRegionRestricted();
    throw new ApiError('region', REGION_RESTRICTED, 403);
  }
  if (!response.ok || !envelope || typeof envelope.code !== 'number') {
    fail(new ApiError('network', `HTTP ${response.status}`), options.silent);
  }
  if (envelope.code === SESSION_GONE_CODE) {
    clearSession();
    navigateTo('/login');
    throw new ApiError('session', envelope.msg ?? '', SESSION_GONE_CODE);
  }
  if (envelope.code !== SUCCESS_CODE) {
    fail(
      new ApiError('business', envelope.msg || i18n.t('errors.systemError'), envelope.code),
      options.silent,
    );
  }
  if (!options.schema) return envelope.data as T;
  const parsed = options.schema.safeParse(envelope.data);
  if (!parsed.success) {
    console.error(`Unexpected response of ${path}`, parsed.error);
    fail(new ApiError('invalid', i18n.t('errors.systemError')), options.silent);
  }
  return parsed.data;
}

type CallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body' | 'query'>;

/** The two verbs the API uses. */
export const api = {
  get<T>(path: string, query?: RequestOptions<T>['query'], options?: CallOptions<T>): Promise<T> {
    return apiRequest<T>(path, { ...options, method: 'GET', query });
  },
  post<T>(path: string, body?: unknown, options?: CallOptions<T>): Promise<T> {
    return apiRequest<T>(path, { ...options, method: 'POST', body });
  },
};
