import { sceneKey } from "../../common/media";
import { vedicCourses, type VedicCourse } from "./courses";
import { showcaseBenefits } from "./home";
import type { ContentPageData } from "./page-types";
import { closingCall, clubNumbers, visionMission } from "./shared-sections";

/**
 * The ten content pages served by web/routes/content-page.tsx (spec member-side §2 "Marketing and
 * content pages"), keyed by their address.
 */

/** Residential immersions on the estates (spec member-side §9: course sample durations 2, 3, 5, 28 days). */
export const residentialCourses: VedicCourse[] = [
  {
    id: 101,
    name: "A Weekend with the Gita",
    duration: "2 days",
    level: "All levels",
    format: "Residential, Solan",
    img: sceneKey("sunrise-yoga"),
    instructor: "Sadhvi Anandmayi",
    description:
      "Two unhurried days with the second and twelfth chapters of the Bhagavad Gita — on steadiness and on devotion — woven into sunrise yoga, a silent forest walk and an evening of kirtan.",
  },
  {
    id: 102,
    name: "Sanskrit Chanting Intensive",
    duration: "3 days",
    level: "Beginner",
    format: "Residential, Rishikesh",
    img: sceneKey("river-aarti"),
    instructor: "Acharya Devdutt Shastri",
    description:
      "Learn to pronounce and chant the Gayatri, the Shanti mantras and the opening verses of the Isha Upanishad, and understand every word you sing. Ends at the Ganga aarti at dusk.",
  },
  {
    id: 103,
    name: "Upanishads at the Source of the Narmada",
    duration: "5 days",
    level: "Intermediate",
    format: "Residential, Amarkantak",
    img: sceneKey("narmada-forest"),
    instructor: "Acharya Devdutt Shastri",
    description:
      "Five days with the Katha and Mandukya Upanishads in the sal forests of Amarkantak: study in the mornings, silence in the afternoons and satsang under the trees at night.",
  },
  {
    id: 104,
    name: "Yoga and Vedanta Teacher Training",
    duration: "28 days",
    level: "Advanced",
    format: "Residential, Solan",
    img: sceneKey("event-workshop"),
    instructor: "Yogacharya Arjun Rawat",
    description:
      "A month for practitioners who are ready to teach: asana and pranayama method, anatomy, the Yoga Sutras and Vedanta philosophy, with supervised teaching every afternoon.",
  },
];

const aboutVedanta: ContentPageData = {
  slug: "about-vedanta",
  title: "About Vedanta",
  description:
    "What Vedanta is, and how Vedanta Wellness Club brings yoga, Ayurveda and Vedic learning to eco-designed homes in Solan, Rishikesh and Amarkantak.",
  hero: {
    eyebrow: "Who we are",
    title: "About Vedanta",
    intro:
      "Vedanta Wellness Club is a spiritual retreat, not a resort: a community of seekers, families and teachers who share eco-designed homes in the Himalayan foothills of Solan, on the Ganga at Rishikesh and in the sal forests of Amarkantak, where the Narmada begins.",
    image: {
      key: sceneKey("himalaya-retreat"),
      alt: "The club's Himalayan retreat on a forested hillside below snow peaks",
    },
    actions: [{ to: "/vision-mission", label: "Our vision and mission", variant: "light" }],
  },
  sections: [
    {
      kind: "text-image",
      id: "what-is-vedanta",
      eyebrow: "What Vedanta is",
      heading: "The oldest question, asked gently",
      paragraphs: [
        "Vedanta means “the end of the Vedas”: the Upanishads, the Bhagavad Gita and the Brahma Sutras, where India's oldest texts stop describing rituals and start asking who is doing the asking. Its answer is simple to say and takes a lifetime to live — the Self in you is the Self in all things.",
        "We do not ask anyone to adopt a belief. We offer a rhythm in which the question can be lived: practice at sunrise, a Satvik meal from our own fields, an evening of study or silence by the river, and homes built so that nature is never more than a window away.",
      ],
      image: {
        key: sceneKey("vedic-class"),
        alt: "An acharya teaching a small circle of students in an open study hall",
      },
      link: { to: "/vedic-education", label: "Explore Vedic Education" },
    },
    {
      kind: "statements",
      id: "vision-mission",
      eyebrow: "Why we exist",
      heading: "Our vision and mission",
      items: visionMission,
    },
    {
      kind: "features",
      id: "approach",
      eyebrow: "The club's approach",
      heading: "A retreat, not a resort",
      intro:
        "Everything at the club is arranged around practice rather than entertainment. Four ideas shape how we build, teach and host.",
      items: [
        {
          icon: "lotus",
          title: "Practice before pleasure",
          text: "Days begin with yoga and meditation at sunrise and end in quiet. There are no bars, loud music or televisions in the common spaces — only the river, the birds and good conversation.",
        },
        {
          icon: "leaf",
          title: "Homes that belong to the land",
          text: "Farm villas, bamboo homes, tree houses and nature camps are built from local stone, timber and bamboo, warmed by the sun and watered by the rain we harvest.",
        },
        {
          icon: "book",
          title: "Teachers, not instructors",
          text: "Our acharyas, yogacharyas and vaidyas live the disciplines they teach. Circles are small, questions are welcome and nothing is hurried.",
        },
        {
          icon: "users",
          title: "A club of families",
          text: "Members contribute to the homes they stay in, return year after year and come to know one another. Children grow up with the mountains as their classroom.",
        },
      ],
    },
    clubNumbers,
    closingCall(
      "Come and stay a while",
      "Join the club to stay in our homes, practise with our teachers and help plant the next hundred thousand trees — or support the work directly with a donation.",
    ),
  ],
};

