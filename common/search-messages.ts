/**
 * The messages of the villa search (/properties and GET /api/property/search), spec member-side §8.
 * The first three are the spec's words, verbatim; the others the spec does not word.
 */
export const searchMessages = {
  // spec member-side §8 "Search failure / Empty / Loading"
  failedToLoadProperties: "Failed to load properties",
  noPropertiesFound: "No properties found. Try adjusting your filters.",
  loadingProperties: "Loading properties...",

  // not worded by the spec
  chooseLocationAndDates: "Choose a location and your check-in and check-out dates",
  choosePrompt: "Tell us where and when you would like to stay, and we will show the villas that are free.",
  unknownLocation: "We have retreats in Solan, Rishikesh, Amarkantak and Rajgarh. Choose one of them.",
  invalidDate: "Dates must be real calendar dates written as YYYY-MM-DD.",
  priceRangeReversed: "The lowest price must not be above the highest price.",
  searchFetched: "Properties fetched",
} as const;
