import type { SeedAmenity, SeedPropertyType, SeedVilla } from "./seed-types.ts";
import { CONSTRUCTION_STATUSES } from "../../common/catalogue.ts";
import type { ConstructionStatus, Destination } from "../../common/catalogue.ts";
import { PROPERTY_VIEWS, type PropertyView } from "../../common/locations.ts";
import { clubLocation } from "../../common/locations.ts";
import { ROOM_KINDS, ROOM_VARIANTS, VILLA_VARIANTS } from "../../common/media.ts";

/**
 * The demo catalogue loaded on the first start (server/db/seed.ts): 7 property types and
 * 84 villas (12 per type). Villas are generated deterministically from curated lists with a
 * small seeded PRNG, so every start (and every test run) yields exactly the same data.
 */

// ---------------------------------------------------------------------------------------------
// Property types
// ---------------------------------------------------------------------------------------------

export const seedPropertyTypes: SeedPropertyType[] = [
  {
    name: "Farm Villa",
    slug: "farm-villa",
    aliases: [],
    image: "villa.png",
    categoryName: "Luxury Villa",
    villaPriceCentre: 28_50_000,
    size: "1,400 – 2,200 sq ft",
    features: [
      "<strong>3–4 bedrooms</strong> with attached baths",
      "<strong>Private kitchen garden</strong> tended with our farm team",
      "Open verandas facing <em>paddy fields and sal groves</em>",
      "<strong>Yoga shala</strong> and meditation lawn<br>shared by the cluster",
      "Lime-plastered walls that stay cool through the summer",
    ],
    about:
      "Farm Villas sit among working fields at the edge of Raigarh's forests and on the sal-covered Maikal hills of Amarkantak. " +
      "Mornings begin with pranayama on the veranda and end with a meal cooked from your own kitchen garden. " +
      "Built around courtyards, shade and cross-breezes, they are homes for slow, seasonal living — not a resort.",
    description:
      "Spacious courtyard villas amid organic fields, made for families who want to live by the rhythm of the seasons.",
    locations: ["Raigarh", "Amarkantak"],
  },
  {
    name: "Vedanta Villa",
    slug: "vedanta-villa",
    aliases: [],
    image: "vedantavillas.jpg",
    categoryName: "Signature Villa",
    villaPriceCentre: 42_00_000,
    size: "2,000 – 3,200 sq ft",
    features: [
      "<strong>4 bedrooms</strong> with attached baths",
      "<strong>Private meditation room</strong> facing east",
      "<strong>Plunge pool</strong> and sunrise deck",
      "A short walk to the <em>Ganga ghats</em> for evening aarti",
      "<strong>Ayurvedic therapy suite</strong><br>with a visiting vaidya on call",
      "Lime plaster, Kota stone floors and reclaimed teak",
    ],
    about:
      "Vedanta Villas are our most complete homes for practice, set on the quiet foothills above the Ganga in Rishikesh. " +
      "Each has its own meditation room, an Ayurvedic therapy suite and a deck that catches the first light over the river. " +
      "They are made for long stays of study and stillness — a home for the inner life, not a resort.",
    description: "Our signature villas above the Ganga, with room for daily practice, therapy and long stays of study.",
    locations: ["Rishikesh"],
  },
  {
    name: "Cubic Homes",
    slug: "cubic-homes",
    aliases: [],
    image: "cubic.png",
    categoryName: "Modern Eco Home",
    villaPriceCentre: 16_50_000,
    size: "800 – 1,200 sq ft",
    features: [
      "<strong>2–3 bedrooms</strong> in a compact, light-filled plan",
      "Tall glazing framing <em>Himalayan ridgelines</em>",
      "<strong>Rooftop yoga terrace</strong>",
      "Rammed-earth walls that hold the day's warmth",
      "<strong>Solar roof</strong><br>with smart energy metering",
    ],
    about:
      "Cubic Homes bring clean, modern lines to the pine hills of Solan and the valley around Rishikesh. " +
      "Thick rammed-earth walls keep them warm in winter and cool in summer, and the rooftop terrace becomes your own place for sunrise practice. " +
      "Simple, bright and quiet, they are homes to return to rather than a resort to pass through.",
    description: "Compact modern eco-homes with a rooftop yoga terrace and wide views across the hills.",
    locations: ["Solan", "Rishikesh"],
  },
  {
    name: "Apple Homes",
    slug: "apple-homes",
    aliases: [],
    image: "orchard.jpg",
    categoryName: "Orchard Cottage",
    villaPriceCentre: 18_50_000,
    size: "900 – 1,300 sq ft",
    features: [
      "<strong>2–3 bedrooms</strong> with a warm attic loft",
      "Set inside a <em>working apple orchard</em>",
      "<strong>Wood-fired bukhari</strong> for winter evenings",
      "Deodar interiors under slate roofs",
      "<strong>Harvest season</strong><br>picking and pressing with the orchard team",
    ],
    about:
      "Apple Homes stand among the orchards of Solan, where deodar-scented air drifts down from the ridges. " +
      "Days follow the orchard's own cycle — blossom in spring, harvest in late summer, fire-lit evenings of chanting in winter. " +
      "They are cottages for rest and gentle practice, a family home in the mountains and not a resort.",
    description: "Slate-roofed cottages in a working apple orchard in the hills of Solan.",
    locations: ["Solan"],
  },
  {
    name: "Tree Houses",
    slug: "tree-houses",
    aliases: ["tree-house"],
    image: "treehouse.png",
    categoryName: "Forest Retreat",
    villaPriceCentre: 9_50_000,
    size: "420 – 650 sq ft",
    features: [
      "<strong>1–2 bedrooms</strong> under the canopy",
      "Raised among <em>sal and mahua</em> trees without a nail in the bark",
      "<strong>Wraparound deck</strong> for dawn meditation",
      "Rain shower and composting toilet",
      "<strong>Birdsong mornings</strong><br>and naturalist-led forest walks",
    ],
    about:
      "Tree Houses are lifted into the sal forests of Amarkantak, close to the source of the Narmada, and onto the green slopes above Rishikesh. " +
      "Built around the living trees rather than into them, they leave a light footprint and open straight onto the canopy. " +
      "A place to sit still and listen — a retreat into the forest, not a resort.",
    description: "Light, raised cabins in the forest canopy of Amarkantak and the hills above Rishikesh.",
    locations: ["Amarkantak", "Rishikesh"],
  },
  {
    name: "Bamboo Homes",
    slug: "bamboo-homes",
    aliases: [],
    image: "bamboo.jpg",
    categoryName: "Eco Cottage",
    villaPriceCentre: 12_50_000,
    size: "650 – 950 sq ft",
    features: [
      "<strong>2 bedrooms</strong> with attached baths",
      "Built from <em>treated local bamboo</em> by regional craftspeople",
      "<strong>Earthen courtyard</strong> with a tulsi altar",
      "Thatched roof with natural insulation",
      "<strong>Rainwater harvesting</strong><br>and greywater gardens",
    ],
    about:
      "Bamboo Homes are crafted with artisans from the Raigarh region and the villages around Amarkantak, using bamboo grown and treated close by. " +
      "Airy rooms open onto an earthen courtyard where the day begins with a lamp at the tulsi and ends under the stars. " +
      "Honest materials and an unhurried life make them a village home, not a resort.",
    description: "Airy bamboo cottages built by local craftspeople around an earthen courtyard.",
    locations: ["Raigarh", "Amarkantak"],
  },
  {
    name: "Nature House",
    slug: "nature-house",
    aliases: ["nature-camps"],
    image: "nature.png",
    categoryName: "Nature Retreat",
    villaPriceCentre: 8_50_000,
    size: "500 – 800 sq ft",
    features: [
      "<strong>1–2 bedrooms</strong> opening onto the garden",
      "Steps from <em>forest trails and mountain streams</em>",
      "<strong>Outdoor rain shower</strong>",
      "<strong>Satsang circle</strong><br>and community kitchen",
      "Mud-plastered walls and river-stone floors",
    ],
    about:
      "Nature Houses are our simplest homes, set along forest trails near Rishikesh and on the pine slopes of Solan. " +
      "They are made for those who want little between themselves and the outdoors: a garden, a fire circle for evening satsang and a trail starting at the gate. " +
      "Grounded and quiet, they are a first step into the club's way of life rather than a resort stay.",
    description: "Simple garden homes close to forest trails — our gentlest way into retreat life.",
    locations: ["Rishikesh", "Solan"],
  },
];