const vedicEducation: ContentPageData = {
  slug: "vedic-education",
  title: "Vedic Education",
  description:
    "Vedic education at Vedanta Wellness Club: online and residential courses in Vedanta, Ayurveda, yoga and the Bhagavad Gita, taught by acharyas in small circles.",
  hero: {
    eyebrow: "Learn with us",
    title: "Vedic Education",
    intro:
      "Study the Upanishads, the Gita and the sciences of yoga and Ayurveda the way they were always meant to be learnt: slowly, in a small circle, with a teacher who has time for your questions.",
    image: {
      key: sceneKey("vedic-class"),
      alt: "Students and their acharya in a sunlit study hall with open texts on low desks",
    },
    actions: [{ to: "/courses", label: "Browse courses", variant: "primary" }],
  },
  sections: [
    {
      kind: "text-image",
      id: "gurukul",
      eyebrow: "The living tradition",
      heading: "From the gurukul to your living room",
      paragraphs: [
        "For three thousand years the Vedas were passed on by voice, from teacher to student, in forest schools called gurukuls. We keep the spirit of that method — close attention, recitation, discussion and reflection — in two formats: four-week online courses you can follow from home, and residential immersions on our estates.",
        "Every course pairs study with practice. A reading of the Gita on the steady mind is followed by twenty minutes of sitting; a lesson on the doshas ends in the kitchen, cooking for your own constitution. On weekends the children of member families and neighbouring villages learn shlokas, stories and numbers in the old way.",
      ],
      points: [
        "Small circles, so every question is heard",
        "Sanskrit with transliteration and meaning",
        "Live sessions, recordings and notes",
        "A weekend gurukul for children",
      ],
      image: {
        key: sceneKey("kids-school"),
        alt: "Children reciting with their teacher on the veranda of the village gurukul",
      },
    },
    {
      kind: "courses",
      id: "courses",
      eyebrow: "Online courses",
      heading: "Courses to begin with",
      intro:
        "Four-week courses for beginners, taught live online with recordings for those in other time zones. Each one opens twice a year.",
      courses: vedicCourses,
      link: { to: "/courses", label: "View all courses" },
    },
    {
      kind: "courses",
      id: "residential",
      background: "plain",
      eyebrow: "On the estates",
      heading: "Residential immersions",
      intro:
        "Short stays for deeper study, with lodging, Satvik meals and daily practice included — from a weekend to a full month.",
      courses: residentialCourses,
    },
    closingCall(
      "Begin with a single class",
      "Full members practise yoga and meditation with us free of charge and have first call on places in every immersion. Join the club, or help keep the weekend gurukul free for every child with a donation.",
    ),
  ],
};

