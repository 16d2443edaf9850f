import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import { adminNoticeBody, noticeListBody, noticePage, noticeReadBody, unreadCount } from '@aurelix/shared/schemas/notices';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { NoticeService } from './service';

const tags = ['notices'];

/** Notices of the signed-in user, and the admin's send call (issue 3 item 7). */
export async function noticeRoutes(app: FastifyInstance, { notices }: { notices: NoticeService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post(
    '/api/notices/list',
    { ...route, schema: { tags, body: noticeListBody.nullish(), response: { 200: envelopeOf(noticePage) } } },
    async (req) => {
      const user = await req.requireUser();
      const { page, limit } = req.body ?? { page: 1, limit: 10 };
      return ok(await notices.list(user.id, page, limit, req.locale));
    },
  );

  r.post(
    '/api/notices/unread',
    { ...route, schema: { tags, body: emptyBody, response: { 200: envelopeOf(unreadCount) } } },
    async (req) => ok({ unread: await notices.unread((await req.requireUser()).id) }),
  );

  r.post(
    '/api/notices/read',
    { ...route, schema: { tags, body: noticeReadBody, response: { 200: envelopeOf(unreadCount) } } },
    async (req) => {
      const user = await req.requireUser();
      await notices.markRead(user.id, req.body.id);
      return okWith('NOTICES_READ', req.locale, { unread: await notices.unread(user.id) });
    },
  );

  r.post(
    '/api/notices/read-all',
    { ...route, schema: { tags, body: emptyBody, response: { 200: envelopeOf(unreadCount) } } },
    async (req) => {
      const user = await req.requireUser();
      await notices.markAllRead(user.id);
      return okWith('NOTICES_READ', req.locale, { unread: 0 });
    },
  );

  r.post(
    '/api/admin/notices/send',
    { ...route, schema: { tags: ['admin'], body: adminNoticeBody, response: { 200: envelopeOf(z.object({ sent: z.number() })) } } },
    async (req) => {
      await req.requireAdmin();
      return okWith('NOTICE_SENT', req.locale, await notices.sendAdminNotice(req.body));
    },
  );
}
