ALTER TABLE "events" ADD COLUMN "is_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_mn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "statistics" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_one_current" ON "events" USING btree ("is_current") WHERE "events"."is_current";--> statement-breakpoint
-- Hand-written: the spec's default edition (3) stays the current one with the spec's fixed home statistics and its venue.
UPDATE "events" SET "is_current" = true,
  "venue_mn" = 'Улаанбаатар хот', "venue_en" = 'Ulaanbaatar',
  "statistics" = '{"visitors":"30,000+","countries":"20+","exhibitors":"350+","speakers":"123+","conferences":"12"}'::jsonb
WHERE "id" = 3;
