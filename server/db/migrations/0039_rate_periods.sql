CREATE TABLE "rate_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"property_type_id" uuid,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"nightly_price" integer NOT NULL,
	"weekend_price" integer,
	"min_stay" integer DEFAULT 1 NOT NULL,
	"closed_to_arrival" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"peak" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_periods_one_target" CHECK (("rate_periods"."property_id" is null) <> ("rate_periods"."property_type_id" is null)),
	CONSTRAINT "rate_periods_nights_ordered" CHECK ("rate_periods"."last_night" >= "rate_periods"."first_night"),
	CONSTRAINT "rate_periods_prices_positive" CHECK ("rate_periods"."nightly_price" > 0 and coalesce("rate_periods"."weekend_price", 1) > 0),
	CONSTRAINT "rate_periods_min_stay" CHECK ("rate_periods"."min_stay" between 1 and 30),
	CONSTRAINT "rate_periods_weekdays" CHECK ("rate_periods"."closed_to_arrival" <@ '{0,1,2,3,4,5,6}'::integer[])
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "night_prices" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- btree_gist: the exclusion constraints below compare a villa's or a kind's id with = inside a GiST index
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- periods of one target never overlap: the database decides, whoever writes (decision 051); the same GiST indexes
-- serve the lookup of the periods covering a stay's nights
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_villa_no_overlap" EXCLUDE USING gist ("property_id" WITH =, daterange("first_night", "last_night", '[]') WITH &&) WHERE ("property_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_kind_no_overlap" EXCLUDE USING gist ("property_type_id" WITH =, daterange("first_night", "last_night", '[]') WITH &&) WHERE ("property_type_id" IS NOT NULL);
