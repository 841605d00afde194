CREATE TABLE "invoice_particulars" (
	"invoice_number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"particulars" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_particulars_kind_known" CHECK ("invoice_particulars"."kind" in ('step', 'membership', 'stay'))
);
--> statement-breakpoint
CREATE TABLE "member_invoice_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text,
	"gstin" text,
	"address" text,
	"state" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"sac" text NOT NULL,
	"description" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"threshold_per_night" integer,
	"rate_above_bp" integer,
	"place_of_supply" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "tax_settings_kind_known" CHECK ("tax_settings"."kind" in ('instalment', 'membership', 'stay', 'extra-guests')),
	CONSTRAINT "tax_settings_rates" CHECK ("tax_settings"."rate_bp" between 0 and 4000 and coalesce("tax_settings"."rate_above_bp", 0) between 0 and 4000),
	CONSTRAINT "tax_settings_step" CHECK (("tax_settings"."threshold_per_night" is null) = ("tax_settings"."rate_above_bp" is null)),
	CONSTRAINT "tax_settings_place_known" CHECK ("tax_settings"."place_of_supply" in ('villa', 'recipient'))
);
--> statement-breakpoint
ALTER TABLE "member_invoice_details" ADD CONSTRAINT "member_invoice_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;