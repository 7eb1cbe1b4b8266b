/**
 * Server-provided HTML (issue 8, browser side, server part): every HTML field the server stores and serves (articles,
 * activities, announcements, the firm's Q&A replies) stays inside a small allowlist — no script, no event handler, no
 * javascript: URL, no attribute except a safe href — so what the SPA sanitises again is already inert. Text that
 * clients post (Q&A) is kept and answered as text, marked as the client's, never promoted to HTML.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './support.ts';
import { persona } from './client-support.ts';

let s: TestServer;
// Seeding the demo firm takes long on a busy machine: more than the project's hook timeout.
beforeAll(async () => {
  s = await createTestServer();
}, 240_000);
afterAll(async () => {
  await s?.close();
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
