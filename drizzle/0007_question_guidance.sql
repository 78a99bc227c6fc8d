ALTER TABLE "assessment_questions" ADD COLUMN "guidance" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD COLUMN "guidance_en" text DEFAULT '' NOT NULL;