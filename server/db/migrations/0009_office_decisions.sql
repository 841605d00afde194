CREATE TABLE "claim_eligibility" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_eligibility_months_range" CHECK ("claim_eligibility"."months" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	CONSTRAINT "payment_receipts_status_known" CHECK ("payment_receipts"."status" in ('awaiting', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"due_date" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_kind_known" CHECK ("payment_reminders"."kind" in ('week-before', 'due-day'))
);
--> statement-breakpoint
DROP INDEX "payment_plans_property_key";--> statement-breakpoint
ALTER TABLE "conveyance_requests" ADD COLUMN "requested_date" text;--> statement-breakpoint
ALTER TABLE "conveyance_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conveyance_requests" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "conveyance_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conveyance_requests" ADD COLUMN "completed_by" uuid;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "review" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "payout_date" text;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "payout_amount" integer;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "kyc_details" ADD COLUMN "document_status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_details" ADD COLUMN "document_review_reason" text;--> statement-breakpoint
ALTER TABLE "kyc_details" ADD COLUMN "document_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_details" ADD COLUMN "document_reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payment_steps" ADD COLUMN "verification" text;--> statement-breakpoint
ALTER TABLE "payment_steps" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "payment_steps" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_steps" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_notify" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
UPDATE "payment_steps" SET "verification" = 'awaiting' WHERE "status" = 'paid';--> statement-breakpoint
INSERT INTO "payment_receipts" ("plan_id", "step", "file_id", "amount", "submitted_by", "submitted_at", "status")
  SELECT s."plan_id", s."step", s."receipt_file_id", s."amount", p."user_id", coalesce(s."payment_date", now()), 'awaiting'
  FROM "payment_steps" s JOIN "payment_plans" p ON p."id" = s."plan_id"
  WHERE s."status" = 'paid' AND s."receipt_file_id" IS NOT NULL;--> statement-breakpoint
UPDATE "payment_plans" SET "status" = 'reviewing', "completed_at" = NULL
  WHERE "status" <> 'cancelled' AND EXISTS (SELECT 1 FROM "payment_steps" s WHERE s."plan_id" = "payment_plans"."id" AND s."verification" = 'awaiting');--> statement-breakpoint
UPDATE "conveyance_requests" SET "requested_date" = "appointment_date" WHERE "requested_date" IS NULL;--> statement-breakpoint
ALTER TABLE "claim_eligibility" ADD CONSTRAINT "claim_eligibility_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_eligibility" ADD CONSTRAINT "claim_eligibility_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_key" ON "job_runs" USING btree ("job","run_key");--> statement-breakpoint
CREATE INDEX "payment_receipts_plan_step_idx" ON "payment_receipts" USING btree ("plan_id","step","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_one_awaiting_key" ON "payment_receipts" USING btree ("plan_id","step") WHERE "payment_receipts"."status" = 'awaiting';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_once_key" ON "payment_reminders" USING btree ("plan_id","step","due_date","kind");--> statement-breakpoint
ALTER TABLE "conveyance_requests" ADD CONSTRAINT "conveyance_requests_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conveyance_requests" ADD CONSTRAINT "conveyance_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD CONSTRAINT "expense_claims_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD CONSTRAINT "expense_claims_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_details" ADD CONSTRAINT "kyc_details_document_reviewed_by_users_id_fk" FOREIGN KEY ("document_reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_steps" ADD CONSTRAINT "payment_steps_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conveyance_requests_status_idx" ON "conveyance_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "expense_claims_review_idx" ON "expense_claims" USING btree ("review","created_at") WHERE "expense_claims"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "kyc_details_document_status_idx" ON "kyc_details" USING btree ("document_status","updated_at");--> statement-breakpoint
CREATE INDEX "payment_steps_awaiting_idx" ON "payment_steps" USING btree ("payment_date") WHERE "payment_steps"."verification" = 'awaiting';--> statement-breakpoint
CREATE INDEX "transfer_requests_status_idx" ON "transfer_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_property_key" ON "payment_plans" USING btree ("property_id") WHERE "payment_plans"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "conveyance_requests" ADD CONSTRAINT "conveyance_requests_status_known" CHECK ("conveyance_requests"."status" in ('submitted', 'confirmed', 'completed'));--> statement-breakpoint
ALTER TABLE "expense_claims" ADD CONSTRAINT "expense_claims_review_known" CHECK ("expense_claims"."review" in ('open', 'approved', 'refused', 'paid'));--> statement-breakpoint
ALTER TABLE "kyc_details" ADD CONSTRAINT "kyc_details_document_status_known" CHECK ("kyc_details"."document_status" in ('submitted', 'approved', 'returned'));--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_status_known" CHECK ("payment_plans"."status" in ('pending', 'completed', 'cancelled', 'reviewing'));--> statement-breakpoint
ALTER TABLE "payment_steps" ADD CONSTRAINT "payment_steps_verification_known" CHECK ("payment_steps"."verification" in ('awaiting', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "payment_steps" ADD CONSTRAINT "payment_steps_verification_matches" CHECK (("payment_steps"."status" = 'paid' and "payment_steps"."verification" is not null and "payment_steps"."verification" in ('awaiting', 'verified')) or ("payment_steps"."status" = 'pending' and ("payment_steps"."verification" is null or "payment_steps"."verification" = 'rejected')));--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_status_known" CHECK ("transfer_requests"."status" in ('submitted', 'approved', 'refused'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_notify_known" CHECK ("users"."staff_notify" in ('each', 'daily', 'off'));