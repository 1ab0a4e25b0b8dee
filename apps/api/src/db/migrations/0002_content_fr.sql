ALTER TABLE "choices" ADD COLUMN "text_fr" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "text_fr" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanation_fr" text;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "description_fr" text;