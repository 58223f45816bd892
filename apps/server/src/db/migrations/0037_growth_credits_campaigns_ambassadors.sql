CREATE TABLE "ambassador_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambassador_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ambassador_signups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ambassador_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"subscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_credits" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_signups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone,
	"max_signups" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_grants" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_balance_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"customer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_balance_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "subscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ambassador_codes" ADD CONSTRAINT "ambassador_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_signups" ADD CONSTRAINT "ambassador_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_signups" ADD CONSTRAINT "ambassador_signups_ambassador_id_users_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_signups" ADD CONSTRAINT "campaign_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_signups" ADD CONSTRAINT "campaign_signups_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_grants" ADD CONSTRAINT "plan_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambassador_signups_ambassador_idx" ON "ambassador_signups" USING btree ("ambassador_id");--> statement-breakpoint
CREATE INDEX "referral_credits_inviter_idx" ON "referral_credits" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "campaign_signups_campaign_idx" ON "campaign_signups" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_code_idx" ON "campaigns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sandbox_balance_customer_idx" ON "sandbox_balance_transactions" USING btree ("customer_id");--> statement-breakpoint
-- The ambassador role exists from the start, so an admin can give it in the console (ADR 0075).
INSERT INTO "roles" ("name", "description") VALUES ('ambassador', 'Has a registration code of their own; sees who signed up with it') ON CONFLICT ("name") DO NOTHING;
