CREATE TABLE "location_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	CONSTRAINT "location_activities_category_known" CHECK (category in ('Moderate', 'Adventure', 'Extreme')),
	CONSTRAINT "location_activities_named" CHECK (btrim("location_activities"."name") <> '' and coalesce(btrim("location_activities"."name_hi"), 'x') <> '')
);
--> statement-breakpoint
CREATE TABLE "stay_review_invitations" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid,
	"guest_name" text NOT NULL,
	"stay_month" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_reviews_rating_range" CHECK ("stay_reviews"."rating" between 1 and 5),
	CONSTRAINT "stay_reviews_status_known" CHECK (status in ('pending', 'published', 'hidden')),
	CONSTRAINT "stay_reviews_hidden_reason" CHECK ("stay_reviews"."status" <> 'hidden' or "stay_reviews"."hidden_reason" is not null)
);
--> statement-breakpoint
DROP INDEX "properties_type_rating_idx";--> statement-breakpoint
DROP INDEX "properties_location_rating_idx";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "reviews" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "stay_review_invitations" ADD CONSTRAINT "stay_review_invitations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reviews" ADD CONSTRAINT "stay_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reviews" ADD CONSTRAINT "stay_reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reviews" ADD CONSTRAINT "stay_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reviews" ADD CONSTRAINT "stay_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reviews" ADD CONSTRAINT "stay_reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_activities_position_key" ON "location_activities" USING btree ("location","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_reviews_booking_key" ON "stay_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "stay_reviews_villa_idx" ON "stay_reviews" USING btree ("property_id","created_at") WHERE "stay_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "stay_reviews_status_idx" ON "stay_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_popularity_idx" ON "bookings" USING btree ("property_id","created_at","nights") WHERE "bookings"."status" not in ('held', 'cancelled', 'expired');--> statement-breakpoint
CREATE INDEX "properties_type_rating_idx" ON "properties" USING btree ("property_type_id",("reviews" >= 3) desc,"rating" desc nulls last,"reviews" desc);--> statement-breakpoint
CREATE INDEX "properties_location_rating_idx" ON "properties" USING btree ("location",("reviews" >= 3) desc,"rating" desc nulls last,"reviews" desc) WHERE "properties"."published";--> statement-breakpoint
-- No villa has a real review yet: the invented figures (4.5 stars, 10 reviews, the demo's numbers) go.
UPDATE "properties" SET "rating" = NULL, "reviews" = 0;--> statement-breakpoint
-- A villa's popularity: the nights of its stays booked in the last 365 days (neither held, cancelled nor expired).
CREATE OR REPLACE FUNCTION "villa_popularity"(villa uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum("nights"), 0)::integer FROM "bookings"
  WHERE "property_id" = villa AND "created_at" > now() - interval '365 days'
    AND "status" NOT IN ('held', 'cancelled', 'expired')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bookings_count_popularity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_counted boolean := TG_OP <> 'INSERT' AND OLD.status NOT IN ('held', 'cancelled', 'expired');
  is_counted boolean := TG_OP <> 'DELETE' AND NEW.status NOT IN ('held', 'cancelled', 'expired');
BEGIN
  IF TG_OP = 'UPDATE' AND was_counted = is_counted AND NEW.nights = OLD.nights AND NEW.property_id = OLD.property_id
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  IF NOT was_counted AND NOT is_counted THEN
    RETURN coalesce(NEW, OLD);
  END IF;
  IF was_counted THEN
    UPDATE "properties" SET "popularity" = "villa_popularity"(OLD.property_id)
    WHERE "id" = OLD.property_id AND "popularity" IS DISTINCT FROM "villa_popularity"(OLD.property_id);
  END IF;
  IF is_counted AND (NOT was_counted OR NEW.property_id <> OLD.property_id OR NEW.nights <> OLD.nights
                     OR NEW.created_at <> OLD.created_at) THEN
    UPDATE "properties" SET "popularity" = "villa_popularity"(NEW.property_id)
    WHERE "id" = NEW.property_id AND "popularity" IS DISTINCT FROM "villa_popularity"(NEW.property_id);
  END IF;
  RETURN coalesce(NEW, OLD);
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_count_popularity" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_count_popularity"();--> statement-breakpoint
UPDATE "properties" SET "popularity" = "villa_popularity"("id");
--> statement-breakpoint
-- Each estate's own activities, for content staff to keep from here on (the villa page's list named the Ganga everywhere).
INSERT INTO "location_activities" ("location", "category", "position", "name", "name_hi") VALUES
  ('Solan', 'Moderate', 0, 'Sunrise yoga facing the Shivalik hills', 'शिवालिक पहाड़ियों के सामने सूर्योदय योग'),
  ('Solan', 'Moderate', 1, 'Pine forest walk to Kasauli''s Sunset Point', 'चीड़ के जंगल से कसौली के सनसेट पॉइंट तक सैर'),
  ('Solan', 'Moderate', 2, 'Darshan at the Shoolini Mata temple', 'शूलिनी माता मंदिर के दर्शन'),
  ('Solan', 'Moderate', 3, 'Visit to a mushroom farm of the ''Mushroom City of India''', '''भारत के मशरूम शहर'' के एक मशरूम फ़ार्म की सैर'),
  ('Solan', 'Adventure', 4, 'Trek to Karol Tibba and the Pandava caves', 'करोल टिब्बा और पांडव गुफाओं तक ट्रेक'),
  ('Solan', 'Adventure', 5, 'Mountain biking on the road to Chail', 'चायल की सड़क पर माउंटेन बाइकिंग'),
  ('Solan', 'Adventure', 6, 'A day on the Kalka–Shimla toy train', 'कालका–शिमला टॉय ट्रेन पर एक दिन'),
  ('Solan', 'Extreme', 7, 'Tandem paragliding at Junga, near Shimla', 'शिमला के पास जुंगा में टैंडम पैराग्लाइडिंग'),
  ('Solan', 'Extreme', 8, 'Rock climbing and rappelling with a guide', 'गाइड के साथ रॉक क्लाइम्बिंग और रैपलिंग'),
  ('Solan', 'Extreme', 9, 'Winter trek to the Churdhar peak', 'चूड़धार चोटी तक शीतकालीन ट्रेक'),
  ('Rishikesh', 'Moderate', 0, 'Sunrise yoga on the meditation deck', 'ध्यान डेक पर सूर्योदय योग'),
  ('Rishikesh', 'Moderate', 1, 'Evening Ganga aarti at Triveni Ghat', 'त्रिवेणी घाट पर संध्या गंगा आरती'),
  ('Rishikesh', 'Moderate', 2, 'Walk across Ram Jhula and Lakshman Jhula', 'राम झूला और लक्ष्मण झूला की पैदल सैर'),
  ('Rishikesh', 'Moderate', 3, 'Satvik cooking class', 'सात्विक भोजन बनाने की कक्षा'),
  ('Rishikesh', 'Adventure', 4, 'White-water rafting on the Ganga from Shivpuri', 'शिवपुरी से गंगा में व्हाइट-वॉटर राफ्टिंग'),
  ('Rishikesh', 'Adventure', 5, 'Forest walk to the Neer Garh waterfall', 'नीर गढ़ झरने तक वन-पथ की सैर'),
  ('Rishikesh', 'Adventure', 6, 'Camping on a Ganga beach', 'गंगा के तट पर कैंपिंग'),
  ('Rishikesh', 'Extreme', 7, 'Bungee jumping from 83 metres at Mohan Chatti', 'मोहन चट्टी में 83 मीटर से बंजी जंपिंग'),
  ('Rishikesh', 'Extreme', 8, 'Giant swing over the Hiyuni river valley', 'हियूनी नदी घाटी के ऊपर जायंट स्विंग'),
  ('Rishikesh', 'Extreme', 9, 'Kayaking the Ganga''s rapids', 'गंगा के रैपिड्स में कयाकिंग'),
  ('Amarkantak', 'Moderate', 0, 'Darshan at the Narmada Udgam, the river''s source', 'नर्मदा उद्गम, नदी के स्रोत के दर्शन'),
  ('Amarkantak', 'Moderate', 1, 'Evening Narmada aarti at the Udgam kund', 'उद्गम कुंड पर संध्या नर्मदा आरती'),
  ('Amarkantak', 'Moderate', 2, 'Walk to Sonmuda, the source of the Son', 'सोन के स्रोत सोनमुड़ा तक पैदल सैर'),
  ('Amarkantak', 'Moderate', 3, 'Medicinal plants walk in the sal forest', 'साल वन में औषधीय पौधों की सैर'),
  ('Amarkantak', 'Adventure', 4, 'Trek down to the Kapildhara and Dudhdhara falls', 'कपिलधारा और दूधधारा जलप्रपात तक ट्रेक'),
  ('Amarkantak', 'Adventure', 5, 'Forest cycling to Kabir Chabutra', 'कबीर चबूतरा तक जंगल में साइकिलिंग'),
  ('Amarkantak', 'Adventure', 6, 'Birdwatching in the Achanakmar–Amarkantak forests', 'अचानकमार–अमरकंटक वनों में पक्षी-दर्शन'),
  ('Amarkantak', 'Extreme', 7, 'A day''s trek across the Maikal hills with a guide', 'गाइड के साथ मैकल पहाड़ियों में दिन भर का ट्रेक'),
  ('Amarkantak', 'Extreme', 8, 'Night trek under the stars', 'तारों के नीचे रात का ट्रेक'),
  ('Raigarh', 'Moderate', 0, 'An evening of Kathak of the Raigarh gharana', 'रायगढ़ घराने के कथक की एक शाम'),
  ('Raigarh', 'Moderate', 1, 'Kosa silk weavers and Dhokra craft villages', 'कोसा रेशम बुनकरों और ढोकरा शिल्प के गाँव'),
  ('Raigarh', 'Moderate', 2, 'Walk along the Kelo river', 'केलो नदी के किनारे सैर'),
  ('Raigarh', 'Moderate', 3, 'Picnic at the Ram Jharna springs', 'राम झरना के सोतों पर पिकनिक'),
  ('Raigarh', 'Adventure', 4, 'Hike to the Singhanpur rock paintings', 'सिंघनपुर के शैलचित्रों तक पैदल यात्रा'),
  ('Raigarh', 'Adventure', 5, 'Climb up Kabra Pahad to its ancient rock art', 'कबरा पहाड़ पर चढ़कर प्राचीन शैलचित्रों तक'),
  ('Raigarh', 'Adventure', 6, 'Safari in the Gomarda wildlife sanctuary', 'गोमर्डा वन्यजीव अभयारण्य में सफ़ारी'),
  ('Raigarh', 'Extreme', 7, 'Overnight jungle camp in Gomarda with a guide', 'गाइड के साथ गोमर्डा में रात भर का जंगल कैंप'),
  ('Raigarh', 'Extreme', 8, 'Rock climbing on the Kabra Pahad cliffs with an instructor', 'प्रशिक्षक के साथ कबरा पहाड़ की चट्टानों पर रॉक क्लाइम्बिंग');
