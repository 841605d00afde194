import { sceneKey } from "../../common/media";
import type { PropertySearchLocation } from "../../common/property-search";

/** The texts of the villa search page /properties (spec member-side §2 "Villa search"). */
export const propertiesPage = {
  meta: {
    title: "Find a stay — villas free for your dates",
    description:
      "Search the club's eco-designed villas in Solan, Rishikesh, Amarkantak and Raigarh by your dates, then narrow them by type, block, view and nightly price.",
  },
  eyebrow: "Stay with us",
  title: "Find your stay",
  intro:
    "Choose a sanctuary and your dates. Every villa here is a quiet home among the hills and rivers, not a resort room.",
  defaultScene: sceneKey("club-estate"),
  filtersHeading: "Filters",
  resultsHeading: "Villas for your stay",
  promptHeading: "Where would you like to stay?",
  clearAll: "Clear All",
  showFilters: "Show filters",
  hideFilters: "Hide filters",
  searchButton: "Search",
  viewVilla: "View villa",
  bookStay: "Book a stay",
  perNight: "per night",
  taxesAndFees: "taxes and fees",
  wasPrice: "Was",
  groups: {
    sort: "Sort",
    destination: "Destination",
    block: "Block",
    view: "Property View",
    price: "Price per night",
    type: "Property Type",
  },
  fields: {
    location: "Location",
    checkIn: "Check-In",
    checkOut: "Check-Out",
    rooms: "Rooms",
    adults: "Adults",
  },
} as const;

/** A backdrop and a line for each sanctuary, shown above the results once a location is chosen. */
export const locationStories: Record<PropertySearchLocation, { scene: string; line: string }> = {
  solan: {
    scene: sceneKey("himalaya-retreat"),
    line: "Pine ridges and apple orchards above the Shivalik valleys, Himachal Pradesh.",
  },
  rishikesh: {
    scene: sceneKey("river-aarti"),
    line: "On the banks of the Ganga, where the evening aarti lights the water, Uttarakhand.",
  },
  amarkantak: { scene: sceneKey("narmada-forest"), line: "Sal forests at the source of the Narmada, Madhya Pradesh." },
  rajgarh: { scene: sceneKey("agro-farm"), line: "Our Raigarh estate of farm villas, organic fields and open skies." },
};
