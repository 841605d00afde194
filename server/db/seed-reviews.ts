import { eq, inArray } from "drizzle-orm";
import { addClubDays } from "../../common/club-time.ts";
import { nightsAt, priceBreakup } from "../../common/stays.ts";
import { refreshVillaRating } from "../modules/reviews/service.ts";
import type { Tx } from "./open.ts";
import { bookings, properties, stayReviewInvitations, stayReviews, users } from "./schema.ts";
import { nextBookingReference } from "../modules/bookings/stays.ts";

/**
 * The demo's reviews (decision 053): stays booked by phone that ended weeks or months ago and were checked out, each
 * reviewed by its guest and published by the front office (one still waiting, for the office's list), so a newcomer
 * sees villas with real reviews, averages and counts — and the many without any say so. Nothing is invented beyond
 * these stays: a villa's figures are computed from them as the office's publishing does, and its popularity (nights
 * booked in the last year) counts them, booked three weeks before they began.
 */
interface DemoReview {
  guest: [first: string, last: string];
  /** Days before today the stay ended, and its nights. */
  endedDaysAgo: number;
  nights: number;
  rating: number;
  text: string;
  reply?: string;
  /** Waiting for the front office rather than published. */
  pending?: true;
}

export const DEMO_REVIEWS: Record<string, DemoReview[]> = {
  "Ananda Vedanta Villa": [
    {
      guest: ["Asha", "Verma"],
      endedDaysAgo: 24,
      nights: 3,
      rating: 5,
      text: "We woke to the sound of the Ganga every morning. The aarti at Triveni Ghat was a short drive, and the desk arranged a rafting morning for our son.",
      reply: "Thank you, Asha ji. We are glad the river made your stay; do come back for the winter retreat.",
    },
    {
      guest: ["Vikram", "Sethi"],
      endedDaysAgo: 61,
      nights: 2,
      rating: 4,
      text: "A spacious, spotless villa with a calm garden. The lane in is narrow after dark, so ask for the pick-up.",
    },
    {
      guest: ["Lakshmi", "Narayan"],
      endedDaysAgo: 118,
      nights: 4,
      rating: 5,
      text: "The sunrise yoga on the deck and the satvik meals were the best part of our week.",
    },
    {
      guest: ["Daniel", "Thomas"],
      endedDaysAgo: 175,
      nights: 3,
      rating: 4,
      text: "Peaceful and well run. The Wi-Fi is slow in the bedrooms, but we came to be offline anyway.",
      reply: "Thank you, Daniel. The bedrooms have their own Wi-Fi point since your stay.",
    },
  ],
  "Pahadi Apple Home": [
    {
      guest: ["Neha", "Kapoor"],
      endedDaysAgo: 33,
      nights: 2,
      rating: 5,
      text: "Cool hill air, apples from the orchard at breakfast and a wood fire in the evening.",
    },
    {
      guest: ["Harish", "Menon"],
      endedDaysAgo: 87,
      nights: 3,
      rating: 4,
      text: "A lovely walk through the pines towards Kasauli. The kitchen could do with a bigger kettle.",
    },
    {
      guest: ["Sunita", "Rawat"],
      endedDaysAgo: 140,
      nights: 2,
      rating: 3,
      text: "A beautiful setting, but the hot water took a while in the mornings.",
      reply: "Thank you, Sunita ji. The water heater has since been replaced.",
    },
  ],
  "Kapila Tree House": [
    {
      guest: ["Rahul", "Tiwari"],
      endedDaysAgo: 45,
      nights: 2,
      rating: 5,
      text: "Sleeping among the sal trees and walking to the Narmada Udgam at dawn: unforgettable.",
    },
    {
      guest: ["Meenakshi", "Pillai"],
      endedDaysAgo: 102,
      nights: 2,
      rating: 4,
      text: "Quiet and green. Bring warm clothes for the evenings.",
    },
  ],
  "Bhoomi Farm Villa": [
    {
      guest: ["Prakash", "Sahu"],
      endedDaysAgo: 52,
      nights: 3,
      rating: 5,
      text: "The Kathak evening and the visit to the Kosa silk weavers were a joy. A real farm stay.",
    },
  ],
  "Sattva Vedanta Villa": [
    {
      guest: ["Farah", "Khan"],
      endedDaysAgo: 6,
      nights: 2,
      rating: 4,
      text: "A comfortable stay and warm staff. Breakfast could offer a little more choice.",
      pending: true,
    },
  ],
};

/** The club moment of a club day at a time of day (India time). */
const at = (day: string, time: string) => new Date(`${day}T${time}+05:30`);

/** Makes the demo's reviewed stays (in the seed's transaction) and each villa's figures from them. */
export async function seedDemoReviews(tx: Tx, today: string, frontOfficeEmail: string) {
  const [frontOffice] = await tx.select({ id: users.id }).from(users).where(eq(users.email, frontOfficeEmail));
  const villas = await tx
    .select({ id: properties.id, name: properties.name, pricePerNight: properties.pricePerNight })
    .from(properties)
    .where(inArray(properties.name, Object.keys(DEMO_REVIEWS)));
  for (const villa of villas) {
    for (const review of DEMO_REVIEWS[villa.name] ?? []) {
      const checkOut = addClubDays(today, -review.endedDaysAgo);
      const checkIn = addClubDays(checkOut, -review.nights);
      const price = priceBreakup(nightsAt(villa.pricePerNight, review.nights));
      const [first, last] = review.guest;
      const [stay] = await tx
        .insert(bookings)
        .values({
          reference: nextBookingReference(),
          userId: null,
          propertyId: villa.id,
          checkIn,
          checkOut,
          adults: 2,
          children: 0,
          status: "checked-out",
          guest: { bookingFor: "someoneElse", title: "", firstName: first, lastName: last, phone: "", email: "" },
          nights: price.nights,
          pricePerNight: price.pricePerNight,
          nightPrices: price.nightPrices,
          roomCharges: price.roomCharges,
          taxes: price.taxes,
          total: price.total,
          paymentMethod: "cod",
          source: "phone",
          bookedBy: frontOffice?.id ?? null,
          checkedInAt: at(checkIn, "14:30:00"),
          checkedInBy: frontOffice?.id ?? null,
          checkedOutAt: at(checkOut, "10:45:00"),
          createdAt: at(addClubDays(checkIn, -21), "11:00:00"),
        })
        .returning({ id: bookings.id });
      await tx.insert(stayReviewInvitations).values({ bookingId: stay.id, sentAt: at(checkOut, "10:45:00") });
      await tx.insert(stayReviews).values({
        bookingId: stay.id,
        propertyId: villa.id,
        guestName: `${first} ${last}`,
        stayMonth: checkIn.slice(0, 7),
        rating: review.rating,
        text: review.text,
        status: review.pending ? "pending" : "published",
        decidedAt: review.pending ? null : at(addClubDays(checkOut, 2), "12:00:00"),
        decidedBy: review.pending ? null : (frontOffice?.id ?? null),
        reply: review.reply ?? null,
        repliedAt: review.reply ? at(addClubDays(checkOut, 2), "12:05:00") : null,
        repliedBy: review.reply ? (frontOffice?.id ?? null) : null,
        createdAt: at(addClubDays(checkOut, 1), "19:30:00"),
      });
    }
    await refreshVillaRating(tx, villa.id);
  }
}
