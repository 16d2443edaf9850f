import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { binanceEndpoints, type BinanceHttpDeps } from './http';
import type { ListenKeys } from './user-stream';

const listenKeyParams = z.object({ listenKey: z.string('listenKey').regex(/^[0-9A-Za-z]{1,64}$/, 'listenKey') });

/** POST, PUT and DELETE /api/v3/userDataStream (an API key, no signature, as Binance's USER_STREAM). */
export async function binanceUserStreamRoutes(app: FastifyInstance, { http, keys }: { http: BinanceHttpDeps; keys: ListenKeys }) {
  const endpoint = binanceEndpoints(app, http);
  endpoint('POST', '/api/v3/userDataStream', { security: 'KEY', params: z.object({}), weight: 2 }, async ({ grant }) => ({ listenKey: keys.open(grant!.userId) }));
  endpoint('PUT', '/api/v3/userDataStream', { security: 'KEY', params: listenKeyParams, weight: 2 }, async ({ params, grant }) => {
    keys.keepAlive(params.listenKey, grant!.userId);
    return {};
  });
  endpoint('DELETE', '/api/v3/userDataStream', { security: 'KEY', params: listenKeyParams, weight: 2 }, async ({ params, grant }) => {
    keys.close(params.listenKey, grant!.userId);
    return {};
  });
}
