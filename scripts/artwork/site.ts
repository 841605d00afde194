/**
 * Scenes of the public site's sections and content pages (`scenes/<name>`, SCENE_NAMES in
 * common/media.ts): yoga, Ayurveda, the club's places and activities, events, the villa tour and the
 * certificate. Same canvas, palette and pieces as the catalogue's artwork (catalogue.ts).
 */
import type { SceneName } from "../../common/media.ts";
import {
  APPLE_RED,
  BARK,
  BUILDINGS,
  H,
  INK,
  P,
  STONE_GREY,
  Svg,
  W,
  WOOD,
  aFrame,
  appleCottage,
  areaUnder,
  backdrop,
  bellTent,
  between,
  bush,
  campfire,
  circle,
  cloud,
  deodar,
  ellipse,
  f,
  flowerBush,
  group,
  landColor,
  line,
  makeLook,
  makeMood,
  mist,
  mix,
  overlay,
  palm,
  pane,
  path,
  place,
  poly,
  pottedPlant,
  prayerFlags,
  rect,
  ridge,
  roomFloor,
  roomLook,
  roundTree,
  rrect,
  salTree,
  sky,
  stroke,
  tinter,
  treesAlong,
  view,
  type Curve,
  type Look,
  type Mood,
  type RoomLook,
  type Rng,
  type Time,
  type VillaKind,
} from "./catalogue.ts";
import { POSES, outfit, person, type Outfit, type Pose, type PersonOptions } from "./people.ts";

// ---------------------------------------------------------------------------------------------------
// Shared pieces

interface Outdoor {
  s: Svg;
  m: Mood;
  L: Look;
  t: (c: string) => string;
  near: Curve;
}

interface OutdoorOptions {
  horizon?: number;
  mountains?: boolean;
  trees?: "deodar" | "sal" | "round";
  sunX?: number;
  sunY?: number;
  birds?: boolean;
  tweak?: (m: Mood) => void;
}

/** Sky and far landscape for an outdoor scene. */
function outdoor(time: Time, rng: Rng, o: OutdoorOptions = {}): Outdoor {
  const s = new Svg();
  const m = makeMood(time, rng);
  if (o.sunX !== undefined) m.sunX = o.sunX;
  if (o.sunY !== undefined) m.sunY = o.sunY;
  if (o.birds !== undefined) m.birds = o.birds;
  o.tweak?.(m);
  const L = makeLook(s, m);
  s.add(sky(s, m, rng));
  const back = backdrop(s, m, rng, o.horizon ?? 430, o.mountains ?? true, o.trees ?? "deodar");
  s.add(back.svg);
  return { s, m, L, t: tinter(m), near: back.near };
}

function tintOutfit(o: Outfit, t: (c: string) => string): Outfit {
  return {
    ...o,
    skin: t(o.skin),
    hair: t(o.hair),
    top: t(o.top),
    bottom: t(o.bottom),
    dress: o.dress && t(o.dress),
    drape: o.drape && t(o.drape),
    headwear: o.headwear && t(o.headwear),
  };
}

/** A person at (x, y) (feet), `sc` times the standard size. */
function figure(
  pose: Pose,
  o: Outfit,
  x: number,
  y: number,
  sc: number,
  opt: PersonOptions = {},
  flip = false,
): string {
  return place(person(pose, o, opt), x, y, sc, flip);
}

/** A soft drop shadow on the ground. */
const shadow = (x: number, y: number, rx: number, ry: number, op = 0.18) =>
  ellipse(x, y, rx, ry, INK, `opacity="${f(op)}"`);

/** Light warm glow (lamps, flames). */
const glow = (s: Svg, x: number, y: number, r: number, color: string = P.marigold, op = 0.55) =>
  circle(
    x,
    y,
    r,
    s.radial([
      [0, color, op],
      [0.4, color, op * 0.4],
      [1, color, 0],
    ]),
  );

/** A small flame (diya, lamp). */
function flame(x: number, y: number, h: number): string {
  return (
    path(
      `M${f(x)} ${f(y - h)}Q${f(x + h * 0.42)} ${f(y - h * 0.35)} ${f(x)} ${f(y)}Q${f(x - h * 0.42)} ${f(y - h * 0.35)} ${f(x)} ${f(y - h)}Z`,
      P.saffron,
    ) +
    path(
      `M${f(x)} ${f(y - h * 0.62)}Q${f(x + h * 0.2)} ${f(y - h * 0.2)} ${f(x)} ${f(y)}Q${f(x - h * 0.2)} ${f(y - h * 0.2)} ${f(x)} ${f(y - h * 0.62)}Z`,
      mix(P.marigold, P.cream, 0.5),
    )
  );
}

/** A clay diya with its flame. */
function diya(s: Svg, x: number, y: number, sc: number, lit = true): string {
  const clay = mix(P.terracotta, INK, 0.15);
  return (
    (lit ? glow(s, x, y - 10 * sc, 40 * sc, P.marigold, 0.6) : "") +
    path(
      `M${f(x - 14 * sc)} ${f(y - 6 * sc)}Q${f(x)} ${f(y + 8 * sc)} ${f(x + 16 * sc)} ${f(y - 7 * sc)}L${f(x + 10 * sc)} ${f(y - 6 * sc)}Z`,
      clay,
    ) +
    ellipse(x, y - 6 * sc, 14 * sc, 3 * sc, mix(clay, INK, 0.3)) +
    (lit ? flame(x + 8 * sc, y - 7 * sc, 14 * sc) : "")
  );
}

/** A brass bowl, seen a little from above, optionally filled. */
function brassBowl(s: Svg, x: number, y: number, w: number, fill?: string): string {
  const brass = s.linear(
    [
      [0, mix(P.marigold, P.cream, 0.3)],
      [0.5, mix(P.marigold, WOOD, 0.25)],
      [1, mix(P.marigold, INK, 0.4)],
    ],
    0,
    0,
    1,
    0,
  );
  const h = w * 0.42;
  return (
    shadow(x, y + 2, w * 0.55, w * 0.08) +
    path(
      `M${f(x - w / 2)} ${f(y - h)}Q${f(x - w / 2)} ${f(y)} ${f(x)} ${f(y)}Q${f(x + w / 2)} ${f(y)} ${f(x + w / 2)} ${f(y - h)}Z`,
      brass,
    ) +
    ellipse(x, y - h, w / 2, w * 0.1, mix(P.marigold, INK, 0.3)) +
    (fill
      ? ellipse(x, y - h + w * 0.01, w * 0.45, w * 0.075, fill) +
        ellipse(x - w * 0.05, y - h - w * 0.03, w * 0.25, w * 0.05, fill)
      : "") +
    line(
      x - w * 0.38,
      y - h * 0.55,
      x - w * 0.3,
      y - h * 0.2,
      "#ffffff",
      w * 0.04,
      'opacity="0.35" stroke-linecap="round"',
    )
  );
}

/** A leaf: a pointed oval with a midrib, pointing along `ang` degrees. */
function leaf(x: number, y: number, len: number, ang: number, color: string, vein = true): string {
  const w = len * 0.34;
  return group(
    path(`M0 0Q${f(len * 0.45)} ${f(-w)} ${f(len)} 0Q${f(len * 0.45)} ${f(w)} 0 0Z`, color) +
      (vein ? line(len * 0.05, 0, len * 0.88, 0, mix(color, "#ffffff", 0.3), Math.max(1, len * 0.03)) : ""),
    `transform="translate(${f(x)} ${f(y)}) rotate(${f(ang)})"`,
  );
}

/** A string of marigold flowers between two points, sagging. */
function garland(x1: number, y1: number, x2: number, y2: number, sag: number, r: number): string {
  const o: string[] = [];
  const n = Math.max(4, Math.round(Math.hypot(x2 - x1, y2 - y1) / (r * 1.5)));
  for (let k = 0; k <= n; k++) {
    const u = k / n;
    o.push(
      circle(
        x1 + (x2 - x1) * u,
        y1 + (y2 - y1) * u + Math.sin(u * Math.PI) * sag,
        r,
        k % 3 === 2 ? P.saffron : k % 3 === 1 ? mix(P.marigold, P.saffron, 0.3) : P.marigold,
      ),
    );
  }
  return o.join("");
}

/** A string of glowing bulbs (or lanterns) along a sagging wire. */
function stringLights(
  s: Svg,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  count: number,
  r: number,
  lit: boolean,
): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag * 2;
  const o = [stroke(`M${f(x1)} ${f(y1)}Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}`, mix(INK, P.plum, 0.3), 1.6)];
  for (let i = 1; i <= count; i++) {
    const u = i / (count + 1);
    const px = (1 - u) * (1 - u) * x1 + 2 * (1 - u) * u * mx + u * u * x2;
    const py = (1 - u) * (1 - u) * y1 + 2 * (1 - u) * u * my + u * u * y2;
    if (lit) o.push(glow(s, px, py + r * 1.4, r * 5, P.marigold, 0.45));
    o.push(
      line(px, py, px, py + r * 0.6, INK, 1.5),
      circle(px, py + r * 1.4, r, lit ? mix(P.marigold, P.cream, 0.55) : mix(P.cream, P.marigold, 0.2)),
    );
  }
  return o.join("");
}

/** Jagged mountain line: the highest of several triangular peaks, with a little noise. */
function mountainLine(
  rng: Rng,
  base: number,
  count: number,
  hMin: number,
  hMax: number,
  wMin: number,
  wMax: number,
  dipX = -1e4,
  dipW = 1,
): Curve {
  const list = Array.from({ length: count }, (_, i) => ({
    x: -100 + ((i + 0.15 + rng() * 0.7) * (W + 200)) / count,
    h: between(rng, hMin, hMax),
    w: between(rng, wMin, wMax),
  }));
  const p1 = rng() * 6;
  const dip = (x: number) => 0.35 + 0.65 * Math.min(1, Math.abs(x - dipX) / dipW);
  return (x) =>
    base -
    dip(x) * Math.max(0, ...list.map((p) => p.h * (1 - Math.abs(x - p.x) / p.w))) +
    3 * Math.sin(x * 0.07 + p1) +
    2 * Math.sin(x * 0.19);
}

/** A room: wall gradient, optional wooden ceiling beams, the floor. */
function roomBase(s: Svg, R: RoomLook, beams: boolean): string {
  const o = [
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, R.wall],
        [1, R.wallShade],
      ]),
    ),
  ];
  if (beams) {
    o.push(rect(0, 0, W, 46, R.woodDark));
    for (let x = 30; x < W; x += 150) o.push(rect(x, 40, 40, 18, R.wood));
  }
  return o.join("");
}

/** A custom room look: the catalogue's living room by day or dusk, with overrides. */
function customRoom(dusk: boolean, over: Partial<RoomLook> = {}): RoomLook {
  return { ...roomLook("living", dusk ? 2 : 1), ...over };
}

function finishRoom(s: Svg, R: RoomLook): void {
  if (R.lit)
    s.add(
      rect(
        0,
        0,
        W,
        H,
        s.linear([
          [0, P.plum, 0.26],
          [0.6, P.plum, 0.05],
          [1, INK, 0.14],
        ]),
      ),
    );
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0.6, INK, 0],
          [1, INK, R.lit ? 0.3 : 0.14],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
}

const archPath = (x: number, y: number, w: number, h: number) =>
  `M${f(x)} ${f(y + h)}V${f(y + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w)} ${f(y + w / 2)}V${f(y + h)}Z`;

/** One landscape seen through several arched openings of the same size (one sun, one horizon). */
function archViews(
  s: Svg,
  xs: readonly number[],
  y: number,
  w: number,
  h: number,
  time: Time,
  rng: Rng,
  mountains = true,
): string {
  const x0 = xs[0];
  const x1 = xs[xs.length - 1] + w;
  const d = xs.map((x) => archPath(x, y, w, h)).join("");
  return group(view(s, x0, y, x1 - x0, h, time, rng, mountains), `clip-path="${s.clip(path(d, "#000"))}"`);
}

function archFrame(x: number, y: number, w: number, h: number, color: string, width: number): string {
  const r = w / 2;
  return path(
    `M${f(x)} ${f(y + h)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h)}`,
    "none",
    `stroke="${color}" stroke-width="${f(width)}"`,
  );
}

/** Wooden deck planks running towards the viewer between y0 and the bottom. */
function deck(s: Svg, y0: number, light: string, dark: string, seam: string): string {
  const o = [
    rect(
      0,
      y0,
      W,
      H - y0,
      s.linear([
        [0, light],
        [1, dark],
      ]),
    ),
  ];
  for (let x0 = -900; x0 <= 2100; x0 += 38)
    o.push(line(x0, y0, 600 + (x0 - 600) * 1.9, H, seam, 1.6, 'opacity="0.55"'));
  for (let k = 1; k < 5; k++) {
    const y = y0 + (H - y0) * Math.pow(k / 5, 1.3);
    for (let x = (k * 97) % 220; x < W; x += 260) o.push(line(x, y, x + 30, y, seam, 1.6, 'opacity="0.4"'));
  }
  return o.join("");
}

/** A yoga mat under a figure, seen in perspective. */
function mat(x: number, y: number, w: number, d: number, color: string, across = false): string {
  if (across)
    return (
      poly(
        [x - w / 2, y - d / 2, x + w / 2, y - d / 2, x + w / 2 + d * 0.12, y + d / 2, x - w / 2 - d * 0.12, y + d / 2],
        color,
      ) + rect(x - w / 2 - d * 0.12, y + d / 2, w + d * 0.24, 3, mix(color, INK, 0.3))
    );
  return (
    poly(
      [
        x - w / 2,
        y - d * 0.65,
        x + w / 2,
        y - d * 0.65,
        x + w / 2 + w * 0.12,
        y + d * 0.35,
        x - w / 2 - w * 0.12,
        y + d * 0.35,
      ],
      color,
    ) + rect(x - w / 2 - w * 0.12, y + d * 0.35, w * 1.24, 3, mix(color, INK, 0.3))
  );
}

// ---------------------------------------------------------------------------------------------------
// Yoga and meditation

function yogaDeck(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("dawn", rng, { horizon: 420, sunX: 830, sunY: 350 });
  s.add(mist(s, m, 520, 120, 1.2));
  // deodars beside the deck, below its edge
  s.add(
    deodar(90, 600, 330, t(mix(P.forestDeep, INK, 0.15))),
    deodar(1130, 600, 280, t(P.forestDeep)),
    deodar(1040, 600, 200, t(P.forest)),
  );
  const y0 = 560;
  // railing at the deck's far edge
  const rail: string[] = [];
  for (let x = 20; x < W; x += 130) rail.push(rect(x, y0 - 84, 9, 84, L.woodDark));
  rail.push(rect(0, y0 - 88, W, 8, L.wood), rect(0, y0 - 46, W, 5, L.wood));
  s.add(group(rail));
  s.add(deck(s, y0, t(mix(WOOD, P.marigold, 0.4)), t(mix(WOOD, INK, 0.1)), t(mix(WOOD, INK, 0.45))));
  s.add(rect(0, y0 - 4, W, 8, L.woodDark));
  // warm light across the boards
  s.add(poly([700, y0, 1200, y0, 1200, 800, 420, 800], P.marigold, 'opacity="0.1"'));
  s.add(prayerFlags(-10, 70, 560, 150, 30, 14, 18, t), prayerFlags(560, 150, 1210, 40, 30, 14, 18, t));
  const mats = [P.river, P.terracotta, P.sage, P.plum, mix(P.saffron, P.cream, 0.2)];
  const people: { pose: Pose; x: number; y: number; sc: number; across?: boolean }[] = [
    { pose: POSES.dog, x: 190, y: 700, sc: 1.45, across: true },
    { pose: POSES.tree, x: 430, y: 640, sc: 1.3 },
    { pose: POSES.warrior, x: 690, y: 730, sc: 1.5 },
    { pose: POSES.seatedNamaste, x: 930, y: 650, sc: 1.35 },
    { pose: POSES.armsUp, x: 1110, y: 735, sc: 1.45 },
  ];
  people.forEach((p, i) => {
    const o = tintOutfit(outfit(rng, "yoga"), t);
    s.add(
      p.across
        ? mat(p.x - 6 * p.sc, p.y + 2, 150 * p.sc, 36 * p.sc, t(mats[i]))
        : mat(
            p.x,
            p.y + 6,
            (p.pose === POSES.warrior ? 120 : 60) * p.sc,
            70 * p.sc,
            t(mats[i]),
            p.pose === POSES.warrior,
          ),
    );
    s.add(shadow(p.x, p.y + 2, 40 * p.sc, 6 * p.sc));
    s.add(figure(p.pose, o, p.x, p.y, p.sc, { back: i === 1 || i === 3 }));
  });
  // a singing bowl and a plant in the corners
  s.add(brassBowl(s, 330, 790, 70));
  s.add(overlay(s, m));
  return s;
}

function sunriseYoga(rng: Rng): Svg {
  const s = new Svg();
  const sunX = 600;
  const sunY = 420;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, mix(P.plum, "#1c1630", 0.2)],
        [0.35, mix(P.plum, P.terracotta, 0.55)],
        [0.62, mix(P.saffron, P.marigold, 0.3)],
        [1, mix(P.marigold, P.cream, 0.4)],
      ]),
    ),
  );
  // rays
  const rays: string[] = [];
  for (let i = 0; i < 18; i++) {
    const a = -Math.PI + (i + 0.5) * (Math.PI / 18);
    const a2 = a + 0.05;
    rays.push(
      poly(
        [
          sunX,
          sunY,
          sunX + Math.cos(a) * 1200,
          sunY + Math.sin(a) * 1200,
          sunX + Math.cos(a2) * 1200,
          sunY + Math.sin(a2) * 1200,
        ],
        P.cream,
        `opacity="${i % 2 ? 0.06 : 0.1}"`,
      ),
    );
  }
  s.add(group(rays));
  s.add(
    circle(
      sunX,
      sunY,
      520,
      s.radial([
        [0, P.marigold, 0.85],
        [0.25, P.saffron, 0.45],
        [1, P.saffron, 0],
      ]),
    ),
  );
  s.add(
    circle(sunX, sunY, 105, mix(P.marigold, P.cream, 0.55)),
    circle(sunX, sunY, 88, mix(P.marigold, P.cream, 0.75)),
  );
  s.add(
    cloud(250, 190, 300, mix(P.terracotta, P.marigold, 0.35), 0.5),
    cloud(960, 140, 240, mix(P.terracotta, P.marigold, 0.3), 0.45),
    cloud(820, 270, 160, P.marigold, 0.35),
  );
  for (let i = 0; i < 5; i++) {
    const x = 800 + i * 26;
    const y = 230 + Math.sin(i * 1.7) * 12;
    s.add(
      stroke(
        `M${x - 7} ${f(y - 3)}Q${x - 3} ${f(y - 5)} ${x} ${f(y)}Q${x + 3} ${f(y - 5)} ${x + 7} ${f(y - 3)}`,
        mix(INK, P.plum, 0.3),
        2,
      ),
    );
  }
  // ridges, far to near
  const layers = [
    { base: 530, c: mix(P.plum, P.saffron, 0.55), snow: true, hMin: 130, hMax: 230 },
    { base: 590, c: mix(P.plum, P.terracotta, 0.45), snow: false, hMin: 60, hMax: 130 },
    { base: 650, c: mix(P.plum, INK, 0.25), snow: false, hMin: 40, hMax: 90 },
  ];
  layers.forEach((ly, i) => {
    const curve = mountainLine(rng, ly.base, 5 + i, ly.hMin, ly.hMax, 180, 320, sunX, 420);
    const d = areaUnder(curve, 10);
    s.add(path(d, ly.c));
    if (ly.snow) {
      // sunlit rims on the peaks
      s.add(group(path(d, "none", `stroke="${mix(P.marigold, P.cream, 0.5)}" stroke-width="3" opacity="0.7"`)));
    }
    s.add(
      rect(
        0,
        ly.base - 60,
        W,
        120,
        s.linear([
          [0, P.marigold, 0],
          [0.6, mix(P.saffron, P.marigold, 0.5), 0.35],
          [1, P.marigold, 0],
        ]),
      ),
    );
  });
  // the ledge and the figure
  const rock = mix(INK, P.plum, 0.25);
  s.add(
    path(
      "M-20 820L-20 690Q160 640 330 652Q470 640 560 626L640 622Q700 626 760 650Q900 690 1000 720Q1120 740 1220 760L1220 820Z",
      rock,
    ),
  );
  s.add(
    path(
      "M420 646Q500 630 600 624Q680 622 740 644L700 652Q640 636 560 642Q480 650 420 660Z",
      mix(P.saffron, rock, 0.55),
      'opacity="0.7"',
    ),
  );
  s.add(path("M-20 760Q300 720 600 760T1220 780L1220 820L-20 820Z", mix(INK, "#000000", 0.2)));
  s.add(figure(POSES.tree, outfit(rng, "yoga"), 600, 632, 1.6, { silhouette: mix(INK, "#000000", 0.3) }));
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0.55, INK, 0],
          [1, INK, 0.35],
        ],
        0.5,
        0.55,
        0.75,
      ),
    ),
  );
  return s;
}

