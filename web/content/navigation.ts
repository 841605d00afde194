/** The menus of spec public-site §2 ("Side navigation menu", "Header, side menu and footer"). */
export interface MenuLink {
  label: string;
  to: string;
  children?: MenuLink[];
}

export const headerLinks: MenuLink[] = [
  { label: "Home", to: "/" },
  { label: "Our History", to: "/about-us" },
  { label: "Why Choose Us", to: "/why-choose-us" },
  { label: "Vision & Mission", to: "/vision-mission" },
  { label: "Why Trust Us", to: "/why-trust-us" },
  { label: "Virtual Tour", to: "/virtual-tour" },
  { label: "Contribute", to: "/property-list" },
  { label: "Vedic Education", to: "/vedic-education" },
  { label: "Yoga & Meditation", to: "/yoga-meditation" },
  { label: "Facilities", to: "/facilities" },
];

export const sideMenuLinks: MenuLink[] = [
  { label: "Donate Now", to: "/donate-now" },
  { label: "Membership", to: "/membership" },
  { label: "Event", to: "/coming-soon" },
  { label: "Mentolzma", to: "/mentolzma" },
  { label: "Travel & Tourism", to: "/travel-and-tourism" },
  { label: "Train your Champs", to: "/coming-soon" },
  { label: "Agro Farming & Research", to: "/agro-farming" },
  { label: "Advertise With us", to: "/coming-soon" },
  { label: "Member Signup", to: "/sign-up" },
  { label: "Contributor Signup", to: "/coming-soon" },
  { label: "Contact Us", to: "/contact" },
  { label: "Feedback", to: "/coming-soon" },
];

const soon = (label: string): MenuLink => ({ label, to: "/coming-soon" });

export const sideMenuGroups: { label: string; links: MenuLink[] }[] = [
  {
    label: "Insights",
    links: [
      soon("News"),
      soon("Photos & Videos"),
      soon("Magazine"),
      soon("Top 100 Contributors"),
      soon("Top Promoters"),
      { label: "Mentolzma", to: "/mentolzma" },
    ],
  },
  {
    label: "Facility Categories",
    links: [
      {
        label: "Vedic Education",
        to: "/vedic-education",
        children: [soon("Vedic Chanting"), soon("Sanskrit for Beginners"), soon("Upanishad Study Circle")],
      },
      {
        label: "Yoga & Meditation",
        to: "/yoga-meditation",
        children: [soon("Hatha Yoga"), soon("Pranayama"), soon("Guided Meditation")],
      },
      {
        label: "Ayurvedic Upchar",
        to: "/ayurvedic-upchar",
        children: [soon("Panchakarma"), soon("Abhyanga Massage"), soon("Nadi Pariksha")],
      },
      {
        label: "Club Facilities",
        to: "/facilities",
        children: [soon("Library"), soon("Kids' Corner"), soon("Organic Store")],
      },
      { label: "Restaurant", to: "/restaurant" },
      { label: "Swimming Pool", to: "/swimming-pool" },
    ],
  },
  {
    label: "Contribute Categories",
    links: [
      { label: "Farm Villa", to: "/property-number/farm-villa" },
      { label: "Vedanta Villa", to: "/property-number/vedanta-villa" },
      { label: "Cubic Homes", to: "/property-number/cubic-homes" },
      { label: "Apple Homes", to: "/property-number/apple-homes" },
      { label: "Tree Houses", to: "/tree-house" },
      { label: "Bamboo Homes", to: "/bamboo-homes" },
      { label: "Nature House", to: "/nature-house" },
    ],
  },
];

/** The alternative side menu of the other layout, shown as the footer's quick links. */
export const quickLinks: MenuLink[] = [
  { label: "Home", to: "/" },
  { label: "Restaurant", to: "/restaurant" },
  { label: "Find a stay", to: "/properties" },
  { label: "Gallery", to: "/gallery" },
  { label: "Donate", to: "/donate" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

export const socialLinks = [
  { label: "Facebook", to: "/coming-soon" },
  { label: "Instagram", to: "/coming-soon" },
  { label: "YouTube", to: "/coming-soon" },
  { label: "LinkedIn", to: "/coming-soon" },
];

export const legalLinks: MenuLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Use", to: "/terms-of-use" },
  { label: "Refund Policy", to: "/cancellation-and-refund-policy" },
];

/** Menu submenu close delay (spec public-site §9). */
export const SUBMENU_CLOSE_DELAY_MS = 50;
