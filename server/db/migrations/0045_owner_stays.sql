CREATE TABLE "owner_stay_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"nights_per_year" integer DEFAULT 30 NOT NULL,
	"window_months" integer DEFAULT 12 NOT NULL,
	"peak_nights_per_year" integer DEFAULT 7 NOT NULL,
	"housekeeping_fee" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "owner_stay_settings_one_row" CHECK ("owner_stay_settings"."id"),
	CONSTRAINT "owner_stay_settings_ranges" CHECK ("owner_stay_settings"."nights_per_year" between 0 and 366 and "owner_stay_settings"."window_months" between 1 and 36 and "owner_stay_settings"."peak_nights_per_year" between 0 and 366 and "owner_stay_settings"."housekeeping_fee" between 0 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "housekeeping_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "peak_nights" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_stay_settings" ADD CONSTRAINT "owner_stay_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_owner_stays_idx" ON "bookings" USING btree ("user_id","property_id","check_in") WHERE "bookings"."kind" = 'owner' and "bookings"."status" not in ('cancelled', 'expired');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_known" CHECK ("bookings"."kind" in ('guest', 'owner'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_stay_member" CHECK ("bookings"."kind" <> 'owner' or "bookings"."user_id" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_figures" CHECK (("bookings"."kind" = 'owner' or ("bookings"."housekeeping_fee" = 0 and "bookings"."peak_nights" = 0)) and "bookings"."housekeeping_fee" >= 0 and "bookings"."peak_nights" >= 0 and "bookings"."peak_nights" <= "bookings"."nights");