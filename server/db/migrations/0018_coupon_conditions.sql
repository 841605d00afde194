ALTER TABLE "coupons" ADD COLUMN "first_stay_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "full_members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- the demo's first-stay coupon says so in its description: a member's first stay only
UPDATE "coupons" SET "first_stay_only" = true WHERE "code" = 'FIRSTSTAY';
