/**
 * Simple stylised people for the site's scenes: a jointed figure (round-capped limbs, a shaped torso, a
 * head with hair) posed by a table of joints. Drawn in local units, feet on y = 0, about 160 units tall
 * when standing, facing the viewer (or turned away with `back`); place it with `place()`.
 */
import { INK, P, circle, ellipse, f, mix, path, poly, stroke, type Rng } from "./catalogue.ts";

export type J = readonly [number, number];

export interface Pose {
  head: J;
  neck: J;
  hip: J;
  elbowL: J;
  handL: J;
  elbowR: J;
  handR: J;
  kneeL: J;
  footL: J;
  kneeR: J;
  footR: J;
  /** Seen from the side: both shoulders and hips on the body's axis. */
  side?: boolean;
}

export type HairStyle = "short" | "bun" | "long" | "bald" | "turban" | "braid" | "crop";

export interface Outfit {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  sleeves: "long" | "short";
  bottom: string;
  /** Kurta / frock / saree skirt over the hips. */
  dress?: string;
  /** 0.5 to the knee, 1 to the feet. */
  dressLength?: number;
  /** A saree pallu or a dupatta across the chest. */
  drape?: string;
  /** The colour of a turban (hairStyle "turban"). */
  headwear?: string;
}

const add = (a: J, b: J, k = 1): J => [a[0] + b[0] * k, a[1] + b[1] * k];
const sub = (a: J, b: J): J => [a[0] - b[0], a[1] - b[1]];
const len = (a: J) => Math.hypot(a[0], a[1]) || 1;
const unit = (a: J): J => [a[0] / len(a), a[1] / len(a)];
const lerp = (a: J, b: J, t: number): J => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

const seg = (a: J, b: J, c: string, w: number) => stroke(`M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`, c, w);
const limb = (a: J, b: J, c: J, col: string, w1: number, w2: number, col2 = col) =>
  seg(a, b, col, w1) + seg(b, c, col2, w2);

export interface PersonOptions {
  /** Turned away from the viewer: hair covers the head. */
  back?: boolean;
  /** A child: bigger head, same pose table. */
  child?: boolean;
  /** Everything in one colour (a silhouette against the light). */
  silhouette?: string;
  /** Drawn before the body (a backpack, a shawl behind) and after it (a book, a lamp), in local units. */
  under?: string;
  over?: string;
}

