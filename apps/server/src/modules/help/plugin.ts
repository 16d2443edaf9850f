import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { helpRoutes } from './routes';
import { createHelpService, type HelpService } from './service';

/** The help centre: articles in every language. */
export async function registerHelp(app: FastifyInstance, deps: { db: Db }): Promise<HelpService> {
  const help = createHelpService(deps.db);
  await app.register(helpRoutes, { help });
  return help;
}