const yogaMeditation: ContentPageData = {
  slug: "yoga-meditation",
  title: "Yoga and Meditation",
  description:
    "Daily yoga and meditation at Vedanta Wellness Club: sunrise Hatha on the yoga deck, pranayama, yoga nidra and silent sitting, with retreats in Solan, Rishikesh and Amarkantak.",
  hero: {
    eyebrow: "Daily practice",
    title: "Yoga and Meditation",
    intro:
      "Practice here begins before the sun clears the ridge and ends with the lamps lit. Whether you have never unrolled a mat or have practised for decades, there is a place for you on the deck.",
    image: { key: sceneKey("sunrise-yoga"), alt: "A sunrise yoga class on an open deck facing the mountains" },
    actions: [{ to: "/yoga-retreats", label: "See our retreats", variant: "primary" }],
  },
  sections: [
    {
      kind: "steps",
      id: "daily-rhythm",
      eyebrow: "A day at the retreat",
      heading: "The rhythm of the day",
      intro:
        "Every estate keeps the same gentle timetable, so your body settles quickly wherever you stay. Come to all of it, or only to what calls you.",
      steps: [
        {
          label: "5:45 am",
          title: "Silent sitting",
          text: "Fifteen minutes of stillness in the meditation hall as the valley wakes, followed by warm tulsi tea.",
        },
        {
          label: "6:15 am",
          title: "Hatha yoga on the deck",
          text: "Ninety minutes of asana and pranayama in two groups — foundations, and a steadier flow for regular practitioners.",
        },
        {
          label: "11:00 am",
          title: "Study circle",
          text: "A few verses of the Yoga Sutras or the Gita, read aloud and talked through in the shade.",
        },
        {
          label: "4:30 pm",
          title: "Restorative yoga and yoga nidra",
          text: "Supported postures and a guided deep rest to let the day go.",
        },
        {
          label: "7:00 pm",
          title: "Meditation and aarti",
          text: "Mantra, breath and lamplight; in Rishikesh we walk down to the ghat for the evening aarti on the Ganga.",
        },
      ],
    },
    {
      kind: "features",
      id: "practices",
      tone: "forest",
      eyebrow: "What we practise",
      heading: "Five ways into stillness",
      items: [
        {
          icon: "sun",
          title: "Hatha Yoga",
          text: "Classical postures held with breath and attention, as the Hatha Yoga Pradipika teaches, with props and variations for every body.",
        },
        {
          icon: "wave",
          title: "Pranayama",
          text: "Nadi shodhana, bhramari and ujjayi: breathing that calms the nervous system and prepares the mind to sit.",
        },
        {
          icon: "moon",
          title: "Yoga Nidra",
          text: "Forty minutes of guided rest lying down — many guests call it the deepest sleep they have had in years.",
        },
        {
          icon: "lotus",
          title: "Dhyana",
          text: "Silent meditation with simple methods: following the breath, repeating a mantra, resting as the witness.",
        },
        {
          icon: "heart",
          title: "Kirtan",
          text: "Call-and-response chanting on Thursday and Sunday evenings. No singing voice required, only a willing heart.",
        },
      ],
    },
    {
      kind: "text-image",
      id: "retreats",
      eyebrow: "Retreats",
      heading: "Go deeper on retreat",
      paragraphs: [
        "Three to seven days away from screens and schedules, held on the estate that suits the season: the cool slopes of Solan in summer, the banks of the Ganga at Rishikesh in spring and autumn, and the quiet forests of Amarkantak in winter.",
        "Each retreat is a small group with one senior teacher and an assistant, and includes Satvik meals, an Ayurvedic consultation and a therapy chosen for you.",
      ],
      image: {
        key: sceneKey("meditation-hall"),
        alt: "A meditation hall with cushions in a circle and tall windows onto the forest",
      },
      reverse: true,
      link: { to: "/yoga-retreats", label: "View yoga retreats" },
    },
    closingCall(
      "Roll out your mat with us",
      "Complimentary Yoga & Meditation Classes come with Full Membership. Join the club, or give a season of practice to a village school with a donation.",
    ),
  ],
};

