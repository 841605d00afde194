CREATE SEQUENCE "public"."programme_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "programme_attendance" (
	"ticket_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_by" uuid,
	CONSTRAINT "programme_attendance_ticket_id_session_id_pk" PRIMARY KEY("ticket_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "programme_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text,
	"description" text NOT NULL,
	"description_hi" text,
	"image" text NOT NULL,
	"instructor" text NOT NULL,
	"level" text,
	"location" text,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"who_may_book" text DEFAULT 'anyone' NOT NULL,
	"full_members_free" boolean DEFAULT false NOT NULL,
	"cancellation_terms" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_items_kind_known" CHECK ("programme_items"."kind" in ('event', 'retreat', 'course')),
	CONSTRAINT "programme_items_who_known" CHECK ("programme_items"."who_may_book" in ('anyone', 'members', 'full-members')),
	CONSTRAINT "programme_items_capacity_positive" CHECK ("programme_items"."capacity" > 0),
	CONSTRAINT "programme_items_seats_within" CHECK ("programme_items"."seats_taken" >= 0 and "programme_items"."seats_taken" <= "programme_items"."capacity"),
	CONSTRAINT "programme_items_price_whole" CHECK ("programme_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "programme_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid,
	"booker_name" text NOT NULL,
	"booker_email" text NOT NULL,
	"booker_phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"price_per_seat" integer DEFAULT 0 NOT NULL,
	"free_seats" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"razorpay_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_registrations_status_known" CHECK ("programme_registrations"."status" in ('held', 'confirmed', 'expired', 'cancelled')),
	CONSTRAINT "programme_registrations_held_expires" CHECK ("programme_registrations"."status" <> 'held' or "programme_registrations"."hold_expires_at" is not null),
	CONSTRAINT "programme_registrations_seats" CHECK ("programme_registrations"."seats" > 0 and "programme_registrations"."free_seats" >= 0 and "programme_registrations"."free_seats" <= "programme_registrations"."seats" and "programme_registrations"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "programme_reminders" (
	"registration_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_reminders_registration_id_session_id_pk" PRIMARY KEY("registration_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "programme_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"day" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "programme_sessions_ends_after" CHECK ("programme_sessions"."ends_at" > "programme_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "programme_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"free" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "razorpay_orders" DROP CONSTRAINT "razorpay_orders_purpose_known";--> statement-breakpoint
ALTER TABLE "razorpay_orders" DROP CONSTRAINT "razorpay_orders_payer";--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD COLUMN "programme_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "programme_attendance" ADD CONSTRAINT "programme_attendance_ticket_id_programme_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."programme_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_attendance" ADD CONSTRAINT "programme_attendance_session_id_programme_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."programme_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_attendance" ADD CONSTRAINT "programme_attendance_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_registrations" ADD CONSTRAINT "programme_registrations_item_id_programme_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."programme_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_registrations" ADD CONSTRAINT "programme_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_reminders" ADD CONSTRAINT "programme_reminders_registration_id_programme_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."programme_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_reminders" ADD CONSTRAINT "programme_reminders_session_id_programme_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."programme_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_item_id_programme_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."programme_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_tickets" ADD CONSTRAINT "programme_tickets_registration_id_programme_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."programme_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_attendance_session_idx" ON "programme_attendance" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_items_slug_key" ON "programme_items" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_registrations_reference_key" ON "programme_registrations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "programme_registrations_reference_prefix_idx" ON "programme_registrations" USING btree ((upper("reference") collate "C"));--> statement-breakpoint
CREATE INDEX "programme_registrations_item_idx" ON "programme_registrations" USING btree ("item_id","status");--> statement-breakpoint
CREATE INDEX "programme_registrations_user_idx" ON "programme_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "programme_registrations_held_idx" ON "programme_registrations" USING btree ("hold_expires_at") WHERE "programme_registrations"."status" = 'held';--> statement-breakpoint
CREATE INDEX "programme_sessions_item_idx" ON "programme_sessions" USING btree ("item_id","starts_at");--> statement-breakpoint
CREATE INDEX "programme_sessions_day_idx" ON "programme_sessions" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_tickets_reference_key" ON "programme_tickets" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_tickets_place_key" ON "programme_tickets" USING btree ("registration_id","position");--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_programme_registration_id_programme_registrations_id_fk" FOREIGN KEY ("programme_registration_id") REFERENCES "public"."programme_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "razorpay_orders_programme_idx" ON "razorpay_orders" USING btree ("programme_registration_id");--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_purpose_known" CHECK ("razorpay_orders"."purpose" in ('stay', 'membership', 'instalment', 'donation', 'programme'));--> statement-breakpoint
ALTER TABLE "razorpay_orders" ADD CONSTRAINT "razorpay_orders_payer" CHECK ("razorpay_orders"."user_id" is not null or "razorpay_orders"."purpose" in ('donation', 'programme'));