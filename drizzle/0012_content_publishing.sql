CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"account_id" integer,
	"account_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fields" jsonb NOT NULL,
	CONSTRAINT "content_versions_item_version" UNIQUE("kind","item_id","version")
);
--> statement-breakpoint
-- Hand-written, before the drop: news versions move into the one versions table (kind 'news').
INSERT INTO "content_versions" ("kind", "item_id", "version", "account_id", "account_name", "created_at", "fields")
  SELECT 'news', "news_id", "version", "account_id", "account_name", "created_at", "fields" FROM "news_versions";--> statement-breakpoint
DROP TABLE "news_versions" CASCADE;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "meta_title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "meta_description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sustainable_mining" ADD COLUMN "status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "unpublish_at" timestamp with time zone;