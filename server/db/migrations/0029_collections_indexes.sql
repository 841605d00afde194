CREATE INDEX "bookings_paid_idx" ON "bookings" USING btree ("paid_at") WHERE "bookings"."invoice_number" is not null;--> statement-breakpoint
CREATE INDEX "memberships_paid_idx" ON "memberships" USING btree ("paid_at") WHERE "memberships"."invoice_number" is not null;--> statement-breakpoint
CREATE INDEX "payment_steps_verified_idx" ON "payment_steps" USING btree ("verified_at") WHERE "payment_steps"."verification" = 'verified';--> statement-breakpoint
CREATE INDEX "refund_payments_paid_on_idx" ON "refund_payments" USING btree ("paid_on");