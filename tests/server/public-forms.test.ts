import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERN_FILE_MAX_BYTES } from '../../src/constants.ts';
import { internAttendance, interns } from '../../server/db/schema.ts';
import { DEMO_INTERNS, displayNameOf } from '../../server/routes/public-forms.ts';
import { call, createTestServer, type S, type TestServer } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const pdf = (extra = 'x') => Buffer.from(`%PDF-1.4\n${extra}`).toString('base64');
const intern = DEMO_INTERNS[0];
const sheet = (file: Partial<S['FileUpload']> = {}) => ({
  name: intern.name,
  mobile: intern.mobile,
  attendanceDate: '2023-06-30',
  internType: 'daily',
  mealAllowance: 330,
  paidDays: 22,
  leader: intern.leader,
  file: { fileName: 'june.pdf', contentType: 'application/pdf', contentBase64: pdf(), ...file },
});

describe('saveInterviewBooking', () => {
  it('saves a booking and answers its id and time', async () => {
    const res = await call<S['InterviewBooking']>(server.app, 'POST', '/api/public/interview/save', {
      body: { name: '张三', mobile: '13912345678', interviewTime: '2030-01-02T03:00:00.000Z' },
    });
    expect(res.code).toBe(1000);
    expect(res.data.bookingId).toMatch(/\d+/);
    expect(res.data.interviewTime).toBe('2030-01-02T03:00:00.000Z');
  });

  it('refuses a bad mobile with 400 / 4000 in the request language', async () => {
    const res = await call(server.app, 'POST', '/api/public/interview/save', {
      headers: { 'accept-language': 'en_US' },
      body: { name: 'Zhang', mobile: 'abc', interviewTime: '2030-01-02T03:00:00.000Z' },
    });
    expect(res.status).toBe(400);
    expect(res.code).toBe(4000);
  });
});

describe('intern attendance', () => {
  it('search: unknown name and mobile is found false', async () => {
    const res = await call<S['InternAttendanceLookup']>(server.app, 'POST', '/api/public/intern/attendance/search', {
      body: { name: '无此人', mobile: '13900009999' },
    });
    expect(res.code).toBe(1000);
    expect(res.data).toMatchObject({ found: false, records: [] });
  });

  it('saves a sheet with a PDF and finds it again', async () => {
    const saved = await call<S['InternAttendanceRecord']>(server.app, 'POST', '/api/public/intern/attendance/save', { body: sheet() });
    expect(saved.code).toBe(1000);
    expect(saved.data).toMatchObject({ attendanceDate: '2023-06-30', paidDays: 22, fileName: 'june.pdf' });
    const found = await call<S['InternAttendanceLookup']>(server.app, 'POST', '/api/public/intern/attendance/search', {
      body: { name: intern.name, mobile: intern.mobile },
    });
    expect(found.data.found).toBe(true);
    expect(found.data.leader).toBe(intern.leader);
    expect(found.data.records.map((r) => r.recordId)).toContain(saved.data.recordId);
  });

  it('stores the file under a name of its own; the name sent is kept only as display text, without its path or controls', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\windows\\win.ini.pdf', 'win.ini.pdf'],
      ['C:\\fakepath\\考勤 六月.pdf', '考勤 六月.pdf'],
      ['a\u0000b\u202e\u0007fdp.exe\n.pdf', 'abfdp.exe.pdf'],
      ['<img src=x onerror=alert(1)>.pdf', 'img src=x onerror=alert(1).pdf'],
      ['../..', 'attachment.pdf'],
      ['   .hidden.pdf  ', 'hidden.pdf'],
      ['x\n../../y.pdf', 'y.pdf'],
    ];
    for (const [sent, shown] of cases) {
      const saved = await call<S['InternAttendanceRecord']>(server.app, 'POST', '/api/public/intern/attendance/save', {
        body: sheet({ fileName: sent }),
      });
      expect(saved.code, sent).toBe(1000);
      expect(saved.data.fileName, sent).toBe(shown);
      const [row] = await server.handle.db.select().from(internAttendance).where(eq(internAttendance.id, Number(saved.data.recordId)));
      expect(row.fileName, sent).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(row.displayName, sent).toBe(shown);
    }
    const found = await call<S['InternAttendanceLookup']>(server.app, 'POST', '/api/public/intern/attendance/search', {
      body: { name: intern.name, mobile: intern.mobile },
    });
    const names = found.data.records.map((r) => r.fileName);
    for (const [, shown] of cases) expect(names).toContain(shown);
    const unsafe = names.filter((n) => /\.\.|[\\/<>]/.test(n) || [...n].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u202e'));
    expect(unsafe).toEqual([]);
  });

  it('refuses a file whose bytes are not the declared type', async () => {
    const res = await call(server.app, 'POST', '/api/public/intern/attendance/save', {
      body: sheet({ contentType: 'image/png', contentBase64: pdf() }),
    });
    expect(res.code).toBe(4000);
  });

  it('refuses a type outside pdf/jpeg/png', async () => {
    const res = await call(server.app, 'POST', '/api/public/intern/attendance/save', {
      body: sheet({ contentType: 'text/html' as 'application/pdf', contentBase64: Buffer.from('<script>').toString('base64') }),
    });
    expect(res.code).toBe(4000);
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.alloc(INTERN_FILE_MAX_BYTES + 1, 0x20);
    big.write('%PDF', 0);
    const { checkUpload } = await import('../../server/routes/public-forms.ts');
    expect(() => checkUpload({ fileName: 'big.pdf', contentType: 'application/pdf', contentBase64: big.toString('base64') })).toThrow();
  });

  it('saving for an unknown intern fails (the page tells them to contact staff)', async () => {
    const res = await call(server.app, 'POST', '/api/public/intern/attendance/save', { body: { ...sheet(), name: '无此人' } });
    expect(res.code).not.toBe(1000);
    expect(res.data).toBeNull();
  });
});

