import { sceneKey } from "../../common/media";
import type { LocationName } from "../../common/locations";

/**
 * The words of the villa page, /property-detail/{id} (spec member-side §2). The booking review and the payment method
 * say theirs from the `stays` catalogues (web/locales/<language>/stays.json).
 */

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

/** Guest reviews of the club's stays (sample reviews of the club, shown on every villa page). */
export const STAY_REVIEWS = [
  {
    name: "Meera Iyer",
    from: "Bengaluru",
    rating: 5,
    date: "October 2026",
    text: "We woke to birdsong and did yoga as the mist lifted. The Satvik meals were the best food of our trip.",
  },
  {
    name: "Arjun Malhotra",
    from: "Delhi",
    rating: 4,
    date: "September 2026",
    text: "A quiet, beautifully kept home. The Ayurvedic massage after the waterfall walk was exactly what I needed.",
  },
  {
    name: "Sarah Thompson",
    from: "London",
    rating: 5,
    date: "August 2026",
    text: "Not a resort, and better for it. The staff treated us like family and the evening aarti was unforgettable.",
  },
] as const;

export const STAY_FAQ = [
  {
    q: "What are the check-in and check-out times?",
    a: "Check-in is from 2 pm and check-out is by 11 am. Ask at the desk for an early check-in or a late check-out; we arrange it when the villa is free.",
  },
  {
    q: "How many guests can stay in a villa?",
    a: "Each villa says whom it sleeps under Sleeps. The rate covers 2 adults and 2 children; each extra guest is ₹1,000 a night. The primary guest must be 18 or older.",
  },
  {
    q: "Which identity documents do you accept?",
    a: "A passport, an Aadhaar card or a driving licence for the primary guest, shown at check-in.",
  },
  {
    q: "How do I pay?",
    a: "You pay at the property when you check in: cash, card or UPI. Online payment with Razorpay is coming soon.",
  },
  {
    q: "Can I cancel my stay?",
    a: "Yes. Write to us or call the club desk; stays are paid at the property, so there is nothing to refund.",
  },
] as const;

/**
 * The villa page's words in English. Its booking box and activities (web/features/stays) say theirs in the page's
 * language from the `stays` catalogue once the villa page's loader sends it, and these meanwhile.
 */
export const stayPage = {
  bookHeading: "Book your stay",
  perNight: "per night",
  taxes: "+₹719 taxes and fees per night",
  reserve: "Review your stay",
  checkIn: "Check-in",
  checkOut: "Check-out",
  adults: "Adults",
  children: "Children",
  activityLevel: "Activity level",
  layoutHeading: "Layout",
  activitiesHeading: "Activities",
  locationHeading: "Location",
  reviewsHeading: "Reviews",
  faqHeading: "Frequently asked questions",
} as const;
