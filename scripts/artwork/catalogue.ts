/**
 * The drawing kit and the catalogue's artwork (property types, villas, rooms).
 *
 * Every function here is pure and draws on a 1200×800 (3:2) canvas; randomness comes only from the
 * seeded PRNG passed in, so the same key always gives the same picture. `scenes.ts` dispatches a media
 * key to a drawing; `site.ts` (site scenes) and `portraits.ts` build on the pieces exported here.
 *
 * The style is flat and illustrative: layered hills with atmospheric haze, soft gradient skies, mist,
 * deodars, sal trees and the buildings of each property type, in one palette family.
 */
import { ROOM_KINDS, TYPE_IMAGE_NAMES, VILLA_KINDS, VILLA_VARIANTS } from "../../common/media.ts";

// ---------------------------------------------------------------------------------------------------
// Palette, colour maths and randomness

export const PALETTE = {
  forestDeep: "#1f3d2b",
  forest: "#2f5d3a",
  sage: "#6b8f5e",
  saffron: "#e8891d",
  marigold: "#f2b441",
  cream: "#f7f1e3",
  terracotta: "#b8583a",
  river: "#5b8fa8",
  plum: "#4b3a5a",
} as const;
export const P = PALETTE;

export function rgbOf(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two `#rrggbb` colours, `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgbOf(a);
  const [br, bg, bb] = rgbOf(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export const INK = mix(P.plum, "#120e16", 0.55);
export const WOOD = mix(P.terracotta, INK, 0.38);
export const BARK = mix(P.terracotta, INK, 0.6);
export const STONE_GREY = mix(P.cream, "#6f6a66", 0.6);
export const APPLE_RED = mix(P.terracotta, "#d8321e", 0.45);
export const FLAG_COLOURS = [P.river, P.cream, P.terracotta, P.forest, P.marigold] as const;

export type Rng = () => number;

/** FNV-1a, 32 bit. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, a: number, b: number) => a + (b - a) * rng();

// ---------------------------------------------------------------------------------------------------
// SVG building blocks (all return strings)

export const W = 1200;
export const H = 800;

/** Rounds to one decimal: keeps the SVG small. */
export const f = (v: number): string => String(Math.round(v * 10) / 10);
export const pts = (list: readonly number[]) => list.map(f).join(" ");

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("");
  }

  /** A linear gradient in object-bounding-box units; returns `url(#id)`. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** A user-space tiling pattern. */
  pattern(w: number, h: number, content: string): string {
    const id = this.id("p");
    this.defs.push(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${content}</pattern>`);
    return `url(#${id})`;
  }

  toString(width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

export const attrs = (extra?: string) => (extra ? ` ${extra}` : "");
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: string) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(extra)}/>`;
export const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra?: string) =>
  rect(x, y, w, h, fill, `rx="${f(r)}"${attrs(extra)}`);
export const poly = (list: readonly number[], fill: string, extra?: string) =>
  `<polygon points="${pts(list)}" fill="${fill}"${attrs(extra)}/>`;
export const path = (d: string, fill: string, extra?: string) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra?: string) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: string) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra?: string) =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${attrs(extra)}/>`;
export const stroke = (d: string, color: string, width: number, extra?: string) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round"${attrs(extra)}/>`;
export const group = (content: string | readonly string[], extra?: string) =>
  `<g${attrs(extra)}>${typeof content === "string" ? content : content.join("")}</g>`;
export const place = (content: string, x: number, y: number, scale: number, flip = false) =>
  group(content, `transform="translate(${f(x)} ${f(y)}) scale(${flip ? -scale : scale} ${scale})"`);

// ---------------------------------------------------------------------------------------------------
// Time of day

export type Time = (typeof VILLA_VARIANTS)[number];

export interface Mood {
  time: Time;
  sky: readonly [string, string, string];
  sunX: number;
  sunY: number;
  sunR: number;
  sunColor: string;
  glow: string;
  glowOpacity: number;
  haze: string;
  mist: string;
  mistOpacity: number;
  tintColor: string;
  tintAmount: number;
  snow: string;
  cloud: string;
  cloudOpacity: number;
  stars: boolean;
  birds: boolean;
  lit: boolean;
}

export function makeMood(time: Time, rng: Rng, avoidX = -1000): Mood {
  let sunX = between(rng, 180, 1020);
  if (Math.abs(sunX - avoidX) < 260)
    sunX = avoidX < 600 ? between(rng, avoidX + 280, 1080) : between(rng, 120, avoidX - 280);
  switch (time) {
    case "dawn":
      return {
        time,
        sky: [mix(P.plum, P.cream, 0.5), mix(P.terracotta, P.cream, 0.58), mix(P.marigold, P.cream, 0.55)],
        sunX,
        sunY: between(rng, 360, 400),
        sunR: 44,
        sunColor: mix(P.marigold, P.cream, 0.45),
        glow: P.marigold,
        glowOpacity: 0.6,
        haze: mix(P.plum, P.cream, 0.55),
        mist: mix(P.cream, P.marigold, 0.15),
        mistOpacity: 0.7,
        tintColor: mix(P.terracotta, P.plum, 0.4),
        tintAmount: 0.16,
        snow: mix(P.cream, P.marigold, 0.3),
        cloud: mix(P.cream, P.terracotta, 0.25),
        cloudOpacity: 0.55,
        stars: false,
        birds: true,
        lit: false,
      };
    case "day":
      return {
        time,
        sky: [mix(P.river, P.cream, 0.22), mix(P.river, P.cream, 0.6), mix(P.cream, "#ffffff", 0.3)],
        sunX,
        sunY: between(rng, 110, 160),
        sunR: 38,
        sunColor: "#fff8e6",
        glow: P.marigold,
        glowOpacity: 0.35,
        haze: mix(P.river, P.cream, 0.58),
        mist: "#ffffff",
        mistOpacity: 0.45,
        tintColor: P.cream,
        tintAmount: 0,
        snow: "#fbf9f4",
        cloud: "#ffffff",
        cloudOpacity: 0.75,
        stars: false,
        birds: true,
        lit: false,
      };
    case "dusk":
      return {
        time,
        sky: [mix(P.plum, "#1a1424", 0.35), mix(P.plum, P.terracotta, 0.6), mix(P.saffron, P.marigold, 0.45)],
        sunX,
        sunY: between(rng, 400, 430),
        sunR: 58,
        sunColor: mix(P.saffron, P.marigold, 0.55),
        glow: P.saffron,
        glowOpacity: 0.75,
        haze: mix(P.plum, P.terracotta, 0.42),
        mist: mix(P.terracotta, P.marigold, 0.4),
        mistOpacity: 0.35,
        tintColor: P.plum,
        tintAmount: 0.42,
        snow: mix(P.cream, P.saffron, 0.4),
        cloud: mix(P.terracotta, P.marigold, 0.35),
        cloudOpacity: 0.55,
        stars: true,
        birds: false,
        lit: true,
      };
  }
}

export const tinter = (m: Mood) => (c: string) => (m.tintAmount ? mix(c, m.tintColor, m.tintAmount) : c);

/** Colour of land at a depth (0 far, 1 near) with atmospheric haze. */
export function landColor(m: Mood, depth: number): string {
  const base = tinter(m)(mix(P.sage, P.forestDeep, depth));
  return mix(m.haze, base, 0.22 + 0.78 * depth);
}

// ---------------------------------------------------------------------------------------------------
// Landscape pieces

export type Curve = (x: number) => number;

export function ridge(rng: Rng, base: number, amp: number, freq = 1): Curve {
  const waves = [0, 1, 2, 3].map((i) => ({
    k: ((i + 1) * freq * (0.6 + rng() * 0.8) * Math.PI * 2) / W,
    p: rng() * Math.PI * 2,
    a: amp / Math.pow(i + 1, 1.25),
  }));
  return (x) => waves.reduce((y, w) => y + w.a * Math.sin(w.k * x + w.p), base);
}

export function areaUnder(curve: Curve, step = 24, x0 = -20, x1 = W + 20, bottom = H + 20): string {
  let d = `M${f(x0)} ${f(curve(x0))}`;
  let x = x0;
  while (x < x1) {
    x = Math.min(x1, x + step);
    d += `L${f(x)} ${f(curve(x))}`;
  }
  return `${d}L${f(x1)} ${bottom}L${f(x0)} ${bottom}Z`;
}

export function sky(s: Svg, m: Mood, rng: Rng): string {
  const out: string[] = [];
  out.push(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, m.sky[0]],
        [0.55, m.sky[1]],
        [1, m.sky[2]],
      ]),
    ),
  );
  if (m.stars) {
    for (let i = 0; i < 46; i++) {
      out.push(
        circle(rng() * W, Math.pow(rng(), 1.6) * 320, 0.6 + rng() * 1.5, P.cream, `opacity="${f(0.35 + rng() * 0.6)}"`),
      );
    }
    // a young moon, opposite the setting sun
    const mx = m.sunX < 600 ? between(rng, 820, 1080) : between(rng, 120, 380);
    const my = between(rng, 80, 150);
    out.push(
      circle(
        mx,
        my,
        60,
        s.radial([
          [0, P.cream, 0.28],
          [1, P.cream, 0],
        ]),
      ),
      path(
        `M${f(mx)} ${f(my - 22)}A22 22 0 1 0 ${f(mx)} ${f(my + 22)}A17 22 0 1 1 ${f(mx)} ${f(my - 22)}Z`,
        P.cream,
        `transform="rotate(-25 ${f(mx)} ${f(my)})"`,
      ),
    );
  }
  out.push(
    circle(
      m.sunX,
      m.sunY,
      m.sunR * 6,
      s.radial([
        [0, m.glow, m.glowOpacity],
        [0.35, m.glow, m.glowOpacity * 0.35],
        [1, m.glow, 0],
      ]),
    ),
  );
  out.push(circle(m.sunX, m.sunY, m.sunR, m.sunColor));
  // clouds: long flat bands, brand-like
  const clouds = 2 + Math.floor(rng() * 3);
  for (let i = 0; i < clouds; i++) {
    out.push(
      cloud(
        between(rng, 60, 1140),
        between(rng, 60, 300),
        between(rng, 120, 260),
        m.cloud,
        m.cloudOpacity * between(rng, 0.6, 1),
      ),
    );
  }
  if (m.birds) {
    const bx = between(rng, 200, 1000);
    const by = between(rng, 140, 260);
    const c = mix(INK, m.sky[1], 0.35);
    for (let i = 0; i < 4; i++) {
      const x = bx + i * between(rng, 18, 34);
      const y = by + Math.sin(i * 1.7) * 14;
      const z = between(rng, 5, 9);
      out.push(
        stroke(
          `M${f(x - z)} ${f(y - z * 0.4)}Q${f(x - z * 0.4)} ${f(y - z * 0.6)} ${f(x)} ${f(y)}Q${f(x + z * 0.4)} ${f(y - z * 0.6)} ${f(x + z)} ${f(y - z * 0.4)}`,
          c,
          2,
        ),
      );
    }
  }
  return out.join("");
}

export function cloud(x: number, y: number, w: number, color: string, opacity: number): string {
  const h = w * 0.16;
  return group(
    [
      ellipse(x, y, w / 2, h / 2, color),
      ellipse(x - w * 0.16, y - h * 0.45, w * 0.2, h * 0.75, color),
      ellipse(x + w * 0.1, y - h * 0.6, w * 0.17, h * 0.85, color),
    ],
    `opacity="${f(opacity)}"`,
  );
}

