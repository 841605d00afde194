CREATE TABLE "calendar_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"event_uid" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"closed_by_read" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "calendar_conflicts_dates_ordered" CHECK ("calendar_conflicts"."end_date" > "calendar_conflicts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "villa_calendar_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_tried_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"last_error" text,
	"etag" text,
	"last_modified" text,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reading_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stay_blocks" DROP CONSTRAINT "stay_blocks_reason_known";--> statement-breakpoint
ALTER TABLE "stay_blocks" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_import_id_villa_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."villa_calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_calendar_imports" ADD CONSTRAINT "villa_calendar_imports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_calendar_imports" ADD CONSTRAINT "villa_calendar_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_conflicts_key" ON "calendar_conflicts" USING btree ("import_id","booking_id","event_uid","start_date","end_date");--> statement-breakpoint
CREATE INDEX "calendar_conflicts_open_idx" ON "calendar_conflicts" USING btree ("found_at") WHERE "calendar_conflicts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "calendar_conflicts_booking_idx" ON "calendar_conflicts" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "villa_calendar_imports_url_key" ON "villa_calendar_imports" USING btree ("property_id","url");--> statement-breakpoint
CREATE INDEX "villa_calendar_imports_due_idx" ON "villa_calendar_imports" USING btree ("last_tried_at");--> statement-breakpoint
ALTER TABLE "stay_blocks" ADD CONSTRAINT "stay_blocks_import_id_villa_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."villa_calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_blocks_import_idx" ON "stay_blocks" USING btree ("import_id","start_date");--> statement-breakpoint
ALTER TABLE "stay_blocks" ADD CONSTRAINT "stay_blocks_external_source" CHECK (("stay_blocks"."reason" = 'external') = ("stay_blocks"."import_id" is not null));--> statement-breakpoint
ALTER TABLE "stay_blocks" ADD CONSTRAINT "stay_blocks_reason_known" CHECK ("stay_blocks"."reason" in ('maintenance', 'owner', 'external'));