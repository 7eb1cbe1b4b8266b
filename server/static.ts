/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached (so a deploy is seen at once),
 * and index.html for any non-/api GET that asks for HTML (client-side routes).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './error-handler.ts';

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    // The static plugin refuses a directory (the site root) when index is off: the root is the SPA too.
    app.get('/', (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  } else {
    app.log.warn(`no SPA build in ${root} (run npm run build); serving the API only`);
  }
  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api/') &&
      (req.headers.accept ?? '').includes('text/html');
    if (hasBuild && wantsPage) return reply.sendFile('index.html');
    return apiNotFound(req, reply);
  });
}