/** One person, in local units. */
export function person(pose: Pose, o: Outfit, opt: PersonOptions = {}): string {
  const sil = opt.silhouette;
  const c = (col: string) => sil ?? col;
  const skin = c(o.skin);
  const hair = c(o.hair);
  const top = c(o.top);
  const bottom = c(o.bottom);
  const out: string[] = [];
  const axis = unit(sub(pose.hip, pose.neck));
  const perp: J = [-axis[1], axis[0]];
  const sh = pose.side ? 2 : 14;
  const hw = pose.side ? 3 : 10;
  const shL = add(add(pose.neck, axis, 8), perp, sh);
  const shR = add(add(pose.neck, axis, 8), perp, -sh);
  const hA = add(pose.hip, perp, hw);
  const hB = add(pose.hip, perp, -hw);
  // which shoulder and hip are on the viewer's left
  const [sLeft, sRight] = shL[0] <= shR[0] ? [shL, shR] : [shR, shL];
  const [hipL, hipR] = hA[0] <= hB[0] ? [hA, hB] : [hB, hA];
  const headR = opt.child ? 15 : 12.5;
  const hd = pose.head;

  if (opt.under) out.push(sil ? opt.under.replace(/fill="#[0-9a-f]{6}"/g, `fill="${sil}"`) : opt.under);
  // long hair and braids fall behind the shoulders
  if (o.hairStyle === "long")
    out.push(
      path(
        `M${f(hd[0] - headR)} ${f(hd[1])}Q${f(hd[0] - headR - 2)} ${f(hd[1] + 30)} ${f(hd[0] - headR + 2)} ${f(hd[1] + 36)}L${f(hd[0] + headR - 2)} ${f(hd[1] + 36)}Q${f(hd[0] + headR + 2)} ${f(hd[1] + 30)} ${f(hd[0] + headR)} ${f(hd[1])}Z`,
        hair,
      ),
    );
  if (o.hairStyle === "braid" && opt.back)
    out.push(stroke(`M${f(hd[0])} ${f(hd[1])}Q${f(hd[0] + 2)} ${f(hd[1] + 30)} ${f(hd[0])} ${f(hd[1] + 52)}`, hair, 7));
  // legs
  const legW = opt.child ? 12 : 15;
  out.push(limb(hipR, pose.kneeR, pose.footR, bottom, legW, legW - 3));
  out.push(limb(hipL, pose.kneeL, pose.footL, bottom, legW, legW - 3));
  for (const foot of [pose.footL, pose.footR])
    out.push(ellipse(foot[0], foot[1] - 2, 6, 3.5, c(mix(o.skin, INK, 0.12))));
  // back arm first when seen from the side
  const armW = opt.child ? 8.5 : 10;
  const arm = (s: J, e: J, h: J) => {
    if (o.sleeves === "long") return limb(s, e, h, top, armW, armW - 1.5) + circle(h[0], h[1], armW * 0.45, skin);
    const mid = lerp(s, e, 0.55);
    return seg(s, mid, top, armW + 1) + seg(mid, e, skin, armW - 1) + seg(e, h, skin, armW - 2);
  };
  const [eLeft, hLeft, eRight, hRight] = [pose.elbowL, pose.handL, pose.elbowR, pose.handR];
  if (pose.side) out.push(arm(sRight, eRight, hRight));
  // neck and torso
  out.push(seg(pose.neck, add(hd, axis, 4), skin, opt.child ? 8 : 9));
  out.push(
    poly(
      [...shL, ...shR, ...hB, ...hA],
      top,
      `stroke="${top}" stroke-width="${opt.child ? 12 : 14}" stroke-linejoin="round"`,
    ),
  );
  if (o.dress) {
    // to the knee at 0.5; a long dress stops just above the feet so they show
    const dl = Math.min(o.dressLength ?? 0.5, 0.93);
    const kL = lerp(pose.kneeL, pose.footL, Math.max(0, dl * 2 - 1));
    const kR = lerp(pose.kneeR, pose.footR, Math.max(0, dl * 2 - 1));
    const legsL = dl < 0.5 ? lerp(hipL, pose.kneeL, dl * 2) : kL;
    const legsR = dl < 0.5 ? lerp(hipR, pose.kneeR, dl * 2) : kR;
    const [a, b] = legsL[0] <= legsR[0] ? [legsL, legsR] : [legsR, legsL];
    const flare = pose.side ? 6 : dl > 0.6 ? 11 : 9;
    const dress = c(o.dress);
    out.push(
      poly(
        [hipL[0] - 5, hipL[1] - 6, hipR[0] + 5, hipR[1] - 6, b[0] + flare, b[1] + 2, a[0] - flare, a[1] + 2],
        dress,
        `stroke="${dress}" stroke-width="6" stroke-linejoin="round"`,
      ),
    );
    if (dl > 0.6 && !sil)
      out.push(
        seg(
          [a[0] - flare, a[1] + 2],
          [b[0] + flare, b[1] + 2],
          c(mix(o.dress, o.drape ?? INK, o.drape ? 0.7 : 0.2)),
          5,
        ),
      );
  }
  if (o.drape) out.push(seg(lerp(sRight, pose.neck, 0.2), lerp(hipL, pose.hip, 0.3), c(o.drape), 10));
  if (!pose.side) out.push(arm(sRight, eRight, hRight));
  out.push(arm(sLeft, eLeft, hLeft));
  // head and hair
  out.push(circle(hd[0], hd[1], headR, skin));
  const cap = (r: number, dip: number) =>
    path(
      `M${f(hd[0] - r)} ${f(hd[1] + 1)}A${f(r)} ${f(r)} 0 0 1 ${f(hd[0] + r)} ${f(hd[1] + 1)}Q${f(hd[0])} ${f(hd[1] - dip)} ${f(hd[0] - r)} ${f(hd[1] + 1)}Z`,
      hair,
    );
  if (opt.back && o.hairStyle !== "turban" && o.hairStyle !== "bald")
    out.push(circle(hd[0], hd[1] - 0.5, headR + 0.8, hair));
  switch (o.hairStyle) {
    case "short":
    case "crop":
      out.push(cap(headR + 0.8, o.hairStyle === "crop" ? headR * 0.5 : headR * 0.25));
      break;
    case "long":
    case "braid":
      out.push(cap(headR + 1, headR * 0.2));
      break;
    case "bun":
      out.push(
        cap(headR + 0.8, headR * 0.2),
        circle(hd[0] + (pose.side ? -headR * 0.8 : 0), hd[1] - headR * (pose.side ? 0.5 : 0.95), headR * 0.5, hair),
      );
      break;
    case "bald":
      out.push(
        path(
          `M${f(hd[0] - headR - 0.5)} ${f(hd[1] + 2)}Q${f(hd[0] - headR)} ${f(hd[1] - 6)} ${f(hd[0] - headR * 0.5)} ${f(hd[1] - 5)}L${f(hd[0] - headR * 0.8)} ${f(hd[1] + 4)}Z`,
          hair,
        ),
      );
      break;
    case "turban": {
      const tc = c(o.headwear ?? P.saffron);
      out.push(
        ellipse(hd[0], hd[1] - headR * 0.45, headR * 1.18, headR * 0.82, tc),
        path(
          `M${f(hd[0] - headR)} ${f(hd[1] - 3)}Q${f(hd[0])} ${f(hd[1] - headR * 1.6)} ${f(hd[0] + headR)} ${f(hd[1] - 3)}`,
          "none",
          `stroke="${c(mix(o.headwear ?? P.saffron, INK, 0.25))}" stroke-width="2"`,
        ),
      );
      break;
    }
  }
  if (opt.over) out.push(sil ? opt.over.replace(/fill="#[0-9a-f]{6}"/g, `fill="${sil}"`) : opt.over);
  return out.join("");
}

