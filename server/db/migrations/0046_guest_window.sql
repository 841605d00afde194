ALTER TABLE "owner_stay_settings" DROP CONSTRAINT "owner_stay_settings_ranges";--> statement-breakpoint
ALTER TABLE "owner_stay_settings" ALTER COLUMN "window_months" SET DEFAULT 18;--> statement-breakpoint
ALTER TABLE "owner_stay_settings" ADD COLUMN "guest_window_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_stay_settings" ADD CONSTRAINT "owner_stay_settings_ranges" CHECK ("owner_stay_settings"."nights_per_year" between 0 and 366 and "owner_stay_settings"."window_months" between 1 and 36 and "owner_stay_settings"."guest_window_months" between 1 and 36 and "owner_stay_settings"."peak_nights_per_year" between 0 and 366 and "owner_stay_settings"."housekeeping_fee" between 0 and 1000000);--> statement-breakpoint
-- the settings the office never saved keep the defaults: the owners' window moves to the new default
UPDATE "owner_stay_settings" SET "window_months" = 18 WHERE "updated_at" IS NULL AND "window_months" = 12;
