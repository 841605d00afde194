ALTER TABLE "bookings" ADD COLUMN "departed_on" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departed_within" CHECK ("bookings"."departed_on" is null or ("bookings"."status" = 'checked-out' and "bookings"."departed_on" >= "bookings"."check_in" and "bookings"."departed_on" < "bookings"."check_out"));--> statement-breakpoint
-- A stay's nights end at its early departure, when there is one: the nights after the guest left are free again.
CREATE OR REPLACE FUNCTION "bookings_take_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.check_in = OLD.check_in AND NEW.check_out = OLD.check_out
       AND NEW.departed_on IS NOT DISTINCT FROM OLD.departed_on
       AND NEW.property_id = OLD.property_id AND NEW.hold_expires_at IS NOT DISTINCT FROM OLD.hold_expires_at THEN
      RETURN NEW;
    END IF;
    DELETE FROM "villa_nights" WHERE "booking_id" = OLD.id;
  END IF;
  IF NEW.status NOT IN ('cancelled', 'expired') THEN
    INSERT INTO "villa_nights" ("property_id", "night", "booking_id", "expires_at")
    SELECT NEW.property_id, d::date, NEW.id, CASE WHEN NEW.status = 'held' THEN NEW.hold_expires_at END
    FROM generate_series(NEW.check_in::date, coalesce(NEW.departed_on, NEW.check_out)::date - 1, interval '1 day') AS d;
  END IF;
  RETURN NEW;
END
$$;
