/** Helpers for the login-area flow tests: captcha, codes read from the demo outbox, a freshly registered account. */
import { expect } from 'vitest';
import type { TestServer, S, Envelope } from './support.ts';

type App = TestServer['app'];

export async function send<T = null>(
  app: App,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Envelope<T>> {
  const res = await app.inject({ method, url, headers: options.headers, payload: options.body as object });
  const json = res.body ? JSON.parse(res.body) : {};
  return { status: res.statusCode, ...json, headers: res.headers, raw: res.body };
}

export const EN = { 'accept-language': 'en_US' };

export async function captcha(app: App) {
  const img = await send<S['CaptchaImage']>(app, 'GET', '/api/sys/users/verifyCodeImage');
  const answer = await send<S['DemoCaptchaAnswer']>(app, 'GET', `/api/demo/captcha/${encodeURIComponent(img.data.captchaKey)}`);
  return { captchaKey: img.data.captchaKey, captchaCode: answer.data.answer };
}

export async function requestCode(
  app: App,
  account: string,
  scene: S['MsgCodeScene'],
  options: { headers?: Record<string, string>; noCaptcha?: boolean } = {},
) {
  const body = { account, scene, ...(options.noCaptcha ? {} : await captcha(app)) };
  return send<S['MsgCodeSent']>(app, 'POST', '/api/sys/users/getMsgCode', { headers: options.headers, body });
}

export async function outboxFor(app: App, to: string) {
  const r = await send<S['DemoOutboxEntry'][]>(app, 'GET', `/api/demo/outbox?to=${encodeURIComponent(to)}`);
  expect(r.code).toBe(1000);
  return r.data;
}

/** The newest code sent to `to`. */
export async function lastCode(app: App, to: string): Promise<string> {
  const [newest] = await outboxFor(app, to);
  expect(newest, `nothing sent to ${to}`).toBeDefined();
  return newest.code;
}

export const register = (app: App, body: Partial<S['RegisterRequest']>, headers?: Record<string, string>) =>
  send<S['RegisterResponse']>(app, 'POST', '/api/sys/users/registerV2', {
    headers,
    body: { userName: '测试用户', password: 'Secret123', identityType: 1, agreeTerms: true, ...body },
  });

/** A new account through the real flow (captcha → code → registerV2); answers its onetime token and id. */
export async function registered(app: App, account: string, password = 'Secret123') {
  expect((await requestCode(app, account, 'register')).code).toBe(1000);
  const r = await register(app, { account, password, verificationCode: await lastCode(app, account) });
  expect(r.data.status, r.data.statusMsg).toBe(0);
  return r.data;
}

export const onetimeCall = <T = null>(app: App, method: 'GET' | 'POST', op: string, onetimeToken: string, body?: unknown) =>
  send<T>(app, method, `/api/sys/onetime/${op}`, { headers: { onetimeToken }, body });