function meditationHall(rng: Rng): Svg {
  const s = new Svg();
  const R = customRoom(false, { wall: mix(P.cream, P.marigold, 0.1), wallShade: mix(P.cream, P.terracotta, 0.18) });
  s.add(roomBase(s, R, true));
  // three tall arched windows onto the hills
  const wins = [120, 480, 840];
  s.add(archViews(s, wins, 110, 240, 420, "day", rng));
  for (const x of wins) {
    s.add(archFrame(x, 110, 240, 420, R.woodLight, 16), archFrame(x - 2, 108, 244, 424, R.woodDark, 4));
    s.add(rect(x + 115, 230, 10, 300, R.woodLight), rect(x, 350, 240, 8, R.woodLight));
    s.add(rect(x - 20, 528, 280, 14, R.wood));
  }
  s.add(roomFloor(s, R, false));
  // light falling through the windows onto the floor
  for (const x of wins) s.add(poly([x, 600, x + 240, 600, x + 380, 800, x + 80, 800], "#ffffff", 'opacity="0.16"'));
  // hanging brass lamps between the windows
  for (const x of [420, 780]) {
    s.add(line(x, 58, x, 210, R.woodDark, 2));
    s.add(
      path(`M${x - 22} 240Q${x - 22} 212 ${x} 206Q${x + 22} 212 ${x + 22} 240Z`, mix(P.marigold, WOOD, 0.3)),
      rect(x - 26, 238, 52, 6, mix(P.marigold, INK, 0.3)),
    );
    s.add(glow(s, x, 250, 90, P.marigold, 0.45), flame(x, 250, 14));
  }
  // tall standing oil lamps at the sides
  for (const x of [60, 1140]) {
    s.add(ellipse(x, 700, 34, 9, mix(P.marigold, INK, 0.4)), rect(x - 5, 470, 10, 230, mix(P.marigold, WOOD, 0.25)));
    for (const y of [520, 580, 640]) s.add(ellipse(x, y, 12, 5, mix(P.marigold, WOOD, 0.2)));
    s.add(
      path(`M${x - 30} 470Q${x} 490 ${x + 30} 470Z`, mix(P.marigold, WOOD, 0.2)),
      glow(s, x, 455, 70, P.marigold, 0.5),
      flame(x - 14, 468, 14),
      flame(x, 466, 16),
      flame(x + 14, 468, 14),
    );
  }
  // a low altar with a diya and flowers before the middle window
  s.add(rect(530, 560, 140, 40, R.woodDark), rect(520, 552, 160, 12, R.wood));
  s.add(diya(s, 575, 552, 1.2), brassBowl(s, 632, 552, 40, P.marigold));
  // cushions (zabuton and zafu) in rows, some taken by people meditating facing the windows
  const rows = [
    { y: 640, sc: 0.8, xs: [230, 420, 780, 970] },
    { y: 720, sc: 0.95, xs: [140, 380, 820, 1060] },
  ];
  const colours = [P.saffron, P.terracotta, P.river, P.sage, P.plum, P.marigold];
  let k = 0;
  for (const row of rows) {
    for (const x of row.xs) {
      const c = colours[(k + Math.floor(rng() * 2)) % colours.length];
      s.add(
        poly(
          [
            x - 62 * row.sc,
            row.y - 22 * row.sc,
            x + 62 * row.sc,
            row.y - 22 * row.sc,
            x + 72 * row.sc,
            row.y + 22 * row.sc,
            x - 72 * row.sc,
            row.y + 22 * row.sc,
          ],
          mix(c, INK, 0.3),
        ),
      );
      s.add(
        ellipse(x, row.y - 6 * row.sc, 36 * row.sc, 14 * row.sc, mix(c, INK, 0.15)),
        ellipse(x, row.y - 12 * row.sc, 34 * row.sc, 10 * row.sc, c),
      );
      if ([1, 2, 4, 6, 7].includes(k))
        s.add(figure(POSES.seated, outfit(rng, "yoga"), x, row.y - 10 * row.sc, row.sc * 1.75, { back: true }));
      k += 1;
    }
  }
  finishRoom(s, R);
  return s;
}

// ---------------------------------------------------------------------------------------------------
// Ayurveda

