CREATE INDEX "bookings_reference_prefix_idx" ON "bookings" USING btree ((upper("reference") collate "C"));--> statement-breakpoint
CREATE INDEX "bookings_invoice_prefix_idx" ON "bookings" USING btree ((upper("invoice_number") collate "C"));--> statement-breakpoint
CREATE INDEX "credit_notes_number_prefix_idx" ON "credit_notes" USING btree ((upper("number") collate "C"));--> statement-breakpoint
CREATE INDEX "donation_pledges_reference_prefix_idx" ON "donation_pledges" USING btree ((upper("reference") collate "C"));--> statement-breakpoint
CREATE INDEX "memberships_number_prefix_idx" ON "memberships" USING btree ((upper("number") collate "C"));--> statement-breakpoint
CREATE INDEX "memberships_invoice_prefix_idx" ON "memberships" USING btree ((upper("invoice_number") collate "C"));--> statement-breakpoint
CREATE INDEX "memberships_utr_prefix_idx" ON "memberships" USING btree ((upper("utr") collate "C"));--> statement-breakpoint
CREATE INDEX "payment_receipts_utr_prefix_idx" ON "payment_receipts" USING btree ((upper("utr") collate "C"));--> statement-breakpoint
CREATE INDEX "payment_steps_invoice_prefix_idx" ON "payment_steps" USING btree ((upper("invoice_number") collate "C"));--> statement-breakpoint
CREATE INDEX "sealed_documents_reference_prefix_idx" ON "sealed_documents" USING btree ("kind",(upper("reference") collate "C"));