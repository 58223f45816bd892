CREATE TABLE "vocabulary_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"word" text NOT NULL,
	"meaning" text,
	"example" text,
	"cefr_level" text,
	"source" text NOT NULL,
	"recording_id" integer,
	"sentence" text,
	"said" text,
	"due_at" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vocabulary_words" ADD CONSTRAINT "vocabulary_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_words" ADD CONSTRAINT "vocabulary_words_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vocabulary_words_user_word_idx" ON "vocabulary_words" USING btree ("user_id","word");--> statement-breakpoint
CREATE INDEX "vocabulary_words_due_idx" ON "vocabulary_words" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "vocabulary_words_recording_idx" ON "vocabulary_words" USING btree ("recording_id");