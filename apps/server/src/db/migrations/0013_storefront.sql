CREATE TABLE "teacher_homepages" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"profile_pic" text,
	"welcome_message" text,
	"video_url" text,
	"thumbnail" text,
	"color" text NOT NULL,
	"faq_color" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"ai_price" integer NOT NULL,
	"visible_prices" jsonb NOT NULL,
	"expected_days" integer NOT NULL,
	"accepting_students" boolean DEFAULT true NOT NULL,
	"max_subscribers" integer,
	"focus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" jsonb,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_payment_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_subscriptions" (
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"student_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"tier" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_subscriptions_provider_provider_id_pk" PRIMARY KEY("provider","provider_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"message" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teacher_homepages" ADD CONSTRAINT "teacher_homepages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payment_accounts" ADD CONSTRAINT "teacher_payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subscriptions" ADD CONSTRAINT "teacher_subscriptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subscriptions" ADD CONSTRAINT "teacher_subscriptions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_waitlist" ADD CONSTRAINT "teacher_waitlist_teacher_id_teacher_homepages_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_homepages"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_waitlist" ADD CONSTRAINT "teacher_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_homepages_url_lower_idx" ON "teacher_homepages" USING btree (lower("url"));--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_payment_accounts_provider_account" ON "teacher_payment_accounts" USING btree ("provider","account_id");--> statement-breakpoint
CREATE INDEX "teacher_subscriptions_teacher_idx" ON "teacher_subscriptions" USING btree ("teacher_id","status");--> statement-breakpoint
CREATE INDEX "teacher_subscriptions_student_idx" ON "teacher_subscriptions" USING btree ("student_id","teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_waitlist_email_idx" ON "teacher_waitlist" USING btree ("teacher_id",lower("email"));--> statement-breakpoint
CREATE INDEX "teacher_waitlist_teacher_idx" ON "teacher_waitlist" USING btree ("teacher_id","created_at");