import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody, userSummary } from '@aurelix/shared/schemas/platform';
import { envelopeOf, ok } from '../../http/envelope';
import { toUserSummary } from './service';

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/center/index',
    { schema: { tags: ['user'], body: emptyBody, response: { 200: envelopeOf(userSummary) } } },
    async (req) => ok(toUserSummary(await req.requireUser())),
  );
}
