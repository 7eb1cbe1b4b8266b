/**
 * The browser side, server part: every /api answer of every operation in openapi.yaml, success, refusal or
 * binary, carries Cache-Control: no-store and the security headers; CORS answers only the configured allowlist.
 * Every HTML field the server stores and serves (articles, activities, announcements, the firm's Q&A replies) stays
 * inside a small allowlist — no script, no event handler, no javascript: URL, no attribute but a safe href — so what
 * the SPA sanitises again is already inert; text clients post (Q&A) is kept as the client's text, never firm HTML.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../server/context.ts';
import { installCors } from '../../server/cors.ts';
import { createTestServer, login, type TestServer } from './support.ts';
import { persona } from './client-support.ts';
import { needsOnetime, operations, send, usesRefreshHeader, validRequest } from './support-security.ts';

const ALLOWED = 'https://partners.harbourline.example';

let s: TestServer;
// Seeding the demo firm takes long on a busy machine: more than the project's hook timeout.
beforeAll(async () => {
  s = await createTestServer({ corsOrigins: [ALLOWED] });
}, 240_000);
afterAll(async () => {
  await s?.close();
});

function expectSecurityHeaders(h: Record<string, unknown>, where: string) {
  const csp = String(h['content-security-policy']);
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
    expect(csp, where).toContain(directive);
  }
  expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(String(h['strict-transport-security']), where).toMatch(/max-age=(\d{8,})/);
  expect(h['x-content-type-options'], where).toBe('nosniff');
  expect(String(h['referrer-policy']), where).toMatch(/^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/);
}

describe('every operation', () => {
  it(`answers no-store and the security headers, with a token and without (${operations.length} operations)`, async () => {
    const investor = await persona(s.app, 'investor@demo.test');
    const partner = await persona(s.app, 'partner@demo.test');
    const missing: string[] = [];
    let binary = 0;
    for (const op of operations) {
      const auth = needsOnetime(op)
        ? { onetimeToken: (await login(s.app, 'new@demo.test')).data.onetimeToken }
        : usesRefreshHeader(op)
          ? { refreshToken: (await login(s.app, 'investor@demo.test')).data.refreshToken }
          : { token: op.tags.includes('partner') ? partner.token : investor.token };
      // logout and rotations would end the shared sessions: they get their own.
      if (['logout', 'getUserTokens', 'removeUser', 'unboundUserDevice', 'multiDeviceSwitchSetting'].includes(op.id)) {
        auth.token = (await persona(s.app, 'institution@demo.test')).token;
      }
      for (const headers of [auth, {}]) {
        const a = await send(s.app, validRequest(op, { fundCode: 'HL001', fileId: 'report-1', password: 'NotIt1234' }, headers));
        const where = `${op.id} (${Object.keys(headers).join() || 'anonymous'}) → ${a.status} ${a.code ?? a.headers['content-type']}`;
        if (a.headers['cache-control'] !== 'no-store') missing.push(where);
        if (!a.json && a.status === 200) binary++;
        expectSecurityHeaders(a.headers, where);
      }
    }
    expect(missing).toEqual([]);
    // Report PDFs are among them: holdings documents must not stay in a cache either.
    expect(binary).toBeGreaterThan(0);
  });

  it('unknown API paths, malformed bodies and the tracking pixel are not cached either', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/api/nowhere' },
      { method: 'POST' as const, url: '/api/sys/users/loginV2', headers: { 'content-type': 'application/json' }, payload: '{' },
      { method: 'GET' as const, url: '/sstatic/sc.png?r=%2F' },
    ]) {
      const res = await s.app.inject(req);
      expect(res.headers['cache-control'], req.url).toBe('no-store');
      expectSecurityHeaders(res.headers, req.url);
    }
  });
});

describe('CORS allowlist (CORS_ORIGINS)', () => {
  const preflight = (origin: string) =>
    s.app.inject({
      method: 'OPTIONS',
      url: '/api/sys/users/loginV2',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, token' },
    });

  it('an origin not in the list gets no CORS header and its preflight is refused', async () => {
    const pre = await preflight('https://evil.example');
    expect(pre.statusCode).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await s.app.inject({ method: 'GET', url: '/api/sys/users/verifyCodeImage', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Origin/i);
    // 'null' (sandboxed frames, file://) is an origin like any other.
    expect((await preflight('null')).statusCode).toBe(403);
  });

  it('a listed origin is echoed (never *, never with credentials), with the token headers allowed', async () => {
    const pre = await preflight(ALLOWED);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(pre.headers['access-control-allow-headers'])).toContain('token');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await s.app.inject({ method: 'GET', url: '/api/sys/users/verifyCodeImage', headers: { origin: ALLOWED } });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('with no CORS_ORIGINS (the default) every cross origin is refused', async () => {
    const saved = process.env.CORS_ORIGINS;
    delete process.env.CORS_ORIGINS;
    expect(defaultConfig().corsOrigins).toEqual([]);
    process.env.CORS_ORIGINS = ` ${ALLOWED} ,https://b.example`;
    expect(defaultConfig().corsOrigins).toEqual([ALLOWED, 'https://b.example']);
    if (saved === undefined) delete process.env.CORS_ORIGINS;
    else process.env.CORS_ORIGINS = saved;
    // The same hook with the default (empty) list.
    const bare = Fastify();
    installCors(bare, []);
    bare.post('/api/x', async () => ({ ok: true }));
    const pre = await bare.inject({ method: 'OPTIONS', url: '/api/x', headers: { origin: ALLOWED, 'access-control-request-method': 'POST' } });
    expect(pre.statusCode).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await bare.inject({ method: 'POST', url: '/api/x', headers: { origin: ALLOWED } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    await bare.close();
  });
});

const TAGS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'span', 'a', 'blockquote']);

/** What is wrong with a piece of HTML, or [] when every tag is allowlisted and carries no risky attribute. */
function problems(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<\s*(\/?)\s*([a-zA-Z0-9-]+)([^>]*)>/g)) {
    const [tag, , name, attrs] = m;
    if (!TAGS.has(name.toLowerCase())) out.push(`tag ${tag}`);
    const rest = attrs.trim().replace(/\/$/, '');
    if (!rest) continue;
    if (name.toLowerCase() !== 'a' || !/^href="(https:\/\/[^"<>]*|\/[^"<>]*)"$/.test(rest)) out.push(`attributes ${tag}`);
  }
  if (/javascript:|data:text\/html|on[a-z]+\s*=/i.test(html)) out.push('script-like content');
  return out;
}