// ---------------------------------------------------------------------------------------------------
// Poses (standing height ~160: head centre at y ≈ -150)

const STAND: Pose = {
  head: [0, -150],
  neck: [0, -134],
  hip: [0, -84],
  elbowL: [-19, -108],
  handL: [-21, -82],
  elbowR: [19, -108],
  handR: [21, -82],
  kneeL: [-7, -43],
  footL: [-9, 0],
  kneeR: [7, -43],
  footR: [9, 0],
};

const SEATED: Pose = {
  head: [0, -88],
  neck: [0, -72],
  hip: [0, -20],
  elbowL: [-24, -42],
  handL: [-32, -16],
  elbowR: [24, -42],
  handR: [32, -16],
  kneeL: [-34, -9],
  footL: [8, -6],
  kneeR: [34, -9],
  footR: [-8, -5],
};

export const POSES = {
  stand: STAND,
  namaste: { ...STAND, elbowL: [-22, -108], handL: [-2, -116], elbowR: [22, -108], handR: [2, -116] },
  armsUp: { ...STAND, elbowL: [-14, -166], handL: [-4, -192], elbowR: [14, -166], handR: [4, -192] },
  tree: {
    ...STAND,
    elbowL: [-16, -166],
    handL: [-2, -192],
    elbowR: [16, -166],
    handR: [2, -192],
    kneeL: [-3, -43],
    footL: [-2, 0],
    kneeR: [34, -62],
    footR: [4, -70],
  },
  warrior: {
    ...STAND,
    head: [-2, -140],
    neck: [0, -124],
    hip: [0, -72],
    elbowL: [-38, -122],
    handL: [-74, -122],
    elbowR: [38, -122],
    handR: [74, -122],
    kneeL: [-42, -40],
    footL: [-50, 0],
    kneeR: [30, -36],
    footR: [62, 0],
  },
  /** Side view, head to the left. */
  dog: {
    head: [-50, -38],
    neck: [-40, -54],
    hip: [14, -104],
    elbowL: [-56, -30],
    handL: [-68, 0],
    elbowR: [-50, -30],
    handR: [-60, 0],
    kneeL: [30, -54],
    footL: [46, 0],
    kneeR: [26, -54],
    footR: [40, 0],
    side: true,
  },
  seated: SEATED,
  seatedNamaste: { ...SEATED, elbowL: [-20, -50], handL: [-2, -60], elbowR: [20, -50], handR: [2, -60] },
  /** Seated, hands forward on an instrument or a book in the lap. */
  seatedPlay: { ...SEATED, elbowL: [-22, -42], handL: [-12, -34], elbowR: [22, -42], handR: [12, -34] },
  seatedArmsUp: { ...SEATED, elbowL: [-16, -104], handL: [-4, -128], elbowR: [16, -104], handR: [4, -128] },
  /** Teacher: one hand raised, explaining. */
  explain: { ...STAND, elbowR: [26, -112], handR: [40, -134] },
  /** Side view, walking to the right. */
  walk: {
    head: [6, -150],
    neck: [3, -134],
    hip: [0, -84],
    elbowL: [12, -108],
    handL: [24, -88],
    elbowR: [-8, -108],
    handR: [-18, -86],
    kneeL: [14, -46],
    footL: [26, 0],
    kneeR: [-6, -42],
    footR: [-22, -2],
    side: true,
  },
  /** Side view, kneeling on the right knee, hands down to the ground in front. */
  kneel: {
    head: [26, -106],
    neck: [18, -92],
    hip: [0, -48],
    elbowL: [36, -66],
    handL: [52, -30],
    elbowR: [30, -64],
    handR: [46, -28],
    kneeL: [34, -46],
    footL: [36, 0],
    kneeR: [-2, -4],
    footR: [-38, -2],
    side: true,
  },
  /** Side view, bent forward picking something up with the left hand. */
  bend: {
    head: [54, -122],
    neck: [40, -118],
    hip: [0, -84],
    elbowL: [50, -90],
    handL: [58, -56],
    elbowR: [30, -96],
    handR: [20, -74],
    kneeL: [8, -43],
    footL: [12, 0],
    kneeR: [-4, -43],
    footR: [-8, 0],
    side: true,
  },
  /** Side view, sitting on the ground with knees up, a book on the knees (facing right). */
  journal: {
    head: [6, -90],
    neck: [0, -74],
    hip: [-6, -18],
    elbowL: [18, -48],
    handL: [36, -62],
    elbowR: [14, -44],
    handR: [32, -58],
    kneeL: [34, -50],
    footL: [54, -2],
    kneeR: [30, -48],
    footR: [50, -2],
    side: true,
  },
  /** Holding something up at chest height with both hands (an aarti lamp). */
  offer: { ...STAND, elbowL: [-22, -100], handL: [-6, -112], elbowR: [22, -100], handR: [6, -112] },
  /** Side view, digging with a spade held in both hands (facing right). */
  dig: {
    head: [22, -142],
    neck: [16, -126],
    hip: [0, -80],
    elbowL: [30, -100],
    handL: [40, -84],
    elbowR: [20, -104],
    handR: [30, -112],
    kneeL: [16, -42],
    footL: [22, 0],
    kneeR: [-6, -42],
    footR: [-14, 0],
    side: true,
  },
} satisfies Record<string, Pose>;