function ayurvedaHerbs(rng: Rng): Svg {
  const s = new Svg();
  // soft garden light behind the table
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, mix(P.sage, P.cream, 0.55)],
        [1, mix(P.sage, P.forest, 0.2)],
      ]),
    ),
  );
  for (let i = 0; i < 16; i++) {
    s.add(
      circle(
        rng() * W,
        rng() * 420,
        between(rng, 30, 90),
        i % 3 ? mix(P.cream, P.marigold, 0.3) : mix(P.sage, P.forest, 0.3),
        `opacity="${f(between(rng, 0.15, 0.35))}"`,
      ),
    );
  }
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, P.cream, 0.15],
        [1, P.cream, 0],
      ]),
    ),
  );
  // overhanging branches
  const branch = (d: string, pts: readonly (readonly [number, number, number])[]) => {
    s.add(stroke(d, mix(BARK, P.sage, 0.3), 5));
    pts.forEach(([x, y, a], i) =>
      s.add(leaf(x, y, 70 + (i % 3) * 14, a, i % 2 ? mix(P.forest, P.sage, 0.2) : mix(P.forest, P.sage, 0.5))),
    );
  };
  branch("M-20 40Q240 60 470 150", [
    [60, 48, 100],
    [110, 52, 50],
    [170, 58, 110],
    [230, 66, 40],
    [290, 82, 120],
    [350, 100, 50],
    [410, 122, 110],
    [465, 148, 30],
  ]);
  branch("M1220 20Q1000 40 860 120", [
    [1160, 26, 80],
    [1100, 32, 140],
    [1040, 44, 70],
    [980, 60, 150],
    [920, 84, 80],
    [870, 116, 150],
  ]);
  // table top
  const top = 440;
  s.add(
    rect(
      0,
      top,
      W,
      H - top,
      s.linear([
        [0, mix(WOOD, P.marigold, 0.35)],
        [1, mix(WOOD, INK, 0.15)],
      ]),
    ),
  );
  for (let i = 0; i < 9; i++) {
    const y = top + 14 + i * 36 + i * i * 1.5;
    s.add(
      stroke(
        `M-10 ${f(y)}Q300 ${f(y + between(rng, -8, 8))} 600 ${f(y)}T1210 ${f(y)}`,
        mix(WOOD, INK, 0.35),
        1.5,
        'opacity="0.45"',
      ),
    );
  }
  s.add(rect(0, top, W, 6, mix(WOOD, P.cream, 0.35)));
  // banana leaf under the things
  s.add(
    path("M120 640Q380 560 760 600Q1000 630 1130 700Q900 760 560 740Q260 730 120 640Z", mix(P.forest, P.sage, 0.45)),
  );
  s.add(stroke("M130 640Q520 640 1120 700", mix(P.sage, P.cream, 0.4), 4));
  for (let x = 180; x < 1100; x += 40)
    s.add(
      line(
        x,
        640 + (x - 130) * 0.062,
        x + 28,
        600 + (x - 130) * 0.03,
        mix(P.forest, P.sage, 0.25),
        1.5,
        'opacity="0.6"',
      ),
    );
  // jars of herbs and a copper lota at the back of the table
  [P.marigold, mix(P.forest, P.sage, 0.4), mix(P.terracotta, WOOD, 0.3), mix(P.cream, WOOD, 0.35), P.sage].forEach(
    (c, i) => {
      const x = 560 + i * 118;
      const h = 96 + (i % 2) * 22;
      const by = 492;
      s.add(
        rrect(x, by - h, 84, h, 14, mix(P.river, "#ffffff", 0.65), 'opacity="0.6"'),
        rrect(x + 6, by - h * 0.72, 72, h * 0.72 - 6, 10, c),
      );
      s.add(
        rect(x + 4, by - h - 18, 76, 20, mix(WOOD, P.marigold, 0.35)),
        rect(x + 18, by - h * 0.5, 48, 22, P.cream),
        line(x + 24, by - h * 0.5 + 11, x + 60, by - h * 0.5 + 11, INK, 2, 'opacity="0.45"'),
      );
      s.add(line(x + 12, by - h + 10, x + 12, by - 14, "#ffffff", 5, 'opacity="0.45" stroke-linecap="round"'));
    },
  );
  const copper = s.linear(
    [
      [0, mix(P.terracotta, P.marigold, 0.45)],
      [0.6, P.terracotta],
      [1, mix(P.terracotta, INK, 0.4)],
    ],
    0,
    0,
    1,
    0,
  );
  s.add(
    shadow(150, 496, 80, 10),
    path("M90 420Q70 500 150 500Q230 500 210 420Q200 396 176 390L176 372L124 372L124 390Q100 396 90 420Z", copper),
    ellipse(150, 372, 34, 8, mix(P.terracotta, INK, 0.3)),
  );
  // stone mortar and pestle
  const stone = s.linear(
    [
      [0, mix(STONE_GREY, P.cream, 0.3)],
      [1, mix(STONE_GREY, INK, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  s.add(shadow(330, 650, 150, 18, 0.25));
  s.add(
    path("M190 520Q200 650 330 656Q460 650 470 520Z", stone),
    ellipse(330, 520, 140, 30, mix(STONE_GREY, P.cream, 0.25)),
    ellipse(330, 524, 118, 22, mix(STONE_GREY, INK, 0.3)),
  );
  s.add(ellipse(330, 530, 100, 14, mix(P.forest, P.sage, 0.55)));
  s.add(
    stroke("M350 530L470 380", mix(STONE_GREY, INK, 0.15), 30),
    stroke("M350 530L470 380", mix(STONE_GREY, P.cream, 0.2), 12, 'opacity="0.5"'),
  );
  // brass bowls of powders
  s.add(brassBowl(s, 600, 580, 120, P.marigold));
  s.add(brassBowl(s, 760, 560, 100, mix(P.terracotta, "#c0392b", 0.3)));
  s.add(brassBowl(s, 900, 600, 110, mix(P.sage, P.forest, 0.25)));
  s.add(brassBowl(s, 1060, 570, 90, mix(P.cream, P.marigold, 0.2)));
  // glass bottle of oil
  s.add(
    shadow(500, 690, 50, 8),
    rrect(470, 590, 60, 100, 14, mix(P.marigold, P.saffron, 0.4), 'opacity="0.9"'),
    rect(486, 560, 28, 34, mix(P.marigold, P.saffron, 0.5)),
    rect(482, 540, 36, 22, WOOD),
    line(482, 610, 486, 670, "#ffffff", 5, 'opacity="0.4" stroke-linecap="round"'),
  );
  // cinnamon sticks, turmeric roots, leaves and flowers
  for (let i = 0; i < 3; i++)
    s.add(
      stroke(`M${640 + i * 12} ${700 + i * 6}L${800 + i * 12} ${672 + i * 6}`, mix(WOOD, P.terracotta, 0.4), 12),
      stroke(`M${640 + i * 12} ${700 + i * 6}L${800 + i * 12} ${672 + i * 6}`, mix(WOOD, INK, 0.4), 2),
    );
  for (let i = 0; i < 4; i++) {
    const x = 880 + i * 40;
    const y = 690 + (i % 2) * 14;
    s.add(stroke(`M${x} ${y}Q${x + 18} ${y - 16} ${x + 40} ${y - 8}`, mix(P.marigold, P.terracotta, 0.4), 14));
  }
  const leaves = [
    [160, 700, 60, -20],
    [200, 730, 70, 10],
    [420, 720, 50, -40],
    [1120, 640, 60, 200],
    [1090, 680, 55, 160],
    [560, 700, 45, 30],
    [720, 640, 40, -10],
  ] as const;
  for (const [x, y, l, a] of leaves) s.add(leaf(x, y, l, a, mix(P.forest, P.sage, rng() * 0.4)));
  // tulsi sprig
  s.add(stroke("M40 760Q90 700 120 640", mix(P.forest, INK, 0.2), 4));
  for (let i = 0; i < 6; i++) s.add(leaf(52 + i * 12, 740 - i * 18, 34, -30 - (i % 2) * 100, P.forest));
  for (const [x, y] of [
    [1000, 740],
    [560, 760],
    [250, 770],
  ] as const) {
    for (let k = 0; k < 8; k++)
      s.add(ellipse(x + Math.cos(k) * 10, y + Math.sin(k) * 6, 10, 6, k % 2 ? P.marigold : P.saffron));
    s.add(circle(x, y, 6, mix(P.saffron, P.terracotta, 0.4)));
  }
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0.6, INK, 0],
          [1, INK, 0.22],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
  return s;
}

function ayurvedaTherapy(rng: Rng): Svg {
  const s = new Svg();
  const R = customRoom(true, { wall: mix(P.terracotta, P.cream, 0.62), wallShade: mix(P.terracotta, P.cream, 0.45) });
  s.add(roomBase(s, R, true));
  // carved wooden window (jaali) with greenery behind
  s.add(rect(760, 120, 300, 300, R.woodDark));
  s.add(view(s, 772, 132, 276, 276, "day", rng, false));
  const jaali = s.pattern(
    46,
    46,
    `<rect width="46" height="46" fill="none"/><circle cx="23" cy="23" r="17" fill="none" stroke="${R.wood}" stroke-width="6"/><path d="M0 0L46 46M46 0L0 46" stroke="${R.wood}" stroke-width="3"/>`,
  );
  s.add(rect(772, 132, 276, 276, jaali), rect(744, 420, 332, 16, R.wood));
  // a framed leaf print
  s.add(
    rect(140, 130, 180, 230, R.woodDark),
    rect(152, 142, 156, 206, R.cream),
    group(
      leaf(190, 330, 150, -62, P.forest) + leaf(240, 330, 120, -105, P.sage),
      `clip-path="${s.clip(rect(152, 142, 156, 206, "#000"))}"`,
    ),
  );
  s.add(roomFloor(s, R, true));
  // the wooden droni (therapy table)
  const wood = mix(WOOD, P.terracotta, 0.2);
  s.add(shadow(600, 690, 330, 26, 0.3));
  s.add(
    rect(330, 620, 20, 70, R.woodDark),
    rect(850, 620, 20, 70, R.woodDark),
    rect(360, 610, 14, 60, R.woodDark),
    rect(826, 610, 14, 60, R.woodDark),
  );
  s.add(
    path("M280 560L920 560L900 624L300 624Z", wood),
    rect(280, 548, 640, 18, mix(wood, P.marigold, 0.3)),
    rect(300, 620, 600, 10, mix(wood, INK, 0.35)),
  );
  for (let x = 320; x < 900; x += 60) s.add(line(x, 570, x, 616, mix(wood, INK, 0.3), 2, 'opacity="0.5"'));
  // head rest, towel and petals
  s.add(rrect(296, 528, 90, 24, 12, R.cream));
  // a guest resting under a sheet, head on the rest
  s.add(
    ellipse(322, 516, 30, 14, "#2a1c17"),
    circle(346, 508, 21, "#c68a5e"),
    path("M360 500Q372 506 366 516", "none", 'stroke="#9c6644" stroke-width="3"'),
  );
  s.add(
    path("M362 548Q370 498 420 494Q500 486 580 498Q680 488 760 500Q836 506 846 548Z", mix(P.cream, P.marigold, 0.18)),
  );
  s.add(
    path(
      "M420 494Q500 486 580 498Q680 488 760 500Q836 506 846 548L830 548Q820 516 760 512Q680 502 580 512Q500 500 420 506Z",
      mix(P.cream, P.plum, 0.18),
      'opacity="0.6"',
    ),
  );
  s.add(rect(560, 496, 18, 54, P.saffron, 'opacity="0.75"'));
  for (let i = 0; i < 10; i++)
    s.add(ellipse(620 + rng() * 180, 540 + rng() * 8, 5, 3, i % 2 ? P.terracotta : P.marigold));
  // shirodhara: a brass vessel on a wooden frame above the head end
  s.add(rect(230, 200, 14, 400, R.woodDark), rect(230, 200, 170, 12, R.woodDark), rect(210, 590, 56, 12, R.woodDark));
  s.add(line(380, 212, 360, 300, R.woodDark, 2), line(380, 212, 400, 300, R.woodDark, 2));
  const brass = s.linear(
    [
      [0, mix(P.marigold, P.cream, 0.35)],
      [0.5, mix(P.marigold, WOOD, 0.2)],
      [1, mix(P.marigold, INK, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  s.add(
    path("M344 300Q380 290 416 300Q414 350 380 372Q346 350 344 300Z", brass),
    ellipse(380, 300, 36, 8, mix(P.marigold, INK, 0.3)),
  );
  s.add(
    line(380, 372, 350, 488, mix(P.marigold, P.saffron, 0.3), 3, 'opacity="0.9"'),
    glow(s, 350, 490, 30, P.marigold, 0.5),
  );
  // the tall brass lamp
  const lx = 1000;
  s.add(
    ellipse(lx, 700, 60, 14, mix(P.marigold, INK, 0.45)),
    path(`M${lx - 50} 700Q${lx} 650 ${lx + 50} 700Z`, brass),
    rect(lx - 7, 430, 14, 250, brass),
  );
  for (const y of [480, 560, 640]) s.add(ellipse(lx, y, 18, 6, brass));
  s.add(
    path(`M${lx - 60} 430Q${lx} 470 ${lx + 60} 430Z`, brass),
    path(`M${lx - 12} 430L${lx} 380L${lx + 12} 430Z`, brass),
  );
  s.add(glow(s, lx, 410, 200, P.marigold, 0.5));
  for (const dx of [-44, -22, 0, 22, 44]) s.add(flame(lx + dx, 430 - (dx === 0 ? 0 : 2), 20));
  // side stool with oil bowls, an urli of flowers
  s.add(rect(100, 620, 140, 14, R.wood), rect(112, 634, 12, 60, R.woodDark), rect(216, 634, 12, 60, R.woodDark));
  s.add(
    brassBowl(s, 140, 620, 60, mix(P.marigold, P.saffron, 0.5)),
    brassBowl(s, 200, 620, 50, mix(P.sage, P.marigold, 0.4)),
  );
  s.add(path("M520 760Q600 800 680 760Z", brass), ellipse(600, 760, 80, 14, mix(P.river, P.cream, 0.3)));
  for (let i = 0; i < 6; i++) {
    const x = 550 + i * 20;
    const y = 758 + (i % 2) * 6;
    for (let k = 0; k < 5; k++)
      s.add(ellipse(x + Math.cos(k * 1.26) * 5, y + Math.sin(k * 1.26) * 3, 6, 3.5, i % 2 ? P.saffron : P.cream));
  }
  s.add(place(pottedPlant(0, 0, 240, R, rng), 1150, 800, 1));
  // folded towels
  for (let i = 0; i < 3; i++)
    s.add(rrect(70, 560 - i * 22, 120, 22, 8, i % 2 ? mix(P.cream, P.marigold, 0.2) : P.cream));
  finishRoom(s, R);
  return s;
}

function microscope(x: number, y: number, sc: number, body: string, dark: string): string {
  const o: string[] = [];
  o.push(rrect(x - 50 * sc, y - 14 * sc, 100 * sc, 14 * sc, 4 * sc, dark));
  o.push(
    path(
      `M${f(x + 10 * sc)} ${f(y - 14 * sc)}Q${f(x + 44 * sc)} ${f(y - 90 * sc)} ${f(x + 6 * sc)} ${f(y - 150 * sc)}`,
      "none",
      `stroke="${body}" stroke-width="${f(20 * sc)}" stroke-linecap="round"`,
    ),
  );
  o.push(rect(x - 40 * sc, y - 74 * sc, 70 * sc, 8 * sc, dark));
  o.push(
    group(
      rect(-10 * sc, -70 * sc, 20 * sc, 90 * sc, body) +
        rect(-13 * sc, -86 * sc, 26 * sc, 18 * sc, dark) +
        rect(-7 * sc, 20 * sc, 14 * sc, 18 * sc, dark),
      `transform="translate(${f(x - 12 * sc)} ${f(y - 120 * sc)}) rotate(-22)"`,
    ),
  );
  o.push(circle(x + 22 * sc, y - 64 * sc, 8 * sc, dark));
  return o.join("");
}

function ayurvedaResearch(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 400, mountains: false, trees: "round", sunX: 980, sunY: 120 });
  s.add(
    path(
      areaUnder(ridge(rng, 560, 14, 1.1)),
      s.linear([
        [0, landColor(m, 0.7)],
        [1, landColor(m, 0.95)],
      ]),
    ),
  );
  // glasshouse behind the bench
  const gx = 120;
  s.add(rect(gx, 300, 440, 260, mix(P.cream, P.river, 0.3), 'opacity="0.55"'));
  s.add(path(`M${gx} 300Q${gx + 220} 170 ${gx + 440} 300Z`, mix(P.cream, P.river, 0.35), 'opacity="0.6"'));
  for (let x = gx; x <= gx + 440; x += 55) s.add(line(x, 300, x, 560, "#ffffff", 4));
  s.add(
    path(`M${gx} 300Q${gx + 220} 170 ${gx + 440} 300`, "none", 'stroke="#ffffff" stroke-width="5"'),
    line(gx, 300, gx + 440, 300, "#ffffff", 5),
    line(gx, 430, gx + 440, 430, "#ffffff", 3),
  );
  for (let i = 0; i < 7; i++) s.add(bush(gx + 40 + i * 60, 560, 70, i % 2 ? L.leaf : L.leafLight));
  s.add(roundTree(1080, 600, 320, L.leaf, L.leafLight, rng), flowerBush(760, 580, 180, L.leafDark, t(P.marigold), rng));
  // bench
  const top = 520;
  s.add(shadow(640, 760, 460, 24, 0.2));
  s.add(
    rect(250, top + 18, 22, 230, L.woodDark),
    rect(1010, top + 18, 22, 230, L.woodDark),
    rect(270, top + 180, 740, 12, L.woodDark),
  );
  s.add(rect(230, top, 820, 22, L.woodLight), rect(230, top + 22, 820, 10, L.wood));
  // seedling trays on the shelf
  for (let i = 0; i < 5; i++) {
    s.add(rect(300 + i * 140, top + 160, 120, 20, t(P.terracotta)));
    for (let k = 0; k < 5; k++)
      s.add(
        leaf(310 + i * 140 + k * 22, top + 160, 16, -60 - k * 15, L.leafLight, false),
        leaf(314 + i * 140 + k * 22, top + 160, 14, -130, L.leaf, false),
      );
  }
  // microscope
  s.add(microscope(430, top, 1.3, t(mix(P.river, INK, 0.45)), t(mix(INK, P.plum, 0.2))));
  // herb jars with labels
  const fills = [P.marigold, P.forest, P.terracotta, P.sage, mix(P.cream, WOOD, 0.4)];
  fills.forEach((c, i) => {
    const x = 560 + i * 62;
    const h = 70 + (i % 2) * 16;
    s.add(
      rrect(x, top - h, 50, h, 10, mix(P.river, "#ffffff", 0.6), 'opacity="0.65"'),
      rrect(x + 4, top - h * 0.7, 42, h * 0.7 - 4, 8, t(c)),
      rect(x + 2, top - h - 12, 46, 14, L.wood),
    );
    s.add(
      rect(x + 8, top - h * 0.5, 34, 16, P.cream),
      line(x + 12, top - h * 0.5 + 8, x + 36, top - h * 0.5 + 8, INK, 2, 'opacity="0.5"'),
    );
  });
  // test tubes in a rack, a flask
  s.add(rect(880, top - 40, 120, 14, L.wood), rect(880, top - 10, 120, 10, L.wood));
  [P.forest, P.marigold, P.terracotta, P.sage, P.river].forEach((c, i) => {
    const x = 892 + i * 22;
    s.add(rrect(x, top - 86, 12, 80, 6, "#ffffff", 'opacity="0.7"'), rrect(x + 1, top - 42, 10, 36, 5, t(c)));
  });
  s.add(
    path(
      `M1020 ${top}L1060 ${top}L1050 ${top - 40}L1046 ${top - 80}L1034 ${top - 80}L1030 ${top - 40}Z`,
      "#ffffff",
      'opacity="0.7"',
    ),
    path(`M1022 ${top - 2}L1058 ${top - 2}L1051 ${top - 30}L1029 ${top - 30}Z`, t(mix(P.forest, P.sage, 0.4))),
  );
  // notebook and a potted tulsi
  s.add(
    poly([280, top - 6, 380, top - 12, 396, top - 2, 296, top + 4], P.cream),
    line(300, top - 4, 370, top - 9, INK, 1.5, 'opacity="0.4"'),
  );
  s.add(place(pottedPlant(0, 0, 90, customRoom(false), rng), 330, top - 8, 1));
  // the lawn in front
  s.add(path(areaUnder(ridge(rng, 770, 8, 1.4)), landColor(m, 1)));
  s.add(bush(80, 810, 200, L.leafDark, L.leaf), flowerBush(1140, 810, 180, L.leafDark, t(P.cream), rng));
  s.add(overlay(s, m));
  return s;
}

// ---------------------------------------------------------------------------------------------------
// Places of the club

function thali(s: Svg, x: number, y: number, w: number): string {
  const o = [
    shadow(x, y + w * 0.06, w * 0.55, w * 0.1),
    ellipse(
      x,
      y,
      w / 2,
      w * 0.16,
      s.linear(
        [
          [0, mix(P.marigold, P.cream, 0.2)],
          [1, mix(P.marigold, WOOD, 0.4)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  ];
  o.push(ellipse(x, y - 1, w * 0.44, w * 0.13, mix(P.marigold, P.cream, 0.45)));
  const bowls = [P.marigold, P.forest, mix(P.terracotta, "#c0392b", 0.3), P.cream];
  bowls.forEach((c, i) => {
    const bx = x - w * 0.28 + i * w * 0.14;
    const by = y - w * 0.06 + Math.abs(i - 1.5) * w * 0.02;
    o.push(
      ellipse(bx, by, w * 0.065, w * 0.03, mix(P.marigold, WOOD, 0.3)),
      ellipse(bx, by - w * 0.008, w * 0.055, w * 0.022, c),
    );
  });
  o.push(
    ellipse(x + w * 0.2, y + w * 0.04, w * 0.1, w * 0.04, "#fbf7ee"),
    ellipse(x - w * 0.05, y + w * 0.06, w * 0.12, w * 0.035, mix(P.marigold, WOOD, 0.15)),
  );
  return o.join("");
}

function restaurant(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("dusk", rng, { horizon: 440, sunX: 300, sunY: 430 });
  s.add(mist(s, m, 540, 120, 1.2));
  // terrace floor and railing
  const y0 = 570;
  s.add(
    rect(
      0,
      y0,
      W,
      H - y0,
      s.linear([
        [0, t(mix(P.cream, STONE_GREY, 0.4))],
        [1, t(mix(STONE_GREY, INK, 0.25))],
      ]),
    ),
  );
  for (let x0 = -600; x0 < 1900; x0 += 90)
    s.add(line(x0, y0, 600 + (x0 - 600) * 1.9, H, t(mix(STONE_GREY, INK, 0.4)), 1.5, 'opacity="0.4"'));
  for (const y of [600, 645, 710]) s.add(line(0, y, W, y, t(mix(STONE_GREY, INK, 0.4)), 1.5, 'opacity="0.4"'));
  s.add(rect(0, y0 - 70, W, 8, L.woodDark), rect(0, y0 - 6, W, 10, L.woodDark));
  for (let x = 10; x < W; x += 24) s.add(rect(x, y0 - 64, 5, 60, L.wood));
  // pergola posts and string lights
  s.add(rect(20, 40, 22, 540, L.woodDark), rect(1158, 40, 22, 540, L.woodDark), rect(0, 30, W, 20, L.woodDark));
  s.add(
    stringLights(s, 30, 60, 1170, 60, 60, 16, 7, true),
    stringLights(s, 30, 60, 600, 40, 40, 8, 6, true),
    stringLights(s, 600, 40, 1170, 60, 36, 8, 6, true),
  );
  // tables with thalis; diners behind them
  const tables = [
    { x: 300, y: 650, w: 300, people: [-1, 1] },
    { x: 850, y: 640, w: 300, people: [-1, 1] },
  ];
  for (const tb of tables) {
    for (const side of tb.people) {
      const o = tintOutfit(outfit(rng, "everyday"), t);
      // chair back
      s.add(
        rect(tb.x + side * 110 - 40, tb.y - 150, 80, 12, L.wood),
        rect(tb.x + side * 110 - 36, tb.y - 140, 8, 140, L.wood),
        rect(tb.x + side * 110 + 28, tb.y - 140, 8, 140, L.wood),
      );
      s.add(figure(side < 0 ? POSES.seatedPlay : POSES.seatedPlay, o, tb.x + side * 110, tb.y - 10, 1.15));
    }
    s.add(rect(tb.x - tb.w / 2 + 20, tb.y, 14, 110, L.woodDark), rect(tb.x + tb.w / 2 - 34, tb.y, 14, 110, L.woodDark));
    s.add(
      rect(tb.x - tb.w / 2, tb.y - 30, tb.w, 16, L.woodLight),
      rect(tb.x - tb.w / 2, tb.y - 14, tb.w, 8, L.woodDark),
    );
    s.add(thali(s, tb.x - 70, tb.y - 36, 110), thali(s, tb.x + 70, tb.y - 36, 110));
    s.add(
      glow(s, tb.x, tb.y - 50, 90, P.marigold, 0.5),
      rrect(tb.x - 9, tb.y - 60, 18, 24, 4, mix(P.cream, P.marigold, 0.5)),
      flame(tb.x, tb.y - 58, 10),
    );
    s.add(rrect(tb.x + 130, tb.y - 62, 16, 30, 5, mix(P.river, "#ffffff", 0.5), 'opacity="0.7"'));
  }
  // a table in front, close
  s.add(rect(560, 740, 700, 80, L.woodLight), rect(560, 740, 700, 10, mix(WOOD, P.marigold, 0.5)));
  s.add(thali(s, 760, 770, 220), brassBowl(s, 960, 770, 90, mix(P.cream, P.marigold, 0.2)));
  s.add(place(pottedPlant(0, 0, 260, customRoom(true), rng), 80, 800, 1));
  s.add(overlay(s, m));
  return s;
}

function lounger(L: Look, x: number, y: number, sc: number, cushion: string): string {
  return group(
    [
      poly([-90, -22, 50, -22, 96, -76, 86, -82, 44, -34, -90, -34], L.woodLight),
      poly([-86, -34, 44, -34, 84, -80, 78, -86, 40, -44, -86, -44], cushion),
      rect(-84, -22, 8, 22, L.woodDark),
      rect(36, -22, 8, 22, L.woodDark),
      rrect(60, -92, 34, 16, 8, mix(cushion, "#ffffff", 0.4), 'transform="rotate(-48 77 -84)"'),
    ],
    `transform="translate(${f(x)} ${f(y)}) scale(${f(sc)})"`,
  );
}

function swimmingPool(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 430, sunX: 880, sunY: 120 });
  s.add(mist(s, m, 500, 90, 1.2));
  // the infinity edge: the water runs to the horizon of the valley
  const wy = 500;
  const water = s.linear([
    [0, mix(P.river, m.sky[2], 0.5)],
    [0.4, mix(P.river, "#7fd0d8", 0.35)],
    [1, mix(P.river, P.forestDeep, 0.25)],
  ]);
  s.add(rect(0, wy, W, 150, water));
  // reflections of the sky and the far peaks
  s.add(rect(0, wy, W, 40, "#ffffff", 'opacity="0.18"'));
  for (let i = 0; i < 26; i++) {
    const y = wy + 8 + Math.pow(rng(), 0.8) * 140;
    const x = rng() * W;
    s.add(line(x, y, x + 20 + (y - wy) * 0.6, y, "#ffffff", 2, 'opacity="0.5" stroke-linecap="round"'));
  }
  s.add(ellipse(880, wy + 40, 30, 6, "#ffffff", 'opacity="0.6"'));
  s.add(rect(0, wy - 3, W, 5, t(mix(STONE_GREY, P.cream, 0.5))));
  // stone deck
  const y1 = 650;
  s.add(rect(0, y1 - 8, W, 14, t(mix(STONE_GREY, P.cream, 0.6))));
  s.add(
    rect(
      0,
      y1 + 6,
      W,
      H - y1,
      s.linear([
        [0, t(mix(P.cream, STONE_GREY, 0.35))],
        [1, t(mix(P.cream, STONE_GREY, 0.6))],
      ]),
    ),
  );
  for (let x0 = -600; x0 < 1900; x0 += 110)
    s.add(line(x0, y1 + 6, 600 + (x0 - 600) * 1.6, H, t(mix(STONE_GREY, INK, 0.2)), 1.5, 'opacity="0.35"'));
  for (const y of [690, 745]) s.add(line(0, y, W, y, t(mix(STONE_GREY, INK, 0.2)), 1.5, 'opacity="0.35"'));
  // umbrella, loungers, side table, towels
  s.add(shadow(420, 760, 220, 24, 0.16), shadow(780, 760, 220, 24, 0.16));
  s.add(
    line(600, 380, 600, 760, L.woodDark, 8),
    path("M430 410Q600 330 770 410Z", t(P.cream)),
    path("M430 410Q470 392 510 404L600 340Z", t(mix(P.cream, P.terracotta, 0.35))),
    path("M690 404Q730 392 770 410L600 340Z", t(mix(P.cream, P.terracotta, 0.35))),
  );
  for (let i = 0; i < 6; i++) s.add(path(`M${430 + i * 57} 410Q${458 + i * 57} 424 ${487 + i * 57} 410Z`, t(P.cream)));
  s.add(lounger(L, 420, 760, 1.5, t(P.cream)), lounger(L, 820, 760, 1.5, t(mix(P.river, P.cream, 0.5))));
  s.add(
    rect(570, 690, 60, 8, L.woodLight),
    rect(596, 698, 8, 60, L.woodDark),
    rrect(580, 658, 18, 32, 5, t(mix(P.marigold, P.cream, 0.3))),
    circle(614, 678, 12, t(P.forest)),
  );
  s.add(rrect(1010, 730, 130, 30, 15, t(P.terracotta)), rrect(1020, 700, 110, 30, 15, t(P.cream)));
  s.add(
    palm(70, 800, 420, L.leaf, 0.3),
    palm(1160, 800, 380, L.leafDark, -0.4),
    bush(160, 810, 220, L.leafDark, L.leaf),
  );
  s.add(overlay(s, m));
  return s;
}

function wellnessCenter(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 420, sunX: 200, sunY: 130 });
  s.add(
    path(
      areaUnder(ridge(rng, 540, 10, 1)),
      s.linear([
        [0, landColor(m, 0.72)],
        [1, landColor(m, 0.9)],
      ]),
    ),
  );
  // the pavilion
  const bx = 600;
  const gy = 540;
  const b: string[] = [];
  b.push(rect(-420, -150, 840, 150, L.wall), rect(-420, -150, 200, 150, L.stone));
  for (let y = -136; y < 0; y += 16) b.push(line(-420, y, -220, y, L.wallShade, 2));
  b.push(pane(L, -200, -128, 400, 128, 6, 1, L.woodDark, 5));
  b.push(rect(220, -150, 200, 150, L.wood));
  for (let x = 226; x < 420; x += 12) b.push(rect(x, -150, 4, 150, L.woodDark, 'opacity="0.6"'));
  b.push(poly([-470, -150, 470, -150, 430, -200, -430, -200], L.roof), rect(-470, -154, 940, 10, L.roofShade));
  b.push(poly([-180, -200, 180, -200, 140, -250, -140, -250], L.roof), rect(-190, -204, 380, 8, L.roofShade));
  for (const x of [-210, 0, 210]) b.push(rect(x - 7, -150, 14, 150, L.woodDark));
  s.add(place(b.join(""), bx, gy, 1));
  for (let x = 200; x < 1020; x += 70)
    if (x < 560 || x > 660) s.add(bush(x, gy + 6, between(rng, 60, 90), x % 140 ? L.leaf : L.leafDark, L.leafLight));
  // frangipani trees at the sides
  s.add(
    roundTree(110, 560, 280, L.leaf, L.leafLight, rng, t(mix(P.cream, P.marigold, 0.25))),
    roundTree(1100, 570, 260, L.leaf, L.leafLight, rng, t(mix(P.cream, P.marigold, 0.25))),
  );
  // courtyard: stone paving, a reflecting pool with a stone urli fountain and lotuses
  s.add(
    rect(
      0,
      gy,
      W,
      H - gy,
      s.linear([
        [0, t(mix(P.cream, STONE_GREY, 0.25))],
        [1, t(mix(P.cream, STONE_GREY, 0.5))],
      ]),
    ),
  );
  for (let x0 = -400; x0 < 1700; x0 += 100)
    s.add(line(x0, gy, 600 + (x0 - 600) * 2.2, H, t(mix(STONE_GREY, INK, 0.1)), 1.5, 'opacity="0.35"'));
  const pool = "M330 600L870 600L1010 770L190 770Z";
  s.add(path(pool, t(mix(STONE_GREY, P.cream, 0.3))), path("M344 610L856 610L986 760L214 760Z", L.water));
  // reflection of the building
  s.add(group(rect(360, 612, 480, 40, L.wall, 'opacity="0.25"'), ""), rect(360, 612, 480, 8, L.roof, 'opacity="0.25"'));
  for (let i = 0; i < 12; i++) {
    const y = 640 + rng() * 110;
    const x = 300 + rng() * 560;
    s.add(line(x, y, x + 40, y, "#ffffff", 2, 'opacity="0.45" stroke-linecap="round"'));
  }
  // the fountain bowl on a plinth, a jet of water falling into the pool
  s.add(
    rect(570, 640, 60, 50, t(STONE_GREY)),
    path("M520 640Q600 690 680 640Z", t(mix(STONE_GREY, P.cream, 0.2))),
    ellipse(600, 640, 80, 14, t(mix(STONE_GREY, INK, 0.15))),
    ellipse(600, 641, 70, 10, L.water),
  );
  s.add(
    stroke("M600 640Q600 590 600 580", "#ffffff", 4, 'opacity="0.8"'),
    stroke("M600 582Q640 586 664 640", "#ffffff", 3, 'opacity="0.65"'),
    stroke("M600 582Q560 586 536 640", "#ffffff", 3, 'opacity="0.65"'),
  );
  for (const [x, y] of [
    [420, 700],
    [780, 720],
    [880, 690],
    [330, 740],
  ] as const) {
    s.add(ellipse(x, y, 26, 8, L.leafLight));
    for (let k = 0; k < 5; k++)
      s.add(
        ellipse(
          x + (k - 2) * 4,
          y - 6,
          4,
          8,
          t(mix(P.terracotta, P.cream, 0.45)),
          `transform="rotate(${(k - 2) * 18} ${x + (k - 2) * 4} ${y})"`,
        ),
      );
  }
  // stone lanterns and planters
  for (const x of [150, 1050])
    s.add(
      rect(x - 12, 660, 24, 80, t(STONE_GREY)),
      rect(x - 24, 640, 48, 24, t(mix(STONE_GREY, P.cream, 0.3))),
      poly([x - 30, 642, x + 30, 642, x, 616], t(mix(STONE_GREY, INK, 0.2))),
    );
  s.add(bush(1130, 815, 260, L.leafDark, L.leaf), bush(40, 810, 200, L.leafDark, L.leaf));
  s.add(overlay(s, m));
  return s;
}

// ---------------------------------------------------------------------------------------------------
// Land, travel and places

/** A humped (zebu) cow standing, facing right; feet on y = 0. */
function cow(x: number, y: number, sc: number, coat: string, grazing: boolean, flip = false): string {
  const dark = mix(coat, INK, 0.35);
  const o: string[] = [];
  for (const lx of [-44, -30, 34, 46])
    o.push(rect(lx - 5, -46, 10, 46, lx === -30 || lx === 46 ? dark : mix(coat, INK, 0.15)));
  o.push(rrect(-60, -92, 124, 54, 26, coat));
  o.push(path("M18 -90Q30 -108 44 -92Z", coat));
  o.push(stroke("M-58 -80Q-72 -60 -66 -34", coat, 4), ellipse(-66, -32, 4, 7, dark));
  o.push(path("M-10 -40Q0 -30 12 -40Z", mix(coat, "#f2b8a8", 0.4)));
  const hx = grazing ? 94 : 88;
  const hy = grazing ? -22 : -100;
  const tilt = grazing ? -30 : -20;
  o.push(stroke(`M36 -66L${hx - 10} ${hy - 2}`, coat, 30));
  o.push(ellipse(hx - 14, hy - 16, 11, 4.5, mix(coat, INK, 0.12), `transform="rotate(-25 ${hx - 14} ${hy - 16})"`));
  o.push(stroke(`M${hx - 6} ${hy - 18}Q${hx - 12} ${hy - 34} ${hx - 2} ${hy - 38}`, mix(P.cream, WOOD, 0.45), 4));
  o.push(ellipse(hx, hy, 15, 25, coat, `transform="rotate(${tilt} ${hx} ${hy})"`));
  o.push(
    ellipse(hx + (grazing ? 12 : 8), hy + 20, 11, 8, mix(coat, INK, 0.22), `transform="rotate(${tilt} ${hx} ${hy})"`),
  );
  o.push(circle(hx + 4, hy - 6, 2.5, INK));
  return (
    shadow(x, y, 70 * sc, 8 * sc) +
    group(o, `transform="translate(${f(x)} ${f(y)}) scale(${f(flip ? -sc : sc)} ${f(sc)})"`)
  );
}

function polyhouse(L: Look, x: number, y: number, w: number, h: number): string {
  const o = [
    path(
      `M${f(x)} ${f(y)}V${f(y - h * 0.55)}Q${f(x + w / 2)} ${f(y - h * 1.25)} ${f(x + w)} ${f(y - h * 0.55)}V${f(y)}Z`,
      mix(P.cream, "#ffffff", 0.4),
      'opacity="0.85"',
    ),
  ];
  for (let k = 1; k < 8; k++) {
    const xx = x + (w * k) / 8;
    o.push(line(xx, y, xx, y - h * 0.55 - Math.sin((k / 8) * Math.PI) * h * 0.35, mix(P.cream, STONE_GREY, 0.5), 2.5));
  }
  o.push(line(x, y - h * 0.55, x + w, y - h * 0.55, mix(P.cream, STONE_GREY, 0.5), 2.5));
  for (let k = 0; k < 6; k++) o.push(bush(x + 30 + k * ((w - 60) / 5), y - 4, 36, L.leafLight));
  o.push(rect(x + w * 0.45, y - h * 0.45, w * 0.1, h * 0.45, mix(P.cream, STONE_GREY, 0.3)));
  return o.join("");
}

function agroFarm(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 380, mountains: true, trees: "deodar", sunX: 300, sunY: 110 });
  // terraced fields: bands with a riser, crop rows
  const crops = [
    mix(P.sage, P.marigold, 0.35),
    mix(P.forest, P.sage, 0.5),
    mix(P.marigold, P.sage, 0.25),
    mix(P.sage, P.cream, 0.2),
    mix(P.forest, P.sage, 0.3),
    mix(P.marigold, WOOD, 0.35),
    mix(P.sage, P.forest, 0.15),
  ];
  const bands: Curve[] = [];
  const p = rng() * 6;
  for (let i = 0; i < 7; i++) {
    const base = 450 + i * 56 + i * i * 3;
    bands.push((x) => base + 26 * Math.sin(x * 0.0035 + p + i * 0.25) - (x - 600) * 0.06);
  }
  bands.forEach((band, i) => {
    // the stone riser below the terrace above, then the field
    s.add(
      path(
        areaUnder((x) => band(x) - 16, 24),
        t(mix(WOOD, STONE_GREY, 0.35)),
      ),
    );
    s.add(
      path(
        areaUnder((x) => band(x) - 16, 24, -20, W + 20, H + 20).replace(/L[^L]*L[^L]*Z$/, ""),
        "none",
        `stroke="${t(mix(WOOD, INK, 0.2))}" stroke-width="2" opacity="0.5"`,
      ),
    );
    const crop = t(crops[i % crops.length]);
    s.add(path(areaUnder(band, 24), crop));
    s.add(
      path(
        areaUnder(band, 24).replace(/L[^L]*L[^L]*Z$/, ""),
        "none",
        `stroke="${mix(crop, "#ffffff", 0.3)}" stroke-width="3"`,
      ),
    );
    for (const off of [14, 30, 46]) {
      let d = "";
      for (let x = -20; x <= W + 20; x += 24) d += `${d ? "L" : "M"}${x} ${f(band(x) + off)}`;
      s.add(
        path(
          d,
          "none",
          `stroke="${mix(crop, P.forestDeep, 0.3)}" stroke-width="6" stroke-dasharray="5 11" stroke-linecap="round" opacity="0.55"`,
        ),
      );
    }
    if (i === 1) s.add(polyhouse(L, 760, band(900) + 34, 360, 110));
    if (i === 0) {
      s.add(
        roundTree(120, band(120) + 14, 170, L.leaf, L.leafLight, rng),
        roundTree(1090, band(1090) + 12, 140, L.leaf, L.leafLight, rng),
      );
      // haystack
      s.add(
        path(
          `M420 ${f(band(440) + 20)}Q440 ${f(band(440) - 70)} 460 ${f(band(440) - 80)}Q480 ${f(band(440) - 70)} 500 ${f(band(440) + 20)}Z`,
          t(mix(P.marigold, WOOD, 0.3)),
        ),
      );
    }
    if (i === 2) {
      const o1 = tintOutfit(
        {
          skin: "#9c6644",
          hair: "#1c1513",
          hairStyle: "bun",
          top: P.terracotta,
          sleeves: "long",
          bottom: P.saffron,
          dress: P.saffron,
          dressLength: 0.9,
          drape: P.marigold,
        },
        t,
      );
      s.add(figure(POSES.kneel, o1, 330, band(330) + 34, 1.1));
      s.add(
        path(
          `M382 ${f(band(330) + 34)}Q400 ${f(band(330) + 4)} 430 ${f(band(330) + 8)}L424 ${f(band(330) + 34)}Z`,
          t(mix(P.marigold, WOOD, 0.45)),
        ),
      );
    }
    if (i === 3) {
      const o2 = tintOutfit(
        {
          skin: "#7d5036",
          hair: "#2a1c17",
          hairStyle: "turban",
          headwear: "#ffffff",
          top: "#ffffff",
          sleeves: "long",
          bottom: P.cream,
          dress: "#ffffff",
          dressLength: 0.5,
        },
        t,
      );
      const x = 620;
      s.add(
        figure(POSES.dig, o2, x, band(x) + 40, 1.2),
        line(x + 44, band(x) - 100, x + 64, band(x) + 40, L.woodDark, 5),
        poly([x + 56, band(x) + 22, x + 74, band(x) + 20, x + 70, band(x) + 44, x + 58, band(x) + 44], t(STONE_GREY)),
      );
    }
    if (i === 4) {
      s.add(cow(180, band(180) + 46, 1.05, t(mix(P.cream, "#ffffff", 0.4)), true));
      s.add(cow(420, band(420) + 54, 0.95, t(mix(P.terracotta, P.cream, 0.35)), false));
    }
  });
  s.add(bush(1120, 820, 260, L.leafDark, L.leaf), flowerBush(60, 820, 200, L.leafDark, t(P.marigold), rng));
  s.add(overlay(s, m));
  return s;
}

function backpackHiker(rng: Rng, t: (c: string) => string, x: number, y: number, sc: number, pack: string): string {
  const o = tintOutfit(outfit(rng, "trek"), t);
  const under = rrect(-26, -132, 24, 50, 8, pack) + rrect(-22, -142, 18, 14, 6, mix(pack, INK, 0.3));
  const over = line(28, -88, 38, 2, mix(WOOD, INK, 0.3), 3);
  return figure(POSES.walk, o, x, y, sc, { under, over });
}

function travelTrek(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 400, sunX: 1000, sunY: 110 });
  // a shoulder of the mountain rising to the right, and the trail along it
  const slope: Curve = (x) => 640 - x * 0.18 + 16 * Math.sin(x * 0.01);
  s.add(
    path(
      areaUnder(slope, 20),
      s.linear([
        [0, landColor(m, 0.7)],
        [1, landColor(m, 0.95)],
      ]),
    ),
  );
  const trail: Curve = (x) => slope(x) + 40 + 12 * Math.sin(x * 0.006);
  let d = `M-20 ${f(trail(-20) - 14)}`;
  for (let x = 0; x <= W + 20; x += 20) d += `L${x} ${f(trail(x) - 14 + x * 0.012)}`;
  for (let x = W + 20; x >= -20; x -= 20) d += `L${x} ${f(trail(x) + 14 + x * 0.03)}`;
  s.add(path(`${d}Z`, t(mix(P.cream, WOOD, 0.3))));
  // rocks and grass tufts
  for (let i = 0; i < 16; i++) {
    const x = rng() * W;
    const y = trail(x) + between(rng, 40, 220);
    if (y < H) s.add(ellipse(x, y, between(rng, 10, 30), between(rng, 6, 14), t(mix(STONE_GREY, INK, rng() * 0.3))));
  }
  // a cairn and prayer flags strung down from it
  const cx = 1050;
  const cy = slope(cx) + 10;
  for (let k = 0; k < 6; k++)
    s.add(ellipse(cx, cy - k * 16, 34 - k * 4, 10, t(mix(STONE_GREY, k % 2 ? P.cream : INK, 0.25))));
  s.add(
    line(cx, cy - 90, cx, cy - 250, L.woodDark, 5),
    line(200, slope(200) + 10, 200, slope(200) - 150, L.woodDark, 5),
  );
  s.add(
    prayerFlags(cx, cy - 246, 200, slope(200) - 146, 40, 18, 20, t),
    prayerFlags(cx, cy - 200, 200, slope(200) - 100, 30, 18, 18, t),
  );
  // hikers
  s.add(backpackHiker(rng, t, 760, trail(760) + 8, 1.15, t(P.saffron)));
  s.add(backpackHiker(rng, t, 560, trail(560) + 14, 1.3, t(P.river)));
  s.add(backpackHiker(rng, t, 330, trail(330) + 22, 1.5, t(P.terracotta)));
  // rhododendron and a deodar
  s.add(flowerBush(100, 820, 260, L.leafDark, t(mix(P.terracotta, "#d8321e", 0.4)), rng));
  s.add(deodar(1160, 820, 420, t(mix(P.forestDeep, INK, 0.15))));
  s.add(overlay(s, m));
  return s;
}

