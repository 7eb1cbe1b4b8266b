/**
 * What browsers load from signed addresses: the demo videos (encoded the same on every run, served in byte ranges),
 * report files named after their title for the preview frame and a new tab, and the live tickets that give a
 * broadcast's state and stream. A missing, altered or expired signature answers 403; what the signature names must
 * exist (404). The preview's frame is allowed for the site's own pages only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVideoBytes } from '../../server/media.ts';
import { clearMp4Times, encodeDemoVideo } from '../../server/services/demo-video.ts';
import { sign, vodUrl } from '../../server/services/signed-urls.ts';
import { persona, type Persona } from './client-support.ts';
import { readPdf } from './pdf-text.ts';
import { call, createTestServer, type S, type TestServer } from './support.ts';

let s: TestServer;
let investor: Persona;
let institution: Persona;

// Seeding the demo firm takes long on a busy machine: more than the project's hook timeout.
beforeAll(async () => {
  s = await createTestServer();
  // The demo data runs to late 2026: the clock is put there so the broadcasts are before, during and after.
  s.clock.set(Date.UTC(2026, 10, 25, 9));
  investor = await persona(s.app, 'investor@demo.test');
  institution = await persona(s.app, 'institution@demo.test');
}, 240_000);
afterAll(async () => {
  await s?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

/** An MP4's length in seconds: its movie header's duration over its time scale. */
function mp4Seconds(mp4: Buffer): number {
  const at = mp4.indexOf('mvhd');
  const version = mp4[at + 4];
  // After the version and flags: creation and modification times (4 or 8 bytes each), the time scale, the duration.
  const scaleAt = at + 8 + (version === 1 ? 16 : 8);
  const duration = version === 1 ? Number(mp4.readBigUInt64BE(scaleAt + 4)) : mp4.readUInt32BE(scaleAt + 4);
  return duration / mp4.readUInt32BE(scaleAt);
}

