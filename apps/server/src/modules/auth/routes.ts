import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import {
  authResult,
  changeFundPasswordBody,
  changePasswordBody,
  loginBody,
  loginHistoryBody,
  loginHistoryPage,
  registerBody,
  registerCheckBody,
  resetPasswordBody,
} from '@aurelix/shared/schemas/auth';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, clientOf, okWith } from '../../http/replies';
import type { AuthService } from './service';
import type { NoticeService } from '../notices/service';

const tags = ['account'];
const noData = envelopeOf(z.null());

/** Registration, login, logout, passwords and login history (issue 3). */
export async function authRoutes(app: FastifyInstance, { auth, notices }: { auth: AuthService; notices: NoticeService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post(
    '/api/register/check-code',
    { ...route, schema: { tags, body: registerCheckBody, response: { 200: noData } } },
    async (req) => {
      await auth.checkRegisterCode(req.body);
      return ok(null);
    },
  );

  r.post(
    '/api/register',
    { ...route, schema: { tags, body: registerBody, response: { 200: envelopeOf(authResult) } } },
    async (req) => ok(await auth.register(req.body, clientOf(req), req.locale)),
  );

  r.post(
    '/api/login',
    { ...route, schema: { tags, body: loginBody, response: { 200: envelopeOf(authResult) } } },
    async (req) => ok(await notices.afterLogin(await auth.login(req.body, clientOf(req)), clientOf(req))),
  );

  r.post(
    '/api/logout',
    { ...route, schema: { tags, body: emptyBody.optional(), response: { 200: noData } } },
    async (req) => {
      await req.requireUser();
      await auth.logout(String(req.headers.token));
      return okWith('LOGGED_OUT', req.locale, null);
    },
  );

  r.post(
    '/api/password/reset',
    { ...route, schema: { tags, body: resetPasswordBody, response: { 200: noData } } },
    async (req) => {
      await auth.resetPassword(req.body);
      return okWith('PASSWORD_SET', req.locale, null);
    },
  );

  r.post(
    '/api/password/change',
    { ...route, schema: { tags, body: changePasswordBody, response: { 200: noData } } },
    async (req) => {
      await auth.changePassword(await req.requireUser(), req.body);
      return okWith('MODIFIED_PLEASE_LOGIN', req.locale, null);
    },
  );

  r.post(
    '/api/fund-password/change',
    { ...route, schema: { tags, body: changeFundPasswordBody, response: { 200: noData } } },
    async (req) => {
      await auth.changeFundPassword(await req.requireUser(), req.body);
      return okWith('MODIFIED_PLEASE_LOGIN', req.locale, null);
    },
  );

  r.post(
    '/api/center/logins',
    {
      ...route,
      schema: { tags, body: loginHistoryBody.nullish(), response: { 200: envelopeOf(loginHistoryPage) } },
    },
    async (req) => {
      const user = await req.requireUser();
      const { page, limit } = req.body ?? { page: 1, limit: 10 };
      return ok(await auth.loginHistory(user.id, page, limit));
    },
  );
}
