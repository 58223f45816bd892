ALTER TABLE "live_rooms" ADD COLUMN "extend_requests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "extended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_state" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_state" ADD COLUMN "round_ends_at" timestamp with time zone;