/**
 * Tables of the public forms: interview bookings, the intern roster and attendance sheets (the signed
 * file is stored in the row: small, type-checked, at most INTERN_FILE_MAX_BYTES), and survey submissions.
 */
import { index, integer, jsonb, pgTable, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const interviewBookings = pgTable('interview_bookings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  interviewTime: at('interview_time').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Interns the firm has on record; the /trainee search matches name and mobile against it. */
export const interns = pgTable(
  'interns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    internType: text('intern_type').notNull(),
    leader: text('leader').notNull(),
  },
  (t) => [uniqueIndex('interns_name_mobile_idx').on(t.name, t.mobile)],
);

export const internAttendance = pgTable(
  'intern_attendance',
  {
    id: serial('id').primaryKey(),
    internId: integer('intern_id')
      .notNull()
      .references(() => interns.id, { onDelete: 'cascade' }),
    attendanceDate: text('attendance_date').notNull(),
    internType: text('intern_type').notNull(),
    mealAllowance: real('meal_allowance').notNull(),
    paidDays: smallint('paid_days').notNull(),
    leader: text('leader').notNull(),
    /** The name the file is kept under: generated (a UUID and the type's extension), never the one sent. */
    fileName: text('file_name').notNull(),
    /** The name the intern's file had, as display text only: no path, no control or bidi characters. */
    displayName: text('display_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The file itself, base64 as received (already size- and type-checked). */
    fileBase64: text('file_base64').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('intern_attendance_intern_idx').on(t.internId)],
);

export const surveySubmissions = pgTable('survey_submissions', {
  id: serial('id').primaryKey(),
  surveyId: text('survey_id').notNull(),
  answers: jsonb('answers').notNull(),
  createdAt: at('created_at').notNull(),
});
