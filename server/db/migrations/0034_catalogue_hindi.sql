ALTER TABLE "properties" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "highlights_hi" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "amenities_hi" jsonb;--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "category_name_hi" text;--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "size_hi" text;--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "features_hi" jsonb;--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "about_hi" text;--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hindi_given" CHECK (coalesce(btrim("properties"."name_hi"), 'x') <> '' and coalesce(btrim("properties"."highlights_hi"), 'x') <> ''
        and coalesce(jsonb_array_length("properties"."amenities_hi"), 1) > 0);--> statement-breakpoint
ALTER TABLE "property_types" ADD CONSTRAINT "property_types_hindi_given" CHECK (coalesce(btrim("property_types"."name_hi"), 'x') <> '' and coalesce(btrim("property_types"."category_name_hi"), 'x') <> ''
        and coalesce(btrim("property_types"."size_hi"), 'x') <> '' and coalesce(btrim("property_types"."about_hi"), 'x') <> ''
        and coalesce(btrim("property_types"."description_hi"), 'x') <> '' and coalesce(jsonb_array_length("property_types"."features_hi"), 1) > 0);