describe('demo videos', () => {
  it('are the same bytes on every encoding: an MP4 of H.264 with no time stamped in it', async () => {
    const [a, b] = [await encodeDemoVideo('vid-brand-2026', 30), await encodeDemoVideo('vid-brand-2026', 30)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a.subarray(4, 8)).toString()).toBe('ftyp');
    expect(Buffer.from(a).includes('avc1')).toBe(true);
    expect(a.length).toBeGreaterThan(5_000);
    expect(a.length).toBeLessThan(300_000);
    // The worker's encoding is the same as this one, and another id is another video.
    expect((await demoVideoBytes('vid-brand-2026', 30)).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(await encodeDemoVideo('vid-esg-2026', 30)).equals(Buffer.from(a))).toBe(false);
  }, 60_000);

  it('play as long as the duration the API gives them', async () => {
    for (const videoId of ['vid-brand-2026', 'vid-cio-2026', 'vid-meeting-2026', 'vid-esg-2026']) {
      const play = await investor.get<S['VideoPlayInfo']>(`/oss/vod/getPlayInfo?videoId=${videoId}`);
      const mp4 = (await get(play.data.playUrl)).rawPayload;
      expect(mp4Seconds(mp4), videoId).toBeCloseTo(play.data.duration!, 1);
      // Short enough to stay a small download.
      expect(mp4.length, videoId).toBeLessThan(300_000);
    }
  }, 60_000);

  it('clears the creation and modification times of the movie, its tracks and their media', () => {
    // size (4 bytes), type, then the body.
    const box = (type: string, ...body: Buffer[]) => {
      const b = Buffer.concat([Buffer.alloc(4), Buffer.from(type), ...body]);
      b.writeUInt32BE(b.length, 0);
      return b;
    };
    // Version 0, flags, creation and modification times (4 bytes each), then what follows.
    const timed = (type: string) => box(type, Buffer.from([0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9]));
    const mp4 = box('moov', timed('mvhd'), box('trak', timed('tkhd'), box('mdia', timed('mdhd'))));
    clearMp4Times(mp4);
    for (const type of ['mvhd', 'tkhd', 'mdhd']) {
      const at = mp4.indexOf(type);
      expect([...mp4.subarray(at + 8, at + 16)], type).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect([...mp4.subarray(at + 16, at + 20)], `${type} keeps what follows`).toEqual([9, 9, 9, 9]);
    }
  });

  it('play from the signed address, whole or in byte ranges', async () => {
    const play = await call<S['VideoPlayInfo']>(s.app, 'GET', '/api/oss/vod/getPlayInfo?videoId=vid-brand-2026');
    expect(play.data.playUrl).toMatch(/^\/media\/vod\/vid-brand-2026\.mp4\?expires=\d+&sig=[\w-]+$/);
    const whole = await get(play.data.playUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('no-store');
    const size = whole.rawPayload.length;
    expect(Number(whole.headers['content-length'])).toBe(size);

    const first = await get(play.data.playUrl, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    // What a player asks first: from 0 to the end.
    const open = await get(play.data.playUrl, { range: 'bytes=0-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    const tail = await get(play.data.playUrl, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const past = await get(play.data.playUrl, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    // Several ranges at once are not served as such: the whole file.
    expect((await get(play.data.playUrl, { range: 'bytes=0-1,5-6' })).statusCode).toBe(200);
    // HEAD for the size alone.
    const head = await s.app.inject({ method: 'HEAD', url: play.data.playUrl });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
  });

  it('refuses a missing, altered, borrowed or expired signature with 403, in the request language', async () => {
    const play = await investor.get<S['VideoPlayInfo']>('/oss/vod/getPlayInfo?videoId=vid-cio-2026');
    const url = play.data.playUrl;
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const bad of [
      url.split('?')[0],
      url.replace(/&sig=.*/, ''),
      url.replace(sig, flipped),
      url.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 1}`),
      // The signature of one video does not open another.
      url.replace('vid-cio-2026', 'vid-meeting-2026'),
    ]) {
      const res = await get(bad, { 'accept-language': 'en_US' });
      expect(res.statusCode, bad).toBe(403);
      expect(res.body, bad).toMatch(/invalid or has expired/);
    }
    expect((await get(url.replace(sig, flipped))).body).toMatch(/链接无效或已过期/);
    const later = await get(url);
    expect(later.statusCode).toBe(200);
    s.clock.advance(31 * 60_000);
    try {
      expect((await get(url)).statusCode).toBe(403);
    } finally {
      s.clock.advance(-31 * 60_000);
    }
  });

  it('answers 404 for a signed id that is no video', async () => {
    const { url } = vodUrl('vid-nowhere', s.clock.now(), 60_000);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`/media/vod/x.webm?${sign('vod:x', s.clock.now(), 60_000).query}`)).statusCode).toBe(404);
  });
});

describe('report files at signed addresses', () => {
  const reportOf = async (p: Persona, lang?: string) => (await p.get<{ list: S['Report'][] }>('/asset/getFundReport?fundCode=HL001&type=quarterly', lang)).data.list[0];

  it('are named after the report, in the address, in Content-Disposition and in the PDF title', async () => {
    for (const lang of ['zh_CN', 'en_US']) {
      const report = await reportOf(investor, lang);
      const link = await investor.get<S['FileLink']>(`/file/link?fileId=${report.fileId}`, lang);
      expect(link.code).toBe(1000);
      expect(link.data.name).toBe(`${report.title}.pdf`);
      expect(link.data.url.split('?')[0]).toBe(`/files/${report.fileId}/${encodeURIComponent(`${report.title}.pdf`)}`);
      const res = await get(link.data.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${report.title.replace(/[^\x20-\x7e]/g, '_')}.pdf"; filename*=UTF-8''${encodeURIComponent(`${report.title}.pdf`)}`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(readPdf(res.rawPayload).title).toBe(report.title);
      // Framed by the site's own pages only; every other page keeps refusing frames.
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
      expect(res.headers['cache-control']).toBe('no-store');
      // The API's own preview carries the same name.
      const preview = await s.app.inject({ method: 'GET', url: `/api/file/preview?fileId=${report.fileId}`, headers: { token: investor.token, 'accept-language': lang } });
      expect(preview.headers['content-disposition']).toBe(res.headers['content-disposition']);
      expect(preview.headers['x-frame-options']).toBe('DENY');
      expect(String(preview.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it("are signed for the caller's own files alone, and refuse a changed name or an expired signature", async () => {
    const mine = await reportOf(investor);
    // HL004: a fund only the institution holds.
    const only = (await institution.get<{ list: S['Report'][] }>('/asset/getFundReport?fundCode=HL004')).data.list[0];
    expect((await investor.get(`/file/link?fileId=${only.fileId}`)).code).toBe(4004);
    expect((await call(s.app, 'GET', `/api/file/link?fileId=${mine.fileId}`)).code).not.toBe(1000);

    const link = await investor.get<S['FileLink']>(`/file/link?fileId=${mine.fileId}`);
    const [path, query] = link.data.url.split('?');
    expect((await get(`${path.replace(/\/[^/]+$/, '/renamed.pdf')}?${query}`)).statusCode).toBe(403);
    expect((await get(`${path.replace(mine.fileId, only.fileId)}?${query}`)).statusCode).toBe(403);
    expect((await get(path)).statusCode).toBe(403);
    s.clock.advance(11 * 60_000);
    try {
      expect((await get(link.data.url)).statusCode).toBe(403);
    } finally {
      s.clock.advance(-11 * 60_000);
    }
  });
});

describe('live tickets', () => {
  it('give the event and, once it has started, its stream: the demo video, live and as the replay', async () => {
    const events = (await call<{ list: S['LiveEvent'][] }>(s.app, 'GET', '/api/live/broadcast/event', { headers: { 'accept-language': 'en_US' } })).data.list;
    const byStatus = (status: S['LiveEvent']['status']) => events.find((e) => e.status === status && !e.clientsOnly)!;
    for (const status of ['upcoming', 'live', 'ended'] as const) {
      const e = byStatus(status);
      const t = await call<S['LiveTicket']>(s.app, 'POST', '/api/live/broadcast/ticket/vhall', { body: { eventId: e.id }, headers: { 'accept-language': 'en_US' } });
      expect(t.code, status).toBe(1000);
      expect(t.data.joinUrl).toBe(`/liveBroadcast?eventId=${e.id}`);
      expect(t.data.event).toEqual(e);
      if (status === 'upcoming') {
        expect(t.data.streamUrl).toBeUndefined();
      } else {
        expect(t.data.streamUrl).toMatch(/^\/media\/vod\/vid-brand-2026\.mp4\?expires=/);
        expect((await get(t.data.streamUrl!, { range: 'bytes=0-' })).statusCode).toBe(206);
      }
    }
  });

  it('keep the stream open for as long as the broadcast is on air, not two hours', async () => {
    const now = s.clock.now();
    const ticketFor = async (viewer: Persona, title: string) => {
      const events = (await viewer.get<{ list: S['LiveEvent'][] }>('/live/broadcast/event?limit=20', 'en_US')).data.list;
      const event = events.find((e) => e.title === title)!;
      return (await viewer.post<S['LiveTicket']>('/live/broadcast/ticket/vhall', { eventId: event.id }, 'en_US')).data;
    };
    try {
      // A two-hour broadcast (for clients) joined ten minutes in: the address lasts until its end and half an hour more.
      s.clock.set(Date.UTC(2026, 11, 10, 7, 10));
      const strategy = await ticketFor(await persona(s.app, 'investor@demo.test'), 'Annual strategy live');
      expect(strategy.event.status).toBe('live');
      expect(strategy.expiresAt).toBe('2026-12-10T09:30:00.000Z');
      s.clock.set(Date.UTC(2026, 11, 10, 9, 25));
      expect((await get(strategy.streamUrl!, { range: 'bytes=0-' })).statusCode).toBe(206);
      s.clock.set(Date.UTC(2026, 11, 10, 9, 31));
      expect((await get(strategy.streamUrl!, { range: 'bytes=0-' })).statusCode).toBe(403);

      // The standing demo channel: three hours on, the address still plays; it lasts twelve hours, then the page
      // renews its ticket (src/actors/public.ts) rather than carrying an address for decades.
      s.clock.set(now);
      const channel = await ticketFor(investor, 'Demo channel: markets around the clock');
      expect(channel.event.status).toBe('live');
      expect(Date.parse(channel.expiresAt)).toBe(now + 12 * 60 * 60_000);
      s.clock.set(now + 3 * 60 * 60_000);
      expect((await get(channel.streamUrl!, { range: 'bytes=0-' })).statusCode).toBe(206);

      // A replay's address has the usual two hours.
      const ended = (await investor.get<{ list: S['LiveEvent'][] }>('/live/broadcast/event?limit=20')).data.list.find((e) => e.status === 'ended')!;
      const replay = (await investor.post<S['LiveTicket']>('/live/broadcast/ticket/vhall', { eventId: ended.id })).data;
      expect(Date.parse(replay.expiresAt)).toBe(s.clock.now() + 2 * 60 * 60_000);
    } finally {
      s.clock.set(now);
    }
  });
});

describe("the site's own public files under /files/", () => {
  it('are served as they are: a file the build puts there needs no signature (only report-<n> and file-<n> addresses are signed)', async () => {
    // A build of the site in miniature: its page and one public file under /files/ that the server does not draw.
    const dist = mkdtempSync(join(tmpdir(), 'hl-dist-'));
    mkdirSync(join(dist, 'files', 'forms'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>site</title>');
    writeFileSync(join(dist, 'files', 'forms', 'site-form.pdf'), '%PDF-1.4\n%%EOF\n');
    const site = await createTestServer({ distDir: dist });
    try {
      const res = await site.app.inject({ method: 'GET', url: '/files/forms/site-form.pdf' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('%PDF-1.4\n%%EOF\n');
      // A contract file's address without its signature is still refused.
      expect((await site.app.inject({ method: 'GET', url: '/files/report-1/x.pdf' })).statusCode).toBe(403);
    } finally {
      await site.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
