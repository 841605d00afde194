CREATE TABLE "catalogue_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_kind_known" CHECK ("media_files"."kind" in ('image', 'video', 'audio'))
);
--> statement-breakpoint
CREATE TABLE "stay_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	CONSTRAINT "stay_blocks_reason_known" CHECK ("stay_blocks"."reason" in ('maintenance', 'owner')),
	CONSTRAINT "stay_blocks_dates_ordered" CHECK ("stay_blocks"."end_date" > "stay_blocks"."start_date")
);
--> statement-breakpoint
DROP INDEX "properties_location_villa_number_idx";--> statement-breakpoint
DROP INDEX "properties_location_price_per_night_idx";--> statement-breakpoint
DROP INDEX "properties_location_rating_idx";--> statement-breakpoint
DROP INDEX "properties_location_popularity_idx";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booked_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_id_type" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_id_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_types" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_images" ADD CONSTRAINT "catalogue_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_blocks" ADD CONSTRAINT "stay_blocks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_blocks" ADD CONSTRAINT "stay_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_blocks" ADD CONSTRAINT "stay_blocks_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_images_key" ON "catalogue_images" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_storage_key" ON "media_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_files_created_idx" ON "media_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stay_blocks_property_dates_idx" ON "stay_blocks" USING btree ("property_id","start_date","end_date") WHERE "stay_blocks"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "stay_blocks_nights_idx" ON "stay_blocks" USING btree ("end_date","start_date","property_id") WHERE "stay_blocks"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_arrivals_idx" ON "bookings" USING btree ("check_in") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "properties_location_villa_number_idx" ON "properties" USING btree ("location","villa_number","name","id","property_type_id","block_id","view","price_per_night") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_location_price_per_night_idx" ON "properties" USING btree ("location","price_per_night") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_location_rating_idx" ON "properties" USING btree ("location","rating","reviews") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_location_popularity_idx" ON "properties" USING btree ("location","popularity") WHERE "properties"."published";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('confirmed', 'checked-in', 'checked-out', 'no-show', 'cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_known" CHECK ("bookings"."source" in ('online', 'phone'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_or_phone" CHECK ("bookings"."user_id" is not null or "bookings"."source" = 'phone');