CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "credit_note_counters_last_positive" CHECK ("credit_note_counters"."last" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"serial" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_issued_at" timestamp with time zone NOT NULL,
	"invoice_kind" text NOT NULL,
	"payment_step_id" uuid,
	"booking_id" uuid,
	"membership_id" uuid,
	"billed_to" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount" > 0),
	CONSTRAINT "credit_notes_invoice_kind_known" CHECK ("credit_notes"."invoice_kind" in ('step', 'membership', 'stay'))
);
--> statement-breakpoint
CREATE TABLE "refund_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text NOT NULL,
	"via" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_payments_amount_positive" CHECK ("refund_payments"."amount" > 0),
	CONSTRAINT "refund_payments_via_known" CHECK ("refund_payments"."via" in ('bank', 'razorpay'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"what" text NOT NULL,
	"amount_owed" integer NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"method" text NOT NULL,
	"razorpay_payment_id" text,
	"credit_note_id" uuid,
	"plan_id" uuid,
	"payment_step_id" uuid,
	"booking_id" uuid,
	"membership_id" uuid,
	"received_on" text,
	"payment_reference" text,
	"paid_on" text,
	"reference" text,
	"recorded_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_kind_known" CHECK ("refunds"."kind" in ('plan-cancelled', 'stay-cancelled', 'duplicate', 'unapplied')),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('owed', 'refunded')),
	CONSTRAINT "refunds_method_known" CHECK ("refunds"."method" in ('bank', 'razorpay')),
	CONSTRAINT "refunds_amounts" CHECK ("refunds"."amount_owed" > 0 and "refunds"."amount_refunded" >= 0 and "refunds"."amount_refunded" <= "refunds"."amount_owed"),
	CONSTRAINT "refunds_status_matches" CHECK (("refunds"."status" = 'refunded') = ("refunds"."amount_refunded" = "refunds"."amount_owed")),
	CONSTRAINT "refunds_razorpay_payment" CHECK ("refunds"."method" <> 'razorpay' or "refunds"."razorpay_payment_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "sealed_documents" DROP CONSTRAINT "sealed_documents_kind_known";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_step_id_payment_steps_id_fk" FOREIGN KEY ("payment_step_id") REFERENCES "public"."payment_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_step_id_payment_steps_id_fk" FOREIGN KEY ("payment_step_id") REFERENCES "public"."payment_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_serial_key" ON "credit_notes" USING btree ("year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_key" ON "credit_notes" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "credit_notes_user_idx" ON "credit_notes" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "refund_payments_refund_idx" ON "refund_payments" USING btree ("refund_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_step_key" ON "refunds" USING btree ("payment_step_id") WHERE "refunds"."kind" = 'plan-cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_key" ON "refunds" USING btree ("booking_id") WHERE "refunds"."kind" in ('stay-cancelled', 'unapplied');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_razorpay_payment_key" ON "refunds" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_kind_known" CHECK ("sealed_documents"."kind" in ('agreement', 'invoice', 'credit-note'));--> statement-breakpoint
-- the stays paid online and given back before refunds were kept: their refunds, owed (retried through Razorpay by the
-- refunds' upkeep, with the stay's own idempotency key) or refunded (with Razorpay's refund id)
INSERT INTO "refunds" ("kind", "user_id", "what", "amount_owed", "amount_refunded", "status", "method", "razorpay_payment_id", "booking_id", "paid_on", "reference", "created_at")
SELECT
	CASE WHEN b."status" = 'cancelled' THEN 'stay-cancelled' ELSE 'unapplied' END,
	b."user_id",
	'Stay ' || b."reference" || ' paid online',
	b."total",
	CASE WHEN b."refund_id" IS NULL THEN 0 ELSE b."total" END,
	CASE WHEN b."refund_id" IS NULL THEN 'owed' ELSE 'refunded' END,
	'razorpay',
	b."razorpay_payment_id",
	b."id",
	CASE WHEN b."refund_id" IS NULL THEN NULL ELSE to_char(b."refunded_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') END,
	b."refund_id",
	coalesce(b."cancelled_at", b."paid_at", b."created_at")
FROM "bookings" b
WHERE b."razorpay_payment_id" IS NOT NULL AND b."user_id" IS NOT NULL AND b."total" > 0
	AND b."status" IN ('cancelled', 'expired');
--> statement-breakpoint
INSERT INTO "refund_payments" ("refund_id", "amount", "paid_on", "reference", "via", "recorded_at")
SELECT r."id", r."amount_refunded", r."paid_on", r."reference", 'razorpay', coalesce(b."refunded_at", r."created_at")
FROM "refunds" r JOIN "bookings" b ON b."id" = r."booking_id"
WHERE r."status" = 'refunded';
