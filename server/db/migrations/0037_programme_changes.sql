CREATE TABLE "programme_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"seats" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_waitlist_status_known" CHECK ("programme_waitlist"."status" in ('waiting', 'offered', 'booked', 'lapsed', 'left', 'cancelled')),
	CONSTRAINT "programme_waitlist_seats" CHECK ("programme_waitlist"."seats" > 0),
	CONSTRAINT "programme_waitlist_offer_expires" CHECK ("programme_waitlist"."status" <> 'offered' or "programme_waitlist"."offer_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_kind_known";--> statement-breakpoint
DROP INDEX "refunds_razorpay_payment_key";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_items" ADD COLUMN "cancel_days_before" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "programme_items" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programme_items" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "programme_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programme_registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "programme_registrations" ADD COLUMN "waitlist_id" uuid;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "programme_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "programme_session_id" uuid;--> statement-breakpoint
ALTER TABLE "programme_waitlist" ADD CONSTRAINT "programme_waitlist_item_id_programme_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."programme_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_waitlist" ADD CONSTRAINT "programme_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programme_waitlist_email_key" ON "programme_waitlist" USING btree ("item_id",lower("email")) WHERE "programme_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "programme_waitlist_line_idx" ON "programme_waitlist" USING btree ("item_id","status","created_at");--> statement-breakpoint
CREATE INDEX "programme_waitlist_offers_idx" ON "programme_waitlist" USING btree ("offer_expires_at") WHERE "programme_waitlist"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "programme_registrations" ADD CONSTRAINT "programme_registrations_waitlist_id_programme_waitlist_id_fk" FOREIGN KEY ("waitlist_id") REFERENCES "public"."programme_waitlist"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_programme_registration_id_programme_registrations_id_fk" FOREIGN KEY ("programme_registration_id") REFERENCES "public"."programme_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_programme_session_id_programme_sessions_id_fk" FOREIGN KEY ("programme_session_id") REFERENCES "public"."programme_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_registrations_paid_idx" ON "programme_registrations" USING btree ("paid_at") WHERE "programme_registrations"."paid_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "programme_registrations_waitlist_key" ON "programme_registrations" USING btree ("waitlist_id") WHERE "programme_registrations"."waitlist_id" is not null and "programme_registrations"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_programme_key" ON "refunds" USING btree ("programme_registration_id",coalesce("programme_session_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "refunds"."programme_registration_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_razorpay_payment_key" ON "refunds" USING btree ("razorpay_payment_id") WHERE "refunds"."programme_registration_id" is null;--> statement-breakpoint
ALTER TABLE "programme_items" ADD CONSTRAINT "programme_items_cancel_days" CHECK ("programme_items"."cancel_days_before" is null or "programme_items"."cancel_days_before" >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payee" CHECK ("refunds"."user_id" is not null or "refunds"."programme_registration_id" is not null);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_known" CHECK ("refunds"."kind" in ('plan-cancelled', 'stay-cancelled', 'programme-cancelled', 'duplicate', 'unapplied'));