const ayurvedicUpchar: ContentPageData = {
  slug: "ayurvedic-upchar",
  title: "Ayurvedic Upchaar",
  description:
    "Ayurvedic Upchaar at Vedanta Wellness Club: consultations with experienced vaidyas, Panchakarma, Abhyanga, Shirodhara and herbal care grown on our own farms.",
  hero: {
    eyebrow: "Ayurvedic care",
    title: "Ayurvedic Upchaar",
    intro:
      "Upchaar means care that heals. Our vaidyas read your pulse, listen to your story and prescribe a course of treatment, food and daily routine for your constitution — not a spa menu.",
    image: {
      key: sceneKey("ayurveda-therapy"),
      alt: "A therapist giving a warm-oil Ayurvedic treatment in a quiet therapy room",
    },
  },
  sections: [
    {
      kind: "steps",
      id: "course-of-care",
      eyebrow: "Your course of care",
      heading: "How a treatment unfolds",
      intro:
        "Ayurveda treats the person, not only the complaint, so every course begins with listening and ends with a plan you can keep at home.",
      steps: [
        {
          label: "Step 1",
          title: "Consultation",
          text: "A vaidya reads your pulse (nadi pariksha), tongue and eyes and asks about sleep, digestion and mood to understand your prakriti and what is out of balance.",
        },
        {
          label: "Step 2",
          title: "Preparation",
          text: "A few days of oil massage, herbal steam and simple food so the body is ready to let go.",
        },
        {
          label: "Step 3",
          title: "Therapy",
          text: "Panchakarma or individual therapies over one to three weeks, always with the same therapists, in the same calm rooms.",
        },
        {
          label: "Step 4",
          title: "Going home",
          text: "A written plan of diet, herbs and daily routine, and a follow-up consultation by video a month later.",
        },
      ],
    },
    {
      kind: "features",
      id: "therapies",
      eyebrow: "Therapies",
      heading: "Classical treatments, carefully given",
      items: [
        {
          icon: "drop",
          title: "Abhyanga",
          text: "Full-body massage by two therapists moving in rhythm, with warm oils chosen for your dosha.",
        },
        {
          icon: "flame",
          title: "Shirodhara",
          text: "A steady stream of warm oil across the forehead that quietens an anxious, sleepless mind.",
        },
        {
          icon: "leaf",
          title: "Panchakarma",
          text: "The five classical cleansing therapies, prescribed and supervised by a vaidya from start to finish.",
        },
        {
          icon: "sparkle",
          title: "Nasya",
          text: "Medicated drops for the nose and sinuses, for headaches, allergies and clearer breath.",
        },
        {
          icon: "sun",
          title: "Swedana",
          text: "Herbal steam that opens the channels and eases stiff joints after massage.",
        },
        {
          icon: "heart",
          title: "Marma therapy",
          text: "Gentle pressure on the body's vital points to release held tension and restore flow.",
        },
      ],
    },
    {
      kind: "text-image",
      id: "herbs",
      eyebrow: "From our own fields",
      heading: "Herbs grown where you heal",
      paragraphs: [
        "Ashwagandha, brahmi, tulsi, shatavari and giloy grow in the herb gardens of our farms, tended by the agro team and harvested by the season. What we cannot grow well in the hills we buy from certified Himalayan growers we know by name.",
        "Oils are cooked in small batches in our own dispensary, following the classical texts, and every preparation is labelled with its ingredients and the date it was made.",
      ],
      image: {
        key: sceneKey("ayurveda-herbs"),
        alt: "Freshly harvested medicinal herbs and roots laid out for drying",
      },
      reverse: true,
      link: { to: "/agro-farming", label: "About our farms" },
    },
    closingCall(
      "Begin with a consultation",
      "Members receive a consultation with a vaidya on every stay. Join the club, or support Research for Ayurveda Medicine with a donation.",
    ),
  ],
};

const facilities: ContentPageData = {
  slug: "facilities",
  title: "Club Facilities",
  description:
    "The facilities of Vedanta Wellness Club: yoga deck, meditation hall, Ayurveda centre, Satvik restaurant, swimming pool, wellness centre, study hall and valet parking.",
  hero: {
    eyebrow: "On every estate",
    title: "Club Facilities",
    intro:
      "Everything you need for a quiet, well-kept stay, within a short walk of your home: places to practise, to heal, to eat well, to swim and simply to sit.",
    image: {
      key: sceneKey("wellness-center"),
      alt: "The club's wellness centre: a calm, light-filled space of wood and stone",
    },
  },
  sections: [
    {
      kind: "cards",
      id: "spaces",
      eyebrow: "Spaces",
      heading: "Places to practise, heal and rest",
      intro:
        "Each estate is laid out around a quiet centre, with homes on the slopes around it and the common spaces a few minutes' walk away.",
      items: [
        {
          title: "Yoga deck and meditation hall",
          text: "An open timber deck facing east for sunrise practice, and a hushed hall with cushions, bolsters and tall windows onto the trees.",
          image: { key: sceneKey("yoga-deck"), alt: "An open timber yoga deck facing the hills" },
          link: { to: "/yoga-meditation", label: "Yoga and Meditation" },
        },
        {
          title: "Ayurveda centre",
          text: "Consulting rooms for our vaidyas, warm therapy rooms and a small dispensary where oils are cooked by hand.",
          image: { key: sceneKey("ayurveda-therapy"), alt: "A calm Ayurvedic therapy room" },
          link: { to: "/ayurvedic-upchar", label: "Ayurvedic Upchaar" },
        },
        {
          title: "Satvik Restaurant",
          text: "Vegetarian food cooked fresh from our own farms, served at long tables where guests and members eat together.",
          image: { key: sceneKey("restaurant"), alt: "The Satvik Restaurant's dining hall with long wooden tables" },
          link: { to: "/restaurant", label: "Satvik Restaurant" },
        },
        {
          title: "Swimming Pool",
          text: "A solar-heated pool set into the hillside, with lap lanes, a children's pool and aqua yoga three mornings a week.",
          image: { key: sceneKey("swimming-pool"), alt: "The outdoor swimming pool overlooking the valley" },
          link: { to: "/swimming-pool", label: "Swimming Pool" },
        },
        {
          title: "Wellness centre",
          text: "Steam, physiotherapy and the counselling rooms of Mentolzma, our mental wellness programme.",
          image: { key: sceneKey("mentolzma"), alt: "A quiet counselling room with armchairs and a view of the trees" },
          link: { to: "/mentolzma", label: "Mentolzma" },
        },
        {
          title: "Study hall and library",
          text: "Texts in Sanskrit, Hindi and English, low desks for study circles and a reading veranda that catches the afternoon sun.",
          image: { key: sceneKey("vedic-class"), alt: "The study hall with low desks and shelves of books" },
          link: { to: "/vedic-education", label: "Vedic Education" },
        },
      ],
    },
    {
      kind: "features",
      id: "member-comforts",
      tone: "forest",
      eyebrow: "For members",
      heading: "The comforts that come with membership",
      items: [
        {
          icon: "wave",
          title: showcaseBenefits[0],
          text: "A quiet lounge with tea, books and a fireplace, and the pool whenever it is open — for you and the family staying with you.",
        },
        {
          icon: "shield",
          title: showcaseBenefits[1],
          text: "Drive up, hand over the keys and walk straight to your home; we park on the lower terrace, away from the quiet paths.",
        },
        {
          icon: "lotus",
          title: showcaseBenefits[2],
          text: "The sunrise and evening classes of the estate are open to members at no charge, every day of your stay.",
        },
        {
          icon: "home",
          title: showcaseBenefits[3],
          text: "When you are not staying, the club can host guests in your home and share the income with you.",
        },
      ],
    },
    {
      kind: "text-image",
      id: "grounds",
      eyebrow: "Around the grounds",
      heading: "Looked after, quietly",
      paragraphs: [
        "Homes are cleaned each morning while you practise, linen is washed with plant-based soaps and dried in the sun, and a resident manager on every estate knows each family by name.",
        "Power comes from the sun, water from springs and the monsoon, and a doctor is on call through the night. Paths are lit low so the stars stay bright.",
      ],
      points: [
        "Solar power with battery backup",
        "Filtered spring and rainwater",
        "Doctor on call around the clock",
        "Walking trails and a children's garden",
      ],
      image: { key: sceneKey("tour-entrance"), alt: "The stone-paved entrance of a club home framed by plants" },
      reverse: true,
    },
    closingCall(
      "Make the estate your second home",
      "Join the club to enjoy every facility on every estate, or help us keep them open to the children of our villages with a donation.",
    ),
  ],
};