export function mist(s: Svg, m: Mood, y: number, h: number, strength = 1): string {
  const op = Math.min(1, m.mistOpacity * strength);
  return rect(
    -10,
    y - h / 2,
    W + 20,
    h,
    s.linear([
      [0, m.mist, 0],
      [0.5, m.mist, op],
      [1, m.mist, 0],
    ]),
  );
}

/** Snowy Himalayan peaks with a shaded face. */
export function peaks(s: Svg, m: Mood, rng: Rng, base: number, snowy: boolean): string {
  const count = 4 + Math.floor(rng() * 3);
  const list = Array.from({ length: count }, (_, i) => ({
    x: -80 + ((i + 0.2 + rng() * 0.6) * (W + 160)) / count,
    h: between(rng, 120, 240),
    w: between(rng, 170, 290),
  }));
  const p1 = rng() * 6;
  const p2 = rng() * 6;
  const curve: Curve = (x) =>
    base -
    Math.max(0, ...list.map((p) => p.h * (1 - Math.abs(x - p.x) / p.w))) +
    3 * Math.sin(x * 0.09 + p1) +
    2 * Math.sin(x * 0.23 + p2);
  const d = areaUnder(curve, 12);
  const body = mix(m.haze, P.plum, m.time === "day" ? 0.12 : 0.2);
  const out = [path(d, body)];
  const clip = s.clip(path(d, "#000"));
  const inner: string[] = [];
  for (const p of list) {
    const ax = p.x;
    const ay = base - p.h;
    inner.push(poly([ax, ay, ax + p.w, base, ax + p.w * 0.05, base], INK, 'opacity="0.14"'));
    if (snowy && p.h > 140) {
      const k = p.h * 0.3;
      const sw = p.w * (k / p.h);
      inner.push(
        poly(
          [
            ax,
            ay - 4,
            ax + sw * 1.05,
            ay + k,
            ax + sw * 0.6,
            ay + k * 0.82,
            ax + sw * 0.3,
            ay + k * 1.05,
            ax,
            ay + k * 0.78,
            ax - sw * 0.35,
            ay + k * 1.02,
            ax - sw * 0.7,
            ay + k * 0.85,
            ax - sw * 1.05,
            ay + k,
          ],
          m.snow,
        ),
      );
    }
  }
  out.push(group(inner, `clip-path="${clip}"`));
  return out.join("");
}

// --- trees -----------------------------------------------------------------------------------------

/** Deodar / Himalayan cedar: a tiered cone with drooping tips. */
export function deodar(x: number, y: number, h: number, color: string, trunk = mix(color, BARK, 0.45)): string {
  const tiers = 6;
  const w = h * 0.3;
  const right: number[] = [];
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers;
    const ty = y - h + h * 0.86 * t;
    const tw = w * (0.2 + 0.8 * t);
    right.push(x + tw, ty);
    if (i < tiers) right.push(x + tw * 0.42, ty - h * 0.035);
  }
  const left: number[] = [];
  for (let i = right.length - 2; i >= 0; i -= 2) left.push(2 * x - right[i], right[i + 1]);
  return rect(x - h * 0.025, y - h * 0.16, h * 0.05, h * 0.16, trunk) + poly([x, y - h, ...right, ...left], color);
}

/** Sal: a tall straight trunk and a broad, clustered crown. */
export function salTree(x: number, y: number, h: number, color: string, light: string, rng: Rng, trunk = BARK): string {
  const out: string[] = [];
  const tw = h * 0.032;
  out.push(poly([x - tw, y, x + tw, y, x + tw * 0.55, y - h * 0.72, x - tw * 0.55, y - h * 0.72], trunk));
  out.push(stroke(`M${f(x)} ${f(y - h * 0.5)}L${f(x - h * 0.12)} ${f(y - h * 0.68)}`, trunk, tw * 0.6));
  out.push(stroke(`M${f(x)} ${f(y - h * 0.55)}L${f(x + h * 0.13)} ${f(y - h * 0.7)}`, trunk, tw * 0.6));
  const cy = y - h * 0.74;
  const blobs = 6;
  const crown: string[] = [];
  const lights: string[] = [];
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2 + rng();
    const r = h * between(rng, 0.11, 0.16);
    const bx = x + Math.cos(a) * h * 0.16;
    const by = cy + Math.sin(a) * h * 0.09;
    crown.push(circle(bx, by, r, color));
    if (Math.sin(a) < 0.2) lights.push(circle(bx - r * 0.25, by - r * 0.3, r * 0.55, light));
  }
  crown.push(ellipse(x, cy, h * 0.2, h * 0.14, color));
  return out.join("") + crown.join("") + group(lights, 'opacity="0.45"');
}

/** A broad round tree (mango, banyan, frangipani). */
export function roundTree(
  x: number,
  y: number,
  h: number,
  color: string,
  light: string,
  rng: Rng,
  dots?: string,
): string {
  const out: string[] = [];
  const tw = h * 0.05;
  out.push(poly([x - tw, y, x + tw, y, x + tw * 0.6, y - h * 0.5, x - tw * 0.6, y - h * 0.5], BARK));
  const cy = y - h * 0.62;
  const r = h * 0.36;
  out.push(
    circle(x, cy, r, color),
    circle(x - r * 0.7, cy + r * 0.25, r * 0.65, color),
    circle(x + r * 0.72, cy + r * 0.2, r * 0.7, color),
  );
  out.push(circle(x - r * 0.25, cy - r * 0.3, r * 0.5, light, 'opacity="0.4"'));
  if (dots) {
    for (let i = 0; i < 14; i++) {
      const a = rng() * Math.PI * 2;
      const d = Math.sqrt(rng()) * r * 1.05;
      out.push(circle(x + Math.cos(a) * d * 1.3, cy + Math.sin(a) * d * 0.85, h * 0.028, dots));
    }
  }
  return out.join("");
}

export function palm(x: number, y: number, h: number, color: string, lean: number): string {
  const tx = x + lean * h * 0.3;
  const ty = y - h;
  const out = [
    stroke(`M${f(x)} ${f(y)}Q${f(x + lean * h * 0.05)} ${f(y - h * 0.6)} ${f(tx)} ${f(ty)}`, BARK, h * 0.045),
  ];
  const leaves = 7;
  for (let i = 0; i < leaves; i++) {
    const a = Math.PI + (i / (leaves - 1)) * Math.PI + lean * 0.2;
    const len = h * (0.38 + (i % 2) * 0.08);
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + len * 0.35;
    const mx = tx + Math.cos(a) * len * 0.5;
    const my = ty + Math.sin(a) * len * 0.5 - len * 0.05;
    out.push(
      path(
        `M${f(tx)} ${f(ty)}Q${f(mx)} ${f(my - len * 0.12)} ${f(ex)} ${f(ey)}Q${f(mx)} ${f(my + len * 0.06)} ${f(tx)} ${f(ty)}Z`,
        color,
      ),
    );
  }
  return out.join("");
}

export function bambooClump(x: number, y: number, h: number, stem: string, leaf: string, rng: Rng): string {
  const out: string[] = [];
  const stems = 9;
  for (let i = 0; i < stems; i++) {
    const t = i / (stems - 1) - 0.5;
    const bx = x + t * h * 0.12;
    const ex = x + t * h * 0.75 + between(rng, -10, 10);
    const ey = y - h * between(rng, 0.82, 1);
    const cx = x + t * h * 0.1;
    const cy = y - h * 0.6;
    out.push(stroke(`M${f(bx)} ${f(y)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}`, stem, h * 0.011));
    for (let k = 0; k < 7; k++) {
      const u = 0.4 + (k / 7) * 0.6;
      const px = (1 - u) * (1 - u) * bx + 2 * (1 - u) * u * cx + u * u * ex;
      const py = (1 - u) * (1 - u) * y + 2 * (1 - u) * u * cy + u * u * ey;
      const side = k % 2 ? 1 : -1;
      for (let j = 0; j < 3; j++) {
        const ang = side * (20 + j * 22) + t * 40 + between(rng, -8, 8);
        out.push(
          ellipse(
            px + side * h * 0.04,
            py + h * 0.012,
            h * 0.045,
            h * 0.009,
            leaf,
            `transform="rotate(${f(ang)} ${f(px)} ${f(py)})"`,
          ),
        );
      }
    }
  }
  return out.join("");
}

export function bush(x: number, y: number, w: number, color: string, light?: string): string {
  const h = w * 0.45;
  const d =
    `M${f(x - w / 2)} ${f(y)}` +
    `C${f(x - w / 2)} ${f(y - h * 0.8)} ${f(x - w * 0.2)} ${f(y - h * 0.9)} ${f(x - w * 0.1)} ${f(y - h * 0.75)}` +
    `C${f(x - w * 0.05)} ${f(y - h * 1.2)} ${f(x + w * 0.3)} ${f(y - h * 1.15)} ${f(x + w * 0.28)} ${f(y - h * 0.7)}` +
    `C${f(x + w * 0.45)} ${f(y - h * 0.75)} ${f(x + w * 0.55)} ${f(y - h * 0.3)} ${f(x + w / 2)} ${f(y)}Z`;
  return (
    path(d, color) + (light ? ellipse(x - w * 0.05, y - h * 0.75, w * 0.18, h * 0.2, light, 'opacity="0.35"') : "")
  );
}

export function flowerBush(x: number, y: number, w: number, color: string, flower: string, rng: Rng): string {
  const o = [bush(x, y, w, color)];
  for (let i = 0; i < 16; i++) {
    const a = Math.PI + rng() * Math.PI;
    const d = Math.sqrt(rng());
    o.push(
      circle(x + Math.cos(a) * d * w * 0.42, y + Math.sin(a) * d * w * 0.4, w * 0.018 + rng() * w * 0.012, flower),
    );
  }
  return o.join("");
}

export function treesAlong(
  curve: Curve,
  x0: number,
  x1: number,
  spacing: number,
  draw: (x: number, y: number) => string,
  rng: Rng,
  sink = 4,
): string {
  const out: string[] = [];
  for (let x = x0 + rng() * spacing; x < x1; x += spacing * between(rng, 0.5, 1.5)) out.push(draw(x, curve(x) + sink));
  return out.join("");
}

export function prayerFlags(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  count: number,
  size: number,
  tint: (c: string) => string,
): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag * 2;
  const out = [stroke(`M${f(x1)} ${f(y1)}Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}`, tint(mix(INK, P.cream, 0.3)), 1.5)];
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1);
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * my + t * t * y2;
    const slope =
      (2 * (1 - t) * (my - y1) + 2 * t * (y2 - my)) / Math.max(1, 2 * (1 - t) * (mx - x1) + 2 * t * (x2 - mx));
    const ang = (Math.atan(slope) * 180) / Math.PI;
    out.push(
      rect(
        px - size / 2,
        py,
        size,
        size * 1.25,
        tint(FLAG_COLOURS[(i - 1) % FLAG_COLOURS.length]),
        `transform="rotate(${f(ang * 0.6)} ${f(px)} ${f(py)})"`,
      ),
    );
  }
  return out.join("");
}

// ---------------------------------------------------------------------------------------------------
// Buildings, drawn in local units: ground at y = 0, centred on x = 0, up is negative y.

export interface Look {
  lit: boolean;
  wall: string;
  wallShade: string;
  accent: string;
  roof: string;
  roofShade: string;
  wood: string;
  woodDark: string;
  woodLight: string;
  trim: string;
  stone: string;
  slate: string;
  slab: string;
  charcoal: string;
  thatch: string;
  thatchDark: string;
  bamboo: string;
  bambooDark: string;
  leaf: string;
  leafDark: string;
  leafLight: string;
  glass: string;
  glassHi: string;
  water: string;
  glow: string;
}

