CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"account_email" text DEFAULT '' NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_requests" ADD COLUMN "request_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "office_requests" ADD COLUMN "request_status_by" integer;--> statement-breakpoint
ALTER TABLE "office_requests" ADD COLUMN "request_status_by_email" text;--> statement-breakpoint
ALTER TABLE "office_requests" ADD COLUMN "request_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "request_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "request_status_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "request_status_by_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "request_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "request_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "request_status_by" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "request_status_by_email" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "request_status_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_account_idx" ON "audit_log" USING btree ("account_email");--> statement-breakpoint
CREATE INDEX "office_requests_created_idx" ON "office_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "office_requests_status_idx" ON "office_requests" USING btree ("request_status");--> statement-breakpoint
CREATE INDEX "registrations_event_created_idx" ON "registrations" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_approval_created_idx" ON "companies" USING btree ("approval","created_at");--> statement-breakpoint
CREATE INDEX "company_translations_name_order" ON "company_translations" USING btree ("lang","name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "person_translations_name_order" ON "person_translations" USING btree ("lang","name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "persons_approval_created_idx" ON "persons" USING btree ("approval","created_at");--> statement-breakpoint
CREATE INDEX "meeting_users_name_order" ON "meeting_users" USING btree ("name" collate "und-x-icu");--> statement-breakpoint
UPDATE "companies" SET "request_status" = 'approved' WHERE "approval";--> statement-breakpoint
UPDATE "persons" SET "request_status" = 'approved' WHERE "approval";--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
