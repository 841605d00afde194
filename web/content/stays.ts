import { sceneKey } from "../../common/media";
import type { LocationName } from "../../common/locations";

/** The words of the stay pages: /property-detail/{id}, /booking-review and /payment-method (spec member-side §2). */

/** The activities selector of the villa page: three categories with named activities near the estates. */
export const ACTIVITY_CATEGORIES = [
  {
    name: "Moderate",
    intro: "Gentle ways to spend a day, for every age.",
    activities: [
      "Sunrise yoga on the meditation deck",
      "Forest walk to the waterfall",
      "Village heritage trail",
      "Satvik cooking class",
      "Evening Ganga aarti",
    ],
  },
  {
    name: "Adventure",
    intro: "A little more effort, a lot more view.",
    activities: [
      "White-water rafting on the Ganga",
      "Mountain biking on old mule tracks",
      "Rock climbing with a guide",
      "Night trek under the stars",
    ],
  },
  {
    name: "Extreme",
    intro: "For the bold, with certified instructors and full safety gear.",
    activities: [
      "Bungee jumping from 83 metres",
      "Paragliding over the valley",
      "Canyoning down river gorges",
      "Winter summit trek",
    ],
  },
] as const;

/** The picture and address line of each estate, for the villa page's location section. */
type Estate = { image: string; alt: string; address: string; reach: string };
/** One for every location of the club's list (`common/locations.ts`). */
export const ESTATE_LOCATIONS: Record<string, Estate> = {
  Solan: {
    image: sceneKey("himalaya-retreat"),
    alt: "The hills of Solan at dusk, with the club's homes among the pines",
    address: "Vedanta Wellness Club, Kandaghat Road, Solan, Himachal Pradesh",
    reach: "45 minutes from Shimla, 2 hours from Chandigarh airport.",
  },
  Rishikesh: {
    image: sceneKey("river-aarti"),
    alt: "Lamps floating on the Ganga at Rishikesh during the evening aarti",
    address: "Vedanta Wellness Club, Tapovan, Rishikesh, Uttarakhand",
    reach: "35 minutes from Dehradun's Jolly Grant airport.",
  },
  Amarkantak: {
    image: sceneKey("narmada-forest"),
    alt: "The sal forest at the source of the Narmada in Amarkantak",
    address: "Vedanta Wellness Club, Narmada Udgam Road, Amarkantak, Madhya Pradesh",
    reach: "3 hours from Bilaspur railway station.",
  },
  Raigarh: {
    image: sceneKey("club-estate"),
    alt: "The club's estate with its homes, gardens and pools",
    address: "Vedanta Wellness Club, Raigarh, Chhattisgarh",
    reach: "20 minutes from Raigarh railway station.",
  },
} satisfies Record<LocationName, Estate>;

/**
 * Guest reviews of the club's stays (sample reviews of the club, shown on every villa page): their words are in the
 * `catalogue` catalogues (`stay.guestReviews.<id>`), their stars here.
 */
export const STAY_REVIEWS = [
  { id: "meera", rating: 5 },
  { id: "arjun", rating: 4 },
  { id: "sarah", rating: 5 },
] as const;

export const stayPage = {
  bookHeading: "Book your stay",
  perNight: "per night",
  taxes: "+₹719 taxes and fees per night",
  reserve: "Review your stay",
} as const;

export const reviewPage = {
  title: "Review your stay",
  description: "Check your stay, tell us who is coming, choose a coupon and continue to payment.",
  guestHeading: "Guest details",
  couponsHeading: "Coupons",
  couponsHint: "Choose one coupon. Choose it again to remove it.",
  priceHeading: "Price breakup",
  terms:
    "I accept the booking terms: the primary guest is 18 or older and shows a passport, Aadhaar card or driving licence at check-in, and the party is no larger than the villa sleeps.",
  payNow: "Pay Now",
  changeDates: "Change dates",
} as const;

export const paymentPage = {
  title: "Payment method",
  description: "Choose how to pay for your stay and confirm the booking.",
  methodLegend: "How would you like to pay?",
  onlineSoon: "Online payment is not available yet: please pay at the property.",
  membershipLabel: "Membership ID (optional)",
  membershipHint:
    "Full Members: your free nights are already in the price. Give your membership ID (VWC-M-…) and we check it is yours.",
  confirm: "Confirm booking",
  paying: "Opening Razorpay...",
  onlineNeedsScript:
    "Paying online opens Razorpay's secure window, which needs JavaScript in your browser. Turn it on, or choose Pay at the property.",
  onlineHint:
    "Razorpay's secure window opens to take the payment; your nights are held for you for 15 minutes meanwhile.",
  paidLead: "Paid online. We are e-mailing you the confirmation and your invoice. Your reference is",
  missingGuest: "Your guest details are not here any more. Please go back to the review and fill them in again.",
  backToReview: "Back to the review",
  bookedLead: "We are e-mailing you the confirmation. Your reference is",
  seeBookings: "See your bookings",
  businessStay:
    "A business stay? The invoice is made out to the details for your invoices: add your business's GSTIN there before you pay.",
  businessStayLink: "Details for your invoices",
} as const;
