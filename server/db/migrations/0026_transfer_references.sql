CREATE TABLE "transfer_references" (
	"utr" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"receipt_id" uuid,
	"membership_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_references_one_payment" CHECK (("transfer_references"."kind" = 'instalment' and "transfer_references"."receipt_id" is not null and "transfer_references"."membership_id" is null) or ("transfer_references"."kind" = 'membership' and "transfer_references"."membership_id" is not null and "transfer_references"."receipt_id" is null))
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "utr" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "paid_on" text;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "utr" text;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "paid_on" text;--> statement-breakpoint
ALTER TABLE "transfer_references" ADD CONSTRAINT "transfer_references_receipt_id_payment_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."payment_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_references" ADD CONSTRAINT "transfer_references_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_references_receipt_key" ON "transfer_references" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_references_membership_key" ON "transfer_references" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "memberships_utr_idx" ON "memberships" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "payment_receipts_utr_idx" ON "payment_receipts" USING btree ("utr");