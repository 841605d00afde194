import { addClubDays } from "../../common/club-time.ts";
import { sceneKey } from "../../common/media.ts";
import { sessionMoment, type ProgrammeKind, type WhoMayBook } from "../../common/programme.ts";
import type { LocationName } from "../../common/locations.ts";

/**
 * The demo programme (decision 050): the home page's three events (their words as web/locales/*\/home.json's
 * "events.items" say them, their pictures web/content/home.ts's) and the four Vedic courses of web/content/courses.ts
 * (4 weeks, Beginner, online, a session a week; their Hindi as home.json's "vedic.courses" says it), dated in the
 * coming months from the day the demo data is seeded.
 */
export interface SeedProgrammeItem {
  slug: string;
  kind: ProgrammeKind;
  title: string;
  titleHi: string | null;
  description: string;
  descriptionHi: string | null;
  image: string;
  instructor: string;
  level: string | null;
  location: LocationName | null;
  capacity: number;
  price: number;
  whoMayBook: WhoMayBook;
  fullMembersFree: boolean;
  cancellationTerms: string;
  /** Days after the seed's day and the times of each session. */
  sessions: { after: number; start: string; end: string }[];
}

const weekly = (firstAfter: number, start: string, end: string) =>
  [0, 7, 14, 21].map((week) => ({ after: firstAfter + week, start, end }));

const COURSE_TERMS = "Cancel up to 7 days before the first session for a full refund; after that the fee is kept.";

