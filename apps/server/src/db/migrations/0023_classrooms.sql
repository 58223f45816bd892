CREATE TABLE "recording_viewers" (
	"recording_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_viewers_recording_id_viewer_id_pk" PRIMARY KEY("recording_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "classroom_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_students" (
	"classroom_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_students_classroom_id_student_id_pk" PRIMARY KEY("classroom_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "classroom_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"folder_id" integer,
	"kind" text DEFAULT 'custom' NOT NULL,
	"color" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_link" text,
	"external_link" text,
	"product_question_id" text,
	"event_id" uuid,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"max_subscribers" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"name" text NOT NULL,
	"visibility" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"recording_id" integer,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_viewers" ADD CONSTRAINT "recording_viewers_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_viewers" ADD CONSTRAINT "recording_viewers_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_invites" ADD CONSTRAINT "classroom_invites_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_tasks" ADD CONSTRAINT "classroom_tasks_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_tasks" ADD CONSTRAINT "classroom_tasks_folder_id_task_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."task_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_tasks" ADD CONSTRAINT "classroom_tasks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_folders" ADD CONSTRAINT "task_folders_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_replies" ADD CONSTRAINT "task_replies_task_id_classroom_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."classroom_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_replies" ADD CONSTRAINT "task_replies_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_replies" ADD CONSTRAINT "task_replies_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_invites_email_idx" ON "classroom_invites" USING btree ("classroom_id","email");--> statement-breakpoint
CREATE INDEX "classroom_students_student_idx" ON "classroom_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "classroom_tasks_classroom_idx" ON "classroom_tasks" USING btree ("classroom_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "classrooms_code_idx" ON "classrooms" USING btree ("code");--> statement-breakpoint
CREATE INDEX "classrooms_teacher_idx" ON "classrooms" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "task_folders_classroom_idx" ON "task_folders" USING btree ("classroom_id");--> statement-breakpoint
CREATE INDEX "task_replies_task_idx" ON "task_replies" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_replies_student_idx" ON "task_replies" USING btree ("student_id");