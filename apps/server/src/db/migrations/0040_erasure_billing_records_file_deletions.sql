CREATE TABLE "billing_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"amount_cents" integer,
	"currency" text NOT NULL,
	"interval_months" smallint NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"erased_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "billing_records_erased_idx" ON "billing_records" USING btree ("erased_at");--> statement-breakpoint
CREATE INDEX "file_deletions_queued_idx" ON "file_deletions" USING btree ("queued_at");