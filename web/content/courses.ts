import { sceneKey } from "../../common/media";

/**
 * The Vedic education courses (spec public-site §2 "Home page", §9: 4 courses of 4 weeks each;
 * member-side §2: course card fields id, name, duration, level, format, img, description).
 * Shown on the home page and on /vedic-education.
 */
export interface VedicCourse {
  id: number;
  name: string;
  duration: string;
  level: string;
  format: string;
  /** A media key (common/media.ts). */
  img: string;
  instructor: string;
  description: string;
}

export const COURSE_DURATION = "4 weeks";
export const COURSE_LEVEL = "Beginner";
export const COURSE_FORMAT = "Online";

export const vedicCourses: VedicCourse[] = [
  {
    id: 1,
    name: "Foundations of Vedanta",
    duration: COURSE_DURATION,
    level: COURSE_LEVEL,
    format: COURSE_FORMAT,
    img: sceneKey("vedic-class"),
    instructor: "Acharya Devdutt Shastri",
    description:
      "Read the Isha and Kena Upanishads slowly, verse by verse, and learn what the questions \u201cWho am I?\u201d and \u201cWhat is real?\u201d ask of daily life.",
  },
  {
    id: 2,
    name: "Ayurveda for Everyday Living",
    duration: COURSE_DURATION,
    level: COURSE_LEVEL,
    format: COURSE_FORMAT,
    img: sceneKey("ayurveda-herbs"),
    instructor: "Vaidya Meera Nair",
    description:
      "Understand your constitution, eat and sleep with the seasons and keep a small kitchen pharmacy of turmeric, tulsi, ginger and triphala.",
  },
  {
    id: 3,
    name: "Hatha Yoga: The First Steps",
    duration: COURSE_DURATION,
    level: COURSE_LEVEL,
    format: COURSE_FORMAT,
    img: sceneKey("yoga-deck"),
    instructor: "Yogacharya Arjun Rawat",
    description:
      "A gentle daily practice of asana and pranayama, built week by week, with the reasoning of the Hatha Yoga Pradipika behind every posture.",
  },
  {
    id: 4,
    name: "Meditation and the Bhagavad Gita",
    duration: COURSE_DURATION,
    level: COURSE_LEVEL,
    format: COURSE_FORMAT,
    img: sceneKey("meditation-hall"),
    instructor: "Sadhvi Anandmayi",
    description:
      "Twenty minutes of guided sitting each day, paired with a chapter of the Gita on steadiness of mind, work without anxiety and devotion.",
  },
];
