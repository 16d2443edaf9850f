import { queryOptions } from '@tanstack/react-query';
import {
  authenticatorEnabled,
  authenticatorSetup,
  authenticatorStatus,
  ownCodeSent,
  securityOverview,
  type ChangeEmailBody,
  type ChangeMobileBody,
  type OwnCodeBody,
  type SettingsBody,
} from '@aurelix/shared/schemas/account';
import { loginHistoryPage, type ChangeFundPasswordBody, type ChangePasswordBody } from '@aurelix/shared/schemas/auth';
import { userSummary } from '@aurelix/shared/schemas/platform';
import { api } from '../../../lib/api-client';

/** The personal-centre calls (server: modules/user and modules/authenticator). */

/** Every personal-centre query starts with this key, so one invalidation refreshes them all. */
export const ACCOUNT_KEY = ['account'] as const;

export const securityQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'security'],
    queryFn: ({ signal }) => api.post('/api/center/security', {}, { schema: securityOverview, signal }),
  });

export const loginHistoryQuery = (limit = 5) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'logins', limit],
    queryFn: ({ signal }) => api.post('/api/center/logins', { page: 1, limit }, { schema: loginHistoryPage, signal }),
  });

export const authenticatorStatusQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'authenticator'],
    queryFn: ({ signal }) => api.post('/api/authenticator/status', {}, { schema: authenticatorStatus, signal }),
  });

export const postSettings = (body: SettingsBody) =>
  api.post('/api/center/settings', body, { schema: userSummary }).then((d) => d.user);

export const postOwnCode = (body: OwnCodeBody) => api.post('/api/center/code/send', body, { schema: ownCodeSent });

export const postChangeEmail = (body: ChangeEmailBody) => api.post<null>('/api/center/email/change', body);
export const postChangeMobile = (body: ChangeMobileBody) => api.post<null>('/api/center/mobile/change', body);
export const postChangePassword = (body: ChangePasswordBody) => api.post<null>('/api/password/change', body);
export const postChangeFundPassword = (body: ChangeFundPasswordBody) =>
  api.post<null>('/api/fund-password/change', body);

export const postAuthenticatorSetup = () => api.post('/api/authenticator/setup', {}, { schema: authenticatorSetup });
export const postAuthenticatorEnable = (code: string) =>
  api.post('/api/authenticator/enable', { code }, { schema: authenticatorEnabled });
export const postAuthenticatorDisable = (code: string) => api.post<null>('/api/authenticator/disable', { code });
