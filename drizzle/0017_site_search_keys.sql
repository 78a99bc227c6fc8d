ALTER TABLE "categories" ADD COLUMN "title_key" text GENERATED ALWAYS AS (mn_text_key(category || ' ' || category_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "text_key" text GENERATED ALWAYS AS (mn_text_key(text || ' ' || text_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "document_pdfs" ADD COLUMN "title_key" text GENERATED ALWAYS AS (mn_text_key(title)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "title_key" text GENERATED ALWAYS AS (mn_text_key(title || ' ' || title_en)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "categories_title_key_trgm" ON "categories" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "static_pages_text_key_trgm" ON "static_pages" USING gin ("text_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_pdfs_title_key_trgm" ON "document_pdfs" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_title_key_trgm" ON "reports" USING gin ("title_key" gin_trgm_ops);