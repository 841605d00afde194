CREATE TABLE "rental_pool_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from" date NOT NULL,
	"to" date,
	"terms_version" integer NOT NULL,
	"share_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "rental_pool_periods_days" CHECK ("rental_pool_periods"."to" is null or "rental_pool_periods"."to" >= "rental_pool_periods"."from"),
	CONSTRAINT "rental_pool_periods_share" CHECK ("rental_pool_periods"."share_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "rental_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"share_percent" integer DEFAULT 60 NOT NULL,
	"tds_percent" numeric(5, 2),
	"terms_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "rental_settings_one_row" CHECK ("rental_settings"."id"),
	CONSTRAINT "rental_settings_share" CHECK ("rental_settings"."share_percent" between 0 and 100),
	CONSTRAINT "rental_settings_tds" CHECK ("rental_settings"."tds_percent" is null or "rental_settings"."tds_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "rental_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"reference" text NOT NULL,
	"content" jsonb NOT NULL,
	"nights" integer NOT NULL,
	"collected" integer NOT NULL,
	"share" integer NOT NULL,
	"tds" integer NOT NULL,
	"payout_due" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"document_id" uuid,
	"paid_on" date,
	"amount_paid" integer,
	"payout_reference" text,
	"paid_by" uuid,
	"paid_recorded_at" timestamp with time zone,
	CONSTRAINT "rental_statements_month_format" CHECK ("rental_statements"."month" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "rental_statements_paid_together" CHECK (("rental_statements"."paid_on" is null) = ("rental_statements"."amount_paid" is null))
);
--> statement-breakpoint
ALTER TABLE "sealed_documents" DROP CONSTRAINT "sealed_documents_kind_known";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rentable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_pool_periods" ADD CONSTRAINT "rental_pool_periods_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_pool_periods" ADD CONSTRAINT "rental_pool_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_settings" ADD CONSTRAINT "rental_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_statements" ADD CONSTRAINT "rental_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_statements" ADD CONSTRAINT "rental_statements_document_id_sealed_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sealed_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_statements" ADD CONSTRAINT "rental_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_pool_periods_open_key" ON "rental_pool_periods" USING btree ("property_id") WHERE "rental_pool_periods"."to" is null;--> statement-breakpoint
CREATE INDEX "rental_pool_periods_user_idx" ON "rental_pool_periods" USING btree ("user_id","from");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_statements_month_key" ON "rental_statements" USING btree ("user_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_statements_reference_key" ON "rental_statements" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "rental_statements_unpaid_idx" ON "rental_statements" USING btree ("month") WHERE "rental_statements"."paid_on" is null;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_kind_known" CHECK ("sealed_documents"."kind" in ('agreement', 'invoice', 'credit-note', 'statement', 'donation-receipt', 'rental-statement'));--> statement-breakpoint
-- a villa of a fully-paid plan is offered to guests only from its owner's choice to pool it (decision 057)
UPDATE "properties" SET "rentable" = false WHERE EXISTS (SELECT 1 FROM "payment_plans" p WHERE p."property_id" = "properties"."id" AND p."status" = 'completed');--> statement-breakpoint
INSERT INTO "rental_settings" ("id") VALUES (true) ON CONFLICT DO NOTHING;
