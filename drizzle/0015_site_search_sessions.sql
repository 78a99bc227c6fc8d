ALTER TABLE "sessions" ADD COLUMN "title_key" text GENERATED ALWAYS AS (mn_text_key(title_mn || ' ' || title_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "text_key" text GENERATED ALWAYS AS (mn_text_key(description_mn || ' ' || description_en)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_title_key_trgm" ON "sessions" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_text_key_trgm" ON "sessions" USING gin ("text_key" gin_trgm_ops);