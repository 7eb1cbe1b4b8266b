/**
 * The one typed HTTP client of the SPA (openapi-fetch over the generated schema). It adds the request headers of
 * SPEC.md section 7, the random `n` query parameter and the 30 s timeout. Credentials and language are read
 * through `configureClient()` so the client never owns the session.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { HTTP_TIMEOUT_MS, LEAVING_PAGE_GRACE_MS } from '../constants';
import type { paths } from './schema';
import { randomN, setApiHeaders, type HeaderSource } from './request-headers';
import type { EarlyAnswers } from './early-answers';

export interface ClientContext extends HeaderSource {
  languageType(): 'zh_CN' | 'en_US';
  /** A reloaded client page's early answers, taken before the network (early-answers.ts); none when undefined. */
  early?: EarlyAnswers;
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


const timers = new WeakMap<Request, ReturnType<typeof setTimeout>>();

function clearTimer(request: Request) {
  clearTimeout(timers.get(request));
  timers.delete(request);
}

/**
 * Headers, `n` and the timeout. The request is rebuilt with its body as text: passing a body stream on would
 * make the browser attempt a streaming upload, which plain HTTP/1.1 servers refuse.
 */
export const headerMiddleware: Middleware = {
  async onRequest({ request }) {
    const headers = new Headers(request.headers);
    setApiHeaders(headers, context, typeof navigator === 'undefined' ? '' : navigator.userAgent);
    const url = new URL(request.url);
    url.searchParams.set('n', randomN());
    const controller = new AbortController();
    // A call without a body goes without one: an empty string would go as a text/plain body, which the server
    // refuses (415) as a media type the contract does not take.
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const next = new Request(url, {
      method: request.method,
      headers,
      body: text === '' ? undefined : text,
      signal: AbortSignal.any([request.signal, controller.signal]),
    });
    timers.set(
      next,
      setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), HTTP_TIMEOUT_MS),
    );
    return next;
  },
  onResponse({ request }) {
    clearTimer(request);
  },
  onError({ request }) {
    clearTimer(request);
  },
};

/**
 * A call the browser cancels because the page is going away (a reload, a typed address) has not failed: settled as a
 * failure it would run the failure path in a page that is leaving. An info load that fails ends the session and
 * clears the tab's stored tokens (SPEC.md: info failure resets the token), so a reload during a language switch or
 * a font-size change came back logged out (seen in the client journeys). Chromium cancels such calls as the next
 * page commits, before the old one's `pagehide`, with the same error as a lost network, and without aborting the
 * request's signal. So a call that fails with no answer and was not aborted by the app (its timeout, its caller)
 * reports it LEAVING_PAGE_GRACE_MS later: a page that was leaving has stopped running by then (its timers die with
 * it). After a `pagehide`, until a `pageshow`, it is not reported at all.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

async function send(input: Request): Promise<Response> {
  try {
    // A client page's first calls may already have been made while the app's scripts downloaded
    // (src/boot/early-calls.ts): their answers come from there (early-answers.ts).
    return (await context.early?.take(input)) ?? (await fetch(input));
  } catch (error) {
    if (input.signal.aborted) throw error;
    if (!leaving) await new Promise((resolve) => setTimeout(resolve, LEAVING_PAGE_GRACE_MS));
    if (leaving) return new Promise<Response>(() => {});
    throw error;
  }
}

export function createApiClient(baseUrl = '/api') {
  const client = createClient<paths>({
    baseUrl: typeof window === 'undefined' ? `http://localhost${baseUrl}` : new URL(baseUrl, window.location.origin).href,
    fetch: send,
  });
  client.use(headerMiddleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