// ---------------------------------------------------------------------------------------------
// Villa generator
// ---------------------------------------------------------------------------------------------

type VillaKind = "farm" | "vedanta" | "cubic" | "apple" | "tree" | "bamboo" | "nature";

interface TypeBlueprint {
  kind: VillaKind;
  /** Appended to each name: "Aranya Farm Villa". */
  word: string;
  /** Villa number prefix: "FV-101". */
  prefix: string;
  sqft: [min: number, max: number];
  /** 12 names, unique across all types. */
  names: string[];
  /** Highlights that fit every location of the type. */
  highlights: string[];
  /** Highlights offered only to villas in that location. */
  localHighlights?: Partial<Record<Destination, string[]>>;
  /** Extra amenity details that only make sense for this type, merged into the matching group. */
  extras: Partial<Record<AmenityGroup, string[]>>;
}

const BLUEPRINTS: Record<string, TypeBlueprint> = {
  "farm-villa": {
    kind: "farm",
    word: "Farm Villa",
    prefix: "FV",
    sqft: [1400, 2200],
    names: [
      "Aranya",
      "Annapurna",
      "Gokul",
      "Vrindavan",
      "Kamdhenu",
      "Dhanya",
      "Haritam",
      "Bhoomi",
      "Prithvi",
      "Madhuban",
      "Anandvan",
      "Kesar",
    ],
    highlights: [
      "Courtyard home beside organic paddy fields",
      "Private kitchen garden and sunrise veranda",
      "Mango grove views and an open-air yoga lawn",
      "Cowshed-to-kitchen dairy and a shaded courtyard",
      "Wide verandas facing the sal forest",
      "Private plunge pool and sunrise deck",
    ],
    extras: {
      "Kitchen & Dining": ["Farm-to-table produce from the kitchen garden"],
      Outdoors: ["Private kitchen garden", "Shaded inner courtyard"],
    },
  },
  "vedanta-villa": {
    kind: "vedanta",
    word: "Vedanta Villa",
    prefix: "VV",
    sqft: [2000, 3200],
    names: [
      "Shanti Kutir",
      "Neelkanth",
      "Ananda",
      "Moksha",
      "Sattva",
      "Prana",
      "Dhyana",
      "Satchit",
      "Omkara",
      "Brahma Vihar",
      "Jnana",
      "Turiya",
    ],
    highlights: [
      "Private plunge pool and sunrise deck",
      "East-facing meditation room above the Ganga",
      "Ayurvedic therapy suite and steam room",
      "Terrace views of the evening aarti",
      "Library of the Upanishads and a quiet study",
      "Sunken courtyard with a reflecting pool",
    ],
    extras: {
      Wellness: ["Private meditation room", "Ayurvedic therapy suite"],
      Outdoors: ["Plunge pool"],
    },
  },
  "cubic-homes": {
    kind: "cubic",
    word: "Cubic Home",
    prefix: "CH",
    sqft: [800, 1200],
    names: [
      "Akash",
      "Dhruva",
      "Tara",
      "Surya",
      "Chandra",
      "Megh",
      "Vayu",
      "Shikhar",
      "Himadri",
      "Kailash",
      "Indra",
      "Nakshatra",
    ],
    highlights: [
      "Rooftop yoga terrace with ridgeline views",
      "Floor-to-ceiling glass facing the valley",
      "Rammed-earth walls and a sunlit studio",
      "Stargazing deck on the roof",
      "Corner windows over the pine forest",
      "Compact plan with a sunrise balcony",
    ],
    extras: {
      Wellness: ["Rooftop yoga terrace"],
      Comfort: ["Smart energy metering"],
    },
  },
  "apple-homes": {
    kind: "apple",
    word: "Apple Home",
    prefix: "AH",
    sqft: [900, 1300],
    names: [
      "Devdaru",
      "Chinar",
      "Seb Bagh",
      "Pahadi",
      "Barog",
      "Chail",
      "Kasauli",
      "Himani",
      "Buransh",
      "Kafal",
      "Karol",
      "Shoolini",
    ],
    highlights: [
      "Attic loft above a working apple orchard",
      "Wood-fired bukhari and deodar interiors",
      "Blossom-season views from the veranda",
      "Slate roof cottage with a cider-press shed",
      "Orchard terrace facing the Shivalik ridges",
      "Fire-lit reading nook for winter evenings",
    ],
    extras: {
      "Kitchen & Dining": ["Orchard harvest pantry"],
      Comfort: ["Wood-fired bukhari"],
    },
  },
  "tree-houses": {
    kind: "tree",
    word: "Tree House",
    prefix: "TH",
    sqft: [420, 650],
    names: [
      "Kadamb",
      "Narmada Nook",
      "Sal Vana",
      "Mahua",
      "Kapila",
      "Sonmuda",
      "Pipal",
      "Neem",
      "Ashoka",
      "Arjuna",
      "Koel",
      "Mayur",
    ],
    highlights: [
      "Canopy deck among old sal trees",
      "Hammock net above the forest floor",
      "Dawn birdsong and a meditation platform",
      "Rope bridge to a private lookout",
      "Skylight bed under the canopy",
    ],
    localHighlights: {
      Amarkantak: ["Walking distance to the Narmada udgam", "Sal-forest canopy deck near the Narmada source"],
      Rishikesh: ["Canopy deck with glimpses of the Ganga", "Forest cabin on the slopes above Rishikesh"],
    },
    extras: {
      Outdoors: ["Canopy hammock net", "Rope-bridge lookout"],
      Sustainability: ["Composting toilet"],
    },
  },
  "bamboo-homes": {
    kind: "bamboo",
    word: "Bamboo Home",
    prefix: "BH",
    sqft: [650, 950],
    names: [
      "Venu",
      "Bansuri",
      "Kelo",
      "Mandakini",
      "Jharna",
      "Hariyali",
      "Champa",
      "Tulsi",
      "Malhar",
      "Sarang",
      "Kusum",
      "Parijat",
    ],
    highlights: [
      "Earthen courtyard with a tulsi altar",
      "Thatched veranda facing the bamboo grove",
      "Handwoven bamboo screens and a day-bed",
      "Open-air kitchen under a thatch canopy",
      "Courtyard fire pit for evening kirtan",
      "Lotus pond and a shaded swing",
    ],
    extras: {
      Outdoors: ["Earthen courtyard"],
      Sustainability: ["Locally grown, treated bamboo"],
    },
  },
  "nature-house": {
    kind: "nature",
    word: "Nature House",
    prefix: "NH",
    sqft: [500, 800],
    names: [
      "Prakriti",
      "Vasudha",
      "Triveni",
      "Tapovan",
      "Shivpuri",
      "Sangam",
      "Kamal",
      "Jalaj",
      "Nirmal",
      "Amrit",
      "Vanya",
      "Sarovar",
    ],
    highlights: [
      "Outdoor rain shower and a fire circle",
      "Forest trailhead at the garden gate",
      "Wildflower meadow and a satsang circle",
    ],
    localHighlights: {
      Rishikesh: ["Garden home a short walk from the Ganga", "Sunset seat above the river beach"],
      Solan: ["Mud-plastered walls and a pine-shaded deck", "Meadow home with views of the Shivalik hills"],
    },
    extras: {
      Outdoors: ["Outdoor rain shower", "Fire circle"],
    },
  },
};

