CREATE TABLE "affiliate_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"member_number" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"source_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"member_number" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_waiting_credits" (
	"provider" text NOT NULL,
	"credit_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_source_idx" ON "affiliate_commissions" USING btree ("provider","source_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id","occurred_at");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_invoice_idx" ON "affiliate_commissions" USING btree ("provider","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_referrals_number_idx" ON "affiliate_referrals" USING btree ("affiliate_id","member_number");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_waiting_credits_idx" ON "affiliate_waiting_credits" USING btree ("provider","credit_id");--> statement-breakpoint
CREATE INDEX "affiliate_waiting_credits_invoice_idx" ON "affiliate_waiting_credits" USING btree ("provider","invoice_id");--> statement-breakpoint
INSERT INTO "roles" ("name", "description") VALUES ('partner', 'A partner of Parley: an affiliate with a tracked link and commissions (profile.is_partner)') ON CONFLICT ("name") DO NOTHING;
