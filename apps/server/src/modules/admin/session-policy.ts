import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/**
 * Deny by default: every /api route needs a live session unless it is public, and every /api/admin
 * route needs an admin. The check runs before the body is validated, so a caller without a session
 * always reads code 403 (the client then goes to /login) and a non-admin reads ADMIN_ONLY, never a
 * validation message from a form they may not use; an upload is refused before its body is read
 * (checkSessionBeforeLargeBody). Handlers still call request.requireUser() /
 * requireAdmin() themselves; the user found here is reused, so the session is read once.
 *
 * A new public route either matches PUBLIC_ROUTES or declares `config: { public: true }`.
 */
export const PUBLIC_ROUTES: readonly RegExp[] = [
  /^\/api\/docs(\/|$)/,
  /^\/api\/dev\//, // dev outbox and dev chain: only registered outside production
  /^\/api\/(plat_config|plat_note|pair_list|currency_list)$/,
  /^\/api\/market\//,
  /^\/api\/(register|register\/check-code|login|code\/send|password\/reset)$/,
  /^\/api\/help\//,
  /^\/api\/funding\/networks$/, // the list of deposit/withdrawal networks is reference data
  /^\/api\/avatar\/:file$/, // avatars are public pictures
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This /api route answers visitors too (no session needed). */
    public?: boolean;
  }
}

export const isPublicRoute = (url: string, config?: { public?: boolean }) =>
  !url.startsWith('/api/') || config?.public === true || PUBLIC_ROUTES.some((re) => re.test(url));

async function checkSession(request: FastifyRequest, admin: boolean) {
  const user = admin ? await request.requireAdmin() : await request.requireUser();
  // The handler's own requireUser()/requireAdmin() answer the user already read.
  request.requireUser = async () => user;
  if (admin) request.requireAdmin = async () => user;
}

/**
 * Routes that take more than the API's body limit (image uploads) check the session before a byte
 * of the body is read when the body is larger than that limit or of unknown length: nobody without
 * a session makes the server read 21 MB. A smaller body is read as on any route (at most the API's
 * limit, depth and size checked before parsing), so its answer is the same as everywhere else: a
 * text the database cannot store is named before the missing session, as on every other route.
 */
async function checkSessionBeforeLargeBody(request: FastifyRequest, admin: boolean, apiLimit: number) {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length <= apiLimit) return;
  await checkSession(request, admin);
}

const prepend = <T>(hook: T, existing: T | T[] | undefined): T[] => [hook, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];

/** Installs the policy on every route registered after it (call it before the feature routes). */
export function installSessionPolicy(app: FastifyInstance): void {
  const apiLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isPublicRoute(route.url, route.config as { public?: boolean } | undefined)) return;
    const admin = route.url.startsWith('/api/admin/');
    route.preValidation = prepend((request: FastifyRequest) => checkSession(request, admin), route.preValidation);
    if ((route.bodyLimit ?? apiLimit) > apiLimit) {
      route.preParsing = prepend(async (request: FastifyRequest) => {
        await checkSessionBeforeLargeBody(request, admin, apiLimit);
      }, route.preParsing);
    }
  });
}
