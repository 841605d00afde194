CREATE TABLE "member_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"fy" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"as_at" date NOT NULL,
	"content_sha256" text NOT NULL,
	"document_id" uuid NOT NULL,
	"code" text NOT NULL,
	"sha256" text,
	"storage_key" text,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_statements_fy_format" CHECK ("member_statements"."fy" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "member_statements_as_at_within" CHECK ("member_statements"."as_at" >= "member_statements"."period_start" and "member_statements"."as_at" <= "member_statements"."period_end" and "member_statements"."period_end" > "member_statements"."period_start"),
	CONSTRAINT "member_statements_sealed_together" CHECK (("member_statements"."sha256" is null) = ("member_statements"."storage_key" is null))
);
--> statement-breakpoint
ALTER TABLE "sealed_documents" DROP CONSTRAINT "sealed_documents_kind_known";--> statement-breakpoint
ALTER TABLE "member_statements" ADD CONSTRAINT "member_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_statements" ADD CONSTRAINT "member_statements_document_id_sealed_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sealed_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_statements" ADD CONSTRAINT "member_statements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_statements_content_key" ON "member_statements" USING btree ("user_id","fy","as_at","content_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "member_statements_document_key" ON "member_statements" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "member_statements_user_idx" ON "member_statements" USING btree ("user_id","fy");--> statement-breakpoint
ALTER TABLE "sealed_documents" ADD CONSTRAINT "sealed_documents_kind_known" CHECK ("sealed_documents"."kind" in ('agreement', 'invoice', 'credit-note', 'statement'));