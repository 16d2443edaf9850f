import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { signedParams } from '@aurelix/shared/schemas/binance';
import type { ApiKeyPermission } from '@aurelix/shared/schemas/api-keys';
import type { ApiKeyGrant } from '../api-keys/service';
import { binanceErrorOf, binanceErrors, type BinanceError } from './errors';
import { signatureMatches, signedText, timestampFits } from './signing';
import type { WeightLimiter } from './weights';

/*
 * How every Binance-compatible endpoint is served: parameters from the query string and a form
 * body, the weight charged per address (and per key), the API key, IP allow-list, permission,
 * signature and timestamp checked for signed endpoints, and errors in Binance's shape.
 */

/** NONE: public; KEY: an API key but no signature (historicalTrades); the rest are signed. */
export type Security = 'NONE' | 'KEY' | 'USER_DATA' | 'TRADE';

export interface BinanceHttpDeps {
  grant(apiKey: string): Promise<ApiKeyGrant | undefined>;
  weights: WeightLimiter;
  now: () => number;
}

export interface Call<P> {
  params: P;
  /** The key's owner and rights (signed and KEY endpoints). */
  grant: ApiKeyGrant | undefined;
}

const NEEDS: Record<Security, ApiKeyPermission | undefined> = { NONE: undefined, KEY: 'read', USER_DATA: 'read', TRADE: 'trade' };

/** Query and form parameters as one record of strings; the first value of a repeated one. */
function paramsOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (k: string, v: unknown) => {
    if (out[k] === undefined) out[k] = String(Array.isArray(v) ? v[0] : v);
  };
  for (const [k, v] of Object.entries((request.query as Record<string, unknown>) ?? {})) add(k, v);
  if (typeof request.body === 'string') for (const [k, v] of new URLSearchParams(request.body)) add(k, v);
  return out;
}

/** A failed parse as Binance says it: a missing parameter (-1102) or a bad value (-1100). */
function parseError(issues: readonly z.core.$ZodIssue[], raw: Record<string, string>): BinanceError {
  const issue = issues[0];
  const name = String(issue?.path[0] ?? issue?.message ?? 'parameter');
  return raw[name] === undefined || raw[name] === '' ? binanceErrors.missing(name) : binanceErrors.illegalValue(name);
}

async function authenticate(request: FastifyRequest, security: Security, raw: Record<string, string>, deps: BinanceHttpDeps): Promise<ApiKeyGrant> {
  const header = request.headers['x-mbx-apikey'];
  const apiKey = typeof header === 'string' ? header : undefined;
  if (!apiKey || !/^[0-9A-Za-z]{1,128}$/.test(apiKey)) throw binanceErrors.keyFormat();
  const grant = await deps.grant(apiKey);
  if (!grant) throw binanceErrors.rejected();
  if (grant.ips.length > 0 && !grant.ips.includes(request.clientAddress)) throw binanceErrors.rejected();
  const needs = NEEDS[security];
  if (needs && !grant.permissions.includes(needs)) throw binanceErrors.rejected();
  if (security === 'KEY') return grant;

  const signed = signedParams.safeParse(raw);
  if (!signed.success) throw parseError(signed.error.issues, raw);
  const query = request.raw.url?.split('?')[1] ?? '';
  const body = typeof request.body === 'string' ? request.body : '';
  if (!signatureMatches(grant.secret, signedText(query, body), signed.data.signature)) throw binanceErrors.signature();
  if (!timestampFits(deps.now(), signed.data.timestamp, signed.data.recvWindow)) throw binanceErrors.timestamp();
  return grant;
}

function refuseIfOver(deps: BinanceHttpDeps, charged: { retryAfter?: number }) {
  if (charged.retryAfter !== undefined) throw binanceErrors.tooMuchWeight(deps.weights.limit, charged.retryAfter);
}

export interface EndpointSpec<S extends z.ZodType> {
  security: Security;
  params: S;
  /** Binance's weight of the call, from its parameters when it depends on them. */
  weight: number | ((raw: Record<string, string>) => number);
}

/** Registers Binance-compatible endpoints on an encapsulated instance (plugin.ts installs its error handler). */
export function binanceEndpoints(app: FastifyInstance, deps: BinanceHttpDeps) {
  return function endpoint<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'DELETE' | 'PUT',
    url: string,
    spec: EndpointSpec<S>,
    handler: (call: Call<z.output<S>>, request: FastifyRequest) => Promise<unknown>,
  ) {
    app.route({
      method,
      url,
      // Authenticated by API key, not by session; limited by weight (below), not by the web's counter.
      config: { public: true, rateLimit: false },
      schema: { hide: true },
      handler: async (request, reply) => {
        const raw = paramsOf(request);
        const weight = typeof spec.weight === 'function' ? spec.weight(raw) : spec.weight;
        // The address's weight is what the headers tell, as Binance's do; a key has its own as well.
        const byAddress = await deps.weights.charge([`ip:${request.clientAddress}`], weight);
        reply.header('x-mbx-used-weight', String(byAddress.used));
        reply.header('x-mbx-used-weight-1m', String(byAddress.used));
        refuseIfOver(deps, byAddress);
        let grant: ApiKeyGrant | undefined;
        if (spec.security !== 'NONE') {
          grant = await authenticate(request, spec.security, raw, deps);
          refuseIfOver(deps, await deps.weights.charge([`key:${grant.keyId}`], weight));
        }
        const parsed = spec.params.safeParse(raw);
        if (!parsed.success) throw parseError(parsed.error.issues, raw);
        return handler({ params: parsed.data, grant }, request);
      },
    });
  };
}

/** The encapsulated instance's error answer: Binance's shape, never the exchange's envelope. */
export function installBinanceErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = binanceErrorOf(error);
    if (!answer) {
      request.log.error({ err: error }, 'binance api: unhandled error');
      const unknown = binanceErrors.unknown();
      return reply.code(unknown.status).send({ code: unknown.code, msg: unknown.message });
    }
    if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
    return reply.code(answer.status).send({ code: answer.code, msg: answer.message });
  });
  // Binance clients send POST parameters as a form; the text is kept as sent, for the signature.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}
