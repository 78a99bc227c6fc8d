-- Hand-written, and it must run before the generated DROP below: each presentation becomes a session with slides in
-- its hall and day (a talk, titled by the presentation). The old list had no times, so they get consecutive
-- 30-minute slots from 09:00 in their list order; staff correct them in /admin/week/sessions, where the preview
-- shows them. A presentation whose title already names a session in the same hall and day only lends its link.
UPDATE "sessions" s SET "slides_url" = p."present_url"
FROM "presentations" p
WHERE s."hall_id" = p."hall_id" AND s."event_date_id" = p."event_date_id" AND s."title_mn" = p."present_name" AND s."slides_url" = '';--> statement-breakpoint
INSERT INTO "sessions" ("event_id", "event_date_id", "hall_id", "starts_at", "ends_at", "title_mn", "title_en", "type", "slides_url")
SELECT h."event_id", p."event_date_id", p."hall_id",
  time '09:00' + make_interval(mins => 30 * (ROW_NUMBER() OVER w - 1)::int),
  time '09:00' + make_interval(mins => 30 * (ROW_NUMBER() OVER w)::int),
  p."present_name", p."present_name_en", 'talk', p."present_url"
FROM "presentations" p
JOIN "halls" h ON h."id" = p."hall_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "sessions" s
  WHERE s."hall_id" = p."hall_id" AND s."event_date_id" = p."event_date_id" AND s."title_mn" = p."present_name"
)
WINDOW w AS (PARTITION BY p."hall_id", p."event_date_id" ORDER BY p."id");--> statement-breakpoint

DROP TABLE "presentations" CASCADE;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "is_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_mn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "statistics" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_one_current" ON "events" USING btree ("is_current") WHERE "events"."is_current";
--> statement-breakpoint
-- Hand-written: the spec's default edition (3) stays the current one with the spec's fixed home statistics and its venue.
UPDATE "events" SET "is_current" = true,
  "venue_mn" = 'Улаанбаатар хот', "venue_en" = 'Ulaanbaatar',
  "statistics" = '{"visitors":"30,000+","countries":"20+","exhibitors":"350+","speakers":"123+","conferences":"12"}'::jsonb
WHERE "id" = 3;
