CREATE SEQUENCE "public"."membership_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"number" text,
	"amount" integer NOT NULL,
	"paid_via" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"receipt_file_id" uuid,
	"razorpay_payment_id" text,
	"starts_on" text,
	"valid_until" text,
	"free_nights" integer DEFAULT 14 NOT NULL,
	"free_nights_used" integer DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"paid_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"reminded_30_at" timestamp with time zone,
	"reminded_7_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_status_known" CHECK ("memberships"."status" in ('awaiting-payment', 'under-review', 'active', 'rejected')),
	CONSTRAINT "memberships_paid_via_known" CHECK ("memberships"."paid_via" in ('razorpay', 'receipt')),
	CONSTRAINT "memberships_free_nights_ledger" CHECK ("memberships"."free_nights_used" >= 0 and "memberships"."free_nights_used" <= "memberships"."free_nights"),
	CONSTRAINT "memberships_active_dated" CHECK ("memberships"."status" <> 'active' or ("memberships"."number" is not null and "memberships"."starts_on" is not null and "memberships"."valid_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "razorpay_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "razorpay_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"booking_id" uuid,
	"membership_id" uuid,
	"payment_step_id" uuid,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "razorpay_orders_purpose_known" CHECK ("razorpay_orders"."purpose" in ('stay', 'membership', 'instalment')),
	CONSTRAINT "razorpay_orders_status_known" CHECK ("razorpay_orders"."status" in ('created', 'paid')),
	CONSTRAINT "razorpay_orders_amount_positive" CHECK ("razorpay_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "villa_nights" (
	"property_id" uuid NOT NULL,
	"night" date NOT NULL,
	"booking_id" uuid,
	"block_id" uuid,
	"expires_at" timestamp with time zone,
	CONSTRAINT "villa_nights_pkey" PRIMARY KEY("property_id","night"),
	CONSTRAINT "villa_nights_one_source" CHECK (("villa_nights"."booking_id" is null) <> ("villa_nights"."block_id" is null))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "free_nights" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "membership_row" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extra_guests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extra_guest_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "razorpay_payment_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_steps" ADD COLUMN "razorpay_payment_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "max_adults" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "max_children" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_receipt_file_id_stored_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_payment_step_id_payment_steps_id_fk" FOREIGN KEY ("payment_step_id") REFERENCES "public"."payment_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_nights" ADD CONSTRAINT "villa_nights_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_nights" ADD CONSTRAINT "villa_nights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_nights" ADD CONSTRAINT "villa_nights_block_id_stay_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."stay_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_number_key" ON "memberships" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_invoice_key" ON "memberships" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_open_purchase_key" ON "memberships" USING btree ("user_id") WHERE "memberships"."status" in ('awaiting-payment', 'under-review');--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","valid_until");--> statement-breakpoint
CREATE INDEX "memberships_review_idx" ON "memberships" USING btree ("created_at") WHERE "memberships"."status" = 'under-review';--> statement-breakpoint
CREATE UNIQUE INDEX "razorpay_orders_payment_key" ON "razorpay_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "razorpay_orders_booking_idx" ON "razorpay_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "villa_nights_booking_idx" ON "villa_nights" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "villa_nights_block_idx" ON "villa_nights" USING btree ("block_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_membership_row_memberships_id_fk" FOREIGN KEY ("membership_row") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_membership_row_idx" ON "bookings" USING btree ("membership_row");--> statement-breakpoint
CREATE INDEX "bookings_held_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_expires" CHECK ("bookings"."status" <> 'held' or "bookings"."hold_expires_at" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_extra_counts" CHECK ("bookings"."free_nights" >= 0 and "bookings"."free_nights" <= "bookings"."nights" and "bookings"."extra_guests" >= 0 and "bookings"."extra_guest_charge" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('held', 'expired', 'confirmed', 'checked-in', 'checked-out', 'no-show', 'cancelled'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_occupancy_range" CHECK ("properties"."max_adults" between 1 and 20 and "properties"."max_children" between 0 and 20);--> statement-breakpoint
-- Who each villa sleeps: two adults a bedroom, plus two children (the club edits it in the catalogue).
UPDATE "properties" SET "max_adults" = least(20, greatest(2, 2 * "bedrooms"));--> statement-breakpoint
-- The nights a stay (confirmed, or held while its member pays) takes: kept by the database from the row itself.
CREATE FUNCTION "bookings_take_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.check_in = OLD.check_in AND NEW.check_out = OLD.check_out
       AND NEW.property_id = OLD.property_id AND NEW.hold_expires_at IS NOT DISTINCT FROM OLD.hold_expires_at THEN
      RETURN NEW;
    END IF;
    DELETE FROM "villa_nights" WHERE "booking_id" = OLD.id;
  END IF;
  IF NEW.status NOT IN ('cancelled', 'expired') THEN
    INSERT INTO "villa_nights" ("property_id", "night", "booking_id", "expires_at")
    SELECT NEW.property_id, d::date, NEW.id, CASE WHEN NEW.status = 'held' THEN NEW.hold_expires_at END
    FROM generate_series(NEW.check_in::date, NEW.check_out::date - 1, interval '1 day') AS d;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_take_nights" AFTER INSERT OR UPDATE ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_take_nights"();--> statement-breakpoint
-- The nights a live block of the desk takes; lifting it frees them.
CREATE FUNCTION "stay_blocks_take_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.removed_at IS NOT DISTINCT FROM OLD.removed_at AND NEW.start_date = OLD.start_date AND NEW.end_date = OLD.end_date
       AND NEW.property_id = OLD.property_id THEN
      RETURN NEW;
    END IF;
    DELETE FROM "villa_nights" WHERE "block_id" = OLD.id;
  END IF;
  IF NEW.removed_at IS NULL THEN
    INSERT INTO "villa_nights" ("property_id", "night", "block_id")
    SELECT NEW.property_id, d::date, NEW.id
    FROM generate_series(NEW.start_date::date, NEW.end_date::date - 1, interval '1 day') AS d;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stay_blocks_take_nights" AFTER INSERT OR UPDATE ON "stay_blocks" FOR EACH ROW EXECUTE FUNCTION "stay_blocks_take_nights"();--> statement-breakpoint
-- The nights taken before this migration (stays first; a night already taken is kept by its first holder).
INSERT INTO "villa_nights" ("property_id", "night", "booking_id")
SELECT b.property_id, d::date, b.id
FROM "bookings" b, generate_series(b.check_in::date, b.check_out::date - 1, interval '1 day') AS d
WHERE b.status NOT IN ('cancelled', 'expired')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "villa_nights" ("property_id", "night", "block_id")
SELECT s.property_id, d::date, s.id
FROM "stay_blocks" s, generate_series(s.start_date::date, s.end_date::date - 1, interval '1 day') AS d
WHERE s.removed_at IS NULL
ON CONFLICT DO NOTHING;
