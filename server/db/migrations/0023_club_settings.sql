CREATE TABLE "club_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"pan" text NOT NULL,
	"gstin" text,
	"bank_account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_branch" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_ifsc" text NOT NULL,
	"upi_id" text NOT NULL,
	"registration_12a_80g_number" text,
	"registration_12a_80g_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "club_settings_one_row" CHECK ("club_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "trust_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" text NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_documents" ADD CONSTRAINT "trust_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_documents_storage_key" ON "trust_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "trust_documents_group_idx" ON "trust_documents" USING btree ("group","created_at");