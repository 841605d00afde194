import { sceneKey } from "../../common/media";
import type { LocationName } from "../../common/locations";
import type { ActivityCategory } from "../../common/activities";

/**
 * The words of the villa page, /property-detail/{id} (spec member-side §2). The booking review and the payment method
 * say theirs from the `stays` catalogues (web/locales/<language>/stays.json).
 */

/**
 * The activities selector's categories: their names and lines (each estate's own activities are the office's, read
 * from its location's list; decision 053).
 */
export const ACTIVITY_CATEGORY_WORDS = {
  Moderate: { name: "Moderate", intro: "Gentle ways to spend a day, for every age." },
  Adventure: { name: "Adventure", intro: "A little more effort, a lot more view." },
  Extreme: { name: "Extreme", intro: "For the bold, with certified instructors and full safety gear." },
} as const satisfies Record<ActivityCategory, { name: string; intro: string }>;

/** What the selector says of a location whose list is empty. */
export const NO_ACTIVITIES = "The estate's activities are being chosen: ask the desk what is on during your stay.";

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
} as const;