export const SEED_PROGRAMME: SeedProgrammeItem[] = [
  {
    slug: "winter-silence-retreat-on-the-ganga",
    kind: "retreat",
    title: "Winter Silence Retreat on the Ganga",
    titleHi: "गंगा तट पर शीतकालीन मौन साधना",
    description:
      "Four days of mauna, dawn practice on the ghats and evening aarti at our Rishikesh riverside retreat. Beginners are welcome.",
    descriptionHi:
      "ऋषिकेश में नदी किनारे हमारे आश्रय में चार दिन का मौन, घाटों पर भोर की साधना और संध्या आरती। शुरुआत करने वालों का भी स्वागत है।",
    image: sceneKey("event-retreat"),
    instructor: "Swami Prakashananda",
    level: "All levels",
    location: "Rishikesh",
    capacity: 24,
    price: 12000,
    whoMayBook: "anyone",
    fullMembersFree: true,
    cancellationTerms:
      "Cancel up to 14 days before the retreat for a full refund; within 14 days half the fee is kept.",
    sessions: [45, 46, 47, 48].map((after) => ({ after, start: "06:00", end: "19:30" })),
  },
  {
    slug: "spring-ayurveda-workshop-in-amarkantak",
    kind: "event",
    title: "Spring Ayurveda Workshop in Amarkantak",
    titleHi: "अमरकंटक में वसंत आयुर्वेद कार्यशाला",
    description:
      "Learn ritucharya, the seasonal cleanse, with our vaidyas, walk the sal forest for medicinal plants and cook a kitchari supper together.",
    descriptionHi:
      "हमारे वैद्यों के साथ ऋतुचर्या यानी मौसमी शुद्धि सीखें, औषधीय पौधों की खोज में साल वन में घूमें और मिलकर रात के भोजन में खिचड़ी पकाएँ।",
    image: sceneKey("event-workshop"),
    instructor: "Vaidya Meera Nair",
    level: null,
    location: "Amarkantak",
    capacity: 30,
    price: 4500,
    whoMayBook: "members",
    fullMembersFree: false,
    cancellationTerms: "Cancel up to 7 days before the workshop for a full refund.",
    sessions: [75, 76].map((after) => ({ after, start: "09:00", end: "17:00" })),
  },
  {
    slug: "international-day-of-yoga-in-solan",
    kind: "event",
    title: "International Day of Yoga in Solan",
    titleHi: "सोलन में अंतरराष्ट्रीय योग दिवस",
    description:
      "A morning of 108 sun salutations on the Himalayan lawns, a satvik brunch and a talk on yoga as a way of life. Families are welcome.",
    descriptionHi:
      "हिमालयी लॉन पर 108 सूर्य नमस्कारों की एक सुबह, सात्विक ब्रंच और जीवन-पद्धति के रूप में योग पर एक वार्ता। परिवारों का स्वागत है।",
    image: sceneKey("event-festival"),
    instructor: "Yogacharya Arjun Rawat",
    level: "All levels",
    location: "Solan",
    capacity: 200,
    price: 0,
    whoMayBook: "anyone",
    fullMembersFree: false,
    cancellationTerms: "Free: let us know if you cannot come, so another family may.",
    sessions: [{ after: 100, start: "06:00", end: "11:00" }],
  },
  {
    slug: "foundations-of-vedanta",
    kind: "course",
    title: "Foundations of Vedanta",
    titleHi: "वेदांत की नींव",
    description:
      "Read the Isha and Kena Upanishads slowly, verse by verse, and learn what the questions \u201cWho am I?\u201d and \u201cWhat is real?\u201d ask of daily life.",
    descriptionHi:
      "ईश और केन उपनिषदों को धीरे-धीरे, श्लोक-दर-श्लोक पढ़ें, और जानें कि “मैं कौन हूँ?” और “सत्य क्या है?” जैसे प्रश्न रोज़मर्रा के जीवन से क्या माँगते हैं।",
    image: sceneKey("vedic-class"),
    instructor: "Acharya Devdutt Shastri",
    level: "Beginner",
    location: null,
    capacity: 40,
    price: 3000,
    whoMayBook: "anyone",
    fullMembersFree: true,
    cancellationTerms: COURSE_TERMS,
    sessions: weekly(14, "18:30", "19:45"),
  },
  {
    slug: "ayurveda-for-everyday-living",
    kind: "course",
    title: "Ayurveda for Everyday Living",
    titleHi: "रोज़मर्रा के जीवन में आयुर्वेद",
    description:
      "Understand your constitution, eat and sleep with the seasons and keep a small kitchen pharmacy of turmeric, tulsi, ginger and triphala.",
    descriptionHi:
      "अपनी प्रकृति को समझें, ऋतुओं के अनुसार खाएँ और सोएँ, और हल्दी, तुलसी, अदरक और त्रिफला से रसोई में एक छोटा औषधालय रखें।",
    image: sceneKey("ayurveda-herbs"),
    instructor: "Vaidya Meera Nair",
    level: "Beginner",
    location: null,
    capacity: 40,
    price: 3000,
    whoMayBook: "anyone",
    fullMembersFree: true,
    cancellationTerms: COURSE_TERMS,
    sessions: weekly(21, "18:30", "19:45"),
  },
  {
    slug: "hatha-yoga-the-first-steps",
    kind: "course",
    title: "Hatha Yoga: The First Steps",
    titleHi: "हठ योग: पहले क़दम",
    description:
      "A gentle daily practice of asana and pranayama, built week by week, with the reasoning of the Hatha Yoga Pradipika behind every posture.",
    descriptionHi:
      "आसन और प्राणायाम का एक सहज दैनिक अभ्यास, जो सप्ताह-दर-सप्ताह आगे बढ़ता है, और हर आसन के पीछे हठयोग प्रदीपिका का तर्क।",
    image: sceneKey("yoga-deck"),
    instructor: "Yogacharya Arjun Rawat",
    level: "Beginner",
    location: null,
    capacity: 40,
    price: 3000,
    whoMayBook: "anyone",
    fullMembersFree: true,
    cancellationTerms: COURSE_TERMS,
    sessions: weekly(28, "07:00", "08:15"),
  },
  {
    slug: "meditation-and-the-bhagavad-gita",
    kind: "course",
    title: "Meditation and the Bhagavad Gita",
    titleHi: "ध्यान और भगवद्गीता",
    description:
      "Twenty minutes of guided sitting each day, paired with a chapter of the Gita on steadiness of mind, work without anxiety and devotion.",
    descriptionHi: "हर दिन बीस मिनट का निर्देशित ध्यान, साथ में गीता का एक अध्याय — मन की स्थिरता, चिंता-रहित कर्म और भक्ति पर।",
    image: sceneKey("meditation-hall"),
    instructor: "Sadhvi Anandmayi",
    level: "Beginner",
    location: null,
    capacity: 40,
    price: 3000,
    whoMayBook: "anyone",
    fullMembersFree: true,
    cancellationTerms: COURSE_TERMS,
    sessions: weekly(35, "18:30", "19:45"),
  },
];

/** A seed item's sessions as rows: the club day `after` days from `today`, its moments in India time. */
export const seedSessionsOf = (item: SeedProgrammeItem, today: string) =>
  item.sessions.map((s) => {
    const day = addClubDays(today, s.after);
    return { day, startsAt: new Date(sessionMoment(day, s.start)), endsAt: new Date(sessionMoment(day, s.end)) };
  });

/** A seed item's row, published (its sessions apart). */
export function seedItemRow(item: SeedProgrammeItem) {
  const { sessions, ...row } = item;
  return { ...row, published: sessions.length > 0 };
}