export function makeLook(s: Svg, m: Mood): Look {
  const t = tinter(m);
  const glass = m.lit
    ? s.linear([
        [0, mix(P.marigold, P.cream, 0.5)],
        [1, P.saffron],
      ])
    : m.time === "dawn"
      ? s.linear(
          [
            [0, mix(P.marigold, P.cream, 0.45)],
            [1, mix(P.river, P.plum, 0.45)],
          ],
          0,
          0,
          0.4,
          1,
        )
      : s.linear(
          [
            [0, mix(P.river, P.cream, 0.5)],
            [1, mix(P.river, P.forestDeep, 0.45)],
          ],
          0,
          0,
          0.4,
          1,
        );
  return {
    lit: m.lit,
    wall: t(P.cream),
    wallShade: t(mix(P.cream, P.plum, 0.2)),
    accent: t(mix(P.terracotta, P.cream, 0.3)),
    roof: t(P.terracotta),
    roofShade: t(mix(P.terracotta, INK, 0.3)),
    wood: t(WOOD),
    woodDark: t(mix(WOOD, INK, 0.45)),
    woodLight: t(mix(WOOD, P.marigold, 0.3)),
    trim: t(P.forest),
    stone: t(mix(P.cream, "#7d776f", 0.55)),
    slate: t(mix(mix(P.plum, P.river, 0.45), INK, 0.2)),
    slab: t(mix(INK, P.cream, 0.18)),
    charcoal: t(mix(P.forestDeep, INK, 0.55)),
    thatch: t(mix(P.marigold, WOOD, 0.45)),
    thatchDark: t(mix(P.marigold, WOOD, 0.75)),
    bamboo: t(mix(P.marigold, P.sage, 0.35)),
    bambooDark: t(mix(mix(P.marigold, P.sage, 0.35), INK, 0.35)),
    leaf: t(P.forest),
    leafDark: t(P.forestDeep),
    leafLight: t(P.sage),
    glass,
    glassHi: m.lit ? P.cream : "#ffffff",
    water: s.linear([
      [0, t(mix(P.river, "#7fd0d8", 0.35))],
      [1, t(mix(P.river, P.forestDeep, 0.2))],
    ]),
    glow: P.marigold,
  };
}

/** A framed pane of glass with mullions and a reflection (by day) or warm light (by night). */
export function pane(
  L: Look,
  x: number,
  y: number,
  w: number,
  h: number,
  cols = 1,
  rows = 1,
  frame = L.woodDark,
  fw = 4,
): string {
  const out = [rect(x - fw, y - fw, w + 2 * fw, h + 2 * fw, frame), rect(x, y, w, h, L.glass)];
  if (!L.lit)
    out.push(
      poly([x + w * 0.12, y + h, x + w * 0.5, y, x + w * 0.72, y, x + w * 0.34, y + h], L.glassHi, 'opacity="0.28"'),
    );
  for (let i = 1; i < cols; i++) out.push(rect(x + (w * i) / cols - fw * 0.4, y, fw * 0.8, h, frame));
  for (let j = 1; j < rows; j++) out.push(rect(x, y + (h * j) / rows - fw * 0.4, w, fw * 0.8, frame));
  return out.join("");
}

/** Warm light spilling out at night. */
export function spill(s: Svg, L: Look, x: number, y: number, rx: number, ry: number): string {
  return L.lit
    ? ellipse(
        x,
        y,
        rx,
        ry,
        s.radial([
          [0, L.glow, 0.55],
          [1, L.glow, 0],
        ]),
      )
    : "";
}

export function farmVilla(s: Svg, L: Look): string {
  const o: string[] = [];
  o.push(rect(92, -272, 24, 70, L.roofShade), rect(87, -278, 34, 8, L.woodDark));
  // side wing with its gable facing us
  o.push(rect(160, -128, 128, 128, L.wallShade));
  o.push(
    poly([146, -122, 224, -196, 302, -122], L.roof),
    poly([146, -122, 302, -122, 297, -113, 151, -113], L.roofShade),
  );
  o.push(pane(L, 202, -96, 44, 54, 2, 2, L.trim));
  // main block
  o.push(rect(-190, -172, 350, 172, L.wall));
  o.push(rect(-190, -166, 350, 10, L.wallShade, 'opacity="0.8"'));
  o.push(poly([-222, -166, 192, -166, 132, -252, -162, -252], L.roof));
  for (const y of [-188, -210, -232]) {
    const k = (-166 - y) / 86;
    o.push(line(-222 + 60 * k, y, 192 - 60 * k, y, L.roofShade, 2.5, 'opacity="0.5"'));
  }
  o.push(poly([-222, -166, 192, -166, 186, -158, -216, -158], L.roofShade));
  for (const cx of [-140, -60, 20, 100]) {
    o.push(
      rect(cx - 33, -150, 13, 48, L.trim),
      rect(cx + 20, -150, 13, 48, L.trim),
      pane(L, cx - 18, -150, 36, 48, 2, 2, L.wall, 3),
    );
  }
  // veranda
  o.push(rect(-190, -92, 350, 92, L.wallShade));
  o.push(pane(L, -158, -72, 44, 52, 2, 2, L.trim), pane(L, 82, -72, 44, 52, 2, 2, L.trim));
  o.push(rrect(-42, -82, 48, 82, 4, L.woodDark), rect(-38, -76, 18, 70, L.wood), rect(-16, -76, 18, 70, L.wood));
  o.push(spill(s, L, -18, -10, 120, 40));
  o.push(poly([-212, -100, 182, -100, 198, -82, -228, -82], L.roofShade));
  o.push(rect(-226, -84, 424, 5, L.woodDark));
  for (const x of [-220, -120, 60, 186]) o.push(rect(x, -82, 9, 82, L.wood));
  o.push(rect(-226, -38, 168, 5, L.wood), rect(60, -38, 135, 5, L.wood));
  for (let x = -212; x < 196; x += 16) if (x < -60 || x > 64) o.push(rect(x, -34, 3, 30, L.wood));
  o.push(rect(-236, -8, 444, 10, L.stone), rect(-60, 2, 84, 8, L.stone));
  return o.join("");
}

export function vedantaVilla(s: Svg, L: Look, rng: Rng): string {
  const o: string[] = [];
  // courtyard frangipani rising behind
  o.push(roundTree(150, -110, 210, L.leaf, L.leafLight, rng, mix(P.cream, P.marigold, 0.25)));
  // upper floor
  o.push(rect(-220, -220, 330, 110, L.wall));
  o.push(pane(L, -200, -202, 200, 82, 4, 1, L.charcoal));
  o.push(rect(12, -208, 84, 98, L.wood));
  for (let x = 18; x < 94; x += 9) o.push(rect(x, -208, 3, 98, L.woodDark, 'opacity="0.7"'));
  o.push(rect(-244, -234, 378, 14, L.slab));
  // ground floor
  o.push(rect(-290, -112, 580, 112, L.wall));
  o.push(rect(-290, -112, 104, 112, L.stone));
  for (let y = -98; y < 0; y += 14) o.push(line(-290, y, -186, y, L.wallShade, 2));
  o.push(pane(L, -164, -94, 226, 94, 4, 1, L.charcoal, 5));
  o.push(rect(82, -112, 78, 112, L.wallShade), bush(121, 0, 70, L.leafDark), rect(112, -70, 18, 14, L.roof));
  o.push(pane(L, 176, -94, 96, 94, 2, 1, L.charcoal, 5));
  o.push(rect(-312, -126, 624, 14, L.slab));
  o.push(bush(250, -126, 60, L.leaf), bush(205, -126, 46, L.leafLight));
  o.push(spill(s, L, -40, 10, 220, 40));
  // deck and pool
  o.push(rect(-340, 0, 680, 16, L.stone));
  o.push(poly([-280, 16, 262, 16, 296, 74, -314, 74], L.water));
  o.push(rect(-160, 22, 226, 24, L.glassHi, 'opacity="0.18"'));
  for (let i = 0; i < 6; i++) {
    const y = 28 + i * 8;
    const x = -240 + ((i * 97) % 380);
    o.push(line(x, y, x + 40 + i * 6, y, "#ffffff", 2, 'opacity="0.45" stroke-linecap="round"'));
  }
  o.push(rect(-322, 74, 628, 9, L.stone));
  // loungers
  for (const x of [300, 232])
    o.push(
      poly([x - 28, 8, x + 22, 8, x + 34, -8, x + 28, -10, x + 18, 2, x - 28, 2], L.wall),
      rect(x - 26, 8, 3, 8, L.woodDark),
    );
  return o.join("");
}

export function cubicHomes(s: Svg, L: Look): string {
  const o: string[] = [];
  const d = 36;
  const dy = 22;
  const cube = (x: number, y: number, w: number, h: number, face: string) => {
    o.push(poly([x, y, x + d, y - dy, x + w + d, y - dy, x + w, y], mix(face, "#ffffff", 0.25)));
    o.push(poly([x + w, y, x + w + d, y - dy, x + w + d, y + h - dy, x + w, y + h], mix(face, INK, 0.28)));
    o.push(rect(x, y, w, h, face));
  };
  cube(-270, -132, 196, 132, L.wall);
  o.push(pane(L, -250, -108, 130, 84, 3, 1, L.charcoal, 5), rect(-100, -100, 10, 100, L.wallShade));
  cube(-74, -120, 214, 120, L.accent);
  o.push(pane(L, -52, -104, 160, 104, 4, 1, L.charcoal, 5));
  cube(140, -96, 128, 96, L.wall);
  o.push(
    pane(L, 160, -80, 18, 60, 1, 1, L.charcoal, 3),
    pane(L, 196, -80, 18, 60, 1, 1, L.charcoal, 3),
    pane(L, 232, -80, 18, 60, 1, 1, L.charcoal, 3),
  );
  cube(-222, -274, 218, 142, L.wall);
  o.push(rect(-222, -132, 218, 8, INK, 'opacity="0.22"'));
  o.push(pane(L, -200, -250, 176, 70, 4, 1, L.charcoal, 5));
  o.push(rect(-222, -168, 218, 8, L.woodDark));
  for (let x = -218; x < -6; x += 14) o.push(rect(x, -166, 2, 30, L.woodDark));
  cube(20, -238, 150, 118, L.charcoal);
  o.push(rect(20, -120, 150, 6, INK, 'opacity="0.25"'));
  o.push(pane(L, 44, -216, 100, 76, 2, 1, L.woodLight, 4));
  cube(-150, -348, 110, 74, L.woodLight);
  o.push(pane(L, -138, -334, 86, 50, 2, 1, L.woodDark, 3));
  o.push(bush(222, -104, 54, L.leaf), bush(252, -108, 34, L.leafLight));
  o.push(bush(-20, -296, 40, L.leaf), rect(-4, -310, 3, 14, L.woodDark));
  o.push(spill(s, L, 0, 10, 260, 40));
  o.push(rect(-290, -6, 580, 10, L.stone));
  return o.join("");
}

