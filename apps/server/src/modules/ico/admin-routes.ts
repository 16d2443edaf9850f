import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIcoListPairBody,
  adminIcoListPairResult,
  adminIcoProjectBody,
  adminIcoProjectList,
  icoProject,
} from '@aurelix/shared/schemas/ico';
import { emptyBody } from '@aurelix/shared/schemas/platform';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys, okWith } from '../../http/replies';
import type { IcoService } from './service';

const tags = ['admin'];
const route = { attachValidation: true };

/** /api/admin/ico/* (issue 19), admins only: the projects, a project's create or edit, a spot pair's listing. */
export async function icoAdminRoutes(app: FastifyInstance, { ico }: { ico: IcoService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/ico/projects', { ...route, schema: { tags, body: emptyBody, response: { 200: envelopeOf(adminIcoProjectList) } } }, async (req) => {
    await req.requireAdmin();
    return ok({ list: await ico.adminList() });
  });

  r.post('/api/admin/ico/project/save', { ...route, schema: { tags, body: adminIcoProjectBody, response: { 200: envelopeOf(icoProject) } } }, async (req) => {
    const admin = await req.requireAdmin();
    const saved = await ico.save(req.body);
    req.log.info({ admin: admin.id, project: saved.id, symbol: saved.symbol }, 'ico project saved');
    return okWith('ICO_PROJECT_SAVED', req.locale, saved);
  });

  r.post('/api/admin/ico/pair/list', { ...route, schema: { tags, body: adminIcoListPairBody, response: { 200: envelopeOf(adminIcoListPairResult) } } }, async (req) => {
    const admin = await req.requireAdmin();
    const listed = await ico.listPair(req.body.id);
    req.log.info({ admin: admin.id, pair: listed.symbol }, 'ico pair listed');
    return okWith('ICO_PAIR_LISTED', req.locale, listed);
  });
}
