/**
 * CORS limited to an allowlist (env CORS_ORIGINS, default none). The SPA is served from the same origin and
 * needs no CORS. A listed origin gets its own origin echoed (never '*', never credentials: tokens travel in headers);
 * any other origin gets no CORS header, so browsers refuse to show it the answer, and its preflight is refused (403).
 */
import type { FastifyInstance } from 'fastify';
import { RESULT_CODE } from '../src/constants.ts';

const ALLOWED_HEADERS = 'content-type, token, refreshtoken, onetimetoken, accept-language, accept-side, accept-systemside, usercurrentidtype';

export function installCors(app: FastifyInstance, allowlist: readonly string[]): void {
  const allowed = new Set(allowlist);
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || !req.url.startsWith('/api/')) return;
    reply.header('Vary', 'Origin');
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!allowed.has(origin)) {
      if (preflight) return reply.code(403).send({ code: RESULT_CODE.forbidden, msg: 'origin not allowed', data: null });
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin);
    if (preflight) {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT');
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    }
  });
}
