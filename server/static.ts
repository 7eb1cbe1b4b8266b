/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached (so a deploy is seen at once),
 * and index.html for any non-/api GET that asks for HTML (client-side routes). A first visitor of a public page
 * (or of /login in a new browser session) gets that page's pre-rendered first state instead, when the build made
 * one (build/prerender.ts). A client page asked for by a browser holding a session (SIGNED_IN_COOKIE) gets the
 * client area's pre-rendered frame, so its header paints before the scripts have run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DISCLAIMER_COOKIE, IMPORTANT_NOTE_COOKIE, SIGNED_IN_COOKIE, type AnswerCookie } from '../src/constants.ts';
import { apiNotFound } from './error-handler.ts';
import { readCookie } from '../src/i18n/locale.ts';
import { startLocale } from './start-locale.ts';

/**
 * The cookie that says a visitor has answered what a page's copy shows open (the SPA sets it, src/answer-cookie.ts):
 * /login's copy shows the important note, every public page's the disclaimer.
 */
const answeredBy = (path: string): AnswerCookie => (path === '/login' ? IMPORTANT_NOTE_COOKIE : DISCLAIMER_COOKIE);

/** dist/prerender/<locale>/<page>.html as 'locale/page.html' (build/prerender.ts pageFile). */
function prerenderedPages(root: string): Set<string> {
  const dir = join(root, 'prerender');
  if (!existsSync(dir)) return new Set();
  return new Set(readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).map((f) => f.split('\\').join('/')));
}

/** The client pages the build drew the client frame for (dist/prerender/client-pages.json, build/prerender.ts). */
function framedClientPages(root: string): Set<string> {
  const file = join(root, 'prerender', 'client-pages.json');
  if (!existsSync(file)) return new Set();
  return new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]);
}

/**
 * The pre-rendered first state for this request, if there is one: a public page's or /login's when the visitor has
 * not answered what it shows; a client page's frame when the browser holds a session.
 */
export function prerenderedFile(
  pages: Set<string>,
  url: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  clientPages: Set<string> = new Set(),
): string | undefined {
  if (!pages.size) return undefined;
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  if (!/^\/[A-Za-z0-9_]*$/.test(path) || path === '/index') return undefined;
  if (clientPages.has(path)) {
    if (readCookie(cookieHeader, SIGNED_IN_COOKIE.name) !== SIGNED_IN_COOKIE.value) return undefined;
    // One frame per page (it names the page's chunks); a folder no address maps to (the pattern above has no
    // hyphen), so no address gets a frame's file as its page.
    const frame = `${startLocale(cookieHeader, acceptLanguage)}/client-frame${path}.html`;
    return pages.has(frame) ? `prerender/${frame}` : undefined;
  }
  const answer = answeredBy(path);
  if (readCookie(cookieHeader, answer.name) === answer.value) return undefined;
  const file = `${startLocale(cookieHeader, acceptLanguage)}/${path === '/' ? 'index' : path.slice(1)}.html`;
  return pages.has(file) ? `prerender/${file}` : undefined;
}

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  const pages = prerenderedPages(root);
  const clientPages = framedClientPages(root);
  const sendPage = (req: FastifyRequest, reply: FastifyReply) => {
    const file = prerenderedFile(pages, req.url, req.headers.cookie, req.headers['accept-language'], clientPages);
    // The page depends on these two headers now: a shared cache must not give one visitor's copy to another.
    if (pages.size) reply.header('Vary', 'Cookie, Accept-Language');
    return reply.header('Cache-Control', 'no-cache').sendFile(file ?? 'index.html');
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // The build's .br / .gz beside each text file (build/precompress.ts), sent as they are; files without them
      // are compressed on the fly (@fastify/compress, server/app.ts).
      preCompressed: true,
      // Nothing under a dot name is the site's (the build leaves its own notes in dist/.vite/).
      dotfiles: 'ignore',
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    // The static plugin refuses a directory (the site root) when index is off: the root is the SPA too.
    app.get('/', sendPage);
  } else {
    app.log.warn(`no SPA build in ${root} (run npm run build); serving the API only`);
  }
  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api/') &&
      (req.headers.accept ?? '').includes('text/html');
    if (hasBuild && wantsPage) return sendPage(req, reply);
    return apiNotFound(req, reply);
  });
}
