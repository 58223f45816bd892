CREATE TABLE "pictionary_strokes" (
	"room_id" text NOT NULL,
	"turn_id" text NOT NULL,
	"stroke_id" text NOT NULL,
	"position" integer NOT NULL,
	"stroke" jsonb NOT NULL,
	CONSTRAINT "pictionary_strokes_room_id_turn_id_stroke_id_pk" PRIMARY KEY("room_id","turn_id","stroke_id")
);
--> statement-breakpoint
ALTER TABLE "pictionary_strokes" ADD CONSTRAINT "pictionary_strokes_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;