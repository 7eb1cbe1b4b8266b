/** The contract plumbing: validation, errors without internals, caching, demo-only operations, 501 placeholders. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { outbox } from '../../server/db/schema.ts';
import { ok } from '../../server/routes/respond.ts';
import { envelopeRows } from '../fixtures/envelopes.ts';
import { precompress } from '../../build/precompress.ts';
import { call, createTestServer, login, type S, type TestServer } from './support.ts';

describe('start', () => {
  // It starts a server inside the test, as other files do in their hooks: it gets their time (vitest.config.ts
  // hookTimeout) for a machine busy with builds beside it.
  it('logs no warning while the contract is registered (every media type it names has a parser)', { timeout: 180_000 }, async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const server = await createTestServer({ logger: { level: 'info', stream } });
    await server.close();
    const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 40);
    expect(warnings.map((w) => w.msg)).toEqual([]);
  });
});

describe('demo mode (the default)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a body of a media type the contract does not declare is refused with 415 before any handler runs', async () => {
    for (const type of ['text/plain', 'application/pdf', 'application/x-www-form-urlencoded', 'image/png']) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/sys/users/loginV2',
        headers: { 'content-type': type },
        payload: 'account=investor@demo.test&password=Demo1234',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toMatchObject({ code: 4000, data: null });
    }
  });

  it('a body with a missing field is HTTP 400 / 4000, in Chinese by default and English on request', async () => {
    const zh = await call(s.app, 'POST', '/api/sys/users/loginV2', { body: { account: 'investor@demo.test' } });
    expect(zh.status).toBe(400);
    expect(zh.code).toBe(4000);
    expect(zh.data).toBeNull();
    expect(zh.msg).toMatch(/请求参数不正确/);
    expect(zh.msg).toContain('password');
    const en = await call(s.app, 'POST', '/api/sys/users/loginV2', {
      headers: { 'accept-language': 'en_US' },
      body: { account: 'investor@demo.test' },
    });
    expect(en.status).toBe(400);
    expect(en.code).toBe(4000);
    expect(en.msg).toMatch(/^Invalid request: body\.password/);
  });

  it('a request without the body its operation requires is HTTP 400 / 4000, with or without a media type', async () => {
    const { token } = (await login(s.app, 'investor@demo.test')).data;
    for (const headers of [{ token }, { token, 'content-type': 'application/json' }]) {
      const r = await s.app.inject({ method: 'POST', url: '/api/sys/users/getInfo', headers });
      expect(r.statusCode, JSON.stringify(headers)).toBe(400);
      expect(r.json()).toMatchObject({ code: 4000, data: null });
    }
    const anonymous = await s.app.inject({ method: 'POST', url: '/api/sys/users/loginV2' });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({ code: 4000 });
  });

  it('malformed JSON is a 400 envelope too, without parser internals', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/sys/users/loginV2',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 4000, msg: '请求参数不正确', data: null });
  });

  it('API answers are never cached, errors included; unknown API paths are a 404 envelope', async () => {
    const ok = await call(s.app, 'GET', '/api/sys/users/verifyCodeImage');
    expect(ok.headers['cache-control']).toBe('no-store');
    const missing = await call(s.app, 'GET', '/api/no/such/thing');
    expect(missing.status).toBe(404);
    expect(missing.code).toBe(4004);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await login(s.app, 'nobody@demo.test', 'x')).headers['cache-control']).toBe('no-store');
  });

  it('refusals have the shapes of the shared envelope fixtures', async () => {
    const en = { 'accept-language': 'en_US' };
    for (let i = 0; i < 3; i++) await login(s.app, 'fixture@demo.test', 'x');
    const answers = {
      2012: await call(s.app, 'POST', '/api/sys/users/loginV2', { headers: en, body: { account: 'fixture@demo.test', password: 'x' } }),
      3008: await call(s.app, 'GET', '/api/sys/users/logout', { headers: { ...en, token: 'forged' } }),
      4001: await login(s.app, 'other@demo.test', 'x'),
    };
    for (const [code, answer] of Object.entries(answers)) {
      const row = envelopeRows.find((r) => (r.body as { code?: number }).code === Number(code))!;
      expect(answer.status).toBe(row.status);
      expect(Object.keys(JSON.parse(answer.raw))).toEqual(Object.keys(row.body as object));
      expect(answer.code).toBe(Number(code));
      expect(answer.data).toBeNull();
    }
    expect(answers[2012].msg).toBe((envelopeRows[1].body as { msg: string }).msg);
  });

  it('the visit-tracking pixel is a 1×1 PNG outside /api', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/sstatic/sc.png?r=%2Flogin&s=1&n=abc&t=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('the demo outbox lists sent messages, newest first, filtered by recipient and kind', async () => {
    const at = new Date(s.clock.now());
    await s.handle.db.insert(outbox).values([
      { kind: 'sms', to: '13800000009', body: '验证码 123456', code: '123456', createdAt: at },
      { kind: 'email', to: 'new@demo.test', subject: 'Verify', body: 'Code 654321', code: '654321', createdAt: at },
      { kind: 'sms', to: '13800000009', body: '验证码 222222', code: '222222', createdAt: at },
    ]);
    const sms = await call<S['DemoOutboxEntry'][]>(s.app, 'GET', '/api/demo/outbox?to=13800000009&kind=sms');
    expect(sms.code).toBe(1000);
    expect(sms.data.map((m) => m.code)).toEqual(['222222', '123456']);
    const mail = await call<S['DemoOutboxEntry'][]>(s.app, 'GET', '/api/demo/outbox?to=new@demo.test');
    expect(mail.data).toEqual([expect.objectContaining({ kind: 'email', subject: 'Verify', code: '654321' })]);
  });

  it('an unexpected failure is HTTP 500 / 5000 with a plain message, never a stack or SQL', async () => {
    await s.handle.db.execute(sql`drop table demo_captcha_answers`);
    const zh = await call(s.app, 'GET', '/api/sys/users/verifyCodeImage');
    expect(zh.status).toBe(500);
    expect(JSON.parse(zh.raw)).toEqual({ code: 5000, msg: '系统异常，请稍后重试', data: null });
    const en = await call(s.app, 'GET', '/api/sys/users/verifyCodeImage', { headers: { 'accept-language': 'en_US' } });
    expect(en.msg).toBe('system failed, please try again');
    expect(en.raw).not.toMatch(/demo_captcha_answers|at .*\.ts|stack/i);
  });
});

/** A lazily loaded chunk, as repetitive as minified code: what the build compresses. */
const CHUNK = Array.from({ length: 200 }, (_, i) => `export const series${i} = (x) => x * ${i} + Math.sin(x);`).join('\n');

