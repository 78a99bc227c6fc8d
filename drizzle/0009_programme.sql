CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"day" date NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_speakers" (
	"session_id" integer NOT NULL,
	"presenter_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_speakers_session_id_presenter_id_pk" PRIMARY KEY("session_id","presenter_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"event_date_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"title_mn" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_mn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'talk' NOT NULL,
	"slides_url" text DEFAULT '' NOT NULL,
	"stream_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presenters" ADD COLUMN "bio_mn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "presenters" ADD COLUMN "bio_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "presenters" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "presenters" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "presenters" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "ticket_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_speakers" ADD CONSTRAINT "session_speakers_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_speakers" ADD CONSTRAINT "session_speakers_presenter_id_presenters_id_fk" FOREIGN KEY ("presenter_id") REFERENCES "public"."presenters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_registration_day_unique" ON "check_ins" USING btree ("registration_id","day");--> statement-breakpoint
CREATE INDEX "check_ins_day_idx" ON "check_ins" USING btree ("day");--> statement-breakpoint
CREATE INDEX "session_speakers_presenter_idx" ON "session_speakers" USING btree ("presenter_id");--> statement-breakpoint
CREATE INDEX "sessions_event_day_start_idx" ON "sessions" USING btree ("event_id","event_date_id","starts_at");--> statement-breakpoint
ALTER TABLE "presenters" ADD CONSTRAINT "presenters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_ticket_code_unique" ON "registrations" USING btree ("ticket_code");