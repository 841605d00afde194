CREATE TABLE "bank_statement_layouts" (
	"signature" text PRIMARY KEY NOT NULL,
	"header" jsonb NOT NULL,
	"layout" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"booked_on" text NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"utr" text,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "bank_statement_lines_credit" CHECK ("bank_statement_lines"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statement_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"receipt_id" uuid,
	"membership_id" uuid,
	"how" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_matches_one_receipt" CHECK (("bank_statement_matches"."kind" = 'instalment' and "bank_statement_matches"."receipt_id" is not null and "bank_statement_matches"."membership_id" is null) or ("bank_statement_matches"."kind" = 'membership' and "bank_statement_matches"."membership_id" is not null and "bank_statement_matches"."receipt_id" is null)),
	CONSTRAINT "bank_statement_matches_how_known" CHECK ("bank_statement_matches"."how" in ('reference', 'amount-date'))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"format" text NOT NULL,
	"signature" text NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"credits" integer NOT NULL,
	"debits" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_period" CHECK ("bank_statements"."period_from" <= "bank_statements"."period_to")
);
--> statement-breakpoint
ALTER TABLE "bank_statement_layouts" ADD CONSTRAINT "bank_statement_layouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_receipt_id_payment_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."payment_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_row_key" ON "bank_statement_lines" USING btree ("statement_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_matches_line_key" ON "bank_statement_matches" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_matches_receipt_key" ON "bank_statement_matches" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_matches_membership_key" ON "bank_statement_matches" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_sha256_key" ON "bank_statements" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "bank_statements_uploaded_idx" ON "bank_statements" USING btree ("uploaded_at");