describe('server-provided HTML', () => {
  it('the allowlist check itself catches the usual payloads', () => {
    for (const bad of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">x</a>', '<p style="x">', '<iframe src="//evil">', '<svg onload=alert(1)>']) {
      expect(problems(bad), bad).not.toEqual([]);
    }
    expect(problems('<p>一段 <strong>文字</strong></p><ul><li><a href="https://harbourline.example/a">链接</a></li></ul>')).toEqual([]);
  });

  it('every stored HTML field is inside the allowlist', async () => {
    const checked: string[] = [];
    const bad: string[] = [];
    const columns = [
      ['articles', ['content_zh', 'content_en', 'summary_zh', 'summary_en']],
      ['activities', ['content_zh', 'content_en', 'summary_zh', 'summary_en']],
      ['announcements', ['content_zh', 'content_en']],
    ] as const;
    for (const [table, cols] of columns) {
      for (const col of cols) {
        const r = await s.handle.db.execute(sql`select id::text as id, ${sql.identifier(col)} as v from ${sql.identifier(table)}`);
        for (const row of (r as unknown as { rows: { id: string; v: string }[] }).rows) {
          checked.push(`${table}.${col}`);
          const p = problems(row.v);
          if (p.length) bad.push(`${table}#${row.id}.${col}: ${p.join(', ')}`);
        }
      }
    }
    const firm = await s.handle.db.execute(sql`select id::text as id, content as v from qa_replies where "from" <> 'client'`);
    for (const row of (firm as unknown as { rows: { id: string; v: string }[] }).rows) {
      checked.push('qa_replies');
      const p = problems(row.v);
      if (p.length) bad.push(`qa_replies#${row.id}: ${p.join(', ')}`);
    }
    expect(bad).toEqual([]);
    expect(checked.length).toBeGreaterThan(20);
  });

  it("a client's Q&A text comes back as that client's text, unchanged, never as firm HTML", async () => {
    const me = await persona(s.app, 'investor@demo.test');
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const q = await me.post<{ id: string }>('/qa/info/addQaInfo', { title: '<b>标题</b>', description: payload });
    expect(q.code).toBe(1000);
    const r = await me.post<{ from: string; content: string }>('/qa/info/addQaReply', { qaId: String(q.data.id), content: payload });
    expect(r.data).toMatchObject({ from: 'client', content: payload });
    const detail = await me.get(`/qa/info/findone?id=${q.data.id}`);
    expect(detail.raw).toContain(JSON.stringify(payload).slice(1, -1));
    expect(detail.raw).not.toMatch(/"from":"firm"[^}]*onerror/);
  });
});
