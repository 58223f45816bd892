CREATE TABLE "live_hint_windows" (
	"recording_id" integer NOT NULL,
	"chunk_index" integer NOT NULL,
	"from_seconds" real NOT NULL,
	"until_seconds" real NOT NULL,
	"words" jsonb NOT NULL,
	"corrections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_hint_windows_recording_id_chunk_index_pk" PRIMARY KEY("recording_id","chunk_index")
);
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "exam_mode" boolean;--> statement-breakpoint
ALTER TABLE "live_hint_windows" ADD CONSTRAINT "live_hint_windows_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;