const restaurant: ContentPageData = {
  slug: "restaurant",
  title: "Satvik Restaurant",
  description:
    "The Satvik Restaurant of Vedanta Wellness Club: vegetarian Ayurvedic food cooked fresh from our organic farms, with thalis, seasonal menus and meals for your dosha.",
  hero: {
    eyebrow: "Food as medicine",
    title: "Satvik Restaurant",
    intro:
      "Satvik food is fresh, light and cooked with care — the kind of meal that leaves you clear rather than heavy. Our kitchen cooks what the farm gives each morning, with spices chosen to help you digest, not to overwhelm.",
    image: { key: sceneKey("restaurant"), alt: "The warmly lit dining hall of the Satvik Restaurant" },
  },
  sections: [
    {
      kind: "text-image",
      id: "kitchen",
      eyebrow: "Our kitchen",
      heading: "From the field to the thali in a morning",
      paragraphs: [
        "Vegetables, greens, millets and apples come from the club's own organic farms; milk and ghee from the gaushala down the lane; grain from farmers we know by name. Nothing is frozen, reheated or fried in used oil.",
        "We cook without onion and garlic, as Satvik tradition asks, and serve them on the side for those who prefer. Jain, vegan and gluten-free meals are made on request, and the vaidya's diet advice reaches the kitchen before you do.",
      ],
      points: [
        "Pure vegetarian, always",
        "Menus that change with the season",
        "Meals matched to your dosha",
        "Jain, vegan and gluten-free on request",
      ],
      image: { key: sceneKey("agro-farm"), alt: "Organic vegetable terraces of the club's farm ready for harvest" },
    },
    {
      kind: "features",
      id: "meals",
      eyebrow: "Through the day",
      heading: "What we serve",
      items: [
        {
          icon: "sun",
          title: "Breakfast",
          text: "Poha, upma, millet porridge and seasonal fruit, with fresh buttermilk or a warm herbal kadha.",
        },
        {
          icon: "bowl",
          title: "Satvik thali",
          text: "Dal, two sabzis, rice, phulkas, raita and a chutney ground that morning — refilled as often as you like.",
        },
        {
          icon: "leaf",
          title: "Tea and tisanes",
          text: "Tulsi, ginger and lemongrass infusions through the afternoon, with roasted makhana and dry-fruit laddoos.",
        },
        {
          icon: "moon",
          title: "Light dinner",
          text: "Khichdi, soups and steamed vegetables served early, so you sleep well and wake hungry for practice.",
        },
      ],
    },
    {
      kind: "quote",
      id: "annam-brahma",
      text: "He understood that food is Brahman, for from food all beings are born.",
      source: "Taittiriya Upanishad 3.2",
    },
    closingCall(
      "Eat with us",
      "The Satvik Restaurant serves members and guests staying on the estate. Join the club, or sponsor meals at our village school with a donation.",
    ),
  ],
};

