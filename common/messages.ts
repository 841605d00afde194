/**
 * Every user-facing message of the specs, in one place, verbatim.
 * Messages the specs do not word are written here too, so server and web say the same thing.
 */
export const messages = {
  // spec public-site §2, §8
  loading: "Loading...",
  noPropertiesFound: "No properties found",
  loadingImages: "Loading images...",
  loadingPropertyData: "Loading property data...",
  failedToLoadOccupations: "Failed to load occupations. Please try again.",
  failedToLoadQualifications: "Failed to load qualifications.",
  failedToLoadIdTypes: "Failed to load ID types.",
  failedToLoadPropertyDetails: "Failed to load property details",

  // not worded by the specs
  propertyNotFound: "We could not find that villa. It may have been removed or the link is incorrect.",
  propertyTypeNotFound: "We could not find that kind of home.",
  noVillasForType: "No villas of this type are listed yet. Please check back soon.",
  noVillasMatchFilters: "No villas match these filters. Try clearing one of them.",
  blockHasNoVillas: "No villas in the chosen block yet, so every villa is shown.",
  noTypesMatchSearch: "No homes match your search. Try another word or clear the destinations.",
  invalidRequest: "Some of the details sent were not valid.",
  /** What a member reads instead of invalidRequest with a validator's raw detail (common/messages-for-members.ts). */
  invalidRequestForMember: "Some of the details sent were not valid. Please check them and try again.",
  routeNotFound: "There is nothing at this address.",
  forbidden: "You are not allowed to open this page.",
  internalError: "Something went wrong on our side. Please try again in a moment.",
  /** A file that could not be saved because the club's file storage is full (507). */
  storageFull:
    "The club's file storage is full, so nothing was saved. Please ask the site's administrator to free space on the server, then try again.",
  databaseUnavailable: "The database is not answering.",
  /** A request that failed because the database could not be reached (503, with Retry-After). */
  serviceUnavailable: "The club's system is briefly unavailable. Please try again in a minute.",
  /** A request turned away because the server has more work than it can answer in time (503, with Retry-After). */
  busy: "The club's system is busy right now. Please try again in a few seconds.",
  /** A page asked for with an address no page takes (a control character in its path or query). */
  addressNotValid: "This address is not valid. Check the link, or start again from the home page.",
  /** `/api/health` once the instance has been told to stop (503): load balancers send no more requests to it. */
  instanceShuttingDown: "This instance is shutting down.",
  /** A new request while the server is shutting down (503). */
  shuttingDown: "The club's system is restarting. Please try again in a moment.",
  /** A request body over its limit (413). */
  bodyTooLarge: "What was sent is too large. Please send less and try again.",
  /** A cookie-carrying change sent from another site (403). */
  foreignOrigin: "This request came from another site and was refused.",
} as const;
