import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currencyItem,
  emptyBody,
  listOf,
  pairItem,
  pairPrice,
  pairPriceQuery,
  platConfig,
  platNote,
  platNoteBody,
} from '@aurelix/shared/schemas/platform';
import { envelopeOf, ok } from '../../http/envelope';
import type { PlatformService } from './service';

const tags = ['platform'];

/** The calls of SPEC 7, exactly as named. */
export async function platformRoutes(app: FastifyInstance, { platform }: { platform: PlatformService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/plat_config', { schema: { tags, body: emptyBody, response: { 200: envelopeOf(platConfig) } } }, async () =>
    ok(await platform.platConfig()),
  );

  r.post('/api/currency_list', { schema: { tags, body: emptyBody, response: { 200: envelopeOf(listOf(currencyItem)) } } }, async () =>
    ok(await platform.currencyList()),
  );

  r.post('/api/pair_list', { schema: { tags, body: emptyBody, response: { 200: envelopeOf(listOf(pairItem)) } } }, async () =>
    ok(await platform.pairList()),
  );

  r.get('/api/market/pairPrice', { schema: { tags, querystring: pairPriceQuery, response: { 200: envelopeOf(pairPrice) } } }, async (req) =>
    ok(await platform.pairPrice(req.query.pair)),
  );

  r.post('/api/plat_note', { schema: { tags, body: platNoteBody, response: { 200: envelopeOf(platNote) } } }, async (req) =>
    ok(await platform.platNote(req.body.type, req.locale)),
  );
}