describe('production mode, serving a built SPA', () => {
  let s: TestServer;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
    // First-visit copies of two public pages and of /login (build/prerender.ts writes them at build time).
    for (const [locale, page] of [['en', 'index'], ['zh-CN', 'index'], ['en', 'careers'], ['zh-CN', 'careers'], ['en', 'login'], ['en', 'client-frame/myAssets'], ['zh-CN', 'client-frame/myAssets'], ['zh-CN', 'client-frame/myAssetsDetail']]) {
      mkdirSync(join(distDir, 'prerender', locale, page, '..'), { recursive: true });
      writeFileSync(join(distDir, 'prerender', locale, `${page}.html`), `<!doctype html><div id="root">copy ${locale} ${page}</div>`);
    }
    // The client frame (one per page: it names the page's chunks), and the client pages it is drawn for.
    writeFileSync(join(distDir, 'prerender', 'client-pages.json'), JSON.stringify(['/myAssets', '/myAssetsDetail']));
    // A chunk large enough to be compressed by the build (build/precompress.ts writes .br and .gz beside it).
    writeFileSync(join(distDir, 'assets', 'chart-9a8b7c.js'), CHUNK);
    // The build's own notes (build/vite/first-screen-preload.ts), not the site's.
    mkdirSync(join(distDir, '.vite'));
    writeFileSync(join(distDir, '.vite', 'frame-preloads.json'), '{}');
    await precompress(distDir);
    s = await createTestServer({ demo: false, distDir });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('has no demo endpoints, and keeps no readable captcha answers', async () => {
    const img = await call<S['CaptchaImage']>(s.app, 'GET', '/api/sys/users/verifyCodeImage');
    expect(img.code).toBe(1000);
    const answer = await call(s.app, 'GET', `/api/demo/captcha/${encodeURIComponent(img.data.captchaKey)}`);
    expect(answer.status).toBe(404);
    expect((await call(s.app, 'GET', '/api/demo/outbox')).status).toBe(404);
    const rows = await s.handle.db.execute(sql`select count(*)::int as n from demo_captcha_answers`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('serves index.html uncached for client routes, hashed assets for a year, API misses as envelopes', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/myAccount', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const asset = await s.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await s.app.inject({ method: 'GET', url: '/api/nothing/here', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(4004);
    // The build's notes under dist/.vite are not sent, in any encoding.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const note = await s.app.inject({ method: 'GET', url: '/.vite/frame-preloads.json', headers: { 'accept-encoding': encoding } });
      expect(note.statusCode).toBe(404);
      expect(note.body).not.toContain('{}');
    }
  });

  it('sends the build’s brotli or gzip copy of a file to a browser that takes it, the file itself to one that does not', async () => {
    const get = (encoding?: string) =>
      s.app.inject({ method: 'GET', url: '/assets/chart-9a8b7c.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    // The build's brotli (quality 11), not the server's on-the-fly one.
    expect(br.rawPayload.equals(readFileSync(join(distDir, 'assets', 'chart-9a8b7c.js.br')))).toBe(true);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    // The build's gzip copy, beside the file, is what a gzip-only browser got.
    expect(readFileSync(join(distDir, 'assets', 'chart-9a8b7c.js.gz')).length).toBeLessThan(CHUNK.length / 2);
  });

  it("sends a first visitor of a public page its pre-rendered copy in the SPA's language, everyone else index.html", async () => {
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const page = await s.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
      return page.body;
    };
    expect(await get('/', { 'accept-language': 'en-GB,en;q=0.9' })).toContain('copy en index');
    expect(await get('/')).toContain('copy zh-CN index');
    expect(await get('/careers?tab=2', { 'accept-language': 'fr-FR,zh-TW;q=0.8,en;q=0.5' })).toContain('copy zh-CN careers');
    expect(await get('/careers/', { 'accept-language': 'zh-CN', cookie: 'language=en' })).toContain('copy en careers');
    expect(await get('/careers', { 'accept-language': 'zh-CN', cookie: 'lang=en-US' })).toContain('copy en careers');
    // A malformed cookie another script wrote is no language: the browser's decides, and the page is still sent.
    expect(await get('/careers', { 'accept-language': 'en', cookie: 'language=%E0%A4%A' })).toContain('copy en careers');
    // Accepted: the disclaimer copy would flash over a page that has no disclaimer.
    expect(await get('/careers', { 'accept-language': 'en', cookie: 'language=en; hl_disclaimer=accepted' })).toBe('<!doctype html><div id="root"></div>');
    // /login's copy shows the important note: the note's cookie of this browser session decides, not the disclaimer's.
    expect(await get('/login', { 'accept-language': 'en', cookie: 'hl_disclaimer=accepted' })).toContain('copy en login');
    expect(await get('/login', { 'accept-language': 'en', cookie: 'hl_note=seen' })).toBe('<!doctype html><div id="root"></div>');
    expect(await get('/careers', { 'accept-language': 'en', cookie: 'hl_note=seen' })).toContain('copy en careers');
    // Pages without a copy (a client page without a session, unknown paths, paths that are not one segment) get index.html.
    for (const url of ['/myAssets', '/nope', '/index', '/careers/../index', '/prerender%2Fen%2Findex', '/client-frame', '/client_frame', '/client-frame/myAssets', '/en/client-frame/myAssets']) {
      expect(await get(url, { 'accept-language': 'en' })).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('sends a client page the client frame, in its language, when the browser holds a session', async () => {
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const page = await s.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
      expect(page.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
      return page.body;
    };
    const signedIn = 'hl_signed_in=1; hl_disclaimer=accepted';
    expect(await get('/myAssets', { 'accept-language': 'en', cookie: signedIn })).toContain('copy en client-frame/myAssets');
    expect(await get('/myAssets', { 'accept-language': 'zh-CN', cookie: signedIn })).toContain('copy zh-CN client-frame/myAssets');
    expect(await get('/myAssetsDetail?fundCode=HL001', { cookie: `${signedIn}; language=zh-CN` })).toContain('copy zh-CN client-frame/myAssetsDetail');
    // A page whose frame the build did not write (here: the detail page in English) gets index.html.
    expect(await get('/myAssetsDetail?fundCode=HL001', { 'accept-language': 'en', cookie: signedIn })).toBe('<!doctype html><div id="root"></div>');
    // Without the cookie (no session in this browser), or on pages that are not the client area's, the frame is not sent.
    expect(await get('/myAssets', { 'accept-language': 'en', cookie: 'hl_disclaimer=accepted' })).toBe('<!doctype html><div id="root"></div>');
    expect(await get('/settingPath', { 'accept-language': 'en', cookie: signedIn })).toBe('<!doctype html><div id="root"></div>');
    expect(await get('/', { 'accept-language': 'en', cookie: signedIn })).toBe('<!doctype html><div id="root"></div>');
    expect(await get('/careers', { 'accept-language': 'en', cookie: 'hl_signed_in=1' })).toContain('copy en careers');
  });
});

describe('the security schemes of the contract guard every operation, whatever its handler', () => {
  let s: TestServer;
  const reached = (req: FastifyRequest) => Promise.resolve(ok(req, 'reached'));
  let specPath: string;
  beforeAll(async () => {
    // A copy of the contract with two operations of its own, guarded by the token and the onetime scheme.
    const doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
    const op = (operationId: string, scheme: string) => ({
      get: { operationId, tags: ['asset'], security: [{ [scheme]: [] }], responses: { '200': { description: 'ok' } } },
    });
    doc.paths['/test/holdings'] = op('testHoldings', 'token');
    doc.paths['/test/onetime'] = op('testOnetime', 'onetimeToken');
    specPath = join(mkdtempSync(join(tmpdir(), 'spec-')), 'openapi.yaml');
    writeFileSync(specPath, stringify(doc));
    s = await createTestServer({ specPath }, { testHoldings: reached, testOnetime: reached });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a session token reaches the handler; no token answers 3008', async () => {
    const { token } = (await login(s.app, 'investor@demo.test')).data;
    const r = await call<string>(s.app, 'GET', '/api/test/holdings', { headers: { token } });
    expect(r.code).toBe(1000);
    expect(r.data).toBe('reached');
    expect((await call(s.app, 'GET', '/api/test/holdings')).code).toBe(3008);
  });

  it('an unfinished session (no identity type yet) reads nothing but getInfo, logout and tokens', async () => {
    const { token } = (await login(s.app, 'single@demo.test')).data;
    const r = await call(s.app, 'GET', '/api/test/holdings', { headers: { token } });
    expect(r.status).toBe(200);
    expect(r.code).toBe(4003);
  });

  it('onetime tokens and session tokens are not interchangeable', async () => {
    const binding = (await login(s.app, 'new@demo.test')).data;
    const session = (await login(s.app, 'investor@demo.test')).data;
    expect((await call(s.app, 'GET', '/api/test/onetime', { headers: { onetimeToken: binding.onetimeToken } })).code).toBe(1000);
    expect((await call(s.app, 'GET', '/api/test/onetime', { headers: { onetimeToken: session.token } })).code).toBe(3008);
    expect((await call(s.app, 'GET', '/api/test/holdings', { headers: { token: binding.onetimeToken } })).code).toBe(3008);
  });

  it('an operation of the contract without a handler stops the server at start, named', async () => {
    await expect(createTestServer({ specPath }, { testHoldings: reached })).rejects.toThrow(/without a handler: testOnetime/);
  });
});

