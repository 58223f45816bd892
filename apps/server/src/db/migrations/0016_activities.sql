ALTER TABLE "live_rooms" ADD COLUMN "activity_state" jsonb;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "activity_view" jsonb;--> statement-breakpoint
ALTER TABLE "live_state" ADD COLUMN "topics_used" jsonb DEFAULT '[]'::jsonb NOT NULL;