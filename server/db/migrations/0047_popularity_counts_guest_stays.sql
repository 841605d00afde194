-- A villa's popularity counts its guests' stays only: an owner's nights in their own villa (decision 059) say nothing
-- of what visitors choose, and made an owned villa "most popular" in the search.
CREATE OR REPLACE FUNCTION "villa_popularity"(villa uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum("nights"), 0)::integer FROM "bookings"
  WHERE "property_id" = villa AND "kind" = 'guest' AND "created_at" > now() - interval '365 days'
    AND "status" NOT IN ('held', 'cancelled', 'expired')
$$;--> statement-breakpoint
UPDATE "properties" SET "popularity" = "villa_popularity"("id") WHERE "popularity" IS DISTINCT FROM "villa_popularity"("id");
