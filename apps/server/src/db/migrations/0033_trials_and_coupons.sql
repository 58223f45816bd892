CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"coupon_id" text NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"currency" text,
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"max_redemptions" integer,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_promotions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "free_trials" (
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_trials_user_id_product_pk" PRIMARY KEY("user_id","product")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"provider" text NOT NULL,
	"subscription_id" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_provider_subscription_id_pk" PRIMARY KEY("provider","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"currency" text,
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"max_redemptions" integer,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_coupon_id" text NOT NULL,
	"provider_promotion_code_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off" is null))
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "free_trials" ADD CONSTRAINT "free_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_charges_subscription_idx" ON "sandbox_charges" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");