export function appleCottage(s: Svg, L: Look): string {
  const o: string[] = [];
  // stone-and-timber (kath-kuni) ground storey
  o.push(rect(-136, -104, 272, 104, L.stone));
  for (let y = -104; y < 0; y += 26) o.push(rect(-140, y, 280, 9, L.wood));
  o.push(rect(-22, -80, 44, 80, L.woodDark), rect(-26, -86, 52, 8, L.wood));
  o.push(pane(L, -104, -72, 34, 36, 2, 1, L.woodDark, 5), pane(L, 70, -72, 34, 36, 2, 1, L.woodDark, 5));
  // timber upper storey with a carved balcony
  o.push(rect(-156, -196, 312, 94, L.woodLight));
  for (let x = -150; x < 156; x += 13) o.push(rect(x, -196, 2, 94, L.wood, 'opacity="0.6"'));
  o.push(
    pane(L, -118, -182, 46, 50, 2, 2, L.woodDark, 5),
    pane(L, 72, -182, 46, 50, 2, 2, L.woodDark, 5),
    pane(L, -22, -184, 44, 54, 1, 2, L.woodDark, 5),
  );
  o.push(rect(-172, -124, 344, 10, L.woodDark), rect(-172, -156, 344, 7, L.woodDark));
  for (let x = -168; x < 172; x += 15) o.push(rect(x, -150, 5, 28, L.wood));
  o.push(spill(s, L, 0, -10, 150, 40));
  // steep slate gable
  o.push(poly([-200, -186, 0, -318, 200, -186], L.slate));
  for (let k = 1; k <= 5; k++) {
    const y = -186 - k * 21;
    const hw = (200 * (y + 318)) / 132;
    o.push(line(-hw, y, hw, y, mix(L.slate, "#ffffff", 0.25), 2, 'opacity="0.55"'));
  }
  o.push(stroke("M-206 -182L0 -322L206 -182", L.woodDark, 9));
  for (let x = -190; x <= 190; x += 20) o.push(poly([x - 6, -183, x + 6, -183, x, -172], L.woodDark));
  o.push(pane(L, -16, -262, 32, 30, 1, 1, L.woodDark, 4));
  o.push(rect(-150, -4, 300, 8, L.stone));
  return o.join("");
}

export function treeHouse(s: Svg, L: Look, rng: Rng): string {
  const o: string[] = [];
  const back: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    back.push(
      circle(Math.cos(a) * 170 + between(rng, -20, 20), -400 + Math.sin(a) * 70, between(rng, 70, 100), L.leafDark),
    );
  }
  back.push(ellipse(0, -410, 200, 95, L.leafDark));
  o.push(...back);
  o.push(
    stroke("M0 -300Q-90 -360 -190 -380", BARK, 18),
    stroke("M0 -320Q100 -380 200 -410", BARK, 16),
    stroke("M0 -380Q-30 -440 -60 -480", BARK, 12),
  );
  o.push(path("M-62 4C-34 -10 -30 -100 -28 -260L-18 -390L18 -390L28 -260C30 -100 34 -10 66 4Z", L.woodDark));
  o.push(path("M-10 -40C-8 -120 -6 -200 -4 -300", "none", `stroke="${BARK}" stroke-width="3" opacity="0.6"`));
  // platform and braces
  o.push(stroke("M-20 -140L-140 -220", L.wood, 9), stroke("M20 -140L140 -220", L.wood, 9));
  o.push(rect(-170, -232, 340, 14, L.wood), rect(-170, -218, 340, 4, L.woodDark));
  // cabin
  o.push(rect(-100, -334, 200, 102, L.woodLight));
  for (let x = -96; x < 100; x += 12) o.push(rect(x, -334, 2, 102, L.wood, 'opacity="0.55"'));
  o.push(
    poly([-124, -326, 0, -408, 124, -326], L.roof),
    poly([-124, -326, 124, -326, 118, -318, -118, -318], L.roofShade),
  );
  o.push(circle(-48, -284, 24, L.woodDark), circle(-48, -284, 19, L.glass));
  o.push(pane(L, 20, -302, 44, 70, 1, 2, L.woodDark, 4));
  o.push(spill(s, L, 0, -232, 170, 40));
  // railing
  o.push(rect(-170, -266, 340, 5, L.woodDark));
  for (let x = -168; x <= 168; x += 24) o.push(rect(x, -264, 4, 32, L.woodDark));
  // ladder
  o.push(line(122, -218, 160, 2, L.wood, 6), line(152, -218, 190, 2, L.wood, 6));
  for (let k = 1; k < 10; k++) {
    const t = k / 10;
    o.push(line(122 + 38 * t, -218 + 220 * t, 152 + 38 * t, -218 + 220 * t, L.wood, 4));
  }
  // lantern
  o.push(line(-150, -380, -150, -330, L.woodDark, 1.5), rrect(-158, -330, 16, 22, 3, L.lit ? L.glow : L.woodDark));
  if (L.lit)
    o.push(
      circle(
        -150,
        -318,
        50,
        s.radial([
          [0, L.glow, 0.6],
          [1, L.glow, 0],
        ]),
      ),
    );
  // front foliage
  o.push(
    circle(-220, -340, 62, L.leaf),
    circle(-170, -450, 58, L.leaf),
    circle(230, -370, 66, L.leaf),
    circle(170, -470, 54, L.leaf),
    circle(40, -490, 60, L.leaf),
  );
  o.push(
    circle(-235, -360, 30, L.leafLight, 'opacity="0.4"'),
    circle(215, -395, 32, L.leafLight, 'opacity="0.4"'),
    circle(25, -510, 30, L.leafLight, 'opacity="0.4"'),
  );
  // roots
  o.push(path("M-62 4Q-90 0 -100 6L-40 6Z", L.woodDark), path("M66 4Q96 0 108 6L40 6Z", L.woodDark));
  return o.join("");
}

export function bambooHouse(s: Svg, L: Look): string {
  const o: string[] = [];
  for (const x of [-176, -92, -8, 76, 160]) {
    o.push(rect(x, -90, 11, 90, L.bamboo));
    for (const y of [-70, -40, -12]) o.push(rect(x - 1, y, 13, 3, L.bambooDark));
  }
  o.push(
    line(-170, -84, -86, -6, L.bambooDark, 4),
    line(-2, -84, 82, -6, L.bambooDark, 4),
    line(82, -84, 166, -6, L.bambooDark, 4),
  );
  o.push(rect(-210, -100, 420, 13, L.bambooDark));
  // woven walls
  o.push(rect(-156, -206, 312, 106, L.bamboo));
  for (let x = -156; x < 156; x += 10) o.push(rect(x, -206, 3, 106, L.bambooDark, 'opacity="0.35"'));
  o.push(rect(-156, -166, 312, 4, L.bambooDark), rect(-156, -130, 312, 4, L.bambooDark));
  const opening = (x: number, y: number, w: number, h: number) => {
    o.push(rect(x - 5, y - 5, w + 10, h + 10, L.bambooDark), rect(x, y, w, h, L.lit ? L.glass : L.charcoal));
    o.push(rect(x - 6, y - 2, w + 12, h * 0.35, L.thatch), rect(x - 6, y + h * 0.35 - 4, w + 12, 6, L.thatchDark));
  };
  opening(-122, -184, 64, 56);
  opening(58, -184, 64, 56);
  o.push(rect(-26, -184, 52, 84, L.bambooDark), rect(-20, -178, 40, 78, L.lit ? L.glass : L.charcoal));
  o.push(spill(s, L, 0, -100, 200, 36));
  // railing
  o.push(rect(-210, -136, 420, 5, L.bambooDark));
  for (let x = -208; x <= 206; x += 26) o.push(rect(x, -134, 5, 36, L.bamboo));
  // thatched roof: hip with a small gable at the ridge
  o.push(poly([-258, -192, -112, -312, 112, -312, 258, -192], L.thatch));
  for (const k of [0.3, 0.6]) {
    const y = -192 - 120 * k;
    const hw = 258 - 146 * k;
    o.push(line(-hw, y, hw, y, L.thatchDark, 3, 'opacity="0.5"'));
  }
  o.push(poly([-112, -312, -70, -350, 70, -350, 112, -312], L.thatchDark));
  o.push(poly([-46, -312, 0, -350, 46, -312], L.bambooDark, 'opacity="0.7"'));
  o.push(line(-78, -344, -96, -372, L.bambooDark, 5), line(78, -344, 96, -372, L.bambooDark, 5));
  let fringe = "M-258 -192";
  for (let x = -258; x < 258; x += 10) fringe += `L${x + 5} -180L${x + 10} -192`;
  o.push(path(`${fringe}Z`, L.thatchDark));
  // stairs
  o.push(line(210, -94, 268, 2, L.bambooDark, 6), line(236, -94, 294, 2, L.bambooDark, 6));
  for (let k = 1; k < 6; k++)
    o.push(line(210 + 58 * (k / 6), -94 + 96 * (k / 6), 236 + 58 * (k / 6), -94 + 96 * (k / 6), L.bamboo, 5));
  return o.join("");
}

export function aFrame(s: Svg, L: Look): string {
  const o: string[] = [];
  o.push(rect(62, -262, 14, 70, L.charcoal));
  o.push(poly([-178, -14, 0, -330, 178, -14], L.charcoal));
  o.push(poly([-178, -14, 0, -330, 0, -14], "#ffffff", 'opacity="0.06"'));
  o.push(poly([-128, -26, 0, -262, 128, -26], L.woodLight));
  o.push(poly([-114, -32, 0, -240, 114, -32], L.glass));
  if (!L.lit) o.push(poly([-70, -32, -6, -150, 30, -150, -34, -32], L.glassHi, 'opacity="0.25"'));
  for (const x of [-57, 0, 57]) o.push(line(x, -32, x, -240 + (Math.abs(x) / 114) * 208, L.woodLight, 5));
  for (const y of [-100, -170]) {
    const hw = (114 * (y + 240)) / 208;
    o.push(line(-hw, y, hw, y, L.woodLight, 5));
  }
  o.push(spill(s, L, 0, -10, 230, 44));
  o.push(rect(-214, -30, 428, 12, L.wood));
  for (const x of [-206, -120, 110, 198]) o.push(rect(x, -18, 8, 18, L.woodDark));
  o.push(rect(-214, -62, 86, 4, L.wood), rect(128, -62, 86, 4, L.wood));
  for (let x = -212; x < 214; x += 21) if (Math.abs(x) > 128) o.push(rect(x, -60, 3, 30, L.wood));
  return o.join("");
}

export function bellTent(L: Look, x: number, y: number, sc: number): string {
  const canvas = L.lit ? mix(P.cream, P.marigold, 0.45) : L.wall;
  const d = `M${f(x - 62 * sc)} ${f(y)}L${f(x - 50 * sc)} ${f(y - 46 * sc)}L${f(x)} ${f(y - 96 * sc)}L${f(x + 50 * sc)} ${f(y - 46 * sc)}L${f(x + 62 * sc)} ${f(y)}Z`;
  return (
    path(d, canvas) +
    poly([x, y - 96 * sc, x + 50 * sc, y - 46 * sc, x + 62 * sc, y, x + 20 * sc, y], INK, 'opacity="0.12"') +
    poly([x - 16 * sc, y, x, y - 62 * sc, x + 16 * sc, y], L.lit ? P.saffron : L.woodDark) +
    line(x, y - 96 * sc, x, y - 110 * sc, L.woodDark, 3 * sc)
  );
}

