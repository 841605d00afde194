import { CLUB_CONTACT } from "../../common/club";
import { ENQUIRY_TOPIC_LABELS, ENQUIRY_TOPICS } from "../../common/enquiries";
import { CLUB_LOCATIONS, LOCATION_NAMES, LOCATIONS_IN_WORDS } from "../../common/locations";
import { ESTATE_LOCATIONS } from "./stays";

/** The estates a visitor can write to or visit (the club's one list), with their address line from the villa pages (web/content/stays.ts). */
const ESTATES = LOCATION_NAMES;

/** /contact: the club's addresses, phone and e-mail, and the enquiry form's words. */
export const contactPage = {
  title: "Contact Us",
  description: `Write to the Vedanta Wellness Club or call the club desk: our estates in ${LOCATIONS_IN_WORDS}, and a form for your question.`,
  eyebrow: "Contact Us",
  heading: "We would be glad to hear from you",
  intro:
    "Ask about a stay, owning a villa, membership or a donation. Our office in Solan answers every message by e-mail, usually within two working days.",
  office: {
    heading: "The club office",
    address: CLUB_CONTACT.address,
    phone: CLUB_CONTACT.phone,
    email: CLUB_CONTACT.email,
    hours: "Monday to Saturday, 9:30 AM to 6 PM (India time)",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    hoursLabel: "Office hours",
  },
  estatesHeading: "Our estates",
  estates: ESTATES.map((name) => ({
    name,
    address: ESTATE_LOCATIONS[name].address,
    reach: ESTATE_LOCATIONS[name].reach,
  })),
  mapLabel: `A drawn map of India showing the club's estates: ${CLUB_LOCATIONS.map((l) => `${l.name} in ${l.region}`)
    .join(", ")
    .replace(/, ([^,]*)$/, " and $1")}.`,
  form: {
    heading: "Send us a question",
    intro: "Fields marked optional can be left empty. We use your details only to answer you.",
    name: "Your name",
    email: "Your e-mail address",
    phone: "Phone (optional)",
    phoneHint: "If you would like us to call you back.",
    topic: "What is your question about?",
    topicPlaceholder: "Choose a topic",
    topics: ENQUIRY_TOPICS.map((value) => ({ value, label: ENQUIRY_TOPIC_LABELS[value] })),
    villa: "Villa",
    villaHint: "Your question is about this villa.",
    noVilla: "No particular villa",
    message: "Your message",
    submit: "Send message",
    sending: "Sending…",
    fixFields: "Please check the fields marked below.",
    thanksHeading: "Thank you for writing to us",
    another: "Send another message",
  },
} as const;