const swimmingPool: ContentPageData = {
  slug: "swimming-pool",
  title: "Swimming Pool",
  description:
    "The solar-heated swimming pool of Vedanta Wellness Club: lap swimming, aqua yoga and a separate children's pool with views over the valley.",
  hero: {
    eyebrow: "Water and light",
    title: "Swimming Pool",
    intro:
      "A long, solar-heated pool set into the hillside, with the valley falling away beyond its edge. Swim a few slow lengths after morning practice, or float and watch the clouds cross the ridge.",
    image: { key: sceneKey("swimming-pool"), alt: "A long outdoor pool edged in stone, overlooking forested hills" },
  },
  sections: [
    {
      kind: "text-image",
      id: "the-pool",
      eyebrow: "The pool",
      heading: "Clean water, warmed by the sun",
      paragraphs: [
        "The water is heated by rooftop solar panels and cleaned by salt chlorination, so it is soft on skin and eyes and free of the sharp smell of chlorine. A shallow end and a separate children's pool make it safe for families.",
        "A lifeguard is on duty whenever the pool is open, and towels, robes and changing rooms with warm showers are always ready.",
      ],
      points: [
        "Solar-heated, open all year",
        "Separate children's pool",
        "Lifeguard on duty at all times",
        "Towels, robes and warm showers",
      ],
      image: { key: sceneKey("wellness-center"), alt: "The pool pavilion with wooden benches and folded towels" },
      reverse: true,
    },
    {
      kind: "features",
      id: "in-the-water",
      eyebrow: "In the water",
      heading: "More than lengths",
      items: [
        {
          icon: "wave",
          title: "Lap swimming",
          text: "Marked lanes in the early morning and after sunset, for swimmers who like to count.",
        },
        {
          icon: "lotus",
          title: "Aqua yoga",
          text: "Gentle postures in warm water, kind to knees and backs, three mornings a week.",
        },
        {
          icon: "users",
          title: "Family hours",
          text: "Afternoons belong to children, water games and parents who finally have time to play.",
        },
      ],
    },
    {
      kind: "steps",
      id: "timings",
      eyebrow: "Timings",
      heading: "When the pool is open",
      intro:
        "Open every day of the year. Hours can change on festival days and for maintenance; the estate desk will always tell you a day ahead.",
      steps: [
        {
          label: "6:30 – 9:00 am",
          title: "Early laps",
          text: "Lanes only, for quiet, steady swimming after sunrise practice.",
        },
        {
          label: "10:00 am – 1:00 pm",
          title: "Aqua yoga and open swim",
          text: "Aqua yoga on Monday, Wednesday and Friday at ten, then open to all.",
        },
        {
          label: "2:00 – 6:00 pm",
          title: "Family hours",
          text: "The children's pool and the shallow end are lively; the lap lanes stay open.",
        },
        {
          label: "7:00 – 8:30 pm",
          title: "Evening swim",
          text: "Warm water under the first stars, before a light dinner.",
        },
      ],
    },
    closingCall(
      "Swim with a view of the hills",
      "Access to VIP Lounge & Swimming Pool comes with Full Membership. Join the club, or give the children of our village school swimming lessons with a donation.",
    ),
  ],
};