/** A north Indian temple: a platform, a shrine and a curved shikhara with a flag. */
function temple(
  x: number,
  y: number,
  sc: number,
  wall: string,
  shade: string,
  door: string,
  flag: string,
  lit = false,
): string {
  const o: string[] = [];
  o.push(rect(-90, -30, 180, 30, shade), rect(-100, -6, 200, 8, mix(shade, INK, 0.2)));
  o.push(rect(-70, -120, 140, 92, wall), rect(-84, -132, 168, 14, shade));
  o.push(path("M-26 -30V-80Q0 -104 26 -80V-30Z", door));
  if (lit) o.push(circle(0, -50, 14, P.marigold, 'opacity="0.9"'));
  o.push(path("M-60 -132C-56 -200 -36 -250 -12 -282L12 -282C36 -250 56 -200 60 -132Z", wall));
  o.push(path("M0 -282C22 -250 40 -200 60 -132L24 -132C24 -200 14 -250 0 -282Z", shade, 'opacity="0.55"'));
  for (let k = 1; k < 6; k++) {
    const yy = -132 - k * 25;
    const hw = 60 - k * 8.5;
    o.push(line(-hw, yy, hw, yy, shade, 3));
  }
  o.push(
    ellipse(0, -286, 20, 7, shade),
    circle(0, -300, 9, mix(P.marigold, WOOD, 0.2)),
    line(0, -300, 0, -360, mix(INK, WOOD, 0.3), 2.5),
  );
  o.push(path("M0 -360L40 -348L0 -334Z", flag));
  return group(o, `transform="translate(${f(x)} ${f(y)}) scale(${f(sc)})"`);
}

function floatingDiya(s: Svg, x: number, y: number, sc: number): string {
  return (
    line(x - 10 * sc, y + 6 * sc, x + 10 * sc, y + 6 * sc, P.marigold, 3 * sc, 'opacity="0.5" stroke-linecap="round"') +
    line(
      x - 6 * sc,
      y + 12 * sc,
      x + 8 * sc,
      y + 12 * sc,
      P.marigold,
      2.5 * sc,
      'opacity="0.35" stroke-linecap="round"',
    ) +
    line(
      x - 4 * sc,
      y + 18 * sc,
      x + 4 * sc,
      y + 18 * sc,
      P.marigold,
      2 * sc,
      'opacity="0.25" stroke-linecap="round"',
    ) +
    glow(s, x, y - 8 * sc, 36 * sc, P.marigold, 0.55) +
    path(
      `M${f(x - 16 * sc)} ${f(y - 4 * sc)}Q${f(x)} ${f(y + 8 * sc)} ${f(x + 16 * sc)} ${f(y - 4 * sc)}Z`,
      mix(P.forest, P.sage, 0.3),
    ) +
    circle(x - 8 * sc, y - 5 * sc, 3.5 * sc, P.marigold) +
    circle(x + 9 * sc, y - 5 * sc, 3.5 * sc, P.saffron) +
    flame(x, y - 5 * sc, 12 * sc)
  );
}

function riverAarti(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("dusk", rng, { horizon: 420, mountains: false, trees: "round", sunX: 880, sunY: 400 });
  // the suspension bridge upstream
  const bridge: string[] = [];
  const b0 = 560;
  const b1 = 1120;
  const by = 430;
  for (const x of [b0, b1])
    bridge.push(
      rect(x - 12, by - 80, 24, 90, t(mix(P.cream, P.terracotta, 0.3))),
      rect(x - 16, by - 86, 32, 10, t(mix(P.cream, P.terracotta, 0.5))),
    );
  bridge.push(stroke(`M${b0} ${by - 78}Q${(b0 + b1) / 2} ${by + 20} ${b1} ${by - 78}`, t(mix(INK, P.plum, 0.2)), 3));
  bridge.push(rect(b0 - 60, by, b1 - b0 + 120, 6, t(mix(INK, P.plum, 0.2))));
  for (let x = b0 + 20; x < b1; x += 22) {
    const u = (x - b0) / (b1 - b0);
    const cyy = by - 78 + 4 * u * (1 - u) * 49;
    bridge.push(line(x, cyy, x, by, t(mix(INK, P.plum, 0.2)), 1));
  }
  s.add(group(bridge));
  // the Ganga
  const wy = 470;
  s.add(
    rect(
      0,
      wy,
      W,
      H - wy,
      s.linear([
        [0, mix(m.sky[2], P.river, 0.35)],
        [0.5, t(mix(P.river, P.plum, 0.3))],
        [1, t(mix(P.river, INK, 0.45))],
      ]),
    ),
  );
  s.add(ellipse(880, wy + 10, 140, 16, mix(P.saffron, P.marigold, 0.4), 'opacity="0.5"'));
  for (let i = 0; i < 34; i++) {
    const y = wy + 6 + Math.pow(rng(), 0.9) * (H - wy);
    const x = rng() * W;
    s.add(
      line(
        x,
        y,
        x + 16 + ((y - wy) / (H - wy)) * 90,
        y,
        mix(P.marigold, P.cream, 0.4),
        2,
        `opacity="${f(between(rng, 0.25, 0.55))}" stroke-linecap="round"`,
      ),
    );
  }
  // the ghat: steps down to the water on the left, the temple and the aarti platform
  const steps: string[] = [];
  for (let k = 0; k < 9; k++) {
    const y = 470 + k * 28;
    const xr = 560 - k * 8 + k * k * 3;
    steps.push(poly([-20, y, xr, y, xr + 60, y + 28, -20, y + 28], t(mix(P.cream, STONE_GREY, 0.35 + (k % 2) * 0.12))));
    steps.push(rect(-20, y, xr + 10, 4, t(mix(STONE_GREY, INK, 0.15)), 'opacity="0.6"'));
  }
  s.add(
    path("M-20 470L560 470L660 730L-20 760Z", "none"),
    group(steps, `clip-path="${s.clip(path("M-20 470L560 470L720 760L-20 760Z", "#000"))}"`),
  );
  s.add(
    temple(
      170,
      472,
      0.95,
      t(mix(P.cream, P.marigold, 0.15)),
      t(mix(P.cream, P.terracotta, 0.4)),
      t(mix(INK, P.plum, 0.3)),
      P.saffron,
      true,
    ),
  );
  s.add(glow(s, 170, 420, 120, P.marigold, 0.35));
  // priests with aarti lamps on wooden platforms
  const priests = [330, 450, 570];
  priests.forEach((x, i) => {
    const py = 520 + i * 18;
    s.add(
      rect(x - 40, py, 80, 14, L.woodDark),
      rect(x - 36, py + 14, 8, 20, L.woodDark),
      rect(x + 28, py + 14, 8, 20, L.woodDark),
    );
    const o = tintOutfit(
      {
        skin: i === 1 ? "#b97d57" : "#9c6644",
        hair: "#1c1513",
        hairStyle: "short",
        top: P.saffron,
        sleeves: "short",
        bottom: P.cream,
        dress: "#fbf3e0",
        dressLength: 1,
        drape: mix(P.terracotta, P.saffron, 0.3),
      },
      t,
    );
    const brass = mix(P.marigold, WOOD, 0.2);
    const lx = 46;
    const ly = -150;
    const lamp =
      glow(s, lx, ly - 30, 110, P.marigold, 0.75) +
      rect(lx - 3, ly - 30, 6, 34, brass) +
      ellipse(lx, ly - 30, 26, 6, brass) +
      ellipse(lx, ly - 56, 16, 5, brass) +
      rect(lx - 2, ly - 56, 4, 26, brass) +
      flame(lx - 20, ly - 32, 20) +
      flame(lx - 7, ly - 34, 24) +
      flame(lx + 7, ly - 34, 24) +
      flame(lx + 20, ly - 32, 20) +
      flame(lx - 7, ly - 58, 18) +
      flame(lx + 7, ly - 58, 18) +
      flame(lx, ly - 74, 16) +
      path("M-30 -84Q-30 -100 -22 -100Q-14 -100 -14 -84Z", brass);
    const pose = {
      ...POSES.stand,
      elbowR: [34, -122],
      handR: [lx, ly],
      elbowL: [-26, -104],
      handL: [-22, -90],
    } as const;
    s.add(figure(pose, o, x, py, 1.3, { over: lamp }));
  });
  // devotees on the steps, seen from behind
  for (let i = 0; i < 6; i++) {
    const x = 90 + i * 95 + between(rng, -10, 10);
    const y = 660 + (i % 2) * 40;
    s.add(figure(POSES.seatedNamaste, tintOutfit(outfit(rng, "festive"), t), x, y, 0.95, { back: true }));
  }
  // floating diyas, nearer ones bigger
  for (let i = 0; i < 26; i++) {
    const u = rng();
    const y = 500 + Math.pow(u, 1.4) * 290;
    const x = 560 + ((y - 500) / 290) * 120 + rng() * (W - 560);
    s.add(floatingDiya(s, x, y, 0.6 + ((y - 500) / 290) * 1.6));
  }
  s.add(overlay(s, m));
  return s;
}

