import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import { identityStatus } from '@aurelix/shared/schemas/identity';
import { intRowId } from '@aurelix/shared/schemas/id';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { IdentityService } from './service';
import { readIdentityForm } from './upload';

const tags = ['identity'];

/** The user's side of identity verification: submit, status, own photos (issue 3 item 6). */
export async function identityRoutes(app: FastifyInstance, { identity }: { identity: IdentityService }) {
  // Encapsulated here; another feature may have registered the parser already (an avatar upload).
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/identity/submit',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      const user = await req.requireUser();
      const { fields, photos } = await readIdentityForm(req);
      await identity.submit(user, fields, photos);
      return okWith('IDENTITY_SUBMITTED', req.locale, null);
    },
  );

  r.post(
    '/api/identity/status',
    { attachValidation: true, schema: { tags, body: emptyBody, response: { 200: envelopeOf(identityStatus) } } },
    async (req) => ok(await identity.status((await req.requireUser()).id)),
  );

  r.get(
    '/api/identity/photo/:id',
    { attachValidation: true, schema: { tags, params: z.object({ id: intRowId }) } },
    async (req, reply) => {
      const photo = await identity.photo(await req.requireUser(), req.params.id);
      return reply
        .type(photo.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(photo.data);
    },
  );
}
