import { CLUB_CONTACT } from "../../common/club";
import { LOCATION_NAMES } from "../../common/locations";

/**
 * /contact: what is the same in every language — the club office's phone and e-mail, and the estates a visitor can
 * write to or visit (the club's one list). The page's words, the estates' addresses (as the villa pages give them,
 * web/content/stays.ts) and the enquiry form's are the `contact` catalogue's.
 */
export const contactOffice = { phone: CLUB_CONTACT.phone, email: CLUB_CONTACT.email } as const;

export const CONTACT_ESTATES = LOCATION_NAMES;