function himalayaRetreat(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("dawn", rng, { horizon: 430, sunX: 980, sunY: 380 });
  const hill: Curve = (x) => 560 + 30 * Math.sin(x * 0.004 + 1) - (x - 600) * 0.05;
  s.add(
    path(
      areaUnder(hill, 20),
      s.linear([
        [0, landColor(m, 0.6)],
        [1, landColor(m, 0.9)],
      ]),
    ),
  );
  s.add(treesAlong(hill, -20, W + 20, 34, (x, y) => deodar(x, y + 10, between(rng, 80, 130), landColor(m, 0.72)), rng));
  s.add(mist(s, m, 560, 80, 1.2));
  // cottages of the retreat among deodars, on a path
  const near: Curve = (x) => 640 + 24 * Math.sin(x * 0.006) + (x - 600) * 0.04;
  s.add(
    path(
      areaUnder(near, 20),
      s.linear([
        [0, landColor(m, 0.78)],
        [1, landColor(m, 1)],
      ]),
    ),
  );
  s.add(place(appleCottage(s, L), 820, 606, 0.62));
  s.add(place(aFrame(s, L), 390, 630, 0.58));
  s.add(place(BUILDINGS.apple.draw(s, L, rng), 1090, 585, 0.42));
  s.add(deodar(560, 660, 300, L.leafDark), deodar(640, 650, 240, L.leaf), deodar(250, 670, 260, L.leaf));
  s.add(prayerFlags(560, 430, 820, 460, 20, 12, 12, t));
  // a winding path up to the cottages
  s.add(
    path(
      "M470 800Q520 740 640 720Q760 700 800 650L850 652Q800 720 680 748Q580 770 560 800Z",
      t(mix(P.cream, WOOD, 0.3)),
    ),
  );
  for (let k = 0; k < 5; k++) s.add(rect(590 + k * 48, 760 - k * 24, 36, 8, t(mix(STONE_GREY, P.cream, 0.3))));
  s.add(deodar(80, 860, 640, t(mix(P.forestDeep, INK, 0.2))), deodar(1150, 860, 560, t(mix(P.forestDeep, INK, 0.15))));
  s.add(flowerBush(300, 820, 220, L.leafDark, t(mix(P.terracotta, P.cream, 0.3)), rng));
  s.add(overlay(s, m));
  return s;
}

function narmadaForest(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("dawn", rng, { horizon: 420, mountains: false, trees: "sal", sunX: 620, sunY: 340 });
  const c = landColor(m, 0.66);
  s.add(
    treesAlong(
      (x) => 560 + 10 * Math.sin(x * 0.01),
      -20,
      W + 20,
      60,
      (x, y) => salTree(x, y, between(rng, 180, 260), c, landColor(m, 0.5), rng, c),
      rng,
    ),
  );
  s.add(mist(s, m, 540, 140, 1.4));
  s.add(
    path(
      areaUnder((x) => 590 + 8 * Math.sin(x * 0.01), 20),
      s.linear([
        [0, landColor(m, 0.75)],
        [1, landColor(m, 1)],
      ]),
    ),
  );
  // the temple and the kund where the river rises
  const wall = t(mix(P.cream, "#ffffff", 0.3));
  const shade = t(mix(P.cream, P.plum, 0.25));
  s.add(temple(720, 600, 0.9, wall, shade, t(mix(INK, P.plum, 0.3)), P.saffron));
  s.add(temple(880, 596, 0.55, wall, shade, t(mix(INK, P.plum, 0.3)), P.saffron));
  const kund = "M360 610L820 610L900 700L280 700Z";
  s.add(path(kund, t(mix(P.cream, STONE_GREY, 0.4))));
  for (let k = 0; k < 3; k++)
    s.add(
      path(
        `M${370 + k * 14} ${616 + k * 12}L${810 - k * 14} ${616 + k * 12}L${884 - k * 18} ${694 - k * 12}L${296 + k * 18} ${694 - k * 12}Z`,
        "none",
        `stroke="${t(mix(STONE_GREY, INK, 0.2))}" stroke-width="2" opacity="0.6"`,
      ),
    );
  s.add(path("M420 652L760 652L800 684L380 684Z", L.water));
  for (let i = 0; i < 6; i++)
    s.add(
      line(
        440 + i * 55,
        662 + (i % 2) * 8,
        480 + i * 55,
        662 + (i % 2) * 8,
        "#ffffff",
        2,
        'opacity="0.5" stroke-linecap="round"',
      ),
    );
  // the young Narmada flowing out of the kund towards us
  s.add(path("M560 700Q520 730 560 760Q620 800 560 830L720 830Q760 790 700 760Q640 730 680 700Z", L.water));
  for (let i = 0; i < 6; i++)
    s.add(
      line(
        590 + (i % 3) * 30,
        720 + i * 16,
        620 + (i % 3) * 30,
        720 + i * 16,
        "#ffffff",
        2,
        'opacity="0.5" stroke-linecap="round"',
      ),
    );
  for (const [x, y, r] of [
    [540, 740, 18],
    [700, 770, 22],
    [530, 800, 26],
    [740, 720, 14],
  ] as const)
    s.add(ellipse(x, y, r, r * 0.55, t(mix(STONE_GREY, INK, 0.2))));
  // a pilgrim with a brass lota
  s.add(
    figure(
      POSES.offer,
      tintOutfit(
        {
          skin: "#9c6644",
          hair: "#1c1513",
          hairStyle: "long",
          top: P.terracotta,
          sleeves: "short",
          bottom: P.saffron,
          dress: mix(P.saffron, P.terracotta, 0.4),
          dressLength: 1,
          drape: P.marigold,
        },
        t,
      ),
      300,
      640,
      0.9,
      { over: ellipse(0, -118, 10, 8, mix(P.marigold, WOOD, 0.2)) },
    ),
  );
  // great sal trees framing the view
  const dark = t(mix(P.forestDeep, INK, 0.25));
  const bark = t(mix(BARK, P.forestDeep, 0.5));
  s.add(salTree(90, H + 40, 880, dark, L.leaf, rng, bark), salTree(1120, H + 40, 820, dark, L.leaf, rng, bark));
  s.add(bush(230, 820, 240, L.leafDark, L.leaf), bush(980, 820, 260, L.leafDark, L.leaf));
  s.add(overlay(s, m));
  return s;
}

/** A banyan: a thick trunk, a broad crown and aerial roots down to the ground at y. */
function banyan(s: Svg, x: number, y: number, w: number, color: string, light: string, bark: string, rng: Rng): string {
  const o: string[] = [];
  const top = y - 520;
  o.push(
    path(
      `M${x - 70} ${y}Q${x - 40} ${y - 200} ${x - 60} ${top + 220}L${x + 60} ${top + 220}Q${x + 40} ${y - 200} ${x + 80} ${y}Z`,
      bark,
    ),
  );
  o.push(
    stroke(`M${x - 30} ${top + 230}Q${x - 200} ${top + 160} ${x - w * 0.42} ${top + 170}`, bark, 26),
    stroke(`M${x + 30} ${top + 230}Q${x + 200} ${top + 150} ${x + w * 0.42} ${top + 160}`, bark, 24),
  );
  for (let i = 0; i < 14; i++) {
    const rx = x - w * 0.45 + (i / 13) * w * 0.9;
    if (Math.abs(rx - x) < 90) continue;
    const reach = rng() < 0.45 ? y : top + 260 + rng() * 140;
    o.push(line(rx, top + 180, rx + between(rng, -6, 6), reach, bark, reach === y ? 6 : 2.5, 'opacity="0.85"'));
  }
  const crown: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI;
    crown.push(
      circle(
        x - Math.cos(a) * w * 0.42,
        top + 150 - Math.sin(a) * 110 + between(rng, -10, 10),
        between(rng, 70, 100),
        color,
      ),
    );
  }
  crown.push(ellipse(x, top + 130, w * 0.45, 110, color));
  const lights: string[] = [];
  for (let i = 0; i < 10; i++)
    lights.push(
      circle(x - w * 0.38 + (i / 9) * w * 0.76, top + 70 + between(rng, -30, 20), between(rng, 30, 50), light),
    );
  return o.join("") + crown.join("") + group(lights, 'opacity="0.35"');
}

/** A wooden book-rest (rehal) with an open book. */
function rehal(x: number, y: number, sc: number, wood: string): string {
  return group(
    [
      line(-20, 0, 20, -30, wood, 5),
      line(20, 0, -20, -30, wood, 5),
      path("M-30 -30Q-15 -40 0 -32Q15 -40 30 -30L28 -22Q15 -30 0 -24Q-15 -30 -28 -22Z", P.cream),
      line(0, -32, 0, -24, mix(P.cream, INK, 0.3), 1.5),
    ],
    `transform="translate(${f(x)} ${f(y)}) scale(${f(sc)})"`,
  );
}

function vedicClass(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 420, mountains: true, trees: "round", sunX: 1050, sunY: 100 });
  s.add(
    path(
      areaUnder((x) => 560 + 10 * Math.sin(x * 0.008), 20),
      s.linear([
        [0, landColor(m, 0.75)],
        [1, landColor(m, 0.95)],
      ]),
    ),
  );
  s.add(banyan(s, 600, 600, 1100, t(mix(P.forest, P.forestDeep, 0.2)), t(P.sage), t(mix(BARK, P.sage, 0.2)), rng));
  // shade under the tree
  s.add(ellipse(600, 660, 560, 90, INK, 'opacity="0.12"'));
  // the teacher on a low stone platform, scrolls and books beside
  s.add(
    rect(430, 590, 340, 40, t(mix(P.cream, STONE_GREY, 0.45))),
    rect(420, 582, 360, 12, t(mix(P.cream, STONE_GREY, 0.25))),
  );
  const teacher = tintOutfit(
    {
      skin: "#b97d57",
      hair: "#d6d0c8",
      hairStyle: "bald",
      top: P.saffron,
      sleeves: "long",
      bottom: P.saffron,
      drape: P.marigold,
    },
    t,
  );
  s.add(
    poly([560, 586, 640, 586, 650, 594, 550, 594], t(P.terracotta)),
    figure({ ...POSES.seated, elbowR: [26, -56], handR: [36, -76] }, teacher, 600, 586, 1.5),
  );
  s.add(rehal(680, 584, 1.2, L.woodDark));
  for (let k = 0; k < 3; k++) s.add(rrect(460, 570 - k * 12, 60, 12, 3, t([P.terracotta, P.cream, P.forest][k])));
  for (let k = 0; k < 2; k++)
    s.add(
      rrect(714 + k * 22, 556, 14, 28, 7, t(mix(P.cream, P.marigold, 0.3))),
      ellipse(721 + k * 22, 556, 7, 3, t(WOOD)),
    );
  s.add(diya(s, 530, 582, 1.2));
  // students in rows, facing the teacher, with book-rests
  const rows = [
    { y: 670, sc: 1.05, xs: [280, 420, 780, 920] },
    { y: 760, sc: 1.3, xs: [170, 360, 840, 1030] },
  ];
  for (const row of rows) {
    for (const x of row.xs) {
      const o = tintOutfit(
        {
          ...outfit(rng, "everyday"),
          top: rng() < 0.5 ? "#ffffff" : P.cream,
          sleeves: "long",
          dress: undefined,
          drape: rng() < 0.5 ? P.saffron : undefined,
        },
        t,
      );
      s.add(
        poly(
          [
            x - 50 * row.sc,
            row.y,
            x + 50 * row.sc,
            row.y,
            x + 56 * row.sc,
            row.y + 12 * row.sc,
            x - 56 * row.sc,
            row.y + 12 * row.sc,
          ],
          t(rng() < 0.5 ? P.terracotta : P.river),
        ),
      );
      s.add(figure(POSES.seatedPlay, o, x, row.y + 4, row.sc, { back: true }));
    }
  }
  s.add(overlay(s, m));
  return s;
}

function domeTent(x: number, y: number, sc: number, c: string, lit: boolean): string {
  return group(
    [
      path("M-80 0Q-70 -90 0 -96Q70 -90 80 0Z", c),
      path("M0 -96Q70 -90 80 0L30 0Q40 -60 0 -96Z", INK, 'opacity="0.15"'),
      path("M-26 0Q-20 -50 0 -60Q20 -50 26 0Z", lit ? mix(P.marigold, P.cream, 0.4) : mix(c, INK, 0.45)),
      stroke("M-80 0Q-40 -100 60 -70", mix(c, INK, 0.3), 2),
    ],
    `transform="translate(${f(x)} ${f(y)}) scale(${f(sc)})"`,
  );
}

function natureCamp(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("dusk", rng, { horizon: 430, sunX: 260, sunY: 420 });
  const meadow: Curve = (x) => 580 + 12 * Math.sin(x * 0.006 + 2);
  s.add(
    path(
      areaUnder(meadow, 20),
      s.linear([
        [0, landColor(m, 0.75)],
        [1, landColor(m, 1)],
      ]),
    ),
  );
  s.add(deodar(60, 600, 300, L.leafDark), deodar(140, 596, 220, L.leaf), deodar(1140, 600, 320, L.leafDark));
  // tents
  s.add(glow(s, 300, 560, 160, P.marigold, 0.35), bellTent(L, 300, 600, 1.5));
  s.add(
    domeTent(900, 620, 1.1, t(P.saffron), true),
    domeTent(1060, 600, 0.8, t(P.river), true),
    domeTent(520, 596, 0.7, t(P.forest), false),
  );
  s.add(stringLights(s, 300, 460, 900, 520, 30, 12, 5, true));
  // the campfire and people around it
  const fx = 640;
  const fy = 700;
  s.add(
    circle(
      fx,
      fy - 20,
      320,
      s.radial([
        [0, P.saffron, 0.35],
        [1, P.saffron, 0],
      ]),
    ),
  );
  const seats = [
    { x: 470, y: 690, back: false, sc: 1.05 },
    { x: 560, y: 660, back: false, sc: 0.95 },
    { x: 740, y: 660, back: false, sc: 0.95 },
    { x: 820, y: 700, back: false, sc: 1.05 },
    { x: 520, y: 790, back: true, sc: 1.3 },
    { x: 780, y: 800, back: true, sc: 1.3 },
  ];
  for (const p of seats) {
    if (p.back) continue;
    s.add(rrect(p.x - 44 * p.sc, p.y - 8, 88 * p.sc, 16, 8, L.woodDark));
    s.add(
      figure(
        POSES.seatedPlay,
        tintOutfit(outfit(rng, "trek"), (c) => mix(t(c), P.saffron, 0.12)),
        p.x,
        p.y,
        p.sc,
      ),
    );
  }
  s.add(campfire(s, fx, fy, 1.7, true));
  for (const p of seats)
    if (p.back)
      s.add(
        figure(
          POSES.seated,
          tintOutfit(outfit(rng, "trek"), (c) => mix(t(c), INK, 0.4)),
          p.x,
          p.y,
          p.sc,
          { back: true },
        ),
      );
  // a guitar leaning on a log, lanterns
  s.add(diya(s, 1000, 720, 1.4), diya(s, 240, 730, 1.2));
  s.add(overlay(s, m));
  return s;
}

function sapling(x: number, y: number, h: number, leafC: string, stake: string): string {
  const o = [line(x + 6, y, x + 6, y - h * 0.9, stake, 3), line(x, y, x, y - h * 0.7, mix(BARK, leafC, 0.2), 3)];
  for (let k = 0; k < 6; k++)
    o.push(leaf(x, y - h * (0.3 + k * 0.09), h * 0.28, k % 2 ? -30 - k * 6 : -150 + k * 6, leafC, false));
  o.push(ellipse(x, y, h * 0.25, h * 0.06, mix(WOOD, INK, 0.3)));
  return o.join("");
}

function treePlanting(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 400, sunX: 200, sunY: 110 });
  const slope: Curve = (x) => 470 + x * 0.12 + 14 * Math.sin(x * 0.008);
  s.add(
    path(
      areaUnder(slope, 20),
      s.linear([
        [0, landColor(m, 0.72)],
        [1, landColor(m, 0.98)],
      ]),
    ),
  );
  // young trees planted earlier, up the slope
  for (let k = 0; k < 14; k++) {
    const x = 40 + k * 85 + between(rng, -10, 10);
    s.add(deodar(x, slope(x) + 30, between(rng, 40, 70), L.leaf));
  }
  // freshly dug pits and new saplings in rows
  const rows = [600, 680, 770];
  rows.forEach((ry, r) => {
    for (let k = 0; k < 7; k++) {
      const x = 80 + k * 170 + r * 50;
      s.add(sapling(x, ry + (x - 600) * 0.05, 50 + r * 18, L.leafLight, L.woodLight));
    }
  });
  // volunteers
  const vol = (c: string): Outfit => tintOutfit({ ...outfit(rng, "trek"), top: c, sleeves: "short" }, t);
  s.add(figure(POSES.kneel, vol(P.saffron), 440, 640, 1.35), sapling(510, 640, 70, L.leafLight, L.woodLight));
  s.add(
    figure(POSES.dig, vol(P.river), 760, 660, 1.45),
    line(814, 500, 840, 680, L.woodDark, 6),
    poly([830, 664, 852, 662, 846, 694, 834, 694], t(STONE_GREY)),
  );
  const can =
    rrect(28, -96, 34, 30, 6, t(P.forest)) + line(60, -90, 84, -104, t(P.forest), 5) + circle(86, -105, 5, t(P.forest));
  s.add(figure(POSES.offer, vol(P.terracotta), 1000, 720, 1.4, { over: can }));
  for (let k = 0; k < 4; k++)
    s.add(
      stroke(
        `M${1122 + k * 3} 576Q${1134 + k * 5} 600 ${1138 + k * 6} 690`,
        "#ffffff",
        2,
        'opacity="0.6" stroke-dasharray="6 8"',
      ),
    );
  s.add(sapling(1144, 700, 80, L.leafLight, L.woodLight));
  s.add(
    figure(POSES.walk, vol(P.marigold), 200, 760, 1.5, {
      over:
        rrect(14, -92, 30, 24, 5, t(P.terracotta)) +
        leaf(28, -92, 40, -70, L.leafLight, false) +
        leaf(28, -92, 36, -120, L.leaf, false),
    }),
  );
  // a crate of saplings
  s.add(rect(560, 740, 120, 44, L.wood), line(560, 760, 680, 760, L.woodDark, 3));
  for (let k = 0; k < 5; k++)
    s.add(
      leaf(575 + k * 22, 740, 40, -80 - k * 6, L.leafLight, false),
      leaf(580 + k * 22, 742, 30, -130, L.leaf, false),
    );
  s.add(overlay(s, m));
  return s;
}

