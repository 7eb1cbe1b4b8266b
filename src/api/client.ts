/**
 * The one typed HTTP client of the SPA (openapi-fetch over the generated schema). It adds the request headers of
 * SPEC.md section 7, the random `n` query parameter and the 30 s timeout. Credentials and language are read
 * through `configureClient()` so the client never owns the session.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { HTTP_TIMEOUT_MS } from '../constants';
import type { paths } from './schema';

export interface ClientContext {
  languageType(): 'zh_CN' | 'en_US';
  token(): string | undefined;
  onetimeToken(): string | undefined;
  currentIdType(): number | undefined;
}

let context: ClientContext = {
  languageType: () => 'zh_CN',
  token: () => undefined,
  onetimeToken: () => undefined,
  currentIdType: () => undefined,
};

export function configureClient(next: Partial<ClientContext>): void {
  context = { ...context, ...next };
}

/** Device class of SPEC.md's Accept-SystemSide header. */
export function systemSide(userAgent: string): 'h5' | 'web' {
  return /Mobi|Android|iPhone|iPad/i.test(userAgent) ? 'h5' : 'web';
}

export function randomN(): string {
  return Math.random().toString(36).slice(2, 12);
}

export const headerMiddleware: Middleware = {
  onRequest({ request }) {
    const headers = request.headers;
    headers.set('Accept-Language', context.languageType());
    headers.set('Accept-Side', 'pc');
    headers.set('Accept-SystemSide', systemSide(typeof navigator === 'undefined' ? '' : navigator.userAgent));
    const idType = context.currentIdType();
    if (idType !== undefined) headers.set('userCurrentIdType', String(idType));
    const token = context.token();
    if (token && !headers.has('token')) headers.set('token', token);
    const onetime = context.onetimeToken();
    if (onetime && !headers.has('onetimeToken')) headers.set('onetimeToken', onetime);
    const url = new URL(request.url);
    url.searchParams.set('n', randomN());
    return new Request(url, request);
  },
};

async function fetchWithTimeout(input: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
    HTTP_TIMEOUT_MS,
  );
  const signal = AbortSignal.any([input.signal, controller.signal]);
  try {
    return await globalThis.fetch(new Request(input, { signal }));
  } finally {
    clearTimeout(timer);
  }
}

export function createApiClient(baseUrl = '/api') {
  const client = createClient<paths>({
    baseUrl: typeof window === 'undefined' ? `http://localhost${baseUrl}` : new URL(baseUrl, window.location.origin).href,
    fetch: fetchWithTimeout,
  });
  client.use(headerMiddleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
