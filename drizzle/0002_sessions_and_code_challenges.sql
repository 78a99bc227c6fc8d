CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_users" DROP CONSTRAINT "meeting_users_user_token_unique";--> statement-breakpoint
-- Codes live ten minutes and were named by sequential ids: the ones outstanding at upgrade are dropped.
DELETE FROM "one_time_codes";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "challenge" text NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_account_id_admin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_sessions" ADD CONSTRAINT "meeting_sessions_user_id_meeting_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."meeting_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_account_idx" ON "admin_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "meeting_sessions_user_idx" ON "meeting_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "meeting_users" DROP COLUMN "user_token";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_challenge_unique" UNIQUE("challenge");