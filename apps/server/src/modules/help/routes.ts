import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpArticle, helpDetailBody, helpListBody, helpListPage } from '@aurelix/shared/schemas/help';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys } from '../../http/replies';
import type { HelpService } from './service';

const tags = ['help'];

/** Help centre (issue 3 item 8): public, so a visitor can read how to register. */
export async function helpRoutes(app: FastifyInstance, { help }: { help: HelpService }) {
  // A failed check answers the key it names (HELP_QUERY_TOO_LONG), not just 'Invalid parameters'.
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { attachValidation: true };

  r.post(
    '/api/help/list',
    { ...route, schema: { tags, body: helpListBody.nullish(), response: { 200: envelopeOf(helpListPage) } } },
    async (req) => ok(await help.list(req.body ?? { page: 1, limit: 20 }, req.locale)),
  );

  r.post(
    '/api/help/detail',
    { ...route, schema: { tags, body: helpDetailBody, response: { 200: envelopeOf(helpArticle) } } },
    async (req) => ok(await help.detail(req.body, req.locale)),
  );
}
