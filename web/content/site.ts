/** The club's name and contact details, used by the header, footer and page titles. */
export const site = {
  name: "Vedanta Wellness Club",
  shortName: "Vedanta Club",
  tagline: "Yoga, Ayurveda and eco-designed homes in the Himalayas",
  email: "care@vedantaclub.in",
  phone: "+91 98160 40000",
  address: "Village Kather, Solan, Himachal Pradesh 173212",
} as const;

export const pageTitle = (title: string) => `${title} | ${site.name}`;
