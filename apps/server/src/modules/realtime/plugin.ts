// STUB: replaced by the realtime work.
import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../session/service';
export async function registerRealtime(_app: FastifyInstance, _opts: { sessions: SessionService; redisUrl?: string; blocked: string[] }) {}