type AmenityGroup = "Wellness" | "Kitchen & Dining" | "Outdoors" | "Comfort" | "Sustainability";

/** Groups in display order, each with a pool of details to draw 2–4 from. */
const AMENITY_POOLS: [AmenityGroup, string[]][] = [
  [
    "Wellness",
    [
      "Private yoga deck",
      "Ayurvedic massage room",
      "Daily guided meditation",
      "Pranayama sessions at sunrise",
      "Visiting Ayurvedic vaidya",
      "Herbal steam bath",
      "Sound-healing sessions",
    ],
  ],
  [
    "Kitchen & Dining",
    [
      "Sattvic meal plans",
      "Organic pantry",
      "Copper and clay cookware",
      "Filtered drinking water",
      "Outdoor dining pavilion",
      "Herbal tea corner",
    ],
  ],
  [
    "Outdoors",
    ["Herb garden", "Forest walking trail", "Sunrise deck", "Hammock corner", "Bonfire pit", "Fruit orchard access"],
  ],
  [
    "Comfort",
    [
      "Organic cotton linen",
      "Wi-Fi in common areas",
      "Ceiling fans and cross-ventilation",
      "Hot water on tap",
      "Daily housekeeping",
      "Reading nook",
    ],
  ],
  [
    "Sustainability",
    [
      "Solar-powered",
      "Rainwater harvesting",
      "Greywater recycling",
      "Composting of kitchen waste",
      "Plastic-free living",
      "Native-species landscaping",
    ],
  ],
];

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG. Returns floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to derive per-type seeds. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rng = () => number;

