/** The club's name and contact details: one place for the site's footer and the documents the server draws. */
export const CLUB_CONTACT = {
  name: "Vedanta Wellness Club",
  email: "care@vedantaclub.in",
  phone: "+91 98160 40000",
  address: "Village Kather, Solan, Himachal Pradesh 173212",
} as const;

/** The words beside the account where a step of the application asks for a transfer's receipt. */
export const CLUB_TRANSFER_TEXTS = {
  heading: "Pay by bank transfer",
  text: "Transfer the amount to the club's account below, then upload the receipt your bank gives you.",
} as const;
