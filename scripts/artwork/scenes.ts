/**
 * Original, procedurally drawn artwork for the catalogue and the site.
 *
 * `drawArtwork(key, width, height)` returns an SVG string drawn on a 1200×800 (3:2) canvas and depends
 * only on its arguments (a small PRNG is seeded from the key), so the same key always gives the same
 * picture. `generate.ts` renders the strings to AVIF/WebP with sharp.
 *
 * The drawings live in `catalogue.ts` (property types, villas, rooms, and the shared drawing kit),
 * `site.ts` (scenes of the site's sections and pages) and `portraits.ts` (illustrated people).
 */
import {
  PORTRAIT_COUNT,
  ROOM_KINDS,
  ROOM_VARIANTS,
  SCENE_NAMES,
  TYPE_IMAGE_NAMES,
  TYPE_PLACEHOLDER_KEY,
  VILLA_KINDS,
  VILLA_VARIANTS,
} from "../../common/media.ts";
import {
  hashString,
  mulberry32,
  placeholderScene,
  propertyScene,
  roomScene,
  type Time,
  type TypeName,
  type VillaKind,
} from "./catalogue.ts";
import { portrait } from "./portraits.ts";
import { siteScene } from "./site.ts";

export { PALETTE, hashString, mix, mulberry32, type Rng } from "./catalogue.ts";

const TYPE_SCENES: Record<TypeName, { kind: VillaKind; time: Time }> = {
  bamboo: { kind: "bamboo", time: "day" },
  cubic: { kind: "cubic", time: "dusk" },
  nature: { kind: "nature", time: "dusk" },
  orchard: { kind: "apple", time: "day" },
  treehouse: { kind: "tree", time: "dawn" },
  vedantavillas: { kind: "vedanta", time: "day" },
  villa: { kind: "farm", time: "dawn" },
};

const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/**
 * The SVG for a media key (see `allMediaKeys()` in common/media.ts) at a pixel size; the picture is
 * always drawn on a 1200×800 view box. Deterministic. Throws for a key it does not know.
 */
export function drawArtwork(key: string, width: number, height: number): string {
  if (!(Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0)) {
    throw new Error(`drawArtwork: invalid size ${width}×${height} for "${key}"`);
  }
  const rng = mulberry32(hashString(key));
  let m: RegExpExecArray | null;
  if (key === TYPE_PLACEHOLDER_KEY) return placeholderScene(rng).toString(width, height);
  if ((m = /^types\/([a-z]+)$/.exec(key)) && isOneOf(TYPE_IMAGE_NAMES, m[1])) {
    const { kind, time } = TYPE_SCENES[m[1]];
    return propertyScene(kind, time, rng, true).toString(width, height);
  }
  if ((m = /^villas\/([a-z]+)-([a-z]+)$/.exec(key)) && isOneOf(VILLA_KINDS, m[1]) && isOneOf(VILLA_VARIANTS, m[2])) {
    return propertyScene(m[1], m[2], rng, false).toString(width, height);
  }
  if ((m = /^rooms\/([a-z]+)-([0-9]+)$/.exec(key)) && isOneOf(ROOM_KINDS, m[1])) {
    const variant = Number(m[2]);
    if (isOneOf(ROOM_VARIANTS, variant)) return roomScene(m[1], variant, rng).toString(width, height);
  }
  if ((m = /^scenes\/([a-z-]+)$/.exec(key)) && isOneOf(SCENE_NAMES, m[1])) {
    return siteScene(m[1], rng).toString(width, height);
  }
  if ((m = /^portraits\/person-([1-9][0-9]*)$/.exec(key))) {
    const n = Number(m[1]);
    if (n >= 1 && n <= PORTRAIT_COUNT) return portrait(n, rng).toString(width, height);
  }
  throw new Error(
    `drawArtwork: unknown artwork key "${key}" (the keys are listed by allMediaKeys() in common/media.ts)`,
  );
}
