CREATE TABLE "blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block_name" text NOT NULL,
	"block_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_type_id" uuid NOT NULL,
	"block_id" uuid,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"sqft" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"kitchen" integer NOT NULL,
	"living_area" integer NOT NULL,
	"highlights" text NOT NULL,
	"villa_number" text,
	"view" text NOT NULL,
	"construction_status" text NOT NULL,
	"price" integer NOT NULL,
	"price_per_night" integer NOT NULL,
	"location" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT 4.5 NOT NULL,
	"reviews" integer DEFAULT 10 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"gallery" jsonb NOT NULL,
	"amenities" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" text NOT NULL,
	"category_name" text NOT NULL,
	"price" integer NOT NULL,
	"size" text NOT NULL,
	"features" jsonb NOT NULL,
	"about" text NOT NULL,
	"description" text NOT NULL,
	"locations" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_doc_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_number_key" ON "blocks" USING btree ("block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "occupations_name_key" ON "occupations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "properties_type_price_idx" ON "properties" USING btree ("property_type_id","price");--> statement-breakpoint
CREATE INDEX "properties_type_rating_idx" ON "properties" USING btree ("property_type_id","rating");--> statement-breakpoint
CREATE INDEX "properties_type_popularity_idx" ON "properties" USING btree ("property_type_id","popularity");--> statement-breakpoint
CREATE INDEX "properties_block_idx" ON "properties" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "properties_location_idx" ON "properties" USING btree ("location");--> statement-breakpoint
CREATE UNIQUE INDEX "property_types_slug_key" ON "property_types" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "qualifications_name_key" ON "qualifications" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_doc_types_name_key" ON "verification_doc_types" USING btree ("name");