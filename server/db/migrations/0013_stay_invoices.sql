ALTER TABLE "bookings" ADD COLUMN "invoice_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_invoice_key" ON "bookings" USING btree ("invoice_number");