function schoolHouse(L: Look, t: (c: string) => string): string {
  const o: string[] = [];
  const wall = t(mix(P.cream, "#ffffff", 0.4));
  const blue = t(mix(P.river, P.cream, 0.2));
  o.push(rect(-300, -170, 600, 170, wall), rect(-300, -50, 600, 50, blue));
  o.push(poly([-340, -170, 340, -170, 300, -240, -300, -240], L.roof));
  for (let x = -330; x < 340; x += 22)
    o.push(line(x, -170, x + (x < 0 ? 10 : -10) * 0.5, -236, L.roofShade, 2, 'opacity="0.5"'));
  o.push(rect(-340, -174, 680, 8, L.roofShade));
  // veranda posts
  o.push(rect(-300, -20, 600, 20, t(mix(STONE_GREY, P.cream, 0.4))));
  for (const x of [-290, -150, 150, 290]) o.push(rect(x - 7, -166, 14, 146, L.woodDark));
  o.push(
    rect(-30, -130, 60, 110, t(P.forest)),
    rect(-24, -124, 22, 100, t(mix(P.forest, P.sage, 0.3))),
    rect(2, -124, 22, 100, t(mix(P.forest, P.sage, 0.3))),
  );
  for (const x of [-220, -100, 70, 190]) {
    o.push(rect(x, -130, 60, 60, t(mix(INK, P.river, 0.3))));
    for (let k = 1; k < 4; k++) o.push(line(x + k * 15, -130, x + k * 15, -70, t(P.forest), 3));
    o.push(rect(x - 6, -136, 72, 8, t(P.forest)), rect(x - 6, -72, 72, 6, t(P.forest)));
  }
  // a little bell
  o.push(
    line(250, -166, 250, -150, L.woodDark, 2),
    path("M240 -136Q240 -152 250 -152Q260 -152 260 -136Z", t(P.marigold)),
  );
  return o.join("");
}

function kidsSchool(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 400, sunX: 1050, sunY: 100 });
  s.add(
    path(
      areaUnder((x) => 520 + 8 * Math.sin(x * 0.01), 20),
      s.linear([
        [0, landColor(m, 0.7)],
        [1, landColor(m, 0.85)],
      ]),
    ),
  );
  s.add(place(schoolHouse(L, t), 560, 540, 1));
  s.add(roundTree(1030, 560, 330, L.leaf, L.leafLight, rng), roundTree(120, 560, 260, L.leaf, L.leafLight, rng));
  // the yard
  s.add(
    rect(
      0,
      540,
      W,
      H - 540,
      s.linear([
        [0, t(mix(P.cream, WOOD, 0.28))],
        [1, t(mix(P.cream, WOOD, 0.42))],
      ]),
    ),
  );
  s.add(bush(880, 546, 90, L.leaf), bush(260, 546, 80, L.leafLight));
  // the blackboard on an easel and the teacher
  s.add(
    line(190, 720, 230, 520, L.woodDark, 6),
    line(330, 720, 290, 520, L.woodDark, 6),
    rect(170, 540, 180, 120, t(mix(P.forestDeep, INK, 0.3))),
    rect(170, 540, 180, 120, "none", `stroke="${L.wood}" stroke-width="8"`),
  );
  for (let k = 0; k < 4; k++)
    s.add(
      line(
        190,
        566 + k * 24,
        190 + 110 + (k % 2) * 30,
        566 + k * 24,
        "#ffffff",
        3,
        'opacity="0.7" stroke-linecap="round"',
      ),
    );
  s.add(circle(310, 580, 12, "none", 'stroke="#ffffff" stroke-width="3" opacity="0.7"'));
  const teacher = tintOutfit(
    {
      skin: "#b97d57",
      hair: "#1c1513",
      hairStyle: "bun",
      top: P.terracotta,
      sleeves: "short",
      bottom: P.river,
      dress: mix(P.river, P.forest, 0.3),
      dressLength: 1,
      drape: P.marigold,
    },
    t,
  );
  s.add(figure(POSES.explain, teacher, 410, 700, 1.4));
  // children on mats with slates, in uniform
  const kid = (): Outfit => {
    const girl = rng() < 0.5;
    return tintOutfit(
      {
        skin: ["#cf9670", "#b97d57", "#9c6644", "#7d5036"][Math.floor(rng() * 4)],
        hair: "#1c1513",
        hairStyle: girl ? "braid" : "short",
        top: "#ffffff",
        sleeves: "short",
        bottom: t(mix(P.river, INK, 0.3)),
        dress: girl ? mix(P.river, INK, 0.3) : undefined,
        dressLength: 0.45,
      },
      t,
    );
  };
  s.add(
    rect(520, 690, 560, 30, t(mix(P.terracotta, P.marigold, 0.3))),
    rect(460, 770, 680, 34, t(mix(P.terracotta, P.marigold, 0.15))),
  );
  for (const [x, y, sc] of [
    [580, 700, 0.85],
    [690, 700, 0.85],
    [800, 700, 0.85],
    [910, 700, 0.85],
    [1020, 700, 0.85],
    [540, 784, 1.05],
    [680, 784, 1.05],
    [820, 784, 1.05],
    [960, 784, 1.05],
    [1100, 784, 1.05],
  ] as const) {
    const slate =
      rect(-16, -52, 32, 24, t(mix(INK, P.forestDeep, 0.3))) +
      rect(-16, -52, 32, 24, "none", `stroke="${L.woodLight}" stroke-width="3"`);
    s.add(figure(POSES.seatedPlay, kid(), x, y, sc, { child: true, over: slate }));
  }
  // two children arriving with school bags
  s.add(
    figure(POSES.walk, kid(), 1130, 640, 1.0, { child: true, under: rrect(-24, -126, 22, 34, 6, t(P.saffron)) }, true),
  );
  s.add(
    figure(POSES.walk, kid(), 1060, 610, 0.9, { child: true, under: rrect(-24, -126, 22, 34, 6, t(P.forest)) }, true),
  );
  s.add(overlay(s, m));
  return s;
}

// ---------------------------------------------------------------------------------------------------
// Service, events and well-being

function cleanHimalayas(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 380, sunX: 250, sunY: 100 });
  // a valley: slopes down to a stream from both sides
  const left: Curve = (x) => 420 + x * 0.42 + 10 * Math.sin(x * 0.02);
  const right: Curve = (x) => 420 + (W - x) * 0.42 + 10 * Math.sin(x * 0.017);
  const valley: Curve = (x) => Math.min(Math.max(left(x), right(x)), 720);
  s.add(
    path(
      areaUnder((x) => Math.max(left(x), right(x)) - 60, 20),
      landColor(m, 0.55),
    ),
  );
  s.add(
    treesAlong(
      (x) => Math.max(left(x), right(x)) - 60,
      -20,
      W + 20,
      26,
      (x, y) => deodar(x, y + 12, between(rng, 50, 90), landColor(m, 0.62)),
      rng,
    ),
  );
  s.add(
    path(
      areaUnder(valley, 20),
      s.linear([
        [0, landColor(m, 0.72)],
        [1, landColor(m, 0.95)],
      ]),
    ),
  );
  // the stream, widening towards us, with white water over stones
  const water = s.linear([
    [0, t(mix(P.river, "#ffffff", 0.35))],
    [1, t(mix(P.river, P.forestDeep, 0.15))],
  ]);
  s.add(
    path(
      "M585 470Q600 520 560 580Q500 660 540 720Q580 780 500 830L860 830Q760 770 740 710Q720 650 640 580Q610 520 615 470Z",
      water,
    ),
  );
  for (let i = 0; i < 22; i++) {
    const y = 490 + rng() * 320;
    const x = 520 + rng() * 240 - (y > 700 ? 20 : 0);
    s.add(line(x, y, x + 10 + (y - 470) * 0.08, y, "#ffffff", 2.5, 'opacity="0.7" stroke-linecap="round"'));
  }
  for (const [x, y, r] of [
    [540, 640, 22],
    [690, 700, 30],
    [610, 760, 26],
    [760, 790, 34],
    [480, 790, 28],
    [590, 560, 14],
  ] as const)
    s.add(
      ellipse(x, y, r, r * 0.55, t(mix(STONE_GREY, INK, 0.15))),
      ellipse(x - r * 0.2, y - r * 0.2, r * 0.5, r * 0.2, "#ffffff", 'opacity="0.25"'),
    );
  // bits of litter still on the bank
  for (const [x, y, c] of [
    [350, 700, P.river],
    [880, 640, P.terracotta],
    [960, 720, "#ffffff"],
    [300, 760, P.marigold],
  ] as const)
    s.add(rrect(x, y, 22, 9, 4, t(c), `transform="rotate(${(x % 50) - 25} ${x} ${y})"`));
  // volunteers with pickers and bags
  const vol = (c: string) => tintOutfit({ ...outfit(rng, "trek"), top: c }, t);
  const picker = line(58, -56, 70, 2, mix(INK, P.river, 0.3), 3);
  const bagL = path("M-6 -86Q-30 -60 -20 -30Q0 -20 14 -34Q22 -62 4 -86Z", t(mix(P.forest, P.sage, 0.2)));
  s.add(figure(POSES.bend, vol(P.saffron), 300, 690, 1.35, { over: picker + bagL }));
  const sack =
    path("M14 -90L70 -90Q80 -40 68 0Q42 8 18 0Q6 -40 14 -90Z", t(P.river)) +
    path("M14 -90Q42 -82 70 -90", "none", `stroke="${t(mix(P.river, INK, 0.3))}" stroke-width="3"`);
  s.add(
    figure(
      { ...POSES.stand, elbowL: [-8, -100], handL: [16, -90], elbowR: [40, -106], handR: [68, -92] },
      vol(P.terracotta),
      900,
      700,
      1.4,
      { over: sack },
    ),
  );
  const full =
    ellipse(-26, -118, 26, 32, t(mix(P.forest, P.sage, 0.2))) +
    path("M-14 -146Q-4 -156 4 -140", "none", `stroke="${t(mix(P.forest, INK, 0.2))}" stroke-width="4"`);
  s.add(
    figure(
      { ...POSES.walk, elbowL: [14, -118], handL: [2, -140] },
      vol(P.river),
      1060,
      610,
      1.05,
      { under: full },
      true,
    ),
  );
  s.add(figure(POSES.bend, vol(P.forest), 800, 580, 0.95, { over: picker }, true));
  s.add(deodar(60, 860, 560, t(mix(P.forestDeep, INK, 0.2))), bush(1160, 820, 240, L.leafDark, L.leaf));
  s.add(prayerFlags(80, 330, 380, 470, 20, 10, 13, t));
  s.add(overlay(s, m));
  return s;
}

function paperLantern(s: Svg, x: number, y: number, r: number, c: string): string {
  return (
    glow(s, x, y, r * 3.2, c, 0.45) +
    line(x, y - r * 1.6, x, y - r, INK, 1.5) +
    rect(x - r * 0.4, y - r * 1.05, r * 0.8, r * 0.22, mix(c, INK, 0.4)) +
    ellipse(x, y, r, r * 0.9, c) +
    ellipse(x, y, r * 0.45, r * 0.88, mix(c, P.cream, 0.35), 'opacity="0.6"') +
    rect(x - r * 0.4, y + r * 0.82, r * 0.8, r * 0.2, mix(c, INK, 0.4)) +
    line(x, y + r * 1.02, x, y + r * 1.5, mix(c, INK, 0.3), 2)
  );
}

function harmonium(x: number, y: number, sc: number): string {
  return group(
    [
      rect(-44, -40, 88, 40, mix(WOOD, INK, 0.1)),
      rect(-44, -48, 88, 10, mix(WOOD, P.marigold, 0.3)),
      rect(-38, -44, 76, 8, "#fbf7ee"),
      ...[-30, -20, -10, 0, 10, 20, 30].map((k) => rect(k, -44, 3, 5, INK)),
      rect(-44, -30, 88, 4, mix(WOOD, INK, 0.4)),
    ],
    `transform="translate(${f(x)} ${f(y)}) scale(${f(sc)})"`,
  );
}

function dholak(x: number, y: number, sc: number): string {
  return group(
    [
      rrect(-50, -44, 100, 40, 18, mix(P.terracotta, WOOD, 0.3)),
      ellipse(-50, -24, 8, 20, mix(P.cream, WOOD, 0.2)),
      ellipse(50, -24, 8, 20, mix(P.cream, WOOD, 0.2)),
      ...[-30, -10, 10, 30].map((k) => line(k - 8, -44, k + 8, -4, P.cream, 1.5)),
    ],
    `transform="translate(${f(x)} ${f(y)}) scale(${f(sc)})"`,
  );
}

function eventFestival(rng: Rng): Svg {
  const s = new Svg();
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, mix(P.plum, "#140f1c", 0.45)],
        [0.6, mix(P.plum, P.terracotta, 0.25)],
        [1, mix(P.plum, P.saffron, 0.3)],
      ]),
    ),
  );
  for (let i = 0; i < 40; i++)
    s.add(circle(rng() * W, rng() * 220, 0.6 + rng() * 1.4, P.cream, `opacity="${f(0.3 + rng() * 0.5)}"`));
  // a haveli facade behind the stage
  const wall = mix(P.terracotta, P.plum, 0.35);
  s.add(rect(60, 230, 1080, 420, wall));
  for (const x of [150, 390, 630, 870]) {
    s.add(
      path(`M${x} 470V360Q${x + 90} 280 ${x + 180} 360V470Z`, mix(wall, INK, 0.35)),
      path(`M${x + 20} 470V370Q${x + 90} 308 ${x + 160} 370V470Z`, mix(P.marigold, P.saffron, 0.45), 'opacity="0.55"'),
    );
  }
  s.add(rect(40, 220, 1120, 22, mix(wall, P.marigold, 0.25)));
  // canopy with a scalloped edge
  s.add(rect(0, 0, W, 70, mix(P.saffron, P.terracotta, 0.3)));
  for (let x = 0; x < W; x += 60)
    s.add(
      rect(x, 0, 30, 70, mix(P.marigold, P.saffron, 0.2)),
      path(
        `M${x} 70Q${x + 30} 104 ${x + 60} 70Z`,
        x % 120 ? mix(P.saffron, P.terracotta, 0.3) : mix(P.marigold, P.saffron, 0.2),
      ),
    );
  // marigold garlands: swags and hanging strings
  for (let k = 0; k < 6; k++) s.add(garland(k * 200, 86, k * 200 + 200, 86, 50, 7));
  for (let x = 100; x < W; x += 200) s.add(garland(x, 86, x, 300, 0, 7), leaf(x, 312, 24, 90, P.forest, false));
  // lanterns
  const lanternColours = [P.saffron, mix(P.terracotta, "#d8321e", 0.4), P.marigold, mix(P.saffron, P.terracotta, 0.5)];
  for (let i = 0; i < 9; i++) {
    const x = 70 + i * 132;
    const y = 150 + (i % 2) * 50;
    s.add(line(x, 80, x, y - 30, INK, 1.5), paperLantern(s, x, y, 24, lanternColours[i % lanternColours.length]));
  }
  // the stage with a dari and the musicians
  s.add(rect(140, 560, 920, 90, mix(WOOD, INK, 0.2)), rect(120, 550, 960, 16, mix(WOOD, P.marigold, 0.3)));
  s.add(poly([220, 552, 980, 552, 1000, 564, 200, 564], mix(P.terracotta, "#d8321e", 0.3)));
  const glowy = (c: string) => mix(c, P.saffron, 0.18);
  const m1 = tintOutfit(
    {
      skin: "#9c6644",
      hair: "#1c1513",
      hairStyle: "short",
      top: P.cream,
      sleeves: "long",
      bottom: P.cream,
      drape: P.saffron,
    },
    glowy,
  );
  const m2 = tintOutfit(
    {
      skin: "#b97d57",
      hair: "#1c1513",
      hairStyle: "turban",
      headwear: mix(P.terracotta, "#d8321e", 0.4),
      top: "#ffffff",
      sleeves: "long",
      bottom: P.cream,
    },
    glowy,
  );
  const m3 = tintOutfit(
    {
      skin: "#cf9670",
      hair: "#2a1c17",
      hairStyle: "bun",
      top: P.plum,
      sleeves: "short",
      bottom: P.saffron,
      dress: P.saffron,
      dressLength: 0.5,
      drape: P.marigold,
    },
    glowy,
  );
  const m4 = tintOutfit(
    { skin: "#7d5036", hair: "#8f8a86", hairStyle: "short", top: P.forest, sleeves: "long", bottom: P.cream },
    glowy,
  );
  s.add(figure(POSES.seatedPlay, m1, 360, 552, 1.35), harmonium(360, 552, 1.2));
  s.add(figure(POSES.seatedPlay, m2, 540, 552, 1.35), dholak(540, 552, 1.05));
  s.add(figure(POSES.seatedNamaste, m3, 700, 552, 1.35));
  const flute = line(-30, -96, 40, -70, mix(WOOD, P.marigold, 0.3), 5);
  s.add(
    figure(
      { ...POSES.seated, elbowL: [-20, -60], handL: [-18, -92], elbowR: [26, -56], handR: [22, -78] },
      m4,
      860,
      552,
      1.35,
      { over: flute },
    ),
  );
  // diyas along the stage edge and a rangoli in front
  for (let x = 170; x < 1060; x += 70) s.add(diya(s, x, 556, 0.9));
  const rx = 600;
  const ry = 700;
  [mix(P.terracotta, "#d8321e", 0.3), P.marigold, P.cream, P.forest, P.saffron].forEach((c, i) =>
    s.add(ellipse(rx, ry, 200 - i * 38, 52 - i * 10, c)),
  );
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    s.add(
      ellipse(
        rx + Math.cos(a) * 130,
        ry + Math.sin(a) * 34,
        16,
        6,
        k % 2 ? P.cream : P.river,
        `transform="rotate(${f((a * 180) / Math.PI)} ${f(rx + Math.cos(a) * 130)} ${f(ry + Math.sin(a) * 34)})"`,
      ),
    );
  }
  s.add(diya(s, rx, ry - 4, 1.5));
  // the audience, from behind
  for (const [x, y, sc] of [
    [90, 820, 1.6],
    [260, 835, 1.7],
    [930, 830, 1.7],
    [1110, 820, 1.6],
  ] as const)
    s.add(figure(POSES.seated, outfit(rng, "festive"), x, y, sc, { back: true, silhouette: mix(INK, P.plum, 0.3) }));
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0.55, INK, 0],
          [1, INK, 0.4],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
  return s;
}

