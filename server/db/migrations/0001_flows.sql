CREATE TABLE "bind_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"reason" text NOT NULL,
	"record_id" integer,
	"relation_type" smallint NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"birthday" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"enterprise_email" text,
	"product_name" text DEFAULT '' NOT NULL,
	"purchase_channel" text DEFAULT '' NOT NULL,
	"additional_information" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_type" text DEFAULT 'idCard' NOT NULL,
	"id_number" text NOT NULL,
	"name" text NOT NULL,
	"birthday" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partner_name" text,
	"enterprise_email" text,
	"state" text DEFAULT 'active' NOT NULL,
	"bound_user_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_records_id_number_unique" UNIQUE("id_number")
);
--> statement-breakpoint
CREATE TABLE "partner_auth_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "partner_auth_links_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "pending_binds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"identity_type" smallint NOT NULL,
	"relation_type" smallint NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"enterprise_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"account" text NOT NULL,
	"user_id" integer,
	"code_hash" text,
	"failed_tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"is_public" boolean NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"location_zh" text NOT NULL,
	"location_en" text NOT NULL,
	"publish_date" date NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"video_id" text
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"publish_date" date NOT NULL,
	"active_until" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"column" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"publish_date" date NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"video_id" text,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"is_public" boolean NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"publish_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_follows" (
	"user_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fund_follows_user_id_fund_id_pk" PRIMARY KEY("user_id","fund_id")
);
--> statement-breakpoint
CREATE TABLE "fund_navs" (
	"fund_id" integer NOT NULL,
	"date" date NOT NULL,
	"nav" double precision NOT NULL,
	"acc_nav" double precision NOT NULL,
	"benchmark" double precision NOT NULL,
	"estimated_nav" double precision NOT NULL,
	CONSTRAINT "fund_navs_fund_id_date_pk" PRIMARY KEY("fund_id","date")
);
--> statement-breakpoint
CREATE TABLE "fund_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_id" integer NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"inception_date" date NOT NULL,
	"benchmark_zh" text NOT NULL,
	"benchmark_en" text NOT NULL,
	"aum" double precision NOT NULL,
	"aum_date" date NOT NULL,
	"last_nav" double precision NOT NULL,
	"last_nav_date" date NOT NULL,
	"week_ago_nav" double precision NOT NULL,
	"last_acc_nav" double precision NOT NULL,
	"estimated_nav" double precision,
	"estimated_nav_date" date,
	"partner_offered" boolean NOT NULL,
	"portfolio_configured" boolean NOT NULL,
	"main_portfolio_share" double precision NOT NULL,
	"terms" jsonb NOT NULL,
	"sectors" jsonb NOT NULL,
	"themes" jsonb NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "funds_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"state" text NOT NULL,
	"shares" double precision NOT NULL,
	"investment_cost" double precision NOT NULL,
	"realized" double precision DEFAULT 0 NOT NULL,
	"subscription_date" date NOT NULL,
	"trustee_data" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"clients_only" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qa_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"last_reply_at" timestamp with time zone,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"unread" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"from" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualified_answers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"qualified" boolean NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rationales" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"sector_zh" text NOT NULL,
	"sector_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"trade_date" date NOT NULL,
	"confirm_date" date,
	"type" text NOT NULL,
	"cash_amount" double precision NOT NULL,
	"shares" double precision NOT NULL,
	"nav" double precision,
	"fee" double precision
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text,
	"name" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notify_sms" boolean DEFAULT true NOT NULL,
	"notify_email" boolean DEFAULT true NOT NULL,
	"notify_wechat" boolean DEFAULT false NOT NULL,
	"allow_multiple_devices" boolean DEFAULT true NOT NULL,
	"indicator_codes" jsonb,
	"relationship_manager" jsonb,
	"institution_contact" jsonb
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"duration" integer NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"clients_only" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bind_applications" ADD CONSTRAINT "bind_applications_apply_id_apply_list_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."apply_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bind_applications" ADD CONSTRAINT "bind_applications_record_id_client_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."client_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_records" ADD CONSTRAINT "client_records_bound_user_id_users_id_fk" FOREIGN KEY ("bound_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_auth_links" ADD CONSTRAINT "partner_auth_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_binds" ADD CONSTRAINT "pending_binds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_binds" ADD CONSTRAINT "pending_binds_record_id_client_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."client_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_change_requests" ADD CONSTRAINT "contact_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_follows" ADD CONSTRAINT "fund_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_follows" ADD CONSTRAINT "fund_follows_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_navs" ADD CONSTRAINT "fund_navs_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_reports" ADD CONSTRAINT "fund_reports_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tickets" ADD CONSTRAINT "password_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_replies" ADD CONSTRAINT "qa_replies_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualified_answers" ADD CONSTRAINT "qualified_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rationales" ADD CONSTRAINT "rationales_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_accounts" ADD CONSTRAINT "wechat_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_auth_links_user_idx" ON "partner_auth_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_binds_user_idx" ON "pending_binds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_events_key_at_idx" ON "rate_events" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "verification_codes_purpose_account_idx" ON "verification_codes" USING btree ("purpose","account");--> statement-breakpoint
CREATE INDEX "activities_parent_date_idx" ON "activities" USING btree ("parent_id","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_public_date_idx" ON "activities" USING btree ("is_public","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_until_idx" ON "announcements" USING btree ("active_until");--> statement-breakpoint
CREATE INDEX "articles_column_date_idx" ON "articles" USING btree ("column","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cms_files_public_idx" ON "cms_files" USING btree ("is_public","category","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_change_requests_user_idx" ON "contact_change_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_change_requests_one_pending_idx" ON "contact_change_requests" USING btree ("user_id") WHERE "contact_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "fund_reports_fund_date_idx" ON "fund_reports" USING btree ("fund_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "funds_partner_idx" ON "funds" USING btree ("partner_offered","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "holdings_user_fund_idx" ON "holdings" USING btree ("user_id","fund_id");--> statement-breakpoint
CREATE INDEX "live_events_start_idx" ON "live_events" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "password_tickets_user_idx" ON "password_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "qa_questions_user_activity_idx" ON "qa_questions" USING btree ("user_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qa_replies_question_idx" ON "qa_replies" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "rationales_fund_rank_idx" ON "rationales" USING btree ("fund_id","rank");--> statement-breakpoint
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id","trade_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_user_fund_date_idx" ON "transactions" USING btree ("user_id","fund_id","trade_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_devices_user_idx" ON "user_devices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_devices_family_idx" ON "user_devices" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "wechat_accounts_user_idx" ON "wechat_accounts" USING btree ("user_id");