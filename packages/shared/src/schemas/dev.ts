import { z } from 'zod';

/** The longest single move of the development clock: a year covers every schedule a product has. */
export const MAX_CLOCK_ADVANCE_MS = 366 * 24 * 3600 * 1000;

/**
 * POST /api/dev/clock (development and tests only; the route does not exist in production): moves
 * the server's clock forward by `advance_ms`, or to the instant `set`. An empty body only reads it.
 */
export const devClockBody = z
  .object({
    advance_ms: z.number().int().min(0).max(MAX_CLOCK_ADVANCE_MS).optional(),
    set: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((b) => b.advance_ms === undefined || b.set === undefined, { message: 'advance_ms or set, not both' })
  .nullish();
export type DevClockBody = z.infer<typeof devClockBody>;

/** The server's time after the move, and how far it now runs ahead of the wall clock. */
export const devClockState = z.object({ now: z.string(), now_ms: z.number(), offset_ms: z.number() });
export type DevClockState = z.infer<typeof devClockState>;
