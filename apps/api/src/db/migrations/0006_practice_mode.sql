ALTER TABLE "attempt_questions" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "mode" text DEFAULT 'exam' NOT NULL;