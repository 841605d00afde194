import type common from "../locales/en/common.json";

/** A label of the menus: a key of the `common` catalogue's `nav` (web/locales/<language>/common.json). */
export type NavLabel = keyof typeof common.nav;

/** The menus of spec public-site §2 ("Side navigation menu", "Header, side menu and footer"). */
export interface MenuLink {
  label: NavLabel;
  to: string;
  children?: MenuLink[];
}

/** A menu's id in the page, the same in every language: `facilityCategories` → `facility-categories`. */
export const menuId = (label: NavLabel) => label.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const headerLinks: MenuLink[] = [
  { label: "home", to: "/" },
  { label: "ourHistory", to: "/about-us" },
  { label: "whyChooseUs", to: "/why-choose-us" },
  { label: "visionMission", to: "/vision-mission" },
  { label: "whyTrustUs", to: "/why-trust-us" },
  { label: "virtualTour", to: "/virtual-tour" },
  { label: "contribute", to: "/property-list" },
  { label: "vedicEducation", to: "/vedic-education" },
  { label: "yogaMeditation", to: "/yoga-meditation" },
  { label: "facilities", to: "/facilities" },
];

export const sideMenuLinks: MenuLink[] = [
  { label: "donateNow", to: "/donate-now" },
  { label: "membership", to: "/membership" },
  { label: "event", to: "/events" },
  { label: "mentolzma", to: "/mentolzma" },
  { label: "travelTourism", to: "/travel-and-tourism" },
  { label: "trainYourChamps", to: "/coming-soon" },
  { label: "agroFarming", to: "/agro-farming" },
  { label: "advertise", to: "/coming-soon" },
  { label: "memberSignup", to: "/sign-up" },
  { label: "contributorSignup", to: "/coming-soon" },
  { label: "contactUs", to: "/contact" },
  { label: "feedback", to: "/coming-soon" },
];

const soon = (label: NavLabel): MenuLink => ({ label, to: "/coming-soon" });

export const sideMenuGroups: { label: NavLabel; links: MenuLink[] }[] = [
  {
    label: "insights",
    links: [
      soon("news"),
      soon("photosVideos"),
      soon("magazine"),
      soon("top100Contributors"),
      soon("topPromoters"),
      { label: "mentolzma", to: "/mentolzma" },
    ],
  },
  {
    label: "facilityCategories",
    links: [
      {
        label: "vedicEducation",
        to: "/vedic-education",
        children: [soon("vedicChanting"), soon("sanskritForBeginners"), soon("upanishadStudyCircle")],
      },
      {
        label: "yogaMeditation",
        to: "/yoga-meditation",
        children: [soon("hathaYoga"), soon("pranayama"), soon("guidedMeditation")],
      },
      {
        label: "ayurvedicUpchar",
        to: "/ayurvedic-upchar",
        children: [soon("panchakarma"), soon("abhyangaMassage"), soon("nadiPariksha")],
      },
      {
        label: "clubFacilities",
        to: "/facilities",
        children: [soon("library"), soon("kidsCorner"), soon("organicStore")],
      },
      { label: "restaurant", to: "/restaurant" },
      { label: "swimmingPool", to: "/swimming-pool" },
    ],
  },
  {
    label: "contributeCategories",
    links: [
      { label: "farmVilla", to: "/property-number/farm-villa" },
      { label: "vedantaVilla", to: "/property-number/vedanta-villa" },
      { label: "cubicHomes", to: "/property-number/cubic-homes" },
      { label: "appleHomes", to: "/property-number/apple-homes" },
      { label: "treeHouses", to: "/tree-house" },
      { label: "bambooHomes", to: "/bamboo-homes" },
      { label: "natureHouse", to: "/nature-house" },
    ],
  },
];

/** The alternative side menu of the other layout, shown as the footer's quick links. */
export const quickLinks: MenuLink[] = [
  { label: "home", to: "/" },
  { label: "restaurant", to: "/restaurant" },
  { label: "findAStay", to: "/properties" },
  { label: "gallery", to: "/gallery" },
  { label: "donate", to: "/donate" },
  { label: "about", to: "/about" },
  { label: "contact", to: "/contact" },
];

/** The networks' own names, the same in every language. */
export const socialLinks = [
  { label: "Facebook", to: "/coming-soon" },
  { label: "Instagram", to: "/coming-soon" },
  { label: "YouTube", to: "/coming-soon" },
  { label: "LinkedIn", to: "/coming-soon" },
];

export const legalLinks: MenuLink[] = [
  { label: "privacyPolicy", to: "/privacy-policy" },
  { label: "termsOfUse", to: "/terms-of-use" },
  { label: "refundPolicy", to: "/cancellation-and-refund-policy" },
];

/** Menu submenu close delay (spec public-site §9). */
export const SUBMENU_CLOSE_DELAY_MS = 50;
