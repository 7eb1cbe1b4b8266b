/**
 * Tag `public`, the forms of the public site: interview booking, intern attendance (search, save with a file) and
 * surveys. No login; each is rate limited per client address. The contract already checks shapes and lengths;
 * here the attachment is checked again (decoded size, and that its bytes match the declared type), and kept under a
 * generated name: the name it was sent with is display text only.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { INTERN_FILE_MAX_BYTES, RESULT_CODE } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import { utcDate } from '../dates.ts';
import type { Db } from '../db/client.ts';
import { internAttendance, interns, interviewBookings, surveySubmissions } from '../db/schema.ts';
import { normalizeMobile } from '../services/accounts.ts';
import { AppError } from '../services/errors.ts';
import { hit } from '../services/rate-limit.ts';
import { ctxOf, ok, type Handlers } from './respond.ts';

const PER_HOUR = 30;
const invalid = () => new AppError(RESULT_CODE.invalidInput, 'invalidInput');

/** The fictional interns on record (demo data; the firm's HR system would fill this table). */
export const DEMO_INTERNS = [
  { name: '王小明', mobile: '13900000001', internType: 'daily', leader: '沈清和' },
  { name: 'Alex Chen', mobile: '13900000002', internType: 'summer', leader: 'Zhou Yaning' },
];

async function ensureRoster(db: Db) {
  await db.insert(interns).values(DEMO_INTERNS).onConflictDoNothing();
}

const SIGNATURES: Record<Schemas['FileUpload']['contentType'], number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
};

/** The decoded file, or 4000 when it is too big, not base64, or its bytes are not the declared type. */
export function checkUpload(file: Schemas['FileUpload']): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(file.contentBase64)) throw invalid();
  const bytes = Buffer.from(file.contentBase64, 'base64');
  if (bytes.length === 0 || bytes.length > INTERN_FILE_MAX_BYTES) throw invalid();
  const signature = SIGNATURES[file.contentType];
  if (!signature || !signature.every((b, i) => bytes[i] === b)) throw invalid();
  return bytes;
}

const EXTENSIONS: Record<Schemas['FileUpload']['contentType'], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

// Controls, zero-width and bidi marks (a name can read backwards: "fdp.exe"), and characters no file system takes.
// Migration 0010 applies the same rules to the sheets saved before.
const RESERVED = new Set('<>:"|?*');
const HIDDEN_RANGES: [number, number][] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
];
const shown = (ch: string) => {
  const c = ch.codePointAt(0) ?? 0;
  return !RESERVED.has(ch) && !HIDDEN_RANGES.some(([from, to]) => c >= from && c <= to);
};

/**
 * The name a sent file is shown with, and only shown: what follows its last / or \, without control, zero-width,
 * bidi and reserved characters, runs of spaces made one, no leading or trailing dots or spaces; `attachment.<ext>`
 * when nothing is left.
 */
export function displayNameOf(sent: string, contentType: Schemas['FileUpload']['contentType']): string {
  const name = [...sent.replace(/^[\s\S]*[/\\]/, '')]
    .filter(shown)
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100);
  return name || `attachment.${EXTENSIONS[contentType]}`;
}

/** The name a file is kept under: never the one sent, so nothing the sender types becomes part of a path. */
const storedNameOf = (contentType: Schemas['FileUpload']['contentType']) => `${randomUUID()}.${EXTENSIONS[contentType]}`;

async function findIntern(db: Db, name: string, mobile: string) {
  await ensureRoster(db);
  const [intern] = await db
    .select()
    .from(interns)
    .where(and(eq(interns.name, name.trim()), eq(interns.mobile, normalizeMobile(mobile))));
  return intern;
}

const recordOf = (r: typeof internAttendance.$inferSelect): Schemas['InternAttendanceRecord'] => ({
  recordId: String(r.id),
  attendanceDate: r.attendanceDate,
  internType: r.internType,
  mealAllowance: r.mealAllowance,
  paidDays: r.paidDays,
  leader: r.leader,
  // The record shows the name the file had; the name it is kept under stays on the server.
  fileName: r.displayName,
});

export const publicForms = {
  async saveInterviewBooking(req) {
    const ctx = ctxOf(req);
    const body = req.body as Schemas['InterviewBookingRequest'];
    const time = utcDate(body.interviewTime);
    if (!body.name.trim() || !time.isValid()) throw invalid();
    await hit(ctx, `public:interview:${req.ip}`, { maxPerHour: PER_HOUR });
    const [row] = await ctx.db
      .insert(interviewBookings)
      .values({ name: body.name.trim(), mobile: normalizeMobile(body.mobile), interviewTime: time.toDate(), createdAt: new Date(ctx.clock.now()) })
      .returning();
    return ok(req, { bookingId: String(row.id), interviewTime: row.interviewTime.toISOString() });
  },

  async searchInternAttendance(req) {
    const ctx = ctxOf(req);
    const body = req.body as Schemas['InternLookupRequest'];
    await hit(ctx, `public:intern-search:${req.ip}`, { maxPerHour: PER_HOUR });
    const intern = await findIntern(ctx.db, body.name, body.mobile);
    if (!intern) return ok(req, { found: false, internType: null, leader: null, records: [] });
    const rows = await ctx.db
      .select()
      .from(internAttendance)
      .where(eq(internAttendance.internId, intern.id))
      .orderBy(desc(internAttendance.attendanceDate), desc(internAttendance.id));
    return ok(req, { found: true, internType: intern.internType, leader: intern.leader, records: rows.map(recordOf) });
  },

  async saveInternAttendance(req) {
    const ctx = ctxOf(req);
    const body = req.body as Schemas['InternAttendanceRequest'];
    checkUpload(body.file);
    await hit(ctx, `public:intern-save:${req.ip}`, { maxPerHour: PER_HOUR });
    const intern = await findIntern(ctx.db, body.name, body.mobile);
    if (!intern) throw new AppError(RESULT_CODE.notFound, 'notFound');
    const [row] = await ctx.db
      .insert(internAttendance)
      .values({
        internId: intern.id,
        attendanceDate: body.attendanceDate,
        internType: body.internType,
        mealAllowance: body.mealAllowance,
        paidDays: body.paidDays,
        leader: body.leader.trim(),
        fileName: storedNameOf(body.file.contentType),
        displayName: displayNameOf(body.file.fileName, body.file.contentType),
        contentType: body.file.contentType,
        fileBase64: body.file.contentBase64,
        createdAt: new Date(ctx.clock.now()),
      })
      .returning();
    return ok(req, recordOf(row));
  },

  async submitSurvey(req) {
    const ctx = ctxOf(req);
    const body = req.body as Schemas['SurveySubmitRequest'];
    await hit(ctx, `public:survey:${req.ip}`, { maxPerHour: PER_HOUR });
    const [row] = await ctx.db
      .insert(surveySubmissions)
      .values({ surveyId: body.surveyId, answers: body.answers, createdAt: new Date(ctx.clock.now()) })
      .returning({ id: surveySubmissions.id });
    return ok(req, { id: String(row.id) });
  },
} satisfies Handlers;