function eventRetreat(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("dawn", rng, { horizon: 420, sunX: 600, sunY: 370 });
  const meadow: Curve = (x) => 560 + 14 * Math.sin(x * 0.005 + 1);
  s.add(
    path(
      areaUnder(meadow, 20),
      s.linear([
        [0, landColor(m, 0.7)],
        [1, landColor(m, 0.95)],
      ]),
    ),
  );
  s.add(mist(s, m, 560, 90, 1.2));
  s.add(bellTent(L, 150, 580, 0.7), bellTent(L, 240, 590, 0.55), bellTent(L, 1050, 585, 0.65));
  s.add(deodar(40, 600, 260, L.leafDark), deodar(1160, 600, 300, L.leafDark), deodar(1100, 600, 200, L.leaf));
  s.add(prayerFlags(40, 380, 600, 470, 20, 14, 14, t), prayerFlags(600, 470, 1160, 340, 20, 14, 14, t));
  // the guide, facing the group
  s.add(poly([560, 604, 640, 604, 650, 616, 550, 616], t(P.saffron)));
  s.add(
    figure(
      POSES.seatedNamaste,
      tintOutfit(
        {
          skin: "#b97d57",
          hair: "#1c1513",
          hairStyle: "bun",
          top: "#ffffff",
          sleeves: "long",
          bottom: "#ffffff",
          drape: P.saffron,
        },
        t,
      ),
      600,
      606,
      1.05,
    ),
  );
  // the group in arcs, seen from behind, on mats
  const arcs = [
    { r: 300, y: 660, n: 6, sc: 1.05 },
    { r: 470, y: 750, n: 7, sc: 1.35 },
  ];
  const mats = [P.river, P.terracotta, P.sage, P.plum, P.marigold, P.cream];
  for (const arc of arcs) {
    for (let i = 0; i < arc.n; i++) {
      const u = (i + 0.5) / arc.n;
      const x = 600 + (u - 0.5) * 2 * arc.r;
      const y = arc.y - Math.cos((u - 0.5) * Math.PI) * 30;
      s.add(
        poly(
          [
            x - 44 * arc.sc,
            y - 4,
            x + 44 * arc.sc,
            y - 4,
            x + 50 * arc.sc,
            y + 12 * arc.sc,
            x - 50 * arc.sc,
            y + 12 * arc.sc,
          ],
          t(mats[(i + arc.n) % mats.length]),
        ),
      );
      s.add(
        figure(i % 3 === 1 ? POSES.seatedNamaste : POSES.seated, tintOutfit(outfit(rng, "yoga"), t), x, y + 2, arc.sc, {
          back: true,
        }),
      );
    }
  }
  s.add(overlay(s, m));
  return s;
}

function tanpura(x: number, y: number, sc: number): string {
  return group(
    [
      ellipse(0, -30, 34, 30, mix(WOOD, P.marigold, 0.3)),
      rect(-6, -250, 12, 220, mix(WOOD, INK, 0.2)),
      rect(-9, -262, 18, 16, mix(WOOD, INK, 0.4)),
      ...[-3, 0, 3].map((k) => line(k, -250, k, -20, P.cream, 0.8)),
    ],
    `transform="translate(${f(x)} ${f(y)}) scale(${f(sc)}) rotate(-8)"`,
  );
}

function eventWorkshop(rng: Rng): Svg {
  const s = new Svg();
  const R = customRoom(true, { wall: mix(P.cream, P.marigold, 0.28), wallShade: mix(P.terracotta, P.cream, 0.5) });
  s.add(roomBase(s, R, true));
  // windows onto the evening, drapes, string lights
  for (const x of [120, 880]) {
    s.add(
      rect(x - 14, 130, 228, 300, R.woodLight),
      view(s, x, 144, 200, 272, "dusk", rng, true),
      rect(x + 95, 144, 10, 272, R.woodLight),
    );
    s.add(
      path(`M${x - 40} 110Q${x - 10} 280 ${x - 30} 460L${x + 10} 460Q${x + 20} 260 ${x + 20} 110Z`, R.accent2),
      path(`M${x + 240} 110Q${x + 210} 280 ${x + 230} 460L${x + 190} 460Q${x + 180} 260 ${x + 180} 110Z`, R.accent2),
    );
  }
  // a wall hanging (mandala)
  const mx = 600;
  const my = 250;
  s.add(circle(mx, my, 100, R.cream), circle(mx, my, 100, "none", `stroke="${R.accent2}" stroke-width="5"`));
  for (let i = 0; i < 16; i++)
    s.add(ellipse(mx, my - 60, 10, 28, i % 2 ? R.accent : R.accent2, `transform="rotate(${i * 22.5} ${mx} ${my})"`));
  s.add(circle(mx, my, 30, P.forest), circle(mx, my, 14, R.accent));
  s.add(stringLights(s, 0, 70, 600, 70, 40, 9, 6, true), stringLights(s, 600, 70, 1200, 70, 40, 9, 6, true));
  s.add(roomFloor(s, R, false));
  s.add(
    ellipse(600, 690, 470, 110, R.accent2, 'opacity="0.85"'),
    ellipse(600, 690, 430, 92, "none", `stroke="${R.cream}" stroke-width="3" opacity="0.6"`),
  );
  // the circle: far side faces us, near side shows backs
  const centre = { x: 600, y: 670 };
  const n = 10;
  const seats = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2 + 0.3;
    return { x: centre.x + Math.cos(a) * 400, y: centre.y - Math.sin(a) * 95, a };
  }).sort((p, q) => p.y - q.y);
  const glowy = (c: string) => mix(c, P.saffron, 0.1);
  // the lamp in the middle
  const drawLamp = () => {
    s.add(glow(s, centre.x, centre.y - 60, 220, P.marigold, 0.5));
    s.add(
      ellipse(centre.x, centre.y, 40, 10, mix(P.marigold, INK, 0.4)),
      rect(centre.x - 5, centre.y - 70, 10, 70, mix(P.marigold, WOOD, 0.2)),
      path(
        `M${centre.x - 30} ${centre.y - 70}Q${centre.x} ${centre.y - 50} ${centre.x + 30} ${centre.y - 70}Z`,
        mix(P.marigold, WOOD, 0.2),
      ),
    );
    s.add(
      flame(centre.x - 16, centre.y - 72, 16),
      flame(centre.x, centre.y - 74, 20),
      flame(centre.x + 16, centre.y - 72, 16),
    );
    for (let k = 0; k < 10; k++)
      s.add(circle(centre.x - 50 + k * 11, centre.y + 14 + (k % 2) * 4, 6, k % 2 ? P.marigold : P.saffron));
  };
  let lampDrawn = false;
  seats.forEach((p, i) => {
    if (!lampDrawn && p.y > centre.y) {
      drawLamp();
      lampDrawn = true;
    }
    const front = p.y < centre.y;
    const sc = 0.95 + ((p.y - (centre.y - 95)) / 190) * 0.45;
    const o = tintOutfit(outfit(rng, "festive"), glowy);
    s.add(ellipse(p.x, p.y, 46 * sc, 12 * sc, [R.accent, R.fabric, P.forest, P.river][i % 4]));
    const inst = i % 4;
    s.add(
      figure(
        inst === 0 ? POSES.seatedPlay : inst === 2 ? POSES.seatedArmsUp : POSES.seatedNamaste,
        o,
        p.x,
        p.y,
        sc * 1.2,
        { back: !front },
      ),
    );
    if (front && inst === 0) s.add(harmonium(p.x, p.y + 4, sc));
    if (front && inst === 2 && i < 5) s.add(dholak(p.x, p.y + 4, sc * 0.8));
  });
  if (!lampDrawn) drawLamp();
  s.add(tanpura(1110, 760, 1.2));
  s.add(place(pottedPlant(0, 0, 200, R, rng), 70, 800, 1));
  finishRoom(s, R);
  return s;
}

function mentolzma(rng: Rng): Svg {
  const s = new Svg();
  const lav = mix(P.plum, P.cream, 0.62);
  const pink = mix(P.terracotta, P.cream, 0.68);
  const mint = mix(P.sage, P.cream, 0.6);
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, mix(lav, P.river, 0.12)],
        [0.45, mix(lav, pink, 0.6)],
        [0.75, pink],
        [1, mix(P.marigold, P.cream, 0.7)],
      ]),
    ),
  );
  s.add(
    circle(
      760,
      330,
      260,
      s.radial([
        [0, P.cream, 0.8],
        [0.3, P.marigold, 0.2],
        [1, P.marigold, 0],
      ]),
    ),
    circle(760, 330, 48, mix(P.cream, P.marigold, 0.3)),
  );
  s.add(cloud(300, 180, 260, P.cream, 0.5), cloud(980, 150, 200, P.cream, 0.45));
  // soft hills and their reflections in a still lake
  const wy = 470;
  const hills = [
    { c: mix(lav, P.cream, 0.25), base: wy, amp: 70, freq: 0.7 },
    { c: mix(lav, P.plum, 0.15), base: wy, amp: 36, freq: 1.1 },
  ];
  const curves = hills.map((hl) => ridge(rng, hl.base - hl.amp * 0.9, hl.amp, hl.freq));
  curves.forEach((c, i) => s.add(path(areaUnder(c, 16, -20, W + 20, wy), hills[i].c)));
  s.add(
    rect(
      0,
      wy,
      W,
      H - wy,
      s.linear([
        [0, mix(pink, P.cream, 0.2)],
        [0.4, mix(pink, lav, 0.5)],
        [1, mix(lav, P.river, 0.3)],
      ]),
    ),
  );
  curves.forEach((c, i) =>
    s.add(
      path(
        areaUnder((x) => 2 * wy - c(x), 16, -20, W + 20, wy).replace(`${H + 20}`, `${wy}`),
        hills[i].c,
        'opacity="0.45"',
      ),
    ),
  );
  for (let k = 0; k < 9; k++)
    s.add(
      line(
        760 - 50 + k * 4 - (k % 3) * 12,
        wy + 16 + k * 22,
        760 + 40 - k * 3 + (k % 2) * 14,
        wy + 16 + k * 22,
        P.cream,
        4,
        `opacity="${f(0.7 - k * 0.06)}" stroke-linecap="round"`,
      ),
    );
  s.add(
    rect(
      0,
      wy - 30,
      W,
      60,
      s.linear([
        [0, P.cream, 0],
        [0.5, P.cream, 0.6],
        [1, P.cream, 0],
      ]),
    ),
  );
  for (let i = 0; i < 12; i++) {
    const y = wy + 20 + rng() * 280;
    const x = rng() * W;
    s.add(line(x, y, x + 30 + (y - wy) * 0.2, y, "#ffffff", 2, 'opacity="0.45" stroke-linecap="round"'));
  }
  // water lilies
  for (const [x, y, r] of [
    [900, 640, 30],
    [980, 700, 38],
    [820, 730, 26],
  ] as const) {
    s.add(ellipse(x, y, r, r * 0.3, mix(mint, P.forest, 0.3)));
    for (let k = 0; k < 5; k++)
      s.add(
        ellipse(
          x + (k - 2) * r * 0.14,
          y - r * 0.22,
          r * 0.12,
          r * 0.3,
          mix(pink, P.terracotta, 0.2),
          `transform="rotate(${(k - 2) * 20} ${f(x + (k - 2) * r * 0.14)} ${f(y)})"`,
        ),
      );
  }
  // the near bank, grass, a tree leaning over
  s.add(path("M-20 560Q200 540 420 600Q560 650 600 820L-20 820Z", mix(mint, P.sage, 0.45)));
  s.add(path("M-20 640Q200 620 380 680Q500 730 520 820L-20 820Z", mix(mint, P.forest, 0.3)));
  s.add(
    stroke("M60 820Q40 500 150 300Q200 220 320 170", mix(BARK, lav, 0.35), 26),
    stroke("M150 300Q240 280 330 320", mix(BARK, lav, 0.35), 12),
  );
  for (let i = 0; i < 22; i++) {
    const x = 120 + rng() * 360;
    const y = 140 + rng() * 180;
    s.add(
      circle(
        x,
        y,
        between(rng, 26, 48),
        i % 2 ? mix(mint, P.sage, 0.5) : mix(pink, P.terracotta, 0.15),
        'opacity="0.9"',
      ),
    );
  }
  // the person journaling on the bank, a cup of tea
  const o: Outfit = {
    skin: "#cf9670",
    hair: "#2a1c17",
    hairStyle: "long",
    top: mix(P.cream, "#ffffff", 0.4),
    sleeves: "long",
    bottom: mix(P.river, lav, 0.4),
    drape: mix(pink, P.terracotta, 0.35),
  };
  const book =
    path("M28 -62L50 -74L56 -64L34 -52Z", P.cream) + line(32, -58, 52, -69, mix(P.terracotta, INK, 0.2), 1.5);
  s.add(shadow(330, 650, 100, 12, 0.12), figure(POSES.journal, o, 300, 650, 2.1, { over: book }));
  s.add(
    rrect(450, 620, 26, 30, 7, mix(P.cream, "#ffffff", 0.3)),
    path("M476 626Q490 630 476 640", "none", `stroke="${mix(P.cream, INK, 0.2)}" stroke-width="3"`),
  );
  s.add(stroke("M458 612Q452 598 462 588M468 612Q464 600 472 592", P.cream, 2, 'opacity="0.7"'));
  // grass and small flowers on the bank
  for (let i = 0; i < 40; i++) {
    const x = rng() * 520;
    const y = 600 + rng() * 200;
    if (y < 560 + x * 0.12 + 20) continue;
    s.add(stroke(`M${f(x)} ${f(y)}q-3 -12 -6 -16M${f(x)} ${f(y)}q2 -14 6 -18`, mix(mint, P.forest, 0.45), 2));
    if (i % 3 === 0) s.add(circle(x + 4, y - 16, 3.5, i % 2 ? P.cream : mix(pink, P.terracotta, 0.3)));
  }
  // birds
  for (let i = 0; i < 3; i++)
    s.add(stroke(`M${900 + i * 30} ${f(240 + i * 8)}q6 -6 12 0q6 -6 12 0`, mix(P.plum, lav, 0.4), 2));
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, P.cream, 0.12],
        [1, P.cream, 0.05],
      ]),
    ),
  );
  return s;
}

function clubEstate(rng: Rng): Svg {
  const { s, m, L, t } = outdoor("day", rng, { horizon: 300, sunX: 1000, sunY: 90 });
  // rolling land in tiers, seen from above
  const tiers: Curve[] = [
    ridge(rng, 360, 20, 0.8),
    ridge(rng, 470, 22, 0.9),
    ridge(rng, 600, 24, 0.8),
    ridge(rng, 740, 20, 1),
  ];
  tiers.forEach((c, i) =>
    s.add(
      path(
        areaUnder(c, 20),
        s.linear([
          [0, landColor(m, 0.55 + i * 0.12)],
          [1, landColor(m, 0.65 + i * 0.12)],
        ]),
      ),
    ),
  );
  // orchard rows on the upper tier
  for (let r = 0; r < 3; r++)
    for (let x = 40 + r * 14; x < 420; x += 34)
      s.add(roundTree(x, tiers[0](x) + 30 + r * 24, 34, L.leaf, L.leafLight, rng, t(APPLE_RED)));
  // winding paths linking the homes
  const pathC = t(mix(P.cream, WOOD, 0.2));
  s.add(
    stroke("M600 820Q560 700 640 640Q760 560 700 480Q640 400 720 330", pathC, 16),
    stroke("M640 640Q420 600 300 520Q220 470 160 400", pathC, 12),
    stroke("M700 480Q860 440 980 380", pathC, 10),
    stroke("M620 700Q860 690 1000 620", pathC, 12),
  );
  // the clubhouse and its pool in the middle
  const pool = "M720 650L900 650L930 700L700 700Z";
  s.add(path(pool, L.water), path(pool, "none", `stroke="${t(mix(STONE_GREY, P.cream, 0.6))}" stroke-width="6"`));
  // homes of different kinds, smaller with distance
  const homes: { kind: VillaKind; x: number; tier: number; sc: number; dy: number }[] = [
    { kind: "apple", x: 560, tier: 0, sc: 0.22, dy: 34 },
    { kind: "cubic", x: 900, tier: 0, sc: 0.22, dy: 36 },
    { kind: "nature", x: 1090, tier: 0, sc: 0.2, dy: 30 },
    { kind: "bamboo", x: 210, tier: 1, sc: 0.28, dy: 40 },
    { kind: "farm", x: 520, tier: 1, sc: 0.3, dy: 42 },
    { kind: "tree", x: 1050, tier: 1, sc: 0.3, dy: 60 },
    { kind: "vedanta", x: 820, tier: 2, sc: 0.34, dy: -20 },
    { kind: "apple", x: 360, tier: 2, sc: 0.36, dy: 60 },
    { kind: "cubic", x: 1040, tier: 2, sc: 0.34, dy: 70 },
    { kind: "nature", x: 130, tier: 2, sc: 0.34, dy: 80 },
  ];
  for (const h of homes) {
    const y = tiers[h.tier](h.x) + h.dy;
    s.add(
      ellipse(h.x, y + 2, 260 * h.sc, 40 * h.sc, landColor(m, 0.9), 'opacity="0.8"'),
      shadow(h.x, y + 2, 240 * h.sc, 20 * h.sc, 0.2),
    );
    s.add(place(BUILDINGS[h.kind].draw(s, L, rng), h.x, y, h.sc));
  }
  // trees scattered between, deodars on the slopes
  for (let i = 0; i < 26; i++) {
    const tier = Math.floor(rng() * 3);
    const x = rng() * W;
    const y = tiers[tier](x) + between(rng, 20, 110);
    const near = homes.some((h) => Math.abs(h.x - x) < 280 * h.sc && h.tier === tier);
    if (near) continue;
    const sc = 0.6 + tier * 0.3;
    s.add(rng() < 0.5 ? deodar(x, y, 70 * sc, L.leafDark) : roundTree(x, y, 60 * sc, L.leaf, L.leafLight, rng));
  }
  s.add(roundTree(80, 860, 340, L.leafDark, L.leaf, rng), deodar(1150, 860, 420, t(mix(P.forestDeep, INK, 0.15))));
  s.add(bush(400, 820, 220, L.leafDark, L.leaf), flowerBush(860, 820, 260, L.leaf, t(P.marigold), rng));
  s.add(overlay(s, m));
  return s;
}

// ---------------------------------------------------------------------------------------------------
// Villa tour interiors and the certificate

function shoes(x: number, y: number, c: string, sc: number): string {
  return group(
    [
      path("M0 0L0 -10Q4 -16 12 -14L30 -6Q36 -2 34 0Z", c),
      path("M14 0L14 -10Q18 -16 26 -14L44 -6Q50 -2 48 0Z", mix(c, INK, 0.15)),
    ],
    `transform="translate(${f(x)} ${f(y)}) scale(${f(sc)})"`,
  );
}

