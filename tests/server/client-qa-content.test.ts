/** Q&A (ask, reply, read state), content columns, activities, videos, live events, files and the questionnaire. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, persona, qs, type Persona } from './client-support.ts';
import { call, createTestServer, type S, type TestServer } from './support.ts';

let s: TestServer;
let investor: Persona;
beforeAll(async () => {
  s = await createTestServer();
  // The demo data runs to late 2026: the clock is put there so "new" and "current" mean what a user would see.
  s.clock.set(Date.UTC(2026, 10, 25, 9));
  investor = await persona(s.app, 'investor@demo.test');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Page<T> = { list: T[]; total: number; page: number; limit: number };

describe('Q&A', () => {
  it('shows the unread firm reply, marks it read, and keeps the badge count in step', async () => {
    const state = await investor.get<S['QaReadState']>('/qa/info/findRead');
    expect(state.data.unreadCount).toBe(1);
    const badge = await investor.get<number>(`/qa/info/getFindReadMessage?appUserId=${investor.userId}`);
    expect(badge.data).toBe(1);
    const q = await investor.get<S['QaDetail']>(`/qa/info/findone?id=${state.data.unreadIds[0]}`);
    expect(q.data).toMatchObject({ read: false, replyCount: 1 });
    expect(q.data.replies[0]).toMatchObject({ from: 'firm' });
    expect((await investor.post('/qa/info/updateRead', { qaId: q.data.id })).code).toBe(1000);
    expect((await investor.get<S['QaReadState']>('/qa/info/findRead')).data.unreadCount).toBe(0);
    expect((await investor.get<S['QaDetail']>(`/qa/info/findone?id=${q.data.id}`)).data.read).toBe(true);
  });

  it('asks (title at most 100 characters) and replies; the thread moves to the top', async () => {
    expect((await investor.post('/qa/info/addQaInfo', { title: 'x'.repeat(101), description: 'd' })).status).toBe(400);
    const asked = await investor.post<S['QaSummary']>('/qa/info/addQaInfo', { title: '赎回到账时间', description: '赎回后资金多久到账？' });
    expect(asked.data).toMatchObject({ title: '赎回到账时间', replyCount: 0, read: true });
    const reply = await investor.post<S['QaReply']>('/qa/info/addQaReply', { qaId: asked.data.id, content: '补充：是价值精选一号。' });
    expect(reply.data).toMatchObject({ from: 'client', content: '补充：是价值精选一号。' });
    const list = await investor.get<Page<S['QaSummary']>>('/qa/info/list?limit=2');
    expect(list.data.total).toBe(4);
    expect(list.data.list[0]).toMatchObject({ id: asked.data.id, replyCount: 1 });
  });

  it('refuses another user’s question ids and appUserId', async () => {
    const inst = await persona(s.app, 'institution@demo.test');
    const theirs = (await inst.get<Page<S['QaSummary']>>('/qa/info/list')).data.list[0].id;
    const r = await investor.get(`/qa/info/findone?id=${theirs}`);
    expect(r.code).toBe(4004);
    expect((await investor.get('/qa/info/findone?id=999999')).msg).toBe(r.msg);
    expect((await investor.post('/qa/info/addQaReply', { qaId: theirs, content: 'hi' })).code).toBe(4004);
    expect((await investor.post('/qa/info/updateRead', { qaId: theirs })).code).toBe(4004);
    expect((await investor.get(`/qa/info/getFindReadMessage?appUserId=${inst.userId}`)).code).toBe(4003);
  });
});

describe('content', () => {
  it('lists a menu column’s articles in the request language and opens one', async () => {
    const menu = (await call<S['UserInfo']>(s.app, 'POST', '/api/sys/users/getInfo', { headers: { token: investor.token }, body: { userId: investor.userId, currentIdType: 1 } })).data.cmsColumnList;
    const newsColumn = menu.find((c) => c.content === '/companyNews')!.columnId;
    const zh = await investor.get<Page<S['ArticleSummary']>>(`/psn/column/getList?columnId=${newsColumn}`);
    expect(zh.data.total).toBe(24);
    const en = await investor.get<Page<S['ArticleSummary']>>(`/psn/column/getList?columnId=${newsColumn}`, 'en_US');
    expect(en.data.list[0].title).toMatch(/[A-Za-z]/);
    const article = await investor.get<S['Article']>(`/psn/column/selectArticleById?id=${zh.data.list[0].id}`);
    expect(article.data.content).toMatch(/^<p>/);
    expect(article.data.content).not.toMatch(/<script|on\w+=/i);
    expect((await investor.get('/psn/column/getList?columnId=99999')).code).toBe(4004);
  });

  it('every article is written out: its own title, no template text, several paragraphs, in both languages', async () => {
    for (const lang of ['zh_CN', 'en_US']) {
      const titles: string[] = [];
      const bodies: string[] = [];
      for (const [column, count] of [['news', 24], ['investment', 18], ['enter', 4], ['exclusive', 6]] as const) {
        const url = column === 'exclusive' ? '/cms/article/exclusive/getList?limit=50' : `/psn/column/getList?columnId=${column}&limit=50`;
        const list = (await investor.get<Page<S['ArticleSummary']>>(url, lang)).data;
        expect(list.total, `${lang} ${column}`).toBe(count);
        for (const a of list.list) {
          const detailUrl = column === 'exclusive' ? `/cms/article/exclusive/selectArticleById?id=${a.id}` : `/psn/column/selectArticleById?id=${a.id}`;
          const { content } = (await investor.get<S['Article']>(detailUrl, lang)).data;
          const paragraphs = content.match(/<p>/g) ?? [];
          expect(paragraphs.length, `${lang} ${a.title}`).toBeGreaterThanOrEqual(3);
          expect(content.replace(/<[^>]+>/g, '').length, `${lang} ${a.title}`).toBeGreaterThan(lang === 'zh_CN' ? 150 : 500);
          expect(a.summary.length, `${lang} ${a.title}`).toBeGreaterThan(10);
          // In the article's language: Chinese text has Chinese characters, English none.
          expect(/[\u3400-\u9fff]/.test(content), `${lang} ${a.title}`).toBe(lang === 'zh_CN');
          titles.push(a.title);
          bodies.push(content);
        }
      }
      // No two articles share a title or a text, and no title is a template's ("第3次更新", "update 3", "(2025)" repeats).
      expect(new Set(titles).size, lang).toBe(titles.length);
      expect(new Set(bodies).size, lang).toBe(bodies.length);
      for (const t of titles) expect(t).not.toMatch(/第\d+次|update \d+|[（(]\d{4}[)）]$/i);
      for (const b of bodies) expect(b).not.toMatch(/第\d+次更新|update \d+ reflects/i);
    }
  }, 60_000);

  it('searches titles, lists activities with children, current announcements', async () => {
    const found = await investor.get<Page<S['ArticleSummary']>>(`/psn/column/getListByTitle?${qs({ title: '可持续' })}`);
    expect(found.data.total).toBeGreaterThan(0);
    expect(found.data.list.every((a) => a.title.includes('可持续'))).toBe(true);
    const en = await investor.get<Page<S['ArticleSummary']>>(`/psn/column/getListByTitle?${qs({ title: 'sustainability', languageType: 'en_US' })}`);
    expect(en.data.total).toBe(found.data.total);
    // Past the last page: no articles, the same total; a title nothing has: none at all.
    const past = await investor.get<Page<S['ArticleSummary']>>(`/psn/column/getListByTitle?${qs({ title: '可持续', page: 1000 })}`);
    expect(past.data).toMatchObject({ list: [], total: found.data.total, page: 1000 });
    expect((await investor.get<Page<S['ArticleSummary']>>(`/psn/column/getListByTitle?${qs({ title: '无此标题' })}`)).data).toMatchObject({ list: [], total: 0 });
    const acts = await investor.get<Page<S['ActivitySummary']>>('/psn/activity/getList');
    expect(acts.data.total).toBe(6);
    const detail = await investor.get<S['ActivityDetail']>(`/psn/activity/selectActivityAndChildren?id=${acts.data.list[0].id}`, 'en_US');
    expect(detail.data.children).toHaveLength(2);
    expect(detail.data.video?.videoId).toBe('vid-meeting-2026');
    const publicActs = await call<Page<S['ActivitySummary']>>(s.app, 'GET', '/api/cms/activity/getList');
    expect(publicActs.data.total).toBe(3);
    const notices = await investor.get<S['Announcement'][]>('/psn/activity/findNotice');
    // The Spring Festival notice ended in February.
    expect(notices.data.map((n) => n.title)).toEqual(['系统升级通知', '季度报告已发布', '谨防诈骗']);
  });

  it('locks exclusive articles and client videos for anonymous visitors', async () => {
    const list = await call<Page<S['ArticleSummary']>>(s.app, 'GET', '/api/cms/article/exclusive/getList');
    const id = list.data.list[0].id;
    const anon = await call<S['Article']>(s.app, 'GET', `/api/cms/article/exclusive/selectArticleById?id=${id}`);
    expect(anon.data).toMatchObject({ locked: true, content: '' });
    const mine = await investor.get<S['Article']>(`/cms/article/exclusive/selectArticleById?id=${id}`);
    expect(mine.data.locked).toBe(false);
    expect(mine.data.content.length).toBeGreaterThan(0);
    expect((await call<S['ExclusiveIdentity']>(s.app, 'GET', '/api/cms/article/exclusive/getIdentityInfo')).data.identified).toBe(false);
    expect((await investor.get<S['ExclusiveIdentity']>('/cms/article/exclusive/getIdentityInfo')).data).toEqual({ identified: true, currentIdType: 1 });
    expect((await call(s.app, 'GET', '/api/oss/vod/getPlayInfo?videoId=vid-cio-2026')).code).toBe(4003);
    expect((await call(s.app, 'GET', '/api/oss/vod/getPlayInfo?videoId=vid-brand-2026')).code).toBe(1000);
    const play = await investor.get<S['VideoPlayInfo']>('/cms/article/exclusive/oss/vod/getPlayInfo?videoId=vid-cio-2026');
    expect(play.data.playUrl).toContain('vid-cio-2026');
  });

  it('lists the videos a visitor may play (clients-only ones to clients), each with its length', async () => {
    const anon = await call<Page<S['VideoSummary']>>(s.app, 'GET', '/api/oss/vod/list', { headers: { 'accept-language': 'en_US' } });
    expect(anon.data.list.map((v) => [v.videoId, v.clientsOnly])).toEqual([
      ['vid-brand-2026', false],
      ['vid-esg-2026', false],
    ]);
    expect(anon.data.list.every((v) => /[A-Za-z]/.test(v.title) && v.duration > 0)).toBe(true);
    const mine = await investor.get<Page<S['VideoSummary']>>('/oss/vod/list');
    expect(mine.data.total).toBe(4);
    expect(mine.data.list.slice(2).every((v) => v.clientsOnly)).toBe(true);
    // The length listed is the one the player is given.
    for (const v of mine.data.list) expect((await investor.get<S['VideoPlayInfo']>(`/oss/vod/getPlayInfo?videoId=${v.videoId}`)).data.duration).toBe(v.duration);
  });

  it('lists live events upcoming first and issues tickets (clients-only events need a token)', async () => {
    const events = await call<Page<S['LiveEvent']>>(s.app, 'GET', '/api/live/broadcast/event');
    expect(events.data.total).toBe(5);
    // Live and upcoming first, soonest first; then the ended ones, latest first.
    expect(events.data.list.map((e) => e.status)).toEqual(['live', 'upcoming', 'upcoming', 'ended', 'ended']);
    const clientsOnly = events.data.list.find((e) => e.clientsOnly)!;
    expect((await call(s.app, 'POST', '/api/live/broadcast/ticket/vhall', { body: { eventId: clientsOnly.id } })).code).toBe(4003);
    const t = await investor.post<S['LiveTicket']>('/live/broadcast/ticket/vhall', { eventId: clientsOnly.id });
    expect(t.data.joinUrl).toBe(`/liveBroadcast?eventId=${clientsOnly.id}`);
    expect(t.data.event.id).toBe(clientsOnly.id);
  });
});

describe('files', () => {
  it('lists public files by category and downloads them without a token; client files need one', async () => {
    const cases = await call<Page<S['FileEntry']>>(s.app, 'GET', '/api/public/cms/file/list?category=investmentCase&limit=20');
    expect(cases.data.total).toBe(10);
    const res = await s.app.inject({ method: 'GET', url: `/api/public/cms/file/download?fileId=${cases.data.list[0].fileId}` });
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBe(cases.data.list[0].size);
    const article = (await investor.get<Page<S['ArticleSummary']>>('/psn/column/getList?columnId=investment')).data.list;
    const withFile = await Promise.all(article.map((a) => investor.get<S['Article']>(`/psn/column/selectArticleById?id=${a.id}`)));
    const attachment = withFile.flatMap((a) => a.data.attachments ?? [])[0];
    expect(attachment).toBeDefined();
    const privateDownload = await call(s.app, 'GET', `/api/public/cms/file/download?fileId=${attachment.fileId}`);
    expect(privateDownload.code).toBe(4004);
    const mine = await s.app.inject({ method: 'GET', url: `/api/file/download?fileId=${attachment.fileId}`, headers: { token: investor.token } });
    expect(mine.statusCode).toBe(200);
    expect((await as(s.app, '').get(`/file/download?fileId=${attachment.fileId}`)).code).toBe(3008);
  });
});

describe('qualified investor', () => {
  it('a client who holds funds has been assessed: qualified, with the answers given and the year it holds', async () => {
    const status = await investor.get<S['QualifiedStatus']>('/client/qualified/authentication');
    expect(status.data).toEqual({ qualified: true, confirmedAt: '2026-03-16T02:30:00.000Z', expiresAt: '2027-03-16T02:30:00.000Z' });
    const q = await investor.get<S['QualifiedQuestionnaire']>('/client/qualified/selectTotalQuestionAndAnswer', 'en_US');
    expect(q.data.answers).toEqual([
      { questionId: 'q1', optionIds: ['individual'] },
      { questionId: 'q2', optionIds: ['single', 'finAssets'] },
    ]);
    // Every persona who holds funds bought them as a qualified investor.
    for (const email of ['institution@demo.test', 'single@demo.test']) {
      expect((await (await persona(s.app, email)).get<S['QualifiedStatus']>('/client/qualified/authentication')).data.qualified, email).toBe(true);
    }
  });

  it('asks again once the year has passed, with the previous answers; unknown options are refused', async () => {
    const now = s.clock.now();
    try {
      s.clock.set(Date.UTC(2027, 2, 20, 9));
      const later = await persona(s.app, 'investor@demo.test');
      expect((await later.get<S['QualifiedStatus']>('/client/qualified/authentication')).data.qualified).toBe(false);
      const q = await later.get<S['QualifiedQuestionnaire']>('/client/qualified/selectTotalQuestionAndAnswer', 'en_US');
      expect(q.data.questions).toHaveLength(2);
      expect(q.data.answers).toHaveLength(2);
      expect((await later.post('/client/qualified/clientAnswerQuestion', { answers: [{ questionId: 'q2', optionIds: ['bogus'] }] })).code).toBe(4000);
      const ok = await later.post<S['QualifiedStatus']>('/client/qualified/clientAnswerQuestion', {
        answers: [
          { questionId: 'q1', optionIds: ['individual'] },
          { questionId: 'q2', optionIds: ['finAssets'] },
        ],
      });
      expect(ok.data).toMatchObject({ qualified: true, expiresAt: '2028-03-19T09:00:00.000Z' });
      expect((await later.get<S['QualifiedQuestionnaire']>('/client/qualified/selectTotalQuestionAndAnswer')).data.answers).toEqual([
        { questionId: 'q1', optionIds: ['individual'] },
        { questionId: 'q2', optionIds: ['finAssets'] },
      ]);
    } finally {
      s.clock.set(now);
    }
  });
});