const mentolzma: ContentPageData = {
  slug: "mentolzma",
  title: "Mentolzma",
  description:
    "Mentolzma, the mental wellness programme of Vedanta Wellness Club: counselling, breathwork, yoga nidra, digital rest and time in nature for stress, burnout, anxiety and poor sleep.",
  hero: {
    eyebrow: "Mental wellness programme",
    title: "Mentolzma",
    intro:
      "Mentolzma is our programme for minds that are tired of running. It brings together counselling with qualified psychologists, the calming practices of yoga and Ayurveda, and the plain medicine of forests, rivers and rest.",
    image: { key: sceneKey("mentolzma"), alt: "A person resting quietly in a calm, sunlit space surrounded by trees" },
  },
  sections: [
    {
      kind: "features",
      id: "who-for",
      eyebrow: "Who it is for",
      heading: "When the mind asks for a pause",
      items: [
        {
          icon: "flame",
          title: "Burnout",
          text: "For those who have given everything to work or to caring for others, and have nothing left for themselves.",
        },
        {
          icon: "moon",
          title: "Restless sleep",
          text: "For nights spent staring at the ceiling, and mornings that begin already tired.",
        },
        {
          icon: "wave",
          title: "Anxiety and stress",
          text: "For a racing mind, a tight chest and the feeling of always being behind.",
        },
        {
          icon: "heart",
          title: "Grief and change",
          text: "For loss, retirement, a move or a parting, when life has to be learnt again.",
        },
      ],
    },
    {
      kind: "steps",
      id: "programme",
      eyebrow: "The programme",
      heading: "Seven days, four movements",
      intro:
        "Mentolzma runs as a seven-day residential stay in a small group, followed by two months of support from home.",
      steps: [
        {
          label: "Days 1–2",
          title: "Arrive and unwind",
          text: "An intake conversation with a psychologist and a vaidya, a locker for your phone and long sleep without alarms.",
        },
        {
          label: "Days 3–4",
          title: "Understand",
          text: "Daily one-to-one counselling, journaling and small group circles on the patterns that keep stress alive.",
        },
        {
          label: "Days 5–6",
          title: "Practise",
          text: "Breathwork, yoga nidra, forest walks and Shirodhara to settle the nervous system.",
        },
        {
          label: "Day 7",
          title: "Carry it home",
          text: "A personal plan for practice, sleep and food, with four video sessions over the following two months.",
        },
      ],
    },
    {
      kind: "text-image",
      id: "approach",
      eyebrow: "Our approach",
      heading: "Care that is both modern and ancient",
      paragraphs: [
        "Each participant works with a clinical psychologist and an Ayurvedic vaidya who talk to each other. Counselling draws on cognitive-behavioural and mindfulness-based methods; Ayurveda looks at sleep, digestion and daily rhythm; yoga gives the body a way to feel safe again.",
        "Mentolzma supports, and does not replace, psychiatric care. If you are in crisis, please contact a doctor or your local emergency number straight away.",
      ],
      image: { key: sceneKey("meditation-hall"), alt: "A quiet meditation hall with cushions and soft daylight" },
      reverse: true,
    },
    closingCall(
      "Give yourself seven quiet days",
      "Join the club to reserve a place in the next Mentolzma group, or give a free place to a caregiver who needs it with a donation.",
    ),
  ],
};

const agroFarming: ContentPageData = {
  slug: "agro-farming",
  title: "Agro Farming and Research",
  description:
    "Agro Farming and Research at Vedanta Wellness Club: natural farming on Himalayan terraces, medicinal herb gardens, research for Ayurveda medicine and training for local farmers.",
  hero: {
    eyebrow: "Living soil",
    title: "Agro Farming and Research",
    intro:
      "Our farms feed the kitchen, supply the Ayurveda dispensary and serve as a living laboratory for natural farming in the hills. Members are welcome to help with sowing, grafting and the harvest.",
    image: { key: sceneKey("agro-farm"), alt: "Terraced fields and orchards on a Himalayan slope" },
  },
  sections: [
    {
      kind: "text-image",
      id: "natural-farming",
      eyebrow: "How we farm",
      heading: "Natural farming on mountain terraces",
      paragraphs: [
        "On the terraces of the Solan estate we grow millets, pulses, seasonal vegetables and old varieties of apple, without chemical fertilisers or pesticides. The soil is fed with compost, jeevamrut and mulch, and crops are mixed and rotated so pests find it hard to settle.",
        "The monsoon is caught in ponds and trenches along the contours, and the fields are watered by drip lines from the same tanks.",
      ],
      points: [
        "Organic practice, no chemicals",
        "Heritage seeds saved every season",
        "Every kitchen scrap composted",
        "Rain-fed ponds and drip irrigation",
      ],
      image: { key: sceneKey("tree-planting"), alt: "Farm volunteers planting saplings on a terraced slope" },
    },
    {
      kind: "text-image",
      id: "research",
      eyebrow: "Research",
      heading: "Research for Ayurveda medicine",
      paragraphs: [
        "With Ayurvedic physicians and botanists we study how altitude, soil and season change the strength of medicinal plants — ashwagandha, brahmi, giloy, kutki and others — and which hill-farming methods give the best herbs. The results are shared openly with farmers and practitioners.",
        "Research for Ayurveda Medicine is one of the causes donors can support directly: it pays for seeds, field trials and laboratory tests.",
      ],
      image: { key: sceneKey("ayurveda-research"), alt: "A researcher examining trays of medicinal seedlings" },
      reverse: true,
    },
    {
      kind: "features",
      id: "with-farmers",
      eyebrow: "Beyond our fences",
      heading: "Growing with our neighbours",
      items: [
        {
          icon: "sprout",
          title: "Farmer training",
          text: "Seasonal workshops for farmers of nearby villages on natural farming, seed saving and growing medicinal herbs.",
        },
        {
          icon: "users",
          title: "A fair buy-back",
          text: "We buy herbs grown by trained farmers at a price agreed before sowing, so trying a new crop is never a gamble.",
        },
        {
          icon: "book",
          title: "Open field days",
          text: "Twice a year the farms open to students, members and neighbours for walks, talks and a shared meal.",
        },
      ],
    },
    closingCall(
      "Put your hands in the soil",
      "Members can join the farm team for a morning or a whole season. Donations to Research for Ayurveda Medicine fund seeds, trials and farmer training.",
    ),
  ],
};