function tourEntrance(rng: Rng): Svg {
  const s = new Svg();
  const R = customRoom(false, { wall: mix(P.cream, P.marigold, 0.08), wallShade: mix(P.cream, P.terracotta, 0.15) });
  s.add(roomBase(s, R, false));
  // the carved double door with a transom and a toran
  const dx = 600;
  s.add(rect(dx - 170, 110, 340, 500, R.woodLight), rect(dx - 150, 130, 300, 470, R.woodDark));
  s.add(path(`M${dx - 150} 210Q${dx} 110 ${dx + 150} 210Z`, R.wood));
  s.add(pane(makeLook(s, makeMood("day", rng)), dx - 120, 150, 240, 50, 4, 1, R.woodDark, 3));
  for (const side of [-1, 1]) {
    const x0 = dx + (side < 0 ? -146 : 4);
    s.add(rect(x0, 214, 142, 384, R.wood));
    for (const [yy, hh] of [
      [232, 150],
      [404, 176],
    ] as const) {
      s.add(rect(x0 + 18, yy, 106, hh, R.woodDark, 'opacity="0.55"'), rect(x0 + 26, yy + 8, 90, hh - 16, R.wood));
      s.add(
        circle(x0 + 71, yy + hh / 2, 22, "none", `stroke="${R.woodDark}" stroke-width="4" opacity="0.6"`),
        circle(x0 + 71, yy + hh / 2, 8, R.woodDark, 'opacity="0.6"'),
      );
    }
    for (let k = 0; k < 4; k++) s.add(circle(x0 + 20 + k * 34, 224, 4, mix(P.marigold, WOOD, 0.2)));
    s.add(
      rect(dx + side * 18 - 4, 380, 8, 60, mix(P.marigold, WOOD, 0.15)),
      circle(dx + side * 18, 376, 8, mix(P.marigold, WOOD, 0.15)),
    );
  }
  s.add(garland(dx - 170, 118, dx + 170, 118, 26, 8));
  for (let k = 0; k < 9; k++)
    s.add(leaf(dx - 150 + k * 37.5, 126 + Math.sin((k / 8) * Math.PI) * 26, 30, 90, P.forest, false));
  s.add(roomFloor(s, R, true));
  // runner rug up to the door
  s.add(
    poly([dx - 120, 612, dx + 120, 612, dx + 230, 800, dx - 230, 800], R.accent2),
    poly(
      [dx - 100, 620, dx + 100, 620, dx + 196, 790, dx - 196, 790],
      "none",
      `stroke="${R.cream}" stroke-width="4" opacity="0.6"`,
    ),
  );
  // the shoe bench and the mirror above it
  s.add(
    circle(220, 300, 100, R.woodLight),
    circle(
      220,
      300,
      88,
      s.linear(
        [
          [0, mix(R.cream, P.river, 0.3)],
          [1, mix(R.wall, P.sage, 0.3)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    line(170, 260, 220, 220, "#ffffff", 6, 'opacity="0.4" stroke-linecap="round"'),
  );
  s.add(
    rect(80, 520, 280, 18, R.woodLight),
    rect(90, 538, 12, 120, R.woodDark),
    rect(338, 538, 12, 120, R.woodDark),
    rect(90, 590, 260, 10, R.wood),
  );
  s.add(rrect(110, 494, 90, 28, 12, R.fabric), rrect(210, 496, 80, 26, 12, R.accent));
  s.add(
    shoes(110, 588, P.terracotta, 1.3),
    shoes(190, 588, mix(INK, P.plum, 0.2), 1.3),
    shoes(270, 588, P.marigold, 1.1),
  );
  s.add(shoes(120, 660, mix(WOOD, P.marigold, 0.3), 1.3), shoes(220, 660, P.river, 1.3));
  // hooks with a shawl and a bag
  s.add(rect(60, 410, 300, 12, R.wood));
  for (const x of [100, 180, 260, 330]) s.add(circle(x, 428, 6, R.woodDark));
  s.add(
    path("M92 428Q80 500 96 520L150 520Q140 480 108 428Z", R.accent2),
    path("M172 428Q170 480 150 500Q180 520 210 500Q196 470 188 428Z", mix(P.sage, P.forest, 0.3)),
  );
  // console with a plant, a brass bowl and a lamp; a tall plant
  s.add(
    rect(840, 470, 260, 16, R.woodLight),
    rect(852, 486, 12, 130, R.woodDark),
    rect(1076, 486, 12, 130, R.woodDark),
    rect(852, 560, 236, 8, R.wood),
  );
  s.add(
    brassBowl(s, 930, 470, 70, mix(P.marigold, P.saffron, 0.3)),
    place(pottedPlant(0, 0, 90, R, rng), 1040, 470, 1),
  );
  s.add(
    rect(850, 160, 250, 220, R.woodDark),
    rect(862, 172, 226, 196, R.cream),
    circle(975, 240, 34, R.accent),
    path("M862 330Q940 270 1000 310T1088 300V368H862Z", mix(P.sage, R.cream, 0.2)),
  );
  s.add(place(pottedPlant(0, 0, 240, R, rng), 1150, 790, 1));
  // pendant lamp
  s.add(line(600, 0, 600, 60, R.woodDark, 2), path("M570 90Q570 60 600 58Q630 60 630 90Z", mix(P.marigold, WOOD, 0.3)));
  finishRoom(s, R);
  return s;
}

function garment(x: number, y: number, w: number, h: number, c: string, kind: number): string {
  const o = [
    stroke(`M${f(x)} ${f(y - 6)}Q${f(x)} ${f(y - 14)} ${f(x + 6)} ${f(y - 14)}`, mix(INK, P.cream, 0.4), 2),
    line(x - w * 0.4, y, x + w * 0.4, y, mix(INK, P.cream, 0.4), 3),
  ];
  if (kind === 0)
    o.push(
      path(
        `M${f(x - w * 0.45)} ${f(y)}L${f(x + w * 0.45)} ${f(y)}L${f(x + w * 0.5)} ${f(y + h)}L${f(x - w * 0.5)} ${f(y + h)}Z`,
        c,
      ),
    );
  else if (kind === 1)
    o.push(
      path(
        `M${f(x - w * 0.45)} ${f(y)}L${f(x + w * 0.45)} ${f(y)}L${f(x + w * 0.35)} ${f(y + h * 0.55)}L${f(x - w * 0.35)} ${f(y + h * 0.55)}Z`,
        c,
      ),
      rect(x - w * 0.35, y + h * 0.55, w * 0.7, 6, mix(c, INK, 0.2)),
    );
  else
    o.push(
      path(
        `M${f(x - w * 0.45)} ${f(y)}L${f(x + w * 0.45)} ${f(y)}Q${f(x + w * 0.7)} ${f(y + h * 0.8)} ${f(x + w * 0.5)} ${f(y + h)}L${f(x - w * 0.5)} ${f(y + h)}Q${f(x - w * 0.7)} ${f(y + h * 0.8)} ${f(x - w * 0.45)} ${f(y)}Z`,
        c,
      ),
      rect(x - w * 0.55, y + h - 12, w * 1.1, 8, P.marigold, 'opacity="0.8"'),
    );
  o.push(line(x, y + 4, x, y + h * 0.4, mix(c, INK, 0.2), 1.5, 'opacity="0.6"'));
  return o.join("");
}

function tourCloset(rng: Rng): Svg {
  const s = new Svg();
  const R = customRoom(false, { wall: mix(P.cream, P.marigold, 0.1), wallShade: mix(P.cream, P.plum, 0.12) });
  s.add(rect(0, 0, W, H, R.wall));
  // one-point perspective: back wall, side walls of cabinetry, floor
  const bx0 = 300;
  const bx1 = 900;
  const by0 = 110;
  const by1 = 600;
  s.add(
    poly([0, 0, bx0, by0, bx0, by1, 0, H], mix(R.woodLight, R.wall, 0.3)),
    poly([W, 0, bx1, by0, bx1, by1, W, H], mix(R.woodLight, R.wall, 0.15)),
  );
  s.add(poly([0, 0, W, 0, bx1, by0, bx0, by0], mix(R.wall, "#ffffff", 0.35)));
  s.add(
    poly(
      [0, H, bx0, by1, bx1, by1, W, H],
      s.linear([
        [0, R.floorFar],
        [1, R.floor],
      ]),
    ),
  );
  for (let k = -6; k <= 6; k++) s.add(line(600 + k * 50, by1, 600 + k * 200, H, R.floorLine, 1.5, 'opacity="0.4"'));
  s.add(rect(bx0, by0, bx1 - bx0, by1 - by0, R.woodLight));
  // back wall: shelves with folded stacks above a rail of hanging clothes
  s.add(rect(bx0 + 10, by0 + 10, bx1 - bx0 - 20, by1 - by0 - 20, mix(R.woodLight, R.wall, 0.5)));
  for (const y of [190, 260]) s.add(rect(bx0 + 10, y, bx1 - bx0 - 20, 8, R.wood));
  const folds = [P.cream, P.river, P.terracotta, P.sage, P.marigold, P.plum, "#ffffff"];
  for (const y of [190, 260]) {
    for (let x = bx0 + 30; x < bx1 - 70; x += 78) {
      for (let k = 0; k < 3; k++) s.add(rrect(x, y - 14 - k * 14, 60, 13, 4, folds[Math.floor(rng() * folds.length)]));
    }
  }
  s.add(line(bx0 + 10, 300, bx1 - 10, 300, mix(P.marigold, WOOD, 0.2), 5));
  const colours = [
    P.saffron,
    P.cream,
    P.river,
    P.terracotta,
    P.forest,
    "#ffffff",
    P.plum,
    P.marigold,
    P.sage,
    mix(P.terracotta, P.cream, 0.4),
  ];
  let x = bx0 + 40;
  let i = 0;
  while (x < bx1 - 40) {
    const kind = Math.floor(rng() * 3);
    const w = kind === 2 ? 60 : 54;
    s.add(garment(x, 312, w, kind === 1 ? 190 : kind === 2 ? 260 : 150, colours[i % colours.length], kind));
    x += w * 0.72;
    i++;
  }
  // left wall: shoe shelves in perspective
  for (let k = 0; k < 6; k++) {
    const yb = 200 + k * 70; // height on the back wall's edge
    const yf = ((yb - by0) / (by1 - by0)) * H; // the same shelf at the front edge
    s.add(poly([0, yf, bx0, yb, bx0, yb + 8, 0, yf + 14], R.wood));
    for (let j = 0; j < 4; j++) {
      const u = 0.3 + j * 0.18;
      const sx = u * bx0;
      const sy = yf + (yb - yf) * u;
      const c = [P.terracotta, INK, P.marigold, P.river, mix(WOOD, P.marigold, 0.3), P.cream][(k + j) % 6];
      s.add(shoes(sx - 10, sy, c, 0.9 + (1 - u) * 0.9));
    }
  }
  // right wall: drawers and a long mirror
  for (let k = 0; k < 5; k++) {
    const yb = 380 + k * 44;
    const yf = ((yb - by0) / (by1 - by0)) * H;
    s.add(poly([W, yf, bx1, yb, bx1, yb + 3, W, yf + 5], R.woodDark, 'opacity="0.6"'));
    const hx = bx1 + (W - bx1) * 0.5;
    const hy = yb + 22 + (yf - yb) * 0.5;
    s.add(rect(hx - 14, hy, 28, 5, mix(P.marigold, WOOD, 0.2)));
  }
  s.add(
    poly(
      [bx1 + 40, by0 + 40, bx1 + 180, by0 - 10, bx1 + 180, 300, bx1 + 40, 330],
      s.linear(
        [
          [0, mix(R.cream, P.river, 0.35)],
          [1, mix(R.wall, P.sage, 0.3)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(
    poly(
      [bx1 + 40, by0 + 40, bx1 + 180, by0 - 10, bx1 + 180, 300, bx1 + 40, 330],
      "none",
      `stroke="${R.woodDark}" stroke-width="6"`,
    ),
  );
  // island with drawers, a tray and a vase; a round ottoman; pendant lights
  s.add(rect(440, 560, 320, 120, R.wood), rect(430, 548, 340, 16, R.woodLight));
  for (const y of [590, 630])
    for (const xx of [470, 610])
      s.add(
        rect(xx, y, 120, 32, "none", `stroke="${R.woodDark}" stroke-width="2" opacity="0.6"`),
        rect(xx + 50, y + 14, 20, 4, mix(P.marigold, WOOD, 0.2)),
      );
  s.add(
    rrect(480, 536, 120, 14, 6, mix(P.marigold, WOOD, 0.2)),
    circle(510, 530, 8, P.cream),
    circle(540, 532, 6, P.marigold),
  );
  s.add(
    rrect(680, 486, 30, 62, 12, R.accent2),
    leaf(694, 490, 60, -100, P.forest, false),
    leaf(696, 490, 50, -60, P.sage, false),
  );
  s.add(
    ellipse(300, 740, 110, 30, R.fabricDark),
    rrect(190, 680, 220, 60, 30, R.fabric),
    ellipse(300, 684, 110, 24, mix(R.fabric, "#ffffff", 0.2)),
  );
  for (const px of [450, 750])
    s.add(
      line(px, 0, px, 60, R.woodDark, 2),
      path(`M${px - 26} 96Q${px - 26} 64 ${px} 62Q${px + 26} 64 ${px + 26} 96Z`, mix(P.marigold, WOOD, 0.2)),
      glow(s, px, 100, 80, P.marigold, 0.3),
    );
  finishRoom(s, R);
  return s;
}

function seal(x: number, y: number, r: number): string {
  const o: string[] = [];
  const red = mix(P.terracotta, "#b3261e", 0.35);
  o.push(
    path(
      `M${f(x - r * 0.5)} ${f(y + r * 0.4)}L${f(x - r * 0.9)} ${f(y + r * 2)}L${f(x - r * 0.55)} ${f(y + r * 1.75)}L${f(x - r * 0.35)} ${f(y + r * 2.1)}L${f(x - r * 0.1)} ${f(y + r * 0.6)}Z`,
      red,
    ),
  );
  o.push(
    path(
      `M${f(x + r * 0.5)} ${f(y + r * 0.4)}L${f(x + r * 0.9)} ${f(y + r * 2)}L${f(x + r * 0.55)} ${f(y + r * 1.75)}L${f(x + r * 0.35)} ${f(y + r * 2.1)}L${f(x + r * 0.1)} ${f(y + r * 0.6)}Z`,
      mix(red, INK, 0.15),
    ),
  );
  let d = "";
  for (let k = 0; k < 48; k++) {
    const a = (k / 48) * Math.PI * 2;
    const rr = k % 2 ? r : r * 0.9;
    d += `${k ? "L" : "M"}${f(x + Math.cos(a) * rr)} ${f(y + Math.sin(a) * rr)}`;
  }
  o.push(path(`${d}Z`, mix(P.marigold, P.saffron, 0.3)));
  o.push(
    circle(x, y, r * 0.76, mix(P.marigold, WOOD, 0.25)),
    circle(x, y, r * 0.68, "none", `stroke="${mix(P.marigold, P.cream, 0.5)}" stroke-width="2"`),
    circle(x, y, r * 0.5, mix(P.marigold, P.saffron, 0.4)),
  );
  for (let k = 0; k < 8; k++)
    o.push(
      ellipse(
        x,
        y - r * 0.24,
        r * 0.08,
        r * 0.2,
        mix(P.marigold, P.cream, 0.55),
        `transform="rotate(${k * 45} ${f(x)} ${f(y)})"`,
      ),
    );
  return o.join("");
}

function certificate(rng: Rng): Svg {
  const s = new Svg();
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, mix(P.sage, P.cream, 0.72)],
          [1, mix(P.sage, P.cream, 0.55)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(
    circle(
      980,
      120,
      300,
      s.radial([
        [0, "#ffffff", 0.4],
        [1, "#ffffff", 0],
      ]),
    ),
  );
  // desk top
  s.add(
    rect(
      0,
      690,
      W,
      110,
      s.linear([
        [0, mix(WOOD, P.marigold, 0.35)],
        [1, mix(WOOD, INK, 0.1)],
      ]),
    ),
    rect(0, 690, W, 6, mix(WOOD, P.cream, 0.35)),
  );
  // the frame
  const fx = 290;
  const fy = 70;
  const fw = 620;
  const fh = 600;
  s.add(rect(fx + 14, fy + 18, fw, fh, INK, 'opacity="0.18"'));
  s.add(
    rect(
      fx,
      fy,
      fw,
      fh,
      s.linear(
        [
          [0, mix(P.marigold, WOOD, 0.35)],
          [0.5, mix(P.marigold, WOOD, 0.15)],
          [1, mix(P.marigold, INK, 0.45)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(rect(fx + 10, fy + 10, fw - 20, fh - 20, "none", `stroke="${mix(P.marigold, P.cream, 0.4)}" stroke-width="2"`));
  s.add(rect(fx + 30, fy + 30, fw - 60, fh - 60, "#fbf8f0"));
  // the document
  const px = fx + 60;
  const py = fy + 60;
  const pw = fw - 120;
  const ph = fh - 120;
  s.add(rect(px, py, pw, ph, mix(P.cream, "#ffffff", 0.2)));
  s.add(
    rect(px + 12, py + 12, pw - 24, ph - 24, "none", `stroke="${P.forest}" stroke-width="3"`),
    rect(px + 20, py + 20, pw - 40, ph - 40, "none", `stroke="${P.saffron}" stroke-width="1.5"`),
  );
  for (const [cx, cy] of [
    [px + 20, py + 20],
    [px + pw - 20, py + 20],
    [px + 20, py + ph - 20],
    [px + pw - 20, py + ph - 20],
  ] as const) {
    s.add(circle(cx, cy, 12, P.saffron), circle(cx, cy, 6, mix(P.saffron, P.cream, 0.6)));
  }
  const cx = px + pw / 2;
  s.add(place(lotusMark(), cx, py + 72, 0.9));
  s.add(rrect(cx - 150, py + 124, 300, 22, 6, P.forest));
  s.add(rrect(cx - 100, py + 158, 200, 8, 4, P.saffron, 'opacity="0.8"'));
  s.add(rrect(cx - 120, py + 196, 240, 14, 5, mix(INK, P.cream, 0.35)));
  for (let k = 0; k < 4; k++) {
    const w = 320 - (k % 2) * 60 - rng() * 30;
    s.add(rrect(cx - w / 2, py + 232 + k * 24, w, 7, 3, mix(INK, P.cream, 0.6)));
  }
  // signatures and the seal
  for (const sx of [px + 110, px + pw - 110]) {
    s.add(
      stroke(`M${sx - 60} ${py + ph - 96}q14 -22 26 -4t24 -8t22 6t24 -10`, P.river, 2.5),
      line(sx - 70, py + ph - 80, sx + 70, py + ph - 80, mix(INK, P.cream, 0.4), 2),
    );
    s.add(rrect(sx - 44, py + ph - 66, 88, 6, 3, mix(INK, P.cream, 0.6)));
  }
  s.add(seal(cx, py + ph - 92, 42));
  // a fountain pen and a plant on the desk
  s.add(
    group(
      [
        rrect(-110, -7, 170, 14, 7, mix(INK, P.plum, 0.2)),
        rect(40, -7, 14, 14, mix(P.marigold, WOOD, 0.1)),
        path("M60 -7L100 0L60 7Z", mix(P.marigold, WOOD, 0.15)),
      ],
      'transform="translate(1010 740) rotate(-14)"',
    ),
  );
  s.add(place(pottedPlant(0, 0, 200, customRoom(false), rng), 130, 740, 1));
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0.6, INK, 0],
          [1, INK, 0.16],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
  return s;
}

/** The club's lotus emblem, centred on 0 0. */
function lotusMark(): string {
  const petal = (ang: number, len: number, wid: number, color: string) =>
    path(
      `M0 0C${f(-wid)} ${f(-len * 0.35)} ${f(-wid * 0.7)} ${f(-len * 0.8)} 0 ${f(-len)}C${f(wid * 0.7)} ${f(-len * 0.8)} ${f(wid)} ${f(-len * 0.35)} 0 0Z`,
      color,
      `transform="translate(0 22) rotate(${ang})"`,
    );
  return [
    circle(0, 0, 52, "none", `stroke="${P.saffron}" stroke-width="2.5"`),
    petal(-70, 34, 12, mix(P.terracotta, P.cream, 0.3)),
    petal(70, 34, 12, mix(P.terracotta, P.cream, 0.3)),
    petal(-35, 44, 15, P.marigold),
    petal(35, 44, 15, P.marigold),
    petal(0, 54, 16, P.saffron),
    stroke("M-26 30Q-12 25 0 30Q12 35 26 30", P.river, 3),
  ].join("");
}

// ---------------------------------------------------------------------------------------------------
// Dispatch

const SCENES: Record<SceneName, (rng: Rng) => Svg> = {
  "yoga-deck": yogaDeck,
  "sunrise-yoga": sunriseYoga,
  "meditation-hall": meditationHall,
  "ayurveda-herbs": ayurvedaHerbs,
  "ayurveda-therapy": ayurvedaTherapy,
  "ayurveda-research": ayurvedaResearch,
  restaurant,
  "swimming-pool": swimmingPool,
  "wellness-center": wellnessCenter,
  "agro-farm": agroFarm,
  "travel-trek": travelTrek,
  "river-aarti": riverAarti,
  "himalaya-retreat": himalayaRetreat,
  "narmada-forest": narmadaForest,
  "vedic-class": vedicClass,
  "nature-camp": natureCamp,
  "tree-planting": treePlanting,
  "kids-school": kidsSchool,
  "clean-himalayas": cleanHimalayas,
  "event-festival": eventFestival,
  "event-retreat": eventRetreat,
  "event-workshop": eventWorkshop,
  mentolzma,
  "club-estate": clubEstate,
  "tour-entrance": tourEntrance,
  "tour-closet": tourCloset,
  certificate,
};

export function siteScene(name: SceneName, rng: Rng): Svg {
  return SCENES[name](rng);
}
