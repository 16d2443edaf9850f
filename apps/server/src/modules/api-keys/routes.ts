import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyList, API_KEYS_PER_USER, createApiKeyBody, createdApiKey, listApiKeysBody, revokeApiKeyBody } from '@aurelix/shared/schemas/api-keys';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { ApiKeyService } from './service';

const tags = ['api-keys'];
const noData = envelopeOf(z.null());

/** The owner's API keys (issue 29, /user/api): list, create (the secret answered once), revoke. */
export async function apiKeyRoutes(app: FastifyInstance, { keys }: { keys: ApiKeyService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post('/api/user/api-key/list', { ...route, schema: { tags, body: listApiKeysBody, response: { 200: envelopeOf(apiKeyList) } } }, async (req) => {
    const user = await req.requireUser();
    return ok({ list: await keys.list(user.id), max: API_KEYS_PER_USER });
  });

  r.post('/api/user/api-key/create', { ...route, schema: { tags, body: createApiKeyBody, response: { 200: envelopeOf(createdApiKey) } } }, async (req) => {
    const user = await req.requireUser();
    return okWith('API_KEY_CREATED', req.locale, await keys.create(user.id, req.body));
  });

  r.post('/api/user/api-key/revoke', { ...route, schema: { tags, body: revokeApiKeyBody, response: { 200: noData } } }, async (req) => {
    const user = await req.requireUser();
    await keys.revoke(user.id, req.body.id);
    return okWith('API_KEY_REVOKED', req.locale, null);
  });
}