describe('submitSurvey', () => {
  it('stores answers and answers an id', async () => {
    const res = await call<S['Submitted']>(server.app, 'POST', '/api/public/survey/submit', {
      body: { surveyId: 'topics-2023', answers: [{ questionId: 'q1', optionIds: ['o1', 'o3'] }, { questionId: 'q2', text: 'more ESG' }] },
    });
    expect(res.code).toBe(1000);
    expect(res.data.id).toMatch(/\d+/);
  });

  it('refuses an empty answer list', async () => {
    const res = await call(server.app, 'POST', '/api/public/survey/submit', { body: { surveyId: 'x', answers: [] } });
    expect(res.code).toBe(4000);
  });
});

describe('migration 0010 (sheets saved before generated names)', () => {
  it('gives each sheet a generated name and the display name displayNameOf gives', async () => {
    const db = server.handle.db;
    const [roster] = await db.select().from(interns).limit(1);
    const sent = ['../../etc/passwd.pdf', '..\\..\\boot.ini.pdf', 'x\n../../y.pdf', 'a\u0001b\u202ec.pdf', '<b>"q"|?*:.pdf', '../..', '  月报 . pdf  ', 'plain.png'];
    const rows = await db
      .insert(internAttendance)
      .values(
        sent.map((fileName) => ({
          internId: roster.id,
          attendanceDate: '2023-01-31',
          internType: 'daily',
          mealAllowance: 0,
          paidDays: 1,
          leader: 'x',
          fileName,
          displayName: '',
          contentType: fileName.endsWith('.png') ? 'image/png' : 'application/pdf',
          fileBase64: pdf(),
          createdAt: new Date(),
        })),
      )
      .returning({ id: internAttendance.id });
    const migration = readFileSync(new URL('../../server/db/migrations/0010_intern_file_names.sql', import.meta.url), 'utf8');
    const update = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'))!;
    await db.execute(sql.raw(update));
    for (const [i, { id }] of rows.entries()) {
      const [row] = await db.select().from(internAttendance).where(eq(internAttendance.id, id));
      const type = sent[i].endsWith('.png') ? 'image/png' : 'application/pdf';
      expect(row.displayName, JSON.stringify(sent[i])).toBe(displayNameOf(sent[i], type));
      expect(row.fileName).toMatch(type === 'image/png' ? /^[0-9a-f-]{36}\.png$/ : /^[0-9a-f-]{36}\.pdf$/);
    }
  });
});