export function campfire(s: Svg, x: number, y: number, sc: number, lit: boolean): string {
  const o: string[] = [];
  if (lit)
    o.push(
      circle(
        x,
        y - 14 * sc,
        110 * sc,
        s.radial([
          [0, P.saffron, 0.5],
          [1, P.saffron, 0],
        ]),
      ),
    );
  o.push(
    line(x - 22 * sc, y, x + 22 * sc, y - 8 * sc, BARK, 6 * sc),
    line(x + 22 * sc, y, x - 22 * sc, y - 8 * sc, BARK, 6 * sc),
  );
  o.push(
    path(
      `M${f(x - 14 * sc)} ${f(y - 6 * sc)}Q${f(x - 16 * sc)} ${f(y - 30 * sc)} ${f(x)} ${f(y - 46 * sc)}Q${f(x + 4 * sc)} ${f(y - 28 * sc)} ${f(x + 14 * sc)} ${f(y - 24 * sc)}Q${f(x + 18 * sc)} ${f(y - 10 * sc)} ${f(x + 12 * sc)} ${f(y - 6 * sc)}Z`,
      P.saffron,
    ),
  );
  o.push(
    path(
      `M${f(x - 6 * sc)} ${f(y - 6 * sc)}Q${f(x - 8 * sc)} ${f(y - 20 * sc)} ${f(x)} ${f(y - 30 * sc)}Q${f(x + 8 * sc)} ${f(y - 18 * sc)} ${f(x + 6 * sc)} ${f(y - 6 * sc)}Z`,
      P.marigold,
    ),
  );
  for (let i = 0; i < 7; i++) o.push(ellipse(x + (i - 3) * 9 * sc, y + 2 * sc, 6 * sc, 4 * sc, STONE_GREY));
  return o.join("");
}

// ---------------------------------------------------------------------------------------------------
// Exterior scenes

export type VillaKind = (typeof VILLA_KINDS)[number];
export type TypeName = (typeof TYPE_IMAGE_NAMES)[number];
export type RoomKind = (typeof ROOM_KINDS)[number];

export interface BuildingSpec {
  draw: (s: Svg, L: Look, rng: Rng) => string;
  /** Half the footprint in local units, for levelling the ground and keeping props clear. */
  half: number;
  scale: number;
  ground: number;
  mountains: boolean;
  trees: "deodar" | "sal" | "round";
}

export const BUILDINGS: Record<VillaKind, BuildingSpec> = {
  farm: { draw: (s, L) => farmVilla(s, L), half: 250, scale: 1.05, ground: 600, mountains: false, trees: "round" },
  vedanta: { draw: vedantaVilla, half: 330, scale: 1.1, ground: 575, mountains: false, trees: "round" },
  cubic: { draw: (s, L) => cubicHomes(s, L), half: 290, scale: 1.08, ground: 620, mountains: true, trees: "deodar" },
  apple: { draw: (s, L) => appleCottage(s, L), half: 200, scale: 1.22, ground: 610, mountains: true, trees: "deodar" },
  tree: { draw: treeHouse, half: 200, scale: 0.98, ground: 680, mountains: false, trees: "sal" },
  bamboo: { draw: (s, L) => bambooHouse(s, L), half: 270, scale: 1.08, ground: 590, mountains: false, trees: "round" },
  nature: { draw: (s, L) => aFrame(s, L), half: 220, scale: 1.05, ground: 620, mountains: true, trees: "deodar" },
};

/** Far hills, peaks and mist: everything behind the middle ground. Returns the nearest ridge. */
export function backdrop(
  s: Svg,
  m: Mood,
  rng: Rng,
  horizon: number,
  mountains: boolean,
  trees: BuildingSpec["trees"],
): { svg: string; near: Curve } {
  const o: string[] = [];
  if (mountains) o.push(peaks(s, m, rng, horizon, true));
  else o.push(path(areaUnder(ridge(rng, horizon - 30, 34, 0.7)), landColor(m, 0)));
  o.push(mist(s, m, horizon + 5, 110));
  const r1 = ridge(rng, horizon + 25, 30, 1);
  o.push(path(areaUnder(r1), landColor(m, 0.25)));
  const c1 = landColor(m, 0.33);
  o.push(
    treesAlong(
      r1,
      -20,
      W + 20,
      trees === "deodar" ? 16 : 22,
      (x, y) =>
        trees === "deodar" ? deodar(x, y, between(rng, 16, 30), c1, c1) : circle(x, y - 6, between(rng, 8, 14), c1),
      rng,
    ),
  );
  o.push(mist(s, m, horizon + 55, 80, 0.8));
  const r2 = ridge(rng, horizon + 85, 26, 1.4);
  o.push(path(areaUnder(r2), landColor(m, 0.5)));
  const c2 = landColor(m, 0.6);
  const c2l = landColor(m, 0.45);
  o.push(
    treesAlong(
      r2,
      -20,
      W + 20,
      trees === "deodar" ? 24 : 34,
      (x, y) =>
        trees === "deodar"
          ? deodar(x, y, between(rng, 34, 58), c2, c2)
          : trees === "sal"
            ? salTree(x, y, between(rng, 50, 80), c2, c2l, rng, c2)
            : roundTree(x, y, between(rng, 30, 50), c2, c2l, rng),
      rng,
      6,
    ),
  );
  return { svg: o.join(""), near: r2 };
}

export function groundCurve(rng: Rng, bx: number, gy: number, half: number): Curve {
  const p = rng() * 6;
  const k = between(rng, 0.00018, 0.0003);
  return (x) => {
    const d = Math.max(0, Math.abs(x - bx) - half);
    return gy + k * d * d + 8 * Math.sin(x * 0.012 + p) * Math.min(1, d / 120);
  };
}

