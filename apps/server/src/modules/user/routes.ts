import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody, userSummary } from '@aurelix/shared/schemas/platform';
import {
  AVATAR_MAX_BYTES,
  avatarResult,
  changeEmailBody,
  changeMobileBody,
  ownCodeBody,
  ownCodeSent,
  securityOverview,
  settingsBody,
} from '@aurelix/shared/schemas/account';
import { isReservedNickname } from '@aurelix/shared/schemas/nickname';
import { envelopeOf, ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import { answerValidationKeys, clientOf, okWith } from '../../http/replies';
import type { AccountService } from './account-service';

const tags = ['user'];
const noData = envelopeOf(z.null());

export async function userRoutes(app: FastifyInstance, { account }: { account: AccountService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post(
    '/api/center/index',
    { schema: { tags, body: emptyBody, response: { 200: envelopeOf(userSummary) } } },
    async (req) => ok(await account.summaryOf(await req.requireUser())),
  );

  r.post(
    '/api/center/security',
    { ...route, schema: { tags, body: emptyBody.optional(), response: { 200: envelopeOf(securityOverview) } } },
    async (req) => ok(await account.security(await req.requireUser())),
  );

  r.post(
    '/api/center/settings',
    { ...route, schema: { tags, body: settingsBody, response: { 200: envelopeOf(userSummary) } } },
    async (req) => {
      const user = await req.requireUser();
      // The shared schema knows the product's reserved names; the operator's brand is known here.
      if (req.body.nickname !== undefined && isReservedNickname(req.body.nickname, [app.config?.brandOverrides.name]))
        throw new AppError('NICKNAME_RESERVED');
      return okWith('SETTINGS_SAVED', req.locale, await account.saveSettings(user, req.body));
    },
  );

  r.post(
    '/api/center/code/send',
    { ...route, schema: { tags, body: ownCodeBody, response: { 200: envelopeOf(ownCodeSent) } } },
    async (req) => {
      const user = await req.requireUser();
      const ctx = { ip: clientOf(req).ip, locale: req.locale, log: req.log };
      return okWith('CODE_SENT', req.locale, await account.sendOwnCode(user, req.body, ctx));
    },
  );

  r.post(
    '/api/center/email/change',
    { ...route, schema: { tags, body: changeEmailBody, response: { 200: noData } } },
    async (req) => {
      await account.changeEmail(await req.requireUser(), req.body);
      return okWith('MODIFIED_PLEASE_LOGIN', req.locale, null);
    },
  );

  r.post(
    '/api/center/mobile/change',
    { ...route, schema: { tags, body: changeMobileBody, response: { 200: noData } } },
    async (req) => {
      await account.changeMobile(await req.requireUser(), req.body);
      return okWith('MODIFIED_PLEASE_LOGIN', req.locale, null);
    },
  );

  r.get(
    '/api/avatar/:file',
    { schema: { tags, params: z.object({ file: z.string().max(64) }) } },
    async (req, reply) => {
      const key = /^([A-Za-z0-9_-]{22})\.webp$/.exec(req.params.file)?.[1];
      if (!key) throw new AppError('AVATAR_NOT_FOUND');
      const data = await account.avatar(key);
      // The key changes with every upload, so the image under it never changes.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  await app.register(avatarUploadRoute, { account });
}

/** POST /api/center/avatar: multipart, one file field; the parser is registered for this route only. */
async function avatarUploadRoute(app: FastifyInstance, { account }: { account: AccountService }) {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
  });
  app.post(
    '/api/center/avatar',
    { bodyLimit: AVATAR_MAX_BYTES + 64 * 1024, schema: { tags, response: { 200: envelopeOf(avatarResult) } } },
    async (req) => {
      const user = await req.requireUser();
      if (!req.isMultipart()) throw new AppError('AVATAR_REQUIRED');
      let upload: Buffer | undefined;
      try {
        const file = await req.file();
        upload = await file?.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('AVATAR_TOO_LARGE');
        if ((err as { statusCode?: number }).statusCode === 413) throw new AppError('AVATAR_TOO_LARGE');
        throw new AppError('AVATAR_REQUIRED');
      }
      if (!upload || upload.length === 0) throw new AppError('AVATAR_REQUIRED');
      return okWith('AVATAR_CHANGED', req.locale, await account.changeAvatar(user, upload));
    },
  );
}
