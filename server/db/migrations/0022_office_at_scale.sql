-- pg_trgm: GIN indexes that serve ILIKE '%…%' (the office's searches by a part of a name, e-mail, phone or villa)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_actions" (
	"action" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_events_created_idx";--> statement-breakpoint
CREATE INDEX "kyc_details_phone_trgm_idx" ON "kyc_details" USING gin ("phone_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kyc_details_phone_digits_trgm_idx" ON "kyc_details" USING gin ((regexp_replace("phone_no", '[^0-9]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_villa_number_trgm_idx" ON "properties" USING gin ("villa_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
-- the audit log's actions, one row each, kept by the log itself: every statement that adds entries adds their new actions
CREATE FUNCTION audit_actions_remember() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_actions (action) SELECT DISTINCT action FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_actions_remember AFTER INSERT ON audit_events REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION audit_actions_remember();--> statement-breakpoint
INSERT INTO audit_actions (action) SELECT DISTINCT action FROM audit_events ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "bookings_departures_idx" ON "bookings" USING btree ((coalesce("departed_on", "check_out"))) WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_in_house_idx" ON "bookings" USING btree ("check_in") WHERE "bookings"."status" = 'checked-in';
--> statement-breakpoint
CREATE INDEX "payment_plans_property_idx" ON "payment_plans" USING btree ("property_id");
