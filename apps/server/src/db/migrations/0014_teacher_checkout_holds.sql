CREATE TABLE "teacher_checkout_holds" (
	"teacher_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_checkout_holds_teacher_id_student_id_pk" PRIMARY KEY("teacher_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "teacher_checkout_holds" ADD CONSTRAINT "teacher_checkout_holds_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_checkout_holds" ADD CONSTRAINT "teacher_checkout_holds_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;