import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devClockBody, devClockState, type DevClockState } from '@aurelix/shared/schemas/dev';
import { envelopeOf, ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { AdjustableClock } from '../../lib/clock';

const tags = ['development'];

/**
 * POST /api/dev/clock moves the whole server's clock, so e2e tests pass a 61 s code cooldown, a
 * 30 s authenticator step or an 8-hour funding interval without waiting. Registered only outside
 * production (app.ts); there the clock is the system clock and cannot move.
 */
export async function devClockRoutes(app: FastifyInstance, opts: { clock: AdjustableClock }) {
  const { clock } = opts;
  const state = (): DevClockState => {
    const nowMs = clock.nowMs();
    return { now: new Date(nowMs).toISOString(), now_ms: nowMs, offset_ms: clock.offsetMs() };
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/dev/clock',
    { schema: { tags, body: devClockBody, response: { 200: envelopeOf(devClockState) } } },
    async (req) => {
      const body = req.body ?? {};
      try {
        if (body.advance_ms !== undefined) clock.advance(body.advance_ms);
        else if (body.set !== undefined) clock.set(new Date(body.set));
      } catch {
        // Only a move into the past is refused: what already happened keeps its order.
        throw new AppError('INVALID_PARAMS');
      }
      return ok(state());
    },
  );
}
