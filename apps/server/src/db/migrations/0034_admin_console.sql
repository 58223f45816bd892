ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "teacher_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_id_unique" UNIQUE("id");--> statement-breakpoint
-- Teachers who signed up before approval existed keep what they had (ADR 0070): approved as of their sign-up.
UPDATE "users" SET "teacher_approved_at" = "created_at" WHERE "status" = 'TEACHER' AND "teacher_approved_at" IS NULL;
