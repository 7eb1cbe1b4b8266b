ALTER TABLE "sessions" ADD COLUMN "prev_access_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "prev_access_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_prev_access_idx" ON "sessions" USING btree ("prev_access_hash");