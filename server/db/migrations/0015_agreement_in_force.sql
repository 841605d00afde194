DROP INDEX "moa_agreements_plan_key";--> statement-breakpoint
CREATE UNIQUE INDEX "moa_agreements_plan_key" ON "moa_agreements" USING btree ("plan_id") WHERE "moa_agreements"."status" <> 'revoked';