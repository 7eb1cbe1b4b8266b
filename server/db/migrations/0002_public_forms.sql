CREATE TABLE "intern_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"intern_id" integer NOT NULL,
	"attendance_date" text NOT NULL,
	"intern_type" text NOT NULL,
	"meal_allowance" real NOT NULL,
	"paid_days" smallint NOT NULL,
	"leader" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_base64" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"intern_type" text NOT NULL,
	"leader" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"interview_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intern_attendance" ADD CONSTRAINT "intern_attendance_intern_id_interns_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intern_attendance_intern_idx" ON "intern_attendance" USING btree ("intern_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interns_name_mobile_idx" ON "interns" USING btree ("name","mobile");