CREATE TABLE "apply_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"identity_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"solved_for_account" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_captcha_answers" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity_type" smallint NOT NULL,
	"column_id" integer NOT NULL,
	"parent_column_id" integer,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onetime_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "onetime_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"access_hash" text NOT NULL,
	"access_issued_at" timestamp with time zone NOT NULL,
	"refresh_hash" text NOT NULL,
	"refresh_issued_at" timestamp with time zone NOT NULL,
	"current_id_type" smallint DEFAULT 0 NOT NULL,
	"step" text NOT NULL,
	"login_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_access_hash_unique" UNIQUE("access_hash"),
	CONSTRAINT "sessions_refresh_hash_unique" UNIQUE("refresh_hash")
);
--> statement-breakpoint
CREATE TABLE "user_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"relation_type" smallint NOT NULL,
	"identity_type" smallint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"mobile" text,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"language_type" text DEFAULT 'zh_CN' NOT NULL,
	"font_size" smallint DEFAULT 14 NOT NULL,
	"current_id_type" smallint DEFAULT 0 NOT NULL,
	"partner_expiry" timestamp with time zone,
	"operating_data_processing" boolean DEFAULT false NOT NULL,
	"first_login" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "apply_list" ADD CONSTRAINT "apply_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onetime_tokens" ADD CONSTRAINT "onetime_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relations" ADD CONSTRAINT "user_relations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apply_list_user_idx" ON "apply_list" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failures_account_at_idx" ON "login_failures" USING btree ("account_key","at");--> statement-breakpoint
CREATE INDEX "menu_columns_identity_idx" ON "menu_columns" USING btree ("identity_type");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_relations_user_idx" ON "user_relations" USING btree ("user_id");