const randInt = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Picks `count` distinct items in their original order. */
function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const chosen = new Set(
    shuffle(
      rng,
      items.map((_, i) => i),
    ).slice(0, count),
  );
  return items.filter((_, i) => chosen.has(i));
}

/** A bag with each value repeated `counts[i]` times, shuffled. */
function bag<T>(rng: Rng, values: readonly T[], counts: readonly number[]): T[] {
  return shuffle(
    rng,
    values.flatMap((v, i) => Array.from({ length: counts[i] ?? 0 }, () => v)),
  );
}

const clamp = (v: number, min: number, max: number): number => Math.min(max, Math.max(min, v));

/**
 * The drawn view if a home at that location can have it, else the nearest one it can (the next in the spec's
 * order): no sea view in the hills or the forests, no city view on a farm.
 */
function trueView(drawn: PropertyView, location: Destination): PropertyView {
  const possible = clubLocation(location)!.views as readonly PropertyView[];
  if (possible.includes(drawn)) return drawn;
  const start = PROPERTY_VIEWS.indexOf(drawn);
  for (let i = 1; i <= PROPERTY_VIEWS.length; i++) {
    const next = PROPERTY_VIEWS[(start + i) % PROPERTY_VIEWS.length]!;
    if (possible.includes(next)) return next;
  }
  return possible[0]!;
}