export type PoseName = keyof typeof POSES;

/** Mirrors a pose left to right. */
export function mirror(p: Pose): Pose {
  const m = (j: J): J => [-j[0], j[1]];
  return {
    head: m(p.head),
    neck: m(p.neck),
    hip: m(p.hip),
    elbowL: m(p.elbowR),
    handL: m(p.handR),
    elbowR: m(p.elbowL),
    handR: m(p.handL),
    kneeL: m(p.kneeR),
    footL: m(p.footR),
    kneeR: m(p.kneeL),
    footR: m(p.footL),
    side: p.side,
  };
}

// ---------------------------------------------------------------------------------------------------
// Outfits

export const SKINS = ["#eec39a", "#e0ac82", "#cf9670", "#b97d57", "#9c6644", "#7d5036", "#5f3b28"] as const;
export const HAIRS = ["#1c1513", "#2a1c17", "#3b2a22", "#8f8a86", "#d6d0c8"] as const;
const between01 = (rng: Rng, a: number, b: number) => a + (b - a) * rng();
const CLOTHES = [
  P.saffron,
  P.cream,
  P.river,
  P.terracotta,
  P.forest,
  P.sage,
  P.marigold,
  P.plum,
  "#ffffff",
  mix(P.river, P.cream, 0.45),
  mix(P.terracotta, P.cream, 0.4),
] as const;

/** A random everyday outfit (yoga clothes when `yoga`). */
export function outfit(rng: Rng, kind: "yoga" | "everyday" | "festive" | "trek" = "everyday"): Outfit {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)];
  const woman = rng() < 0.55;
  const skin = pick(SKINS);
  const hair = rng() < 0.12 ? pick(HAIRS.slice(3)) : pick(HAIRS.slice(0, 3));
  const top = pick(CLOTHES);
  let bottom = pick(CLOTHES);
  if (bottom === top) bottom = mix(top, INK, 0.35);
  const hairStyle: HairStyle = woman
    ? pick(["bun", "long", "braid", "bun"] as const)
    : pick(["short", "crop", "short"] as const);
  switch (kind) {
    case "yoga":
      return { skin, hair, hairStyle, top, sleeves: "short", bottom: mix(bottom, INK, 0.25) };
    case "trek":
      return {
        skin,
        hair,
        hairStyle,
        top: pick([P.terracotta, P.river, P.saffron, P.forest, P.plum] as const),
        sleeves: "long",
        bottom: mix(pick([P.plum, P.forest, P.river]), INK, 0.35),
      };
    case "festive":
      return woman
        ? {
            skin,
            hair,
            hairStyle,
            top: pick([P.saffron, P.marigold, P.terracotta, P.plum]),
            sleeves: "short",
            bottom: top,
            dress: pick([P.saffron, P.terracotta, P.plum, P.river, P.forest]),
            dressLength: 1,
            drape: pick([P.marigold, P.cream, P.saffron]),
          }
        : {
            skin,
            hair,
            hairStyle,
            top: pick([P.cream, P.marigold, P.saffron, "#ffffff"]),
            sleeves: "long",
            bottom: P.cream,
            dress: undefined,
          };
    default:
      return woman && rng() < 0.6
        ? {
            skin,
            hair,
            hairStyle,
            top,
            sleeves: rng() < 0.5 ? "short" : "long",
            bottom,
            dress: top,
            dressLength: between01(rng, 0.45, 0.6),
            drape: rng() < 0.5 ? pick(CLOTHES) : undefined,
          }
        : {
            skin,
            hair,
            hairStyle,
            top,
            sleeves: rng() < 0.5 ? "short" : "long",
            bottom,
            dress: !woman && rng() < 0.35 ? top : undefined,
            dressLength: 0.45,
          };
  }
}
