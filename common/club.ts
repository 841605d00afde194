/** The club's name and contact details: one place for the site's footer and the documents the server draws. */
export const CLUB_CONTACT = {
  name: "Vedanta Wellness Club",
  email: "care@vedantaclub.in",
  phone: "+91 98160 40000",
  address: "Village Kather, Solan, Himachal Pradesh 173212",
} as const;
