CREATE TABLE "maintenance_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid,
	"year" integer NOT NULL,
	"billed_on" text NOT NULL,
	"due_on" text NOT NULL,
	"amount" integer NOT NULL,
	"basis" text NOT NULL,
	"rate_paise" integer NOT NULL,
	"sqft" integer,
	"invoice_number" text,
	"issued_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"late_fee" integer DEFAULT 0 NOT NULL,
	"late_fee_invoice_number" text,
	"late_fee_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"razorpay_payment_id" text,
	"receipt_file_id" uuid,
	"utr" text,
	"paid_on" text,
	"submitted_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_bills_status_known" CHECK ("maintenance_bills"."status" in ('due', 'under-review', 'paid')),
	CONSTRAINT "maintenance_bills_amounts" CHECK ("maintenance_bills"."amount" > 0 and "maintenance_bills"."late_fee" >= 0),
	CONSTRAINT "maintenance_bills_late_fee_invoiced" CHECK (("maintenance_bills"."late_fee" > 0) = ("maintenance_bills"."late_fee_invoice_number" is not null)),
	CONSTRAINT "maintenance_bills_paid" CHECK (("maintenance_bills"."status" = 'paid') = ("maintenance_bills"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "maintenance_rates" (
	"property_type_id" uuid PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_rates_basis_known" CHECK ("maintenance_rates"."basis" in ('per-sqft', 'fixed')),
	CONSTRAINT "maintenance_rates_amount" CHECK ("maintenance_rates"."amount_paise" > 0 and ("maintenance_rates"."basis" <> 'fixed' or "maintenance_rates"."amount_paise" % 100 = 0))
);
--> statement-breakpoint
CREATE TABLE "maintenance_reminders" (
	"bill_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_reminders_bill_id_kind_pk" PRIMARY KEY("bill_id","kind"),
	CONSTRAINT "maintenance_reminders_kind_known" CHECK ("maintenance_reminders"."kind" in ('30-days', '7-days', 'due-day'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"billing_day" integer NOT NULL,
	"billing_month" integer NOT NULL,
	"due_days" integer DEFAULT 30 NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"late_fee_kind" text NOT NULL,
	"late_fee_value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "maintenance_settings_one_row" CHECK ("maintenance_settings"."id"),
	CONSTRAINT "maintenance_settings_billing_date" CHECK ("maintenance_settings"."billing_month" between 1 and 12 and "maintenance_settings"."billing_day" between 1 and 31),
	CONSTRAINT "maintenance_settings_days" CHECK ("maintenance_settings"."due_days" between 1 and 365 and "maintenance_settings"."grace_days" between 0 and 365),
	CONSTRAINT "maintenance_settings_late_fee_kind" CHECK ("maintenance_settings"."late_fee_kind" in ('fixed', 'percent')),
	CONSTRAINT "maintenance_settings_late_fee" CHECK ("maintenance_settings"."late_fee_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_particulars" DROP CONSTRAINT "invoice_particulars_kind_known";--> statement-breakpoint
ALTER TABLE "razorpay_orders" DROP CONSTRAINT "razorpay_orders_purpose_known";--> statement-breakpoint
ALTER TABLE "tax_settings" DROP CONSTRAINT "tax_settings_kind_known";--> statement-breakpoint
ALTER TABLE "transfer_references" DROP CONSTRAINT "transfer_references_one_payment";--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD COLUMN "maintenance_bill_id" uuid;--> statement-breakpoint
ALTER TABLE "transfer_references" ADD COLUMN "maintenance_bill_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_bills" ADD CONSTRAINT "maintenance_bills_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_bills" ADD CONSTRAINT "maintenance_bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_bills" ADD CONSTRAINT "maintenance_bills_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_bills" ADD CONSTRAINT "maintenance_bills_receipt_file_id_stored_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_bills" ADD CONSTRAINT "maintenance_bills_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_rates" ADD CONSTRAINT "maintenance_rates_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_reminders" ADD CONSTRAINT "maintenance_reminders_bill_id_maintenance_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."maintenance_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_settings" ADD CONSTRAINT "maintenance_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_bills_villa_year_key" ON "maintenance_bills" USING btree ("property_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_bills_invoice_key" ON "maintenance_bills" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_bills_late_fee_invoice_key" ON "maintenance_bills" USING btree ("late_fee_invoice_number");--> statement-breakpoint
CREATE INDEX "maintenance_bills_user_idx" ON "maintenance_bills" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "maintenance_bills_unpaid_idx" ON "maintenance_bills" USING btree ("due_on") WHERE "maintenance_bills"."status" <> 'paid';--> statement-breakpoint
CREATE INDEX "maintenance_bills_paid_idx" ON "maintenance_bills" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "maintenance_bills_invoice_prefix_idx" ON "maintenance_bills" USING btree ((upper("invoice_number") collate "C"));--> statement-breakpoint
CREATE INDEX "maintenance_bills_late_fee_prefix_idx" ON "maintenance_bills" USING btree ((upper("late_fee_invoice_number") collate "C"));--> statement-breakpoint
CREATE INDEX "maintenance_bills_utr_prefix_idx" ON "maintenance_bills" USING btree ((upper("utr") collate "C"));--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_maintenance_bill_id_maintenance_bills_id_fk" FOREIGN KEY ("maintenance_bill_id") REFERENCES "public"."maintenance_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_references" ADD CONSTRAINT "transfer_references_maintenance_bill_id_maintenance_bills_id_fk" FOREIGN KEY ("maintenance_bill_id") REFERENCES "public"."maintenance_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "razorpay_orders_maintenance_idx" ON "razorpay_orders" USING btree ("maintenance_bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_references_maintenance_key" ON "transfer_references" USING btree ("maintenance_bill_id");--> statement-breakpoint
ALTER TABLE "invoice_particulars" ADD CONSTRAINT "invoice_particulars_kind_known" CHECK ("invoice_particulars"."kind" in ('step', 'membership', 'stay', 'maintenance'));--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_purpose_known" CHECK ("razorpay_orders"."purpose" in ('stay', 'membership', 'instalment', 'donation', 'programme', 'maintenance'));--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_kind_known" CHECK ("tax_settings"."kind" in ('instalment', 'membership', 'stay', 'extra-guests', 'maintenance'));--> statement-breakpoint
ALTER TABLE "transfer_references" ADD CONSTRAINT "transfer_references_one_payment" CHECK (num_nonnulls("transfer_references"."receipt_id", "transfer_references"."membership_id", "transfer_references"."donation_gift_id", "transfer_references"."maintenance_bill_id") = 1 and (("transfer_references"."kind" = 'instalment' and "transfer_references"."receipt_id" is not null) or ("transfer_references"."kind" = 'membership' and "transfer_references"."membership_id" is not null) or ("transfer_references"."kind" = 'donation' and "transfer_references"."donation_gift_id" is not null) or ("transfer_references"."kind" = 'maintenance' and "transfer_references"."maintenance_bill_id" is not null)));