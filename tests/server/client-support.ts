/** Helpers of the client-area tests: a persona's session and short calls with its token. */
import { getInfo, login, type Envelope, type TestServer } from './support.ts';

type App = TestServer['app'];

export interface Persona {
  token: string;
  userId: string;
  get<T = unknown>(url: string, lang?: string): Promise<Envelope<T>>;
  post<T = unknown>(url: string, body: unknown, lang?: string): Promise<Envelope<T>>;
}

const headers = (token: string, lang?: string) => ({ token, ...(lang ? { 'accept-language': lang } : {}) });

/** Like support.ts call(), but binary answers (files) are kept raw instead of parsed as JSON. */
async function send<T>(app: App, method: 'GET' | 'POST', url: string, token: string, lang?: string, body?: unknown): Promise<Envelope<T>> {
  const res = await app.inject({ method, url: `/api${url}`, headers: headers(token, lang), payload: body as object });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json') ? JSON.parse(res.body) : {};
  return { status: res.statusCode, ...json, headers: res.headers, raw: res.body };
}

export function as(app: App, token: string, userId = ''): Persona {
  return {
    token,
    userId,
    get: (url, lang) => send(app, 'GET', url, token, lang),
    post: (url, body, lang) => send(app, 'POST', url, token, lang, body),
  };
}

/** Logs in and selects the persona's identity type (getInfo), as the SPA does. */
export async function persona(app: App, email: string, idType?: number): Promise<Persona> {
  const r = await login(app, email);
  if (r.code !== 1000) throw new Error(`login ${email}: ${r.code} ${r.msg}`);
  const type = idType ?? r.data.identityTypeMap.currentIdType;
  const info = await getInfo(app, r.data.token, r.data.userId, type === 0 ? 1 : type);
  if (info.code !== 1000) throw new Error(`getInfo ${email}: ${info.code} ${info.msg}`);
  return as(app, r.data.token, r.data.userId);
}

/** An unfinished session: logged in, no identity type selected yet. */
export async function unfinished(app: App, email: string): Promise<Persona> {
  const r = await login(app, email);
  return as(app, r.data.token, r.data.userId);
}

export const qs = (params: Record<string, string | number | boolean | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
