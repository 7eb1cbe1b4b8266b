import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERN_FILE_MAX_BYTES } from '../../src/constants.ts';
import { DEMO_INTERNS } from '../../server/routes/public-forms.ts';
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
