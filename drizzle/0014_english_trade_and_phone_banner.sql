ALTER TABLE "banners" ADD COLUMN "image_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "seller_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "type_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "other_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "product_name_en" text DEFAULT '' NOT NULL;