function bedroomsFor(sqft: number): number {
  if (sqft < 620) return 1;
  if (sqft < 1000) return 2;
  if (sqft < 1900) return 3;
  return 4;
}

function buildAmenities(rng: Rng, extras: TypeBlueprint["extras"]): SeedAmenity[] {
  // Wellness and Sustainability always; 1–3 of the other groups.
  const optional: AmenityGroup[] = ["Kitchen & Dining", "Outdoors", "Comfort"];
  const chosenOptional = new Set(pickSome(rng, optional, randInt(rng, 1, 3)));
  return AMENITY_POOLS.filter(
    ([title]) => title === "Wellness" || title === "Sustainability" || chosenOptional.has(title),
  ).map(([title, pool]) => {
    const own = extras[title] ?? [];
    const fromExtras = own.length > 0 ? pickSome(rng, own, randInt(rng, 1, own.length)) : [];
    const fromPool = pickSome(rng, pool, randInt(rng, 2, 4 - Math.min(fromExtras.length, 1)));
    const details = [...fromExtras, ...fromPool];
    // Sustainability always states the solar roof first: every home is solar-powered.
    if (title === "Sustainability" && !details.includes("Solar-powered")) details.unshift("Solar-powered");
    return { title, details };
  });
}

const PRICE_MIN = 5_00_000;
const PRICE_MAX = 57_00_000;

