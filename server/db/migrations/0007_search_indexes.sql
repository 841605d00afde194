DROP INDEX "properties_location_idx";--> statement-breakpoint
CREATE INDEX "bookings_nights_idx" ON "bookings" USING btree ("check_out","check_in","property_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "properties_location_villa_number_idx" ON "properties" USING btree ("location","villa_number","name","id","property_type_id","block_id","view","price_per_night");--> statement-breakpoint
CREATE INDEX "properties_location_price_per_night_idx" ON "properties" USING btree ("location","price_per_night");--> statement-breakpoint
CREATE INDEX "properties_location_rating_idx" ON "properties" USING btree ("location","rating","reviews");--> statement-breakpoint
CREATE INDEX "properties_location_popularity_idx" ON "properties" USING btree ("location","popularity");