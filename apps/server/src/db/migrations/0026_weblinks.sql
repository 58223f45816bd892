CREATE TABLE "weblink_shares" (
	"weblink_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "weblink_shares_weblink_id_user_id_pk" PRIMARY KEY("weblink_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "weblinks" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weblink_shares" ADD CONSTRAINT "weblink_shares_weblink_id_weblinks_id_fk" FOREIGN KEY ("weblink_id") REFERENCES "public"."weblinks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weblink_shares" ADD CONSTRAINT "weblink_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weblinks" ADD CONSTRAINT "weblinks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weblink_shares_user_idx" ON "weblink_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "weblinks_owner_idx" ON "weblinks" USING btree ("owner_id","created_at");