CREATE TABLE "premium_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"paid_through" timestamp with time zone,
	"next_billing_at" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"refers_to" integer,
	"provider_refund_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"learner_name" text NOT NULL,
	"language" text NOT NULL,
	"item" text NOT NULL,
	"item_title" text,
	"item_title_fr" text,
	"seller" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_provider_refund_id_unique" UNIQUE("provider_refund_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "premium_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "premium_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "premium_subscriptions" ADD CONSTRAINT "premium_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "premium_subscriptions_user_idx" ON "premium_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_kind_number_idx" ON "receipts" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_receipt_idx" ON "receipts" USING btree ("payment_id") WHERE kind = 'receipt';--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "receipt_counters" ("series", "last_number") VALUES ('receipt', 0), ('credit_note', 0) ON CONFLICT DO NOTHING;