const travelAndTourism: ContentPageData = {
  slug: "travel-and-tourism",
  title: "Travel and Tourism",
  description:
    "Travel and Tourism with Vedanta Wellness Club: guided walks, treks and pilgrimages around Solan, Rishikesh and Amarkantak, planned by the club for members and guests.",
  hero: {
    eyebrow: "Journeys",
    title: "Travel and Tourism",
    intro:
      "The places around our estates are among the most sacred and beautiful in India. Our travel desk plans slow, well-guided journeys from each of them: day walks, treks, pilgrimages and quiet trips to the sources of rivers.",
    image: { key: sceneKey("travel-trek"), alt: "Trekkers on a mountain trail above a forested valley" },
  },
  sections: [
    {
      kind: "cards",
      id: "journeys",
      eyebrow: "From our estates",
      heading: "Journeys we love",
      items: [
        {
          title: "Himalayan walks from Solan",
          details: ["Solan, Himachal Pradesh", "1 to 5 days"],
          text: "Day walks through deodar and oak forest to Karol Tibba, Chail and the old hill temples, and longer treks towards the snow line in the warmer months.",
          image: { key: sceneKey("himalaya-retreat"), alt: "Forested Himalayan ridges near Solan" },
        },
        {
          title: "The Ganga at Rishikesh",
          details: ["Rishikesh, Uttarakhand", "Half a day to 3 days"],
          text: "The evening aarti at Triveni Ghat, walks to Vashishtha Gufa and the riverside ashrams, and on to Devprayag, where the Bhagirathi meets the Alaknanda.",
          image: { key: sceneKey("river-aarti"), alt: "Lamps raised over the Ganga at the evening aarti" },
        },
        {
          title: "At the source of the Narmada",
          details: ["Amarkantak, Madhya Pradesh", "1 to 3 days"],
          text: "The Narmada Udgam temple, the falls of Kapildhara and Dudhdhara, and long walks through the sal forests of the Maikal hills.",
          image: { key: sceneKey("narmada-forest"), alt: "Sal forest near the source of the Narmada" },
        },
      ],
    },
    {
      kind: "features",
      id: "how-we-travel",
      tone: "forest",
      eyebrow: "How we travel",
      heading: "Travel lightly",
      items: [
        {
          icon: "compass",
          title: "Local guides",
          text: "Guides from the villages along the way, who know the stories as well as the paths.",
        },
        {
          icon: "leaf",
          title: "Low impact",
          text: "Small groups, shared vehicles, no plastic bottles — and a tree planted for every journey.",
        },
        {
          icon: "shield",
          title: "Looked after",
          text: "Leaders trained in first aid, checked vehicles and a support line on every trip.",
        },
        {
          icon: "home",
          title: "Home for dinner",
          text: "Most journeys return to the estate by evening, so rest and a Satvik meal are never far away.",
        },
      ],
    },
    {
      kind: "steps",
      id: "planning",
      eyebrow: "Planning a journey",
      heading: "How it works",
      steps: [
        {
          label: "Step 1",
          title: "Tell us what you would like",
          text: "Share your dates, fitness and interests with the travel desk when you plan your stay.",
        },
        {
          label: "Step 2",
          title: "Receive a plan",
          text: "We suggest a route, a guide and a day-by-day plan, with every cost shared upfront.",
        },
        {
          label: "Step 3",
          title: "Set out",
          text: "Your guide meets you at the estate; we arrange permits, transport and packed meals.",
        },
      ],
    },
    closingCall(
      "Travel with the club",
      "Members and their guests can book any journey from any estate. Join the club, or help keep the Himalayan trails clean with a donation.",
    ),
  ],
};

export const contentPages: Record<string, ContentPageData> = Object.fromEntries(
  [
    aboutVedanta,
    vedicEducation,
    yogaMeditation,
    ayurvedicUpchar,
    facilities,
    restaurant,
    swimmingPool,
    mentolzma,
    agroFarming,
    travelAndTourism,
  ].map((page) => [page.slug, page]),
);

/** The content page at an address such as "/yoga-meditation" or "/yoga-meditation/", if any. */
export function contentPageAt(pathname: string): ContentPageData | undefined {
  const slug = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return Object.hasOwn(contentPages, slug) ? contentPages[slug] : undefined;
}
