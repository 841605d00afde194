CREATE TABLE "agreement_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"agreement_id" uuid,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_events_kind_known" CHECK ("agreement_events"."kind" in ('created', 'viewed', 'signed', 'countersigned', 'sent', 'downloaded', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "sealed_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"code" text NOT NULL,
	"agreement_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sealed_documents_kind_known" CHECK ("sealed_documents"."kind" in ('agreement', 'invoice')),
	CONSTRAINT "sealed_documents_agreement_kind" CHECK (("sealed_documents"."kind" = 'agreement') = ("sealed_documents"."agreement_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sealed_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "status" text DEFAULT 'awaiting-countersign' NOT NULL;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "countersigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "countersigned_by" uuid;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "countersigner_name" text;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "countersigner_role" text;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "countersigner_ip" text;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "countersignature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "executed_pdf_file_id" uuid;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "executed_sha256" text;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_moa_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."moa_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_agreement_id_moa_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."moa_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_files" ADD CONSTRAINT "sealed_files_document_id_sealed_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sealed_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_events_plan_idx" ON "agreement_events" USING btree ("plan_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_code_key" ON "sealed_documents" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_reference_key" ON "sealed_documents" USING btree ("kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sealed_documents_agreement_key" ON "sealed_documents" USING btree ("agreement_id");--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD CONSTRAINT "moa_agreements_countersigned_by_users_id_fk" FOREIGN KEY ("countersigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD CONSTRAINT "moa_agreements_countersignature_file_id_stored_files_id_fk" FOREIGN KEY ("countersignature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD CONSTRAINT "moa_agreements_executed_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("executed_pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moa_agreements_executed_sha256_key" ON "moa_agreements" USING btree ("executed_sha256");--> statement-breakpoint
CREATE INDEX "moa_agreements_awaiting_idx" ON "moa_agreements" USING btree ("signed_at") WHERE "moa_agreements"."status" = 'awaiting-countersign';--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD CONSTRAINT "moa_agreements_status_known" CHECK ("moa_agreements"."status" in ('awaiting-countersign', 'executed', 'revoked'));--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD CONSTRAINT "moa_agreements_executed_complete" CHECK ("moa_agreements"."status" <> 'executed' or ("moa_agreements"."countersigned_at" is not null and "moa_agreements"."executed_pdf_file_id" is not null and "moa_agreements"."executed_sha256" is not null));--> statement-breakpoint
ALTER TABLE "moa_agreements" ADD CONSTRAINT "moa_agreements_revoked_complete" CHECK ("moa_agreements"."status" <> 'revoked' or ("moa_agreements"."revoked_at" is not null and "moa_agreements"."revoked_reason" is not null));--> statement-breakpoint
-- agreements signed before this migration: each gets its verification code and the events on record (signed)
INSERT INTO "sealed_documents" ("kind", "reference", "code", "agreement_id", "issued_at")
  SELECT 'agreement', 'MOA-' || upper(substr("id"::text, 1, 8)), substr(md5(random()::text || "id"::text), 1, 12), "id", "signed_at" FROM "moa_agreements";--> statement-breakpoint
INSERT INTO "agreement_events" ("plan_id", "agreement_id", "kind", "actor_id", "ip", "at")
  SELECT "plan_id", "id", 'signed', "user_id", "signer_ip", "signed_at" FROM "moa_agreements";
