CREATE TABLE "programme_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"waitlist_offer_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "programme_settings_one_row" CHECK ("programme_settings"."id"),
	CONSTRAINT "programme_settings_offer_hours" CHECK ("programme_settings"."waitlist_offer_hours" between 1 and 168)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_invoice_kind_known";--> statement-breakpoint
ALTER TABLE "invoice_particulars" DROP CONSTRAINT "invoice_particulars_kind_known";--> statement-breakpoint
ALTER TABLE "tax_settings" DROP CONSTRAINT "tax_settings_kind_known";--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "programme_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "programme_registrations" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_programme_registration_id_programme_registrations_id_fk" FOREIGN KEY ("programme_registration_id") REFERENCES "public"."programme_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programme_registrations_invoice_key" ON "programme_registrations" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "programme_registrations_invoice_prefix_idx" ON "programme_registrations" USING btree ((upper("invoice_number") collate "C"));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_billed" CHECK ("credit_notes"."user_id" is not null or "credit_notes"."programme_registration_id" is not null);--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_kind_known" CHECK ("credit_notes"."invoice_kind" in ('step', 'membership', 'stay', 'programme'));--> statement-breakpoint
ALTER TABLE "invoice_particulars" ADD CONSTRAINT "invoice_particulars_kind_known" CHECK ("invoice_particulars"."kind" in ('step', 'membership', 'stay', 'maintenance', 'programme'));--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_kind_known" CHECK ("tax_settings"."kind" in ('instalment', 'membership', 'stay', 'extra-guests', 'maintenance', 'programme'));