function buildTypeVillas(type: SeedPropertyType, typeIndex: number): SeedVilla[] {
  const bp = BLUEPRINTS[type.slug];
  if (!bp) throw new Error(`No villa blueprint for property type ${type.slug}`);
  const rng = mulberry32(hashString(`vedanta-club:${type.slug}`));
  const count = bp.names.length;

  // Categorical fields come from shuffled bags so each type gets a fair spread.
  const statuses = bag<ConstructionStatus>(rng, CONSTRUCTION_STATUSES, [6, 4, 2]);
  const views = bag<PropertyView>(
    rng,
    PROPERTY_VIEWS,
    PROPERTY_VIEWS.map((v) => (v === "Sea" ? 1 : v === "City" ? 3 : 4)),
  );
  const blockNulls = typeIndex % 4 === 1 ? 2 : 1;
  const blocks = shuffle(rng, [
    ...Array.from({ length: count - blockNulls }, (_, i) => (((i + typeIndex) % 4) + 1) as 1 | 2 | 3 | 4),
    ...Array.from({ length: blockNulls }, () => null),
  ]);
  const numberNulls = typeIndex % 2 === 1 ? 2 : 1;
  const unnumbered = bag(rng, [true, false], [numberNulls, count - numberNulls]);
  const locations = bag<Destination>(
    rng,
    type.locations,
    type.locations.map((_, i) =>
      i === 0 ? Math.ceil(count / type.locations.length) : Math.floor(count / type.locations.length),
    ),
  );
  const usedHighlights = new Set<string>();
  /** A highlight that fits the location, not repeated within the type while fresh ones remain. */
  const highlightFor = (location: Destination): string => {
    const pool = shuffle(rng, [...bp.highlights, ...(bp.localHighlights?.[location] ?? [])]);
    const pick = pool.find((h) => !usedHighlights.has(h)) ?? pool[0]!;
    usedHighlights.add(pick);
    return pick;
  };

  const minPrice = Math.ceil((type.villaPriceCentre * 0.65) / 5000) * 5000;
  const maxPrice = Math.floor((type.villaPriceCentre * 1.35) / 5000) * 5000;

  return bp.names.map((baseName, i): SeedVilla => {
    const [lo, hi] = bp.sqft;
    const sqft = clamp(Math.round((lo + rng() * (hi - lo)) / 10) * 10, lo, hi);
    const pos = (sqft - lo) / (hi - lo);

    const variant = VILLA_VARIANTS[randInt(rng, 0, VILLA_VARIANTS.length - 1)]!;
    const image = `villas/${bp.kind}-${variant}`;
    const otherVariants = VILLA_VARIANTS.filter((v) => v !== variant).map((v) => `villas/${bp.kind}-${v}`);
    const roomKinds = pickSome(rng, ROOM_KINDS, randInt(rng, 2, 3));
    const rooms = roomKinds.map((k) => `rooms/${k}-${ROOM_VARIANTS[randInt(rng, 0, ROOM_VARIANTS.length - 1)]}`);

    const factor = 0.65 + 0.7 * (0.65 * pos + 0.35 * rng());
    const price = clamp(Math.round((type.villaPriceCentre * factor) / 5000) * 5000, minPrice, maxPrice);
    const nightly = 3500 + ((price - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 14_500 + (rng() - 0.5) * 1200;
    const pricePerNight = clamp(Math.round(nightly / 100) * 100, 3500, 18_000);

    const status = statuses[i]!;
    // The demo once invented a rating, a count of reviews and a popularity here; a villa's are now its guests' real
    // reviews and nights booked (decision 053). The draws stay, so every later figure of the demo data is as it was.
    for (let draw = 0; draw < 3; draw++) rng();

    return {
      typeSlug: type.slug,
      name: `${baseName} ${bp.word}`,
      image,
      gallery: [image, ...otherVariants, ...rooms],
      sqft,
      bedrooms: bedroomsFor(sqft),
      kitchen: 1,
      livingArea: sqft >= 1700 ? 2 : 1,
      highlights: highlightFor(locations[i]!),
      villaNumber: unnumbered[i] ? null : `${bp.prefix}-${101 + i}`,
      blockNumber: blocks[i]!,
      view: trueView(views[i]!, locations[i]!),
      constructionStatus: status,
      price,
      pricePerNight,
      location: locations[i]!,
      amenities: buildAmenities(rng, bp.extras),
    };
  });
}

/** Builds the 84 demo villas (12 per property type). Pure and deterministic: equal output on every call. */
export function buildSeedVillas(): SeedVilla[] {
  return seedPropertyTypes.flatMap((type, t) => buildTypeVillas(type, t));
}

export const seedVillas: SeedVilla[] = buildSeedVillas();

// ---------------------------------------------------------------------------------------------
// Registration options
// ---------------------------------------------------------------------------------------------

export const seedOccupations: string[] = [
  "Salaried Professional",
  "Business Owner",
  "Self-employed",
  "Doctor",
  "Teacher / Academic",
  "Government Service",
  "Armed Forces",
  "Farmer / Agriculturist",
  "Homemaker",
  "Student",
  "Retired",
  "Other",
];

export const seedQualifications: string[] = [
  "Below 10th",
  "10th Pass",
  "12th Pass",
  "Diploma",
  "Graduate",
  "Post Graduate",
  "Doctorate",
  "Professional Degree (CA, CS, MBBS…)",
  "Other",
];

export const seedVerificationDocTypes: string[] = [
  "Aadhaar Card",
  "PAN Card",
  "Passport",
  "Voter ID",
  "Driving Licence",
];
