CREATE TABLE "weblink_classroom_shares" (
	"weblink_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	CONSTRAINT "weblink_classroom_shares_weblink_id_classroom_id_pk" PRIMARY KEY("weblink_id","classroom_id")
);
--> statement-breakpoint
CREATE TABLE "sticky_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"classroom_id" integer,
	"text" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_board_elements" (
	"board_id" integer NOT NULL,
	"element_id" text NOT NULL,
	"version" integer NOT NULL,
	"version_nonce" integer NOT NULL,
	"element" jsonb NOT NULL,
	CONSTRAINT "live_board_elements_board_id_element_id_pk" PRIMARY KEY("board_id","element_id")
);
--> statement-breakpoint
CREATE TABLE "live_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"source_event_id" text,
	"source_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weblink_classroom_shares" ADD CONSTRAINT "weblink_classroom_shares_weblink_id_weblinks_id_fk" FOREIGN KEY ("weblink_id") REFERENCES "public"."weblinks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weblink_classroom_shares" ADD CONSTRAINT "weblink_classroom_shares_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticky_notes" ADD CONSTRAINT "sticky_notes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticky_notes" ADD CONSTRAINT "sticky_notes_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_board_elements" ADD CONSTRAINT "live_board_elements_board_id_live_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."live_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_boards" ADD CONSTRAINT "live_boards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weblink_classroom_shares_classroom_idx" ON "weblink_classroom_shares" USING btree ("classroom_id");--> statement-breakpoint
CREATE INDEX "sticky_notes_owner_idx" ON "sticky_notes" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "sticky_notes_classroom_idx" ON "sticky_notes" USING btree ("classroom_id","position");--> statement-breakpoint
CREATE INDEX "live_boards_owner_idx" ON "live_boards" USING btree ("owner_id","updated_at");