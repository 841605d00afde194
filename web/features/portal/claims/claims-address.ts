/** The address of a step (and year) of the Claims tab: /dashboard?tab=claims&step=2&year=2027. */
export const claimsHref = (step: 1 | 2, year?: number) =>
  `/dashboard?tab=claims${step === 2 ? "&step=2" : ""}${year ? `&year=${year}` : ""}`;
