/**
 * Images of the catalogue and the site are original artwork rendered at build time
 * (scripts/artwork) into `.artwork/<MEDIA_VERSION>/<key>-<width>.<format>`, served under `/media/`.
 * A media key is a path without width or extension, e.g. `villas/cubic-dusk` or `types/bamboo`.
 */
export const MEDIA_VERSION = "v1";
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_FORMATS = ["avif", "webp"] as const;
/** Every artwork is drawn at 3:2. */
export const MEDIA_ASPECT = 2 / 3;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The key of an image the office uploaded to the catalogue: `uploads/<uuid>`, rendered at the same sizes. */
export const isUploadedKey = (key: string) => key.startsWith("uploads/");

export function mediaUrl(key: string, width: number, format: MediaFormat = "webp"): string {
  // uploaded images live in the file storage, served under /media/uploads/ without the artwork's version
  if (isUploadedKey(key)) return `/media/${key}-${width}.${format}`;
  return `/media/${MEDIA_VERSION}/${key}-${width}.${format}`;
}

export function mediaSrcSet(key: string, format: MediaFormat): string {
  return MEDIA_WIDTHS.map((w) => `${mediaUrl(key, w, format)} ${w}w`).join(", ");
}

export function mediaHeight(width: number): number {
  return Math.round(width * MEDIA_ASPECT);
}

/** The local images a property type's `image` file name is matched against. */
export const TYPE_IMAGE_NAMES = [
  "bamboo",
  "cubic",
  "nature",
  "orchard",
  "treehouse",
  "vedantavillas",
  "villa",
] as const;
export const TYPE_PLACEHOLDER_KEY = "types/placeholder";

/**
 * Resolves a server-side type image file name (e.g. "Bamboo-Home.png") to a local artwork key.
 * The longest matching name wins, so "vedantavillas.jpg" is not taken for "villa".
 */
export function typeImageKey(fileName: string | null | undefined): string {
  if (fileName && isUploadedKey(fileName)) return fileName;
  const name = (fileName ?? "").toLowerCase().replace(/[^a-z]/g, "");
  const match = [...TYPE_IMAGE_NAMES].sort((a, b) => b.length - a.length).find((n) => name.includes(n));
  return match ? `types/${match}` : TYPE_PLACEHOLDER_KEY;
}

/** The artwork the generator must produce: every key the seed data or the site refers to. */
export const VILLA_KINDS = ["farm", "vedanta", "cubic", "apple", "tree", "bamboo", "nature"] as const;
export const VILLA_VARIANTS = ["dawn", "day", "dusk"] as const;
export const ROOM_KINDS = ["living", "bedroom", "kitchen", "bath", "veranda"] as const;
export const ROOM_VARIANTS = [1, 2] as const;

/** Scenes of the public site's sections and content pages: `scenes/<name>`. */
export const SCENE_NAMES = [
  "yoga-deck",
  "sunrise-yoga",
  "meditation-hall",
  "ayurveda-herbs",
  "ayurveda-therapy",
  "ayurveda-research",
  "restaurant",
  "swimming-pool",
  "wellness-center",
  "agro-farm",
  "travel-trek",
  "river-aarti",
  "himalaya-retreat",
  "narmada-forest",
  "vedic-class",
  "nature-camp",
  "tree-planting",
  "kids-school",
  "clean-himalayas",
  "event-festival",
  "event-retreat",
  "event-workshop",
  "mentolzma",
  "club-estate",
  "tour-entrance",
  "tour-closet",
  "certificate",
] as const;
export type SceneName = (typeof SCENE_NAMES)[number];
export const sceneKey = (name: SceneName) => `scenes/${name}`;

/** Illustrated head-and-shoulders portraits (trustees, testimonials): `portraits/person-<n>`. */
export const PORTRAIT_COUNT = 15;
export const portraitKey = (n: number) => `portraits/person-${n}`;

export function allMediaKeys(): string[] {
  return [
    ...TYPE_IMAGE_NAMES.map((n) => `types/${n}`),
    TYPE_PLACEHOLDER_KEY,
    ...VILLA_KINDS.flatMap((k) => VILLA_VARIANTS.map((v) => `villas/${k}-${v}`)),
    ...ROOM_KINDS.flatMap((k) => ROOM_VARIANTS.map((v) => `rooms/${k}-${v}`)),
    ...SCENE_NAMES.map(sceneKey),
    ...Array.from({ length: PORTRAIT_COUNT }, (_, i) => portraitKey(i + 1)),
  ];
}