export function overlay(s: Svg, m: Mood): string {
  const edge = m.time === "dusk" ? 0.38 : m.time === "dawn" ? 0.2 : 0.12;
  const o = [
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0.55, INK, 0],
          [1, INK, edge],
        ],
        0.5,
        0.45,
        0.75,
      ),
    ),
  ];
  if (m.time === "dawn")
    o.push(
      rect(
        0,
        0,
        W,
        H,
        s.linear(
          [
            [0, P.marigold, 0.1],
            [1, P.terracotta, 0],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
  return o.join("");
}

export function propertyScene(kind: VillaKind, time: Time, rng: Rng, hero: boolean): Svg {
  const s = new Svg();
  const spec = BUILDINGS[kind];
  const side = rng() < 0.5 ? -1 : 1;
  const bx = hero ? 600 : 600 + side * between(rng, 80, 180);
  const sc = spec.scale * (hero ? 1 : between(rng, 0.8, 0.9));
  const gy = spec.ground + (hero ? 0 : between(rng, -10, 25));
  const flip = !hero && rng() < 0.5;
  const half = spec.half * sc;
  const m = makeMood(time, rng, bx);
  const L = makeLook(s, m);
  const t = tinter(m);
  const horizon = spec.mountains ? 440 : 430;

  s.add(sky(s, m, rng));
  const back = backdrop(s, m, rng, horizon, spec.mountains, spec.trees);
  s.add(back.svg);

  const ground = groundCurve(rng, bx, gy, half);
  const groundFill = s.linear([
    [0, landColor(m, 0.72)],
    [1, landColor(m, 0.95)],
  ]);
  const far = bx < 600 ? 1 : -1; // the side with more room

  // middle ground, behind the building's plot
  switch (kind) {
    case "farm": {
      const fields: string[] = [];
      for (let k = 0; k < 5; k++) {
        const off = 10 + k * 16;
        const c = k % 2 ? t(mix(P.marigold, P.sage, 0.35)) : t(mix(P.sage, P.cream, 0.25));
        const band = (x: number) => back.near(x) + off;
        fields.push(path(areaUnder(band, 30), c, `opacity="${f(0.35 + k * 0.08)}"`));
      }
      s.add(group(fields));
      s.add(
        treesAlong(
          back.near,
          -20,
          W + 20,
          90,
          (x, y) => roundTree(x, y + 30, between(rng, 60, 90), t(P.forest), t(P.sage), rng),
          rng,
        ),
      );
      break;
    }
    case "apple": {
      for (let row = 0; row < 2; row++) {
        const y0 = (x: number) => back.near(x) + 26 + row * 34;
        s.add(
          treesAlong(
            y0,
            -20,
            W + 20,
            34 + row * 12,
            (x, y) => roundTree(x, y, 30 + row * 14, landColor(m, 0.62 + row * 0.1), t(P.sage), rng, t(APPLE_RED)),
            rng,
            0,
          ),
        );
      }
      break;
    }
    case "tree": {
      const c = landColor(m, 0.68);
      s.add(mist(s, m, horizon + 140, 90, 1.1));
      s.add(
        treesAlong(
          back.near,
          -20,
          W + 20,
          70,
          (x, y) => salTree(x, y + 70, between(rng, 150, 230), c, landColor(m, 0.55), rng, c),
          rng,
        ),
      );
      s.add(mist(s, m, gy - 30, 120, m.time === "dawn" ? 1.3 : 0.9));
      break;
    }
    case "nature":
    case "cubic": {
      const c = landColor(m, 0.7);
      s.add(treesAlong(back.near, -20, W + 20, 30, (x, y) => deodar(x, y + 40, between(rng, 70, 120), c, c), rng));
      break;
    }
    case "bamboo": {
      s.add(
        treesAlong(
          back.near,
          -20,
          W + 20,
          60,
          (x, y) => roundTree(x, y + 20, between(rng, 50, 80), landColor(m, 0.66), landColor(m, 0.5), rng),
          rng,
        ),
      );
      break;
    }
  }

  if (kind === "vedanta") {
    // the Ganga in the valley below the plot
    const p = rng() * 6;
    const top: Curve = (x) => Math.max(back.near(x) + 12, horizon + 96) + 5 * Math.sin(x * 0.005 + p);
    const bottom: Curve = (x) => top(x) + 30 + 22 * (0.5 + 0.5 * Math.sin(x * 0.004 + p));
    let d = `M-20 ${f(top(-20))}`;
    for (let x = 0; x <= W + 20; x += 20) d += `L${x} ${f(top(x))}`;
    for (let x = W + 20; x >= -20; x -= 20) d += `L${x} ${f(bottom(x))}`;
    s.add(
      path(
        `${d}Z`,
        s.linear([
          [0, mix(m.sky[2], P.river, 0.4)],
          [1, t(P.river)],
        ]),
      ),
    );
    for (let i = 0; i < 10; i++) {
      const x = rng() * W;
      s.add(
        line(
          x,
          top(x) + 10 + rng() * 14,
          x + 30 + rng() * 40,
          top(x) + 12 + rng() * 14,
          mix(m.sky[2], "#ffffff", 0.3),
          2,
          'opacity="0.5" stroke-linecap="round"',
        ),
      );
    }
  }
  s.add(path(areaUnder(ground, 20), groundFill));
  // props standing behind the building on its plot
  switch (kind) {
    case "farm":
      s.add(roundTree(bx - far * (half + 60), ground(bx - far * (half + 60)) + 4, 150, L.leaf, L.leafLight, rng));
      s.add(
        path(
          `M${f(bx + far * (half + 90) - 40)} ${f(gy + 2)}Q${f(bx + far * (half + 90))} ${f(gy - 90)} ${f(bx + far * (half + 90) + 40)} ${f(gy + 2)}Z`,
          t(mix(P.marigold, WOOD, 0.35)),
        ),
      );
      break;
    case "vedanta":
      s.add(
        palm(bx - half - 30, ground(bx - half - 30) + 4, 230, L.leaf, -0.5),
        palm(bx + half + 30, ground(bx + half + 30) + 4, 260, L.leaf, 0.5),
      );
      break;
    case "cubic": {
      const d1 = bx + far * (half + 60);
      const d2 = bx + far * (half + 220);
      s.add(deodar(d2, ground(d2) + 6, 200, L.leaf), deodar(d1, ground(d1) + 6, 260, L.leafDark));
      s.add(prayerFlags(d1 + far * 10, ground(d1) - 180, d2 - far * 10, ground(d2) - 130, 14, 7, 13, t));
      break;
    }
    case "nature":
      s.add(deodar(bx - far * (half + 40), ground(bx - far * (half + 40)) + 6, 300, L.leafDark));
      break;
    case "bamboo":
      s.add(bambooClump(bx - half - 20, ground(bx - half - 20) + 4, 320, L.bamboo, L.leaf, rng));
      s.add(bambooClump(bx + half + 30, ground(bx + half + 30) + 4, 260, L.bamboo, L.leafLight, rng));
      break;
    case "apple":
      for (const dx of [-1, 1]) {
        const x = bx + dx * (half + 40);
        s.add(roundTree(x, ground(x) + 4, 110, L.leaf, L.leafLight, rng, t(APPLE_RED)));
      }
      break;
    case "tree":
      break;
  }

  s.add(place(spec.draw(s, L, rng), bx, gy, sc, flip));

  // foreground
  const fg = ridge(rng, 760, 12, 1.5);
  switch (kind) {
    case "farm": {
      const top = (x: number) => Math.max(ground(x) + 40, gy + 50);
      const d = areaUnder(top, 30);
      const rows: string[] = [path(d, t(mix(P.marigold, P.sage, 0.2)))];
      for (let i = -14; i <= 14; i++) {
        const xb = bx + i * 90;
        rows.push(line(bx + i * 12, gy + 40, xb, H, t(P.sage), 8 + Math.abs(i) * 0.2, 'opacity="0.6"'));
      }
      s.add(group(rows, `clip-path="${s.clip(path(d, "#000"))}"`));
      s.add(roundTree(bx + far * (half + 200), H + 20, 380, L.leafDark, L.leaf, rng));
      break;
    }
    case "vedanta":
      s.add(
        path(
          areaUnder((x) => fg(x) + 10, 30),
          landColor(m, 1),
        ),
      );
      // stepping stones across the lawn from the pool deck
      for (let k = 0; k < 4; k++) {
        const y = gy + 96 * sc + k * (30 + k * 14);
        const x = bx + far * (40 + k * k * 16) * sc;
        s.add(ellipse(x, y, (26 + k * 9) * sc, (7 + k * 3) * sc, L.stone));
      }
      s.add(
        flowerBush(
          bx - far * (half + 40),
          fg(bx - far * (half + 40)) + 20,
          200,
          L.leafDark,
          t(mix(P.terracotta, P.cream, 0.2)),
          rng,
        ),
      );
      s.add(
        flowerBush(600 - far * 520, 805, 280, L.leaf, t(P.cream), rng),
        bush(600 - far * 340, 812, 160, L.leafDark, L.leaf),
      );
      s.add(flowerBush(600 + far * 560, 810, 200, L.leafDark, t(P.marigold), rng));
      break;
    case "cubic": {
      const tx = bx - far * (half + 150);
      s.add(deodar(tx, H + 30, 520, t(mix(P.forestDeep, INK, 0.2))));
      s.add(
        path(
          areaUnder((x) => fg(x) + 20, 30),
          landColor(m, 1),
        ),
      );
      s.add(bush(bx + far * 200, 805, 220, L.leafDark, L.leaf));
      break;
    }
    case "apple":
      for (const dx of [-1, 1]) {
        for (let k = 0; k < 2; k++) {
          const x = bx + dx * (half + 150 + k * 180);
          if (x > -100 && x < W + 100)
            s.add(roundTree(x, 720 + k * 60, 220 + k * 60, L.leafDark, L.leaf, rng, t(APPLE_RED)));
        }
      }
      s.add(
        path(
          areaUnder((x) => fg(x) + 20, 30),
          landColor(m, 1),
        ),
      );
      for (let x = 20; x < W; x += 46) s.add(rect(x, 740, 8, 60, L.wood));
      s.add(rect(0, 752, W, 6, L.wood), rect(0, 776, W, 6, L.wood));
      break;
    case "tree": {
      const dark = t(mix(P.forestDeep, INK, 0.25));
      const bark = t(mix(BARK, P.forestDeep, 0.55));
      s.add(salTree(60, H + 40, 900, dark, L.leaf, rng, bark));
      s.add(salTree(1150, H + 40, 820, dark, L.leaf, rng, bark));
      s.add(
        path(
          areaUnder((x) => fg(x) + 15, 30),
          landColor(m, 1),
        ),
      );
      s.add(bush(250, 800, 220, L.leafDark, L.leaf), bush(960, 805, 260, L.leafDark, L.leaf));
      break;
    }
    case "bamboo": {
      const bankY = (x: number) => Math.max(ground(x), gy) + 28 + 10 * Math.sin(x * 0.01);
      const d = areaUnder(bankY, 30);
      s.add(
        path(
          areaUnder((x) => bankY(x) - 12, 30),
          t(mix(P.cream, WOOD, 0.35)),
        ),
      );
      s.add(path(d, L.water));
      const shine: string[] = [];
      for (let i = 0; i < 22; i++) {
        const y = gy + 50 + Math.pow(rng(), 0.9) * (H - gy - 50);
        const x = rng() * W;
        const len = 20 + ((y - gy) / (H - gy)) * 100;
        shine.push(line(x, y, x + len, y, "#ffffff", 2, 'opacity="0.4" stroke-linecap="round"'));
      }
      // the house mirrored in the water, faint
      shine.push(
        group(
          place(spec.draw(s, L, rng), bx, gy, sc, flip),
          `opacity="0.2" transform="translate(0 ${f(2 * (gy + 14))}) scale(1 -1)"`,
        ),
      );
      s.add(group(shine, `clip-path="${s.clip(path(d, "#000"))}"`));
      const boatX = bx + far * (half + 150);
      const by = H - 60;
      s.add(
        path(
          `M${f(boatX - 90)} ${f(by)}Q${f(boatX)} ${f(by + 34)} ${f(boatX + 90)} ${f(by)}L${f(boatX + 70)} ${f(by + 16)}Q${f(boatX)} ${f(by + 34)} ${f(boatX - 70)} ${f(by + 16)}Z`,
          L.woodDark,
        ),
      );
      s.add(path(`M${f(boatX - 40)} ${f(by + 4)}Q${f(boatX)} ${f(by - 40)} ${f(boatX + 40)} ${f(by + 4)}Z`, L.thatch));
      break;
    }
    case "nature": {
      const tentX = bx + far * (half + 110);
      s.add(bellTent(L, tentX, ground(tentX) + 6, 1.25));
      const tent2 = tentX + far * 170;
      if (tent2 > 40 && tent2 < W - 40) s.add(bellTent(L, tent2, ground(tent2) + 12, 1));
      s.add(
        path(
          areaUnder((x) => fg(x) + 25, 30),
          landColor(m, 1),
        ),
      );
      const fx = bx + far * (half * 0.2 + 90);
      s.add(campfire(s, fx, gy + 95, 1.2, m.time !== "day"));
      const ax = bx - far * (half + 190);
      s.add(deodar(ax, H + 20, 480, t(mix(P.forestDeep, INK, 0.2))));
      s.add(prayerFlags(ax + far * 30, 420, bx - far * 60, gy - 290 * sc, 26, 10, 15, t));
      break;
    }
  }
  s.add(overlay(s, m));
  return s;
}

export function lotus(cx: number, cy: number, r: number): string {
  const petal = (ang: number, len: number, wid: number, color: string) =>
    path(
      `M0 0C${f(-wid)} ${f(-len * 0.35)} ${f(-wid * 0.7)} ${f(-len * 0.8)} 0 ${f(-len)}C${f(wid * 0.7)} ${f(-len * 0.8)} ${f(wid)} ${f(-len * 0.35)} 0 0Z`,
      color,
      `transform="translate(${f(cx)} ${f(cy + r * 0.35)}) rotate(${ang})"`,
    );
  return [
    circle(cx, cy, r, P.cream, 'opacity="0.92"'),
    circle(cx, cy, r - 6, "none", `stroke="${P.saffron}" stroke-width="2.5"`),
    petal(-72, r * 0.55, r * 0.2, mix(P.terracotta, P.cream, 0.35)),
    petal(72, r * 0.55, r * 0.2, mix(P.terracotta, P.cream, 0.35)),
    petal(-36, r * 0.72, r * 0.24, P.marigold),
    petal(36, r * 0.72, r * 0.24, P.marigold),
    petal(0, r * 0.85, r * 0.26, P.saffron),
    stroke(
      `M${f(cx - r * 0.45)} ${f(cy + r * 0.5)}Q${f(cx - r * 0.22)} ${f(cy + r * 0.42)} ${f(cx)} ${f(cy + r * 0.5)}Q${f(cx + r * 0.22)} ${f(cy + r * 0.58)} ${f(cx + r * 0.45)} ${f(cy + r * 0.5)}`,
      P.river,
      3,
    ),
  ].join("");
}

export function placeholderScene(rng: Rng): Svg {
  const s = new Svg();
  const m = makeMood("day", rng, 600);
  m.sky = [mix(P.sage, P.cream, 0.7), mix(P.sage, P.cream, 0.85), P.cream];
  m.haze = mix(P.sage, P.cream, 0.65);
  m.mist = P.cream;
  m.mistOpacity = 0.8;
  m.birds = false;
  m.cloud = P.cream;
  m.sunColor = mix(P.marigold, P.cream, 0.55);
  m.sunX = 600;
  m.sunY = 330;
  m.sunR = 120;
  m.glowOpacity = 0.25;
  s.add(sky(s, m, rng));
  const back = backdrop(s, m, rng, 470, false, "round");
  s.add(back.svg);
  s.add(mist(s, m, 600, 140));
  const near = ridge(rng, 680, 20, 0.8);
  s.add(
    path(
      areaUnder(near),
      s.linear([
        [0, mix(P.sage, P.cream, 0.3)],
        [1, mix(P.sage, P.forest, 0.4)],
      ]),
    ),
  );
  s.add(lotus(600, 330, 110));
  return s;
}

// ---------------------------------------------------------------------------------------------------
// Interiors

export interface RoomLook {
  time: Time;
  lit: boolean;
  wall: string;
  wallShade: string;
  floor: string;
  floorFar: string;
  floorLine: string;
  wood: string;
  woodDark: string;
  woodLight: string;
  fabric: string;
  fabricDark: string;
  accent: string;
  accent2: string;
  cream: string;
  creamShade: string;
  plant: string;
  plantDark: string;
  pot: string;
  stone: string;
  glow: string;
}

export function roomLook(kind: RoomKind, variant: number): RoomLook {
  const dusk = variant === 2;
  const t = (c: string) => (dusk ? mix(c, P.plum, 0.14) : c);
  const alt = ROOM_KINDS.indexOf(kind) % 2 === 1;
  const wall = dusk
    ? alt
      ? mix(P.sage, P.cream, 0.6)
      : mix(P.terracotta, P.cream, 0.66)
    : alt
      ? mix(P.cream, P.marigold, 0.14)
      : mix(P.cream, "#ffffff", 0.25);
  const fabric = dusk
    ? alt
      ? mix(P.terracotta, P.cream, 0.2)
      : mix(P.cream, P.sage, 0.25)
    : alt
      ? mix(P.sage, P.cream, 0.15)
      : mix(P.river, P.cream, 0.35);
  const floor = kind === "kitchen" || kind === "bath" ? mix(P.terracotta, P.cream, 0.35) : mix(WOOD, P.marigold, 0.28);
  return {
    time: dusk ? "dusk" : "day",
    lit: dusk,
    wall: t(wall),
    wallShade: t(mix(wall, P.plum, 0.16)),
    floor: t(mix(floor, INK, 0.12)),
    floorFar: t(mix(floor, P.cream, 0.15)),
    floorLine: t(mix(floor, INK, 0.3)),
    wood: t(WOOD),
    woodDark: t(mix(WOOD, INK, 0.4)),
    woodLight: t(mix(WOOD, P.marigold, 0.4)),
    fabric: t(fabric),
    fabricDark: t(mix(fabric, INK, 0.18)),
    accent: t(P.saffron),
    accent2: t(P.terracotta),
    cream: t(P.cream),
    creamShade: t(mix(P.cream, P.plum, 0.15)),
    plant: t(P.forest),
    plantDark: t(P.forestDeep),
    pot: t(mix(P.terracotta, P.cream, 0.15)),
    stone: t(mix(P.cream, "#8d857a", 0.3)),
    glow: P.marigold,
  };
}

/** A landscape seen through an opening, clipped to it. */
export function view(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  time: Time,
  rng: Rng,
  mountains: boolean,
): string {
  const m = makeMood(time, rng);
  const k = Math.max(w / W, h / H);
  const ox = x + (w - W * k) / 2;
  const oy = y + (h - H * k) / 2;
  const toX = (v: number) => (v - ox) / k;
  const toY = (v: number) => (v - oy) / k;
  m.sunX = toX(x + w * between(rng, 0.25, 0.75));
  m.sunY = toY(y + h * (time === "day" ? 0.22 : 0.5));
  m.birds = false;
  const horizon = toY(y + h * 0.52);
  const back = backdrop(s, m, rng, horizon, mountains, mountains ? "deodar" : "sal");
  const near = ridge(rng, toY(y + h * 0.85), 20, 1.2);
  const content = sky(s, m, rng) + back.svg + path(areaUnder(near), landColor(m, 0.85));
  return group(
    group(content, `transform="translate(${f(ox)} ${f(oy)}) scale(${k.toFixed(4)})"`),
    `clip-path="${s.clip(rect(x, y, w, h, "#000"))}"`,
  );
}

export function windowFrame(
  s: Svg,
  R: RoomLook,
  x: number,
  y: number,
  w: number,
  h: number,
  rng: Rng,
  cols = 2,
  rows = 2,
  mountains = true,
): string {
  const o = [rect(x - 16, y - 16, w + 32, h + 32, R.woodLight), rect(x - 6, y - 6, w + 12, h + 12, R.woodDark)];
  o.push(view(s, x, y, w, h, R.time, rng, mountains));
  for (let i = 1; i < cols; i++) o.push(rect(x + (w * i) / cols - 5, y, 10, h, R.woodLight));
  for (let j = 1; j < rows; j++) o.push(rect(x, y + (h * j) / rows - 5, w, 10, R.woodLight));
  o.push(rect(x - 28, y + h + 12, w + 56, 14, R.wood));
  return o.join("");
}

export function roomFloor(s: Svg, R: RoomLook, tiles: boolean): string {
  const y0 = 600;
  const o = [
    rect(
      0,
      y0,
      W,
      H - y0,
      s.linear([
        [0, R.floorFar],
        [1, R.floor],
      ]),
    ),
  ];
  const step = tiles ? 90 : 46;
  for (let x0 = 600 - step * 12; x0 <= 600 + step * 12; x0 += step) {
    o.push(line(x0, y0, 600 + ((x0 - 600) * 5) / 3, H, R.floorLine, tiles ? 2 : 1.5, 'opacity="0.45"'));
  }
  if (tiles)
    for (let k = 1; k < 5; k++) {
      const y = y0 + (H - y0) * Math.pow(k / 5, 1.4);
      o.push(line(0, y, W, y, R.floorLine, 2, 'opacity="0.45"'));
    }
  o.push(rect(0, y0 - 10, W, 12, R.wallShade));
  return o.join("");
}

export function pottedPlant(x: number, y: number, size: number, R: RoomLook, rng: Rng): string {
  const o: string[] = [];
  const top = y - size * 0.42;
  const leaves = 9;
  for (let i = 0; i < leaves; i++) {
    const ang = -165 + (150 * i) / (leaves - 1) + between(rng, -8, 8);
    const len = size * between(rng, 0.55, 0.95);
    const w = len * 0.32;
    o.push(
      path(
        `M0 0Q${f(len * 0.5)} ${f(-w)} ${f(len)} 0Q${f(len * 0.5)} ${f(w)} 0 0Z`,
        i % 2 ? R.plant : R.plantDark,
        `transform="translate(${f(x)} ${f(top)}) rotate(${f(ang)})"`,
      ),
    );
  }
  o.push(poly([x - size * 0.3, top, x + size * 0.3, top, x + size * 0.22, y, x - size * 0.22, y], R.pot));
  o.push(rect(x - size * 0.33, top - 6, size * 0.66, 12, mix(R.pot, INK, 0.15)));
  return o.join("");
}

export function lampGlow(s: Svg, R: RoomLook, x: number, y: number, r: number): string {
  return R.lit
    ? circle(
        x,
        y,
        r,
        s.radial([
          [0, R.glow, 0.55],
          [0.4, R.glow, 0.22],
          [1, R.glow, 0],
        ]),
      )
    : "";
}

export function livingRoom(s: Svg, R: RoomLook, rng: Rng): string {
  const o: string[] = [];
  o.push(rect(40, 86, 440, 6, R.woodDark), circle(40, 89, 8, R.woodDark), circle(480, 89, 8, R.woodDark));
  o.push(windowFrame(s, R, 110, 120, 280, 330, rng, 2, 3));
  o.push(rrect(34, 84, 62, 480, 20, R.cream), rrect(404, 84, 62, 480, 20, R.cream));
  for (const x of [52, 74, 422, 444]) o.push(line(x, 104, x, 550, R.creamShade, 3));
  o.push(roomFloor(s, R, false));
  if (!R.lit) o.push(poly([140, 610, 420, 610, 600, 800, 200, 800], R.cream, 'opacity="0.22"'));
  // rug
  o.push(
    poly([420, 650, 1060, 650, 1170, 790, 310, 790], R.accent2),
    poly([446, 662, 1036, 662, 1130, 778, 350, 778], "none", `stroke="${R.cream}" stroke-width="3" opacity="0.7"`),
  );
  for (let i = 1; i < 6; i++)
    o.push(
      line(
        420 - 110 * (i / 6) + 0,
        650 + 140 * (i / 6),
        1060 + 110 * (i / 6),
        650 + 140 * (i / 6),
        R.accent,
        2,
        'opacity="0.5"',
      ),
    );
  // art
  o.push(rect(648, 150, 300, 210, R.woodDark), rect(660, 162, 276, 186, R.cream));
  o.push(
    circle(800, 240, 38, R.accent),
    path("M660 320Q740 250 820 300T936 290V348H660Z", mix(P.sage, R.cream, 0.2)),
    path("M660 336Q760 290 860 330T936 320V348H660Z", P.forest),
  );
  // sofa
  o.push(rrect(540, 428, 520, 140, 30, R.fabric));
  o.push(rrect(560, 544, 480, 74, 18, R.fabric), rect(560, 600, 480, 18, R.fabricDark));
  o.push(rrect(508, 488, 76, 152, 28, R.fabricDark), rrect(1016, 488, 76, 152, 28, R.fabricDark));
  o.push(rect(520, 632, 560, 14, R.woodDark), rect(540, 644, 10, 16, R.woodDark), rect(1050, 644, 10, 16, R.woodDark));
  o.push(
    rrect(600, 470, 116, 94, 22, R.accent, 'transform="rotate(-6 658 517)"'),
    rrect(880, 470, 110, 92, 22, R.cream, 'transform="rotate(6 935 516)"'),
  );
  o.push(line(898, 500, 972, 508, R.accent2, 4), line(896, 520, 970, 528, R.accent2, 4));
  o.push(rrect(736, 482, 104, 82, 20, R.accent2));
  // coffee table
  o.push(rrect(600, 682, 340, 18, 8, R.wood), rect(630, 700, 12, 54, R.woodDark), rect(898, 700, 12, 54, R.woodDark));
  o.push(
    path("M650 682Q650 650 690 650Q730 650 730 682Z", R.cream),
    circle(670, 652, 9, R.accent),
    circle(690, 648, 9, R.accent2),
    circle(708, 654, 8, R.accent),
  );
  o.push(rect(800, 668, 90, 14, R.accent2), rect(808, 656, 76, 12, R.fabricDark));
  // plant and lamp
  o.push(pottedPlant(470, 660, 170, R, rng));
  o.push(
    ellipse(1130, 664, 34, 8, R.woodDark),
    line(1130, 660, 1130, 320, R.woodDark, 5),
    poly([1082, 330, 1178, 330, 1160, 262, 1100, 262], R.cream),
  );
  o.push(lampGlow(s, R, 1130, 340, 260));
  return o.join("");
}

export function bedroom(s: Svg, R: RoomLook, rng: Rng): string {
  const o: string[] = [];
  o.push(windowFrame(s, R, 420, 90, 360, 190, rng, 3, 1));
  o.push(roomFloor(s, R, false));
  // mandala hanging
  const mx = 1040;
  const my = 250;
  o.push(circle(mx, my, 82, R.cream), circle(mx, my, 82, "none", `stroke="${R.accent2}" stroke-width="4"`));
  for (let i = 0; i < 12; i++) {
    o.push(ellipse(mx, my - 48, 10, 24, i % 2 ? R.accent : R.accent2, `transform="rotate(${i * 30} ${mx} ${my})"`));
  }
  o.push(circle(mx, my, 22, P.forest), circle(mx, my, 10, R.accent));
  o.push(pottedPlant(110, 680, 220, R, rng));
  // rug
  o.push(poly([250, 690, 950, 690, 1060, 795, 140, 795], R.accent2, 'opacity="0.85"'));
  // headboard (cane)
  const cane = s.pattern(
    16,
    16,
    `<rect width="16" height="16" fill="${R.woodLight}"/><circle cx="8" cy="8" r="5" fill="none" stroke="${R.wood}" stroke-width="2"/>`,
  );
  o.push(rrect(380, 320, 440, 240, 20, R.wood), rrect(400, 340, 400, 200, 12, cane));
  // side tables & lamps
  for (const x of [220, 860]) {
    o.push(
      rect(x, 520, 120, 130, R.wood),
      rect(x - 6, 512, 132, 12, R.woodDark),
      line(x + 10, 585, x + 110, 585, R.woodDark, 3),
      circle(x + 60, 560, 5, R.woodDark),
    );
    o.push(
      rrect(x + 50, 452, 20, 60, 8, R.cream),
      poly([x + 22, 456, x + 98, 456, x + 86, 400, x + 34, 400], R.lit ? mix(P.cream, P.marigold, 0.35) : R.cream),
    );
    o.push(lampGlow(s, R, x + 60, 440, 200));
  }
  // bed
  o.push(poly([394, 470, 806, 470, 866, 640, 334, 640], R.cream));
  o.push(
    rrect(420, 436, 170, 66, 26, R.cream, `stroke="${R.creamShade}" stroke-width="3"`),
    rrect(610, 436, 170, 66, 26, R.cream, `stroke="${R.creamShade}" stroke-width="3"`),
  );
  o.push(rrect(520, 470, 160, 54, 20, R.accent));
  o.push(
    poly([384, 540, 816, 540, 870, 652, 330, 652], R.fabric),
    poly([378, 560, 822, 560, 830, 580, 370, 580], R.accent2),
  );
  o.push(
    rect(330, 652, 540, 46, R.fabricDark),
    rect(330, 698, 540, 14, R.woodDark),
    rect(340, 712, 14, 16, R.woodDark),
    rect(846, 712, 14, 16, R.woodDark),
  );
  return o.join("");
}

export function kitchen(s: Svg, R: RoomLook, rng: Rng): string {
  const o: string[] = [];
  const tile = s.pattern(
    40,
    40,
    `<rect width="40" height="40" fill="${mix(R.wall, P.sage, 0.3)}"/><rect width="20" height="20" fill="${mix(R.wall, P.sage, 0.45)}"/><rect x="20" y="20" width="20" height="20" fill="${mix(R.wall, P.sage, 0.45)}"/><path d="M0 0H40M0 20H40M0 0V40M20 0V40" stroke="${R.cream}" stroke-width="2"/>`,
  );
  o.push(roomFloor(s, R, true), rect(60, 320, 1080, 130, tile));
  o.push(windowFrame(s, R, 480, 90, 260, 210, rng, 2, 1));
  for (const x of [500, 560, 680]) o.push(pottedPlant(x, 324, 50, R, rng));
  // shelves with jars
  for (const y of [170, 260]) {
    o.push(rect(80, y, 320, 12, R.wood), rect(96, y + 12, 8, 18, R.woodDark), rect(376, y + 12, 8, 18, R.woodDark));
    let x = 96;
    while (x < 370) {
      const w = between(rng, 26, 44);
      const h = between(rng, 34, 64);
      const kind = Math.floor(rng() * 3);
      if (kind === 0)
        o.push(
          rrect(x, y - h, w, h, 6, R.cream),
          rect(x + 3, y - h - 8, w - 6, 9, R.woodDark),
          rect(x, y - h * 0.55, w, h * 0.3, R.accent, 'opacity="0.8"'),
        );
      else if (kind === 1)
        o.push(path(`M${f(x)} ${f(y - 26)}Q${f(x + w / 2)} ${f(y + 6)} ${f(x + w + 10)} ${f(y - 26)}Z`, R.accent2));
      else
        o.push(
          rrect(x, y - h, w, h, 10, mix(P.river, R.cream, 0.3)),
          rect(x + w * 0.3, y - h - 8, w * 0.4, 9, R.woodDark),
        );
      x += w + between(rng, 6, 18);
    }
  }
  // utensil rail
  o.push(line(90, 300, 400, 300, R.woodDark, 4));
  for (let i = 0; i < 5; i++) {
    const x = 120 + i * 62;
    o.push(line(x, 300, x, 348, R.woodDark, 4), i % 2 ? circle(x, 356, 12, R.accent2) : ellipse(x, 352, 7, 14, R.wood));
  }
  // hood
  o.push(
    rect(900, 0, 70, 130, mix(R.accent2, P.marigold, 0.25)),
    poly([840, 130, 1030, 130, 1060, 210, 810, 210], mix(R.accent2, P.marigold, 0.3)),
    rect(808, 206, 254, 10, R.woodDark),
  );
  // counter
  o.push(rect(50, 440, 1100, 20, R.stone), rect(60, 460, 1080, 178, R.fabric));
  for (let i = 0; i < 8; i++) {
    const x = 70 + i * 134;
    o.push(
      rect(x, 474, 122, 150, "none", `stroke="${R.fabricDark}" stroke-width="3"`),
      rect(x + 50, 490, 22, 5, R.woodDark),
    );
  }
  o.push(rect(60, 630, 1080, 14, R.woodDark));
  // sink and tap
  o.push(
    rect(540, 436, 180, 8, mix(R.stone, INK, 0.3)),
    stroke("M640 436V392Q640 372 612 372H600", mix(R.stone, INK, 0.4), 7),
  );
  // stove with a pot
  o.push(
    rect(850, 432, 190, 10, INK),
    rrect(880, 372, 96, 60, 10, R.accent2),
    rect(872, 366, 112, 10, mix(R.accent2, INK, 0.2)),
    rect(918, 356, 20, 10, R.woodDark),
  );
  if (R.lit)
    o.push(
      path(
        "M905 350Q895 320 912 300M940 348Q952 318 936 292",
        "none",
        `stroke="${R.cream}" stroke-width="4" opacity="0.5"`,
      ),
    );
  // fruit bowl
  o.push(
    circle(230, 410, 18, R.accent),
    circle(262, 404, 18, APPLE_RED),
    circle(292, 412, 16, P.marigold),
    path("M190 416H330Q320 442 260 442Q200 442 190 416Z", R.cream),
  );
  o.push(lampGlow(s, R, 240, 300, 240), lampGlow(s, R, 935, 230, 200));
  return o.join("");
}

export function bathroom(s: Svg, R: RoomLook, rng: Rng): string {
  const o: string[] = [];
  const tile = s.pattern(
    48,
    24,
    `<rect width="48" height="24" fill="${mix(R.cream, P.sage, 0.28)}"/><path d="M0 0H48M0 12H48M0 0V12M24 12V24" stroke="${R.cream}" stroke-width="2"/>`,
  );
  o.push(rect(0, 340, W, 260, tile));
  o.push(windowFrame(s, R, 160, 90, 260, 190, rng, 2, 1));
  o.push(pottedPlant(220, 114 + 190 - 0, 46, R, rng));
  o.push(roomFloor(s, R, true));
  // towel ladder
  o.push(line(40, 660, 80, 360, R.wood, 7), line(110, 660, 150, 360, R.wood, 7));
  for (let k = 1; k < 6; k++)
    o.push(line(40 + 40 * (k / 6), 660 - 300 * (k / 6), 110 + 40 * (k / 6), 660 - 300 * (k / 6), R.wood, 5));
  o.push(rect(60, 470, 70, 90, R.accent2), rect(60, 470, 70, 14, mix(R.accent2, INK, 0.2)));
  // tub
  o.push(path("M180 478H680Q684 664 548 664H312Q176 664 180 478Z", R.cream));
  o.push(path("M190 520Q240 650 330 650", "none", `stroke="${R.creamShade}" stroke-width="6" opacity="0.6"`));
  o.push(
    rrect(170, 462, 520, 20, 10, mix(R.cream, "#ffffff", 0.4)),
    rect(260, 662, 24, 14, R.woodDark),
    rect(576, 662, 24, 14, R.woodDark),
  );
  o.push(
    rect(600, 470, 56, 120, R.accent),
    line(604, 580, 604, 598, R.accent, 3),
    line(620, 580, 620, 598, R.accent, 3),
    line(636, 580, 636, 598, R.accent, 3),
  );
  o.push(stroke("M722 690V420Q722 392 694 392H672", mix(R.stone, INK, 0.45), 8));
  // vanity
  o.push(rect(790, 494, 300, 136, R.wood), rect(780, 482, 320, 14, R.stone));
  for (let x = 804; x < 1084; x += 14) o.push(rect(x, 508, 6, 110, R.woodDark, 'opacity="0.5"'));
  o.push(
    path("M880 482Q880 438 940 438Q1000 438 1000 482Z", "#ffffff"),
    stroke("M940 390V410Q940 420 930 420", mix(R.stone, INK, 0.45), 6),
  );
  o.push(
    circle(940, 262, 112, R.woodLight),
    circle(
      940,
      262,
      100,
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
  );
  o.push(line(880, 220, 930, 180, "#ffffff", 6, 'opacity="0.35" stroke-linecap="round"'));
  o.push(pottedPlant(1060, 482, 70, R, rng), pottedPlant(1150, 700, 200, R, rng));
  for (const x of [800, 1080])
    o.push(
      rrect(x - 12, 220, 24, 50, 10, R.lit ? mix(P.cream, P.marigold, 0.4) : R.cream),
      lampGlow(s, R, x, 245, 160),
    );
  return o.join("");
}

export function veranda(s: Svg, R: RoomLook, rng: Rng): string {
  const o: string[] = [];
  o.push(view(s, 0, 0, W, 600, R.time, rng, rng() < 0.5));
  o.push(rect(0, 0, W, 64, R.woodDark));
  for (let x = 10; x < W; x += 60) o.push(rect(x, 64, 26, 16, R.wood));
  // marigold toran
  for (let seg = 0; seg < 6; seg++) {
    const x1 = 100 + seg * 170;
    for (let k = 0; k <= 12; k++) {
      const u = k / 12;
      const x = x1 + 170 * u;
      const y = 84 + Math.sin(u * Math.PI) * 34;
      o.push(circle(x, y, 8, k % 2 ? P.marigold : P.saffron));
    }
    o.push(ellipse(x1, 98, 6, 20, P.forest), ellipse(x1 - 8, 94, 5, 16, P.sage, `transform="rotate(20 ${x1 - 8} 94)"`));
  }
  // columns and railing
  for (const x of [40, 1116])
    o.push(rect(x, 64, 44, 536, R.wood), rect(x - 10, 64, 64, 20, R.woodDark), rect(x - 10, 580, 64, 20, R.woodDark));
  o.push(rect(0, 470, W, 14, R.wood), rect(0, 586, W, 12, R.wood));
  for (let x = 12; x < W; x += 36) o.push(rect(x, 484, 10, 102, R.wood));
  o.push(roomFloor(s, R, false));
  // lantern
  o.push(
    line(420, 64, 420, 190, R.woodDark, 2),
    poly([400, 190, 440, 190, 446, 246, 394, 246], R.lit ? mix(P.cream, P.marigold, 0.45) : R.woodDark),
    rect(396, 184, 48, 8, R.woodDark),
  );
  o.push(lampGlow(s, R, 420, 218, 200));
  // jhoola
  for (const x of [700, 960]) o.push(line(x, 64, x, 524, R.woodDark, 3));
  o.push(
    rrect(690, 440, 280, 74, 10, R.wood),
    rrect(680, 510, 300, 24, 6, R.woodDark),
    rrect(690, 500, 280, 18, 9, R.fabric),
  );
  o.push(rrect(706, 452, 110, 56, 18, R.accent), rrect(846, 456, 104, 52, 18, R.cream));
  // floor seating
  o.push(poly([140, 650, 560, 650, 610, 750, 90, 750], R.accent2));
  o.push(rrect(170, 604, 150, 50, 25, R.fabric), rrect(340, 612, 130, 44, 22, R.accent));
  o.push(rect(290, 688, 170, 14, R.wood), rect(300, 702, 10, 30, R.woodDark), rect(440, 702, 10, 30, R.woodDark));
  o.push(
    circle(340, 666, 20, mix(R.stone, P.marigold, 0.3)),
    rect(326, 640, 28, 8, R.woodDark),
    line(358, 660, 374, 650, mix(R.stone, P.marigold, 0.3), 5),
    rrect(392, 670, 20, 18, 4, R.cream),
    rrect(418, 672, 18, 16, 4, R.cream),
  );
  o.push(pottedPlant(1000, 700, 200, R, rng), pottedPlant(150, 600, 120, R, rng));
  // a rolled-out yoga mat
  o.push(
    poly([660, 700, 820, 690, 900, 790, 700, 800], mix(P.river, R.cream, 0.25)),
    ellipse(680, 700, 26, 12, mix(P.river, INK, 0.1)),
  );
  return o.join("");
}

export const ROOMS: Record<RoomKind, (s: Svg, R: RoomLook, rng: Rng) => string> = {
  living: livingRoom,
  bedroom,
  kitchen,
  bath: bathroom,
  veranda,
};

export function roomScene(kind: RoomKind, variant: number, rng: Rng): Svg {
  const s = new Svg();
  const R = roomLook(kind, variant);
  s.add(
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
  );
  let content = ROOMS[kind](s, R, rng);
  if (R.lit)
    content += rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, P.plum, 0.3],
        [0.6, P.plum, 0.06],
        [1, INK, 0.16],
      ]),
    );
  content += rect(
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
  );
  s.add(variant === 2 ? group(content, `transform="translate(${W} 0) scale(-1 1)"`) : content);
  return s;
}
