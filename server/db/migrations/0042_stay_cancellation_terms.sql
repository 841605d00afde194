CREATE TABLE "stay_cancellation_terms" (
	"days_before" integer PRIMARY KEY NOT NULL,
	"refund_percent" integer NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "stay_cancellation_terms_days" CHECK ("stay_cancellation_terms"."days_before" between 0 and 365),
	CONSTRAINT "stay_cancellation_terms_percent" CHECK ("stay_cancellation_terms"."refund_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "advance_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_cancellation_terms" ADD CONSTRAINT "stay_cancellation_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_advance_within" CHECK ("bookings"."advance_paid" >= 0 and "bookings"."advance_paid" <= "bookings"."total");--> statement-breakpoint
-- the terms a club starts with (decision 052): a full refund 14 days or more before check-in, half from 7 days, none after
INSERT INTO "stay_cancellation_terms" ("days_before", "refund_percent") VALUES (14, 100), (7, 50), (0, 0);
