CREATE TABLE "donation_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"pan_hash" text,
	"pan_last4" text,
	"donor_name" text,
	"donor_email" text,
	"matched_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pledge_id" uuid NOT NULL,
	"subscription_id" uuid,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"amount_inr" integer NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"paid_on" date NOT NULL,
	"razorpay_payment_id" text,
	"utr" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"receipt_number" text,
	"receipt_year" text,
	"receipt_issued_at" timestamp with time zone,
	"receipt_eligible_80g" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_gifts_amount_positive" CHECK ("donation_gifts"."amount" > 0 and "donation_gifts"."amount_inr" > 0),
	CONSTRAINT "donation_gifts_mode_known" CHECK ("donation_gifts"."mode" in ('online', 'transfer', 'subscription')),
	CONSTRAINT "donation_gifts_status_known" CHECK ("donation_gifts"."status" in ('awaiting', 'received', 'rejected')),
	CONSTRAINT "donation_gifts_receipt_when_received" CHECK ("donation_gifts"."receipt_number" is null or "donation_gifts"."status" = 'received')
);
--> statement-breakpoint
CREATE TABLE "donation_plans" (
	"razorpay_plan_id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_receipt_counters" (
	"year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "donation_receipt_counters_last_positive" CHECK ("donation_receipt_counters"."last" > 0)
);
--> statement-breakpoint
CREATE TABLE "donation_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pledge_id" uuid NOT NULL,
	"razorpay_subscription_id" text NOT NULL,
	"razorpay_plan_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"current_end" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_subscriptions_status_known" CHECK ("donation_subscriptions"."status" in ('created', 'authenticated', 'active', 'pending', 'halted', 'paused', 'cancelled', 'completed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "razorpay_orders" DROP CONSTRAINT "razorpay_orders_purpose_known";--> statement-breakpoint
ALTER TABLE "sealed_documents" DROP CONSTRAINT "sealed_documents_kind_known";--> statement-breakpoint
ALTER TABLE "transfer_references" DROP CONSTRAINT "transfer_references_one_payment";--> statement-breakpoint
ALTER TABLE "razorpay_orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "fcra_registration_number" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "fcra_registration_date" date;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "usd_inr_rate" numeric(12, 4) DEFAULT 84 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "eur_inr_rate" numeric(12, 4) DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "pan_enc" text;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "pan_hash" text;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "charge_currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "charge_amount" integer;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "exchange_rate" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "status" text DEFAULT 'pledged' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD COLUMN "donation_pledge_id" uuid;--> statement-breakpoint
ALTER TABLE "transfer_references" ADD COLUMN "donation_gift_id" uuid;--> statement-breakpoint
ALTER TABLE "donation_certificates" ADD CONSTRAINT "donation_certificates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_gifts" ADD CONSTRAINT "donation_gifts_pledge_id_donation_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."donation_pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_gifts" ADD CONSTRAINT "donation_gifts_subscription_id_donation_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."donation_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_gifts" ADD CONSTRAINT "donation_gifts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD CONSTRAINT "donation_subscriptions_pledge_id_donation_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."donation_pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD CONSTRAINT "donation_subscriptions_razorpay_plan_id_donation_plans_razorpay_plan_id_fk" FOREIGN KEY ("razorpay_plan_id") REFERENCES "public"."donation_plans"("razorpay_plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_certificates_sha_key" ON "donation_certificates" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_certificates_storage_key" ON "donation_certificates" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "donation_certificates_donor_idx" ON "donation_certificates" USING btree ("donor_email");--> statement-breakpoint
CREATE INDEX "donation_certificates_pan_idx" ON "donation_certificates" USING btree ("pan_hash");--> statement-breakpoint
CREATE INDEX "donation_gifts_pledge_idx" ON "donation_gifts" USING btree ("pledge_id");--> statement-breakpoint
CREATE INDEX "donation_gifts_subscription_idx" ON "donation_gifts" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "donation_gifts_status_idx" ON "donation_gifts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "donation_gifts_paid_on_idx" ON "donation_gifts" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_gifts_payment_key" ON "donation_gifts" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_gifts_receipt_key" ON "donation_gifts" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "donation_gifts_receipt_prefix_idx" ON "donation_gifts" USING btree ((upper("receipt_number") collate "C"));--> statement-breakpoint
CREATE UNIQUE INDEX "donation_plans_key" ON "donation_plans" USING btree ("amount","currency","frequency");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_subscriptions_pledge_key" ON "donation_subscriptions" USING btree ("pledge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_subscriptions_razorpay_key" ON "donation_subscriptions" USING btree ("razorpay_subscription_id");--> statement-breakpoint
CREATE INDEX "donation_subscriptions_status_idx" ON "donation_subscriptions" USING btree ("status");--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD CONSTRAINT "donation_pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_donation_pledge_id_donation_pledges_id_fk" FOREIGN KEY ("donation_pledge_id") REFERENCES "public"."donation_pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_references" ADD CONSTRAINT "transfer_references_donation_gift_id_donation_gifts_id_fk" FOREIGN KEY ("donation_gift_id") REFERENCES "public"."donation_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_pledges_user_idx" ON "donation_pledges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donation_pledges_pan_idx" ON "donation_pledges" USING btree ("pan_hash");--> statement-breakpoint
CREATE INDEX "razorpay_orders_donation_idx" ON "razorpay_orders" USING btree ("donation_pledge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_references_donation_key" ON "transfer_references" USING btree ("donation_gift_id");--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD CONSTRAINT "donation_pledges_status_known" CHECK ("donation_pledges"."status" in ('pledged', 'paid', 'active', 'paused', 'cancelled', 'completed'));--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD CONSTRAINT "donation_pledges_method_known" CHECK ("donation_pledges"."method" in ('online', 'transfer'));--> statement-breakpoint
ALTER TABLE "donation_pledges" ADD CONSTRAINT "donation_pledges_charge_positive" CHECK ("donation_pledges"."charge_amount" is null or "donation_pledges"."charge_amount" > 0);--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_payer" CHECK ("razorpay_orders"."user_id" is not null or "razorpay_orders"."purpose" = 'donation');--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_purpose_known" CHECK ("razorpay_orders"."purpose" in ('stay', 'membership', 'instalment', 'donation'));--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_kind_known" CHECK ("sealed_documents"."kind" in ('agreement', 'invoice', 'credit-note', 'statement', 'donation-receipt'));--> statement-breakpoint
ALTER TABLE "transfer_references" ADD CONSTRAINT "transfer_references_one_payment" CHECK (("transfer_references"."kind" = 'instalment' and "transfer_references"."receipt_id" is not null and "transfer_references"."membership_id" is null and "transfer_references"."donation_gift_id" is null) or ("transfer_references"."kind" = 'membership' and "transfer_references"."membership_id" is not null and "transfer_references"."receipt_id" is null and "transfer_references"."donation_gift_id" is null) or ("transfer_references"."kind" = 'donation' and "transfer_references"."donation_gift_id" is not null and "transfer_references"."receipt_id" is null and "transfer_references"."membership_id" is null));