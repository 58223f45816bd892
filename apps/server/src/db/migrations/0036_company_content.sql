CREATE TABLE "company_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"workshop" text NOT NULL,
	"type" text,
	"part" smallint,
	"question" text NOT NULL,
	"cue_card" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"difficulty" real NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_questions_difficulty" CHECK ("company_questions"."difficulty" >= 0 and "company_questions"."difficulty" <= 1)
);
--> statement-breakpoint
CREATE TABLE "company_video_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_video_watches" (
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"watched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_video_watches_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "company_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"external_hash" text,
	"file_key" text,
	"file_type" text,
	"position" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_videos_source" CHECK (("company_videos"."source" = 'upload') = ("company_videos"."file_key" is not null and "company_videos"."file_type" is not null) and ("company_videos"."source" = 'upload') = ("company_videos"."external_id" is null))
);
--> statement-breakpoint
ALTER TABLE "company_questions" ADD CONSTRAINT "company_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_questions" ADD CONSTRAINT "company_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_video_collections" ADD CONSTRAINT "company_video_collections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_video_watches" ADD CONSTRAINT "company_video_watches_video_id_company_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."company_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_video_watches" ADD CONSTRAINT "company_video_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_videos" ADD CONSTRAINT "company_videos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_videos" ADD CONSTRAINT "company_videos_collection_id_company_video_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."company_video_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_videos" ADD CONSTRAINT "company_videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_questions_company_idx" ON "company_questions" USING btree ("company_id","workshop");--> statement-breakpoint
CREATE INDEX "company_video_collections_company_idx" ON "company_video_collections" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_video_watches_user_idx" ON "company_video_watches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_videos_collection_idx" ON "company_videos" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "company_videos_company_idx" ON "company_videos" USING btree ("company_id");