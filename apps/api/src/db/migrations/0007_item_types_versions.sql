DROP INDEX "questions_test_position_idx";--> statement-breakpoint
ALTER TABLE "choices" ADD COLUMN "kind" text DEFAULT 'option' NOT NULL;--> statement-breakpoint
ALTER TABLE "choices" ADD COLUMN "correct_position" integer;--> statement-breakpoint
ALTER TABLE "choices" ADD COLUMN "correct_target_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "bank_key" text;--> statement-breakpoint
UPDATE "questions" q SET "bank_key" = t."slug" || '#' || q."position" FROM "tests" t WHERE t."id" = q."test_id";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "bank_key" SET NOT NULL;--> statement-breakpoint
UPDATE "questions" SET "domain" = 'ksqlDB' WHERE "domain" = 'KSQL';--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "type" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "choices" ADD CONSTRAINT "choices_correct_target_id_choices_id_fk" FOREIGN KEY ("correct_target_id") REFERENCES "choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_test_bank_version_idx" ON "questions" USING btree ("test_id","bank_key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_test_position_idx" ON "questions" USING btree ("test_id","position") WHERE active;--> statement-breakpoint
ALTER TABLE "tests" DROP COLUMN "fixed_order";
