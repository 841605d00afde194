/**
 * Illustrated head-and-shoulders portraits (`portraits/person-<n>`, n = 1…PORTRAIT_COUNT): diverse
 * Indian adults of different ages, friendly, on soft backgrounds. The face sits in the central square
 * of the 3:2 canvas so the picture survives a square or circular crop.
 */
import { H, INK, P, Svg, W, circle, ellipse, f, group, line, mix, path, rect, stroke, type Rng } from "./catalogue.ts";

type HairStyle = "part" | "side" | "wavy" | "curly" | "bald" | "bun" | "bob" | "braid" | "turban" | "topknot" | "crop";
type Clothes = "kurta" | "shirt" | "saree" | "tee" | "jacket" | "shawl" | "dupatta";

interface PersonSpec {
  skin: string;
  hair: string;
  style: HairStyle;
  /** Face width in units (about 210–240). */
  faceW: number;
  clothes: Clothes;
  main: string;
  second?: string;
  border?: string;
  bg: string;
  circle: boolean;
  eyes: "open" | "smiling";
  mouth: "open" | "closed";
  beard?: "full" | "short";
  moustache?: boolean;
  glasses?: "round" | "square";
  bindi?: boolean;
  earrings?: "stud" | "hoop" | "jhumka";
  /** 0 young … 1 elderly: lines on the face. */
  age: number;
  /** The colour of the turban. */
  turban?: string;
}

const BLACK = "#1c1513";
const DARK = "#2a1c17";
const GREY = "#8f8a86";
const WHITE_HAIR = "#dcd6cd";
const SALT = "#5d5652";
const GOLD = mix(P.marigold, "#c9962b", 0.5);

const PEOPLE: readonly PersonSpec[] = [
  // 1 — a woman in her thirties, saffron saree, long hair
  {
    skin: "#b97d57",
    hair: BLACK,
    style: "part",
    faceW: 214,
    clothes: "saree",
    main: mix(P.plum, P.terracotta, 0.3),
    second: P.saffron,
    border: GOLD,
    bg: mix(P.sage, P.cream, 0.55),
    circle: true,
    eyes: "open",
    mouth: "open",
    bindi: true,
    earrings: "jhumka",
    age: 0.2,
  },
  // 2 — a man around sixty, glasses, kurta with a Nehru jacket
  {
    skin: "#d9a57c",
    hair: GREY,
    style: "side",
    faceW: 232,
    clothes: "jacket",
    main: P.cream,
    second: P.forest,
    bg: mix(P.marigold, P.cream, 0.6),
    circle: false,
    eyes: "smiling",
    mouth: "closed",
    moustache: true,
    glasses: "square",
    age: 0.7,
  },
  // 3 — a young woman with a top-knot and glasses
  {
    skin: "#e0ac82",
    hair: DARK,
    style: "topknot",
    faceW: 210,
    clothes: "kurta",
    main: mix(P.river, P.cream, 0.2),
    bg: mix(P.terracotta, P.cream, 0.65),
    circle: true,
    eyes: "open",
    mouth: "open",
    glasses: "round",
    earrings: "stud",
    age: 0,
  },
  // 4 — a man in his forties, full beard, white shirt
  {
    skin: "#7d5036",
    hair: BLACK,
    style: "side",
    faceW: 228,
    clothes: "shirt",
    main: "#f6f3ec",
    bg: mix(P.river, P.cream, 0.55),
    circle: false,
    eyes: "smiling",
    mouth: "open",
    beard: "full",
    moustache: true,
    age: 0.35,
  },
  // 5 — a woman in her sixties, grey hair in a bun, a shawl over a plum saree
  {
    skin: "#c68a5e",
    hair: WHITE_HAIR,
    style: "bun",
    faceW: 220,
    clothes: "shawl",
    main: P.plum,
    second: mix(P.cream, P.marigold, 0.15),
    border: P.terracotta,
    bg: mix(P.sage, P.cream, 0.45),
    circle: true,
    eyes: "smiling",
    mouth: "closed",
    glasses: "round",
    bindi: true,
    earrings: "stud",
    age: 0.8,
  },
  // 6 — a man around thirty, wavy hair, stubble, terracotta kurta
  {
    skin: "#a86f48",
    hair: BLACK,
    style: "wavy",
    faceW: 222,
    clothes: "kurta",
    main: P.terracotta,
    bg: mix(P.plum, P.cream, 0.65),
    circle: false,
    eyes: "open",
    mouth: "open",
    beard: "short",
    age: 0.1,
  },
  // 7 — a Sikh man in his fifties, turban and beard
  {
    skin: "#c9916a",
    hair: SALT,
    style: "turban",
    faceW: 230,
    clothes: "kurta",
    main: mix(P.cream, "#ffffff", 0.3),
    bg: mix(P.marigold, P.cream, 0.72),
    circle: true,
    eyes: "smiling",
    mouth: "open",
    beard: "full",
    moustache: true,
    turban: mix(P.river, P.plum, 0.3),
    age: 0.55,
  },
  // 8 — a woman around forty, curly hair, forest kurta with a dupatta, hoops
  {
    skin: "#6e4530",
    hair: BLACK,
    style: "curly",
    faceW: 216,
    clothes: "dupatta",
    main: P.forest,
    second: P.marigold,
    bg: mix(P.marigold, P.cream, 0.5),
    circle: false,
    eyes: "open",
    mouth: "open",
    earrings: "hoop",
    age: 0.3,
  },
  // 9 — an elderly man, bald with white hair at the sides, white beard, a terracotta shawl
  {
    skin: "#dba57e",
    hair: WHITE_HAIR,
    style: "bald",
    faceW: 230,
    clothes: "shawl",
    main: P.cream,
    second: P.terracotta,
    border: P.marigold,
    bg: mix(P.river, P.cream, 0.5),
    circle: true,
    eyes: "smiling",
    mouth: "closed",
    beard: "short",
    moustache: true,
    age: 1,
  },
  // 10 — a woman around fifty, a bob with grey, glasses, a saffron stole
  {
    skin: "#d39a70",
    hair: "#3b2d28",
    style: "bob",
    faceW: 216,
    clothes: "dupatta",
    main: mix(P.cream, "#ffffff", 0.3),
    second: P.saffron,
    bg: mix(P.plum, P.cream, 0.6),
    circle: false,
    eyes: "smiling",
    mouth: "open",
    glasses: "square",
    earrings: "stud",
    age: 0.5,
  },
  // 11 — a young man, short crop, a sage tee
  {
    skin: "#8a5a3b",
    hair: BLACK,
    style: "crop",
    faceW: 220,
    clothes: "tee",
    main: P.sage,
    bg: mix(P.terracotta, P.cream, 0.55),
    circle: true,
    eyes: "open",
    mouth: "open",
    age: 0,
  },
  // 12 — a woman in her thirties, a braid over the shoulder, marigold kurta, bindi
  {
    skin: "#e6b48c",
    hair: DARK,
    style: "braid",
    faceW: 208,
    clothes: "kurta",
    main: P.marigold,
    bg: mix(P.river, P.cream, 0.6),
    circle: false,
    eyes: "open",
    mouth: "open",
    bindi: true,
    earrings: "jhumka",
    age: 0.15,
  },
  // 13 — a man around fifty, salt-and-pepper hair, moustache, glasses, blue shirt
  {
    skin: "#b27a52",
    hair: SALT,
    style: "side",
    faceW: 228,
    clothes: "shirt",
    main: mix(P.river, P.cream, 0.3),
    bg: mix(P.sage, P.cream, 0.6),
    circle: true,
    eyes: "smiling",
    mouth: "open",
    moustache: true,
    glasses: "round",
    age: 0.5,
  },
  // 14 — a woman in her late fifties, grey bun, terracotta saree, gold earrings
  {
    skin: "#8d5a3c",
    hair: GREY,
    style: "bun",
    faceW: 218,
    clothes: "saree",
    main: P.forest,
    second: P.terracotta,
    border: GOLD,
    bg: mix(P.cream, P.marigold, 0.3),
    circle: false,
    eyes: "smiling",
    mouth: "open",
    bindi: true,
    earrings: "jhumka",
    age: 0.65,
  },
  // 15 — a man in his late thirties, hair tied up, short beard, saffron kurta
  {
    skin: "#c08660",
    hair: DARK,
    style: "topknot",
    faceW: 224,
    clothes: "kurta",
    main: P.saffron,
    bg: mix(P.forest, P.cream, 0.62),
    circle: true,
    eyes: "open",
    mouth: "open",
    beard: "full",
    moustache: true,
    age: 0.25,
  },
];

const CX = 600;
const CY = 322;
const FACE_H = 292;

export function portrait(n: number, rng: Rng): Svg {
  const spec = PEOPLE[n - 1];
  if (!spec) throw new Error(`drawArtwork: no portrait ${n}`);
  return drawPortrait(spec, rng);
}

function drawPortrait(p: PersonSpec, rng: Rng): Svg {
  const s = new Svg();
  const w = p.faceW;
  const hw = w / 2;
  const top = CY - FACE_H / 2;
  const chin = CY + FACE_H / 2;
  const skin = p.skin;
  const shade = mix(skin, INK, 0.2);
  const deep = mix(skin, INK, 0.38);
  const lip = mix(mix(skin, P.terracotta, 0.5), INK, 0.25);
  const hairShade = mix(p.hair, INK, 0.3);
  const hairLight = mix(p.hair, "#ffffff", 0.15);

  // background
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, mix(p.bg, "#ffffff", 0.25)],
          [1, mix(p.bg, INK, 0.06)],
        ],
        0,
        0,
        0.3,
        1,
      ),
    ),
  );
  if (p.circle)
    s.add(
      circle(CX, 392, 330, mix(p.bg, "#ffffff", 0.35)),
      circle(CX, 392, 330, "none", `stroke="${mix(p.bg, INK, 0.08)}" stroke-width="3" opacity="0.5"`),
    );
  else {
    s.add(
      circle(CX - 330, 140, 260, mix(p.bg, "#ffffff", 0.3), 'opacity="0.6"'),
      circle(CX + 360, 700, 300, mix(p.bg, INK, 0.05), 'opacity="0.6"'),
    );
    for (let i = 0; i < 7; i++)
      s.add(circle(180 + rng() * 840, 60 + rng() * 680, 6 + rng() * 10, mix(p.bg, "#ffffff", 0.5), 'opacity="0.6"'));
  }

  // hair behind the head and shoulders
  const back: string[] = [];
  switch (p.style) {
    case "part":
      back.push(
        path(
          `M${CX - hw - 18} ${CY - 40}C${CX - hw - 40} ${CY + 120} ${CX - hw - 46} ${CY + 250} ${CX - hw - 30} ${CY + 300}L${CX + hw + 30} ${CY + 300}C${CX + hw + 46} ${CY + 250} ${CX + hw + 40} ${CY + 120} ${CX + hw + 18} ${CY - 40}Z`,
          p.hair,
        ),
      );
      break;
    case "bob":
      back.push(
        path(
          `M${CX - hw - 24} ${CY - 40}C${CX - hw - 40} ${CY + 60} ${CX - hw - 36} ${CY + 140} ${CX - hw - 10} ${CY + 160}L${CX + hw + 10} ${CY + 160}C${CX + hw + 36} ${CY + 140} ${CX + hw + 40} ${CY + 60} ${CX + hw + 24} ${CY - 40}Z`,
          p.hair,
        ),
      );
      break;
    case "curly":
      for (let i = 0; i < 26; i++) {
        const side = i < 13 ? -1 : 1;
        const t = (i % 13) / 12;
        const x = CX + side * (hw + 20 + 14 * Math.sin(t * 3));
        const y = CY - 100 + t * 250;
        back.push(circle(x, y, 34 + (i % 3) * 6, p.hair));
      }
      break;
    case "bun":
      back.push(circle(CX, top - 18, 54, p.hair), circle(CX - 14, top - 28, 26, hairLight, 'opacity="0.5"'));
      break;
    case "topknot":
      back.push(circle(CX + 6, top - 26, 46, p.hair), circle(CX - 6, top - 34, 20, hairLight, 'opacity="0.5"'));
      break;
    default:
      break;
  }
  s.add(back.join(""));

  // neck and clothes
  s.add(
    path(
      `M${CX - 56} ${CY + 80}L${CX - 60} ${CY + 228}Q${CX} ${CY + 262} ${CX + 60} ${CY + 228}L${CX + 56} ${CY + 80}Z`,
      skin,
    ),
  );
  s.add(
    path(
      `M${CX - 58} ${CY + 120}Q${CX} ${CY + 200} ${CX + 58} ${CY + 120}L${CX + 58} ${CY + 150}Q${CX} ${CY + 215} ${CX - 58} ${CY + 150}Z`,
      shade,
      'opacity="0.8"',
    ),
  );
  s.add(clothes(s, p));

  // ears
  for (const side of [-1, 1]) {
    const ex = CX + side * (hw - 4);
    s.add(ellipse(ex, CY + 18, 22, 36, skin), ellipse(ex + side * 4, CY + 18, 11, 22, shade, 'opacity="0.7"'));
    if (p.earrings === "stud") s.add(circle(ex + side * 2, CY + 50, 6, GOLD));
    if (p.earrings === "hoop") s.add(circle(ex + side * 2, CY + 66, 16, "none", `stroke="${GOLD}" stroke-width="4"`));
    if (p.earrings === "jhumka") {
      s.add(
        circle(ex + side * 2, CY + 52, 6, GOLD),
        path(`M${ex + side * 2 - 14} ${CY + 84}Q${ex + side * 2} ${CY + 54} ${ex + side * 2 + 14} ${CY + 84}Z`, GOLD),
      );
      for (let k = -1; k <= 1; k++) s.add(circle(ex + side * 2 + k * 9, CY + 88, 3, GOLD));
    }
  }

  // the face
  const face = `M${CX - hw} ${CY - 30}C${CX - hw} ${top - 12} ${CX + hw} ${top - 12} ${CX + hw} ${CY - 30}C${CX + hw} ${CY + FACE_H * 0.24} ${CX + hw * 0.5} ${chin} ${CX} ${chin}C${CX - hw * 0.5} ${chin} ${CX - hw} ${CY + FACE_H * 0.24} ${CX - hw} ${CY - 30}Z`;
  s.add(path(face, skin));
  // soft shading on one side of the face
  s.add(
    group(
      path(
        `M${CX + hw * 0.55} ${top}C${CX + hw * 0.8} ${CY} ${CX + hw * 0.7} ${CY + 80} ${CX + hw * 0.2} ${chin + 10}L${CX + hw + 20} ${chin + 10}L${CX + hw + 20} ${top}Z`,
        shade,
        'opacity="0.35"',
      ),
      `clip-path="${s.clip(path(face, "#000"))}"`,
    ),
  );

  // hair in front
  s.add(frontHair(p, hw, top, hairLight));

  // beard under the features
  const my = CY + 96;
  if (p.beard) {
    const op = p.beard === "short" ? 0.55 : 1;
    const low = p.beard === "full" ? chin + 34 : chin + 4;
    s.add(
      path(
        `M${CX - hw + 2} ${CY + 4}C${CX - hw + 4} ${CY + 110} ${CX - hw * 0.5} ${low} ${CX} ${low}C${CX + hw * 0.5} ${low} ${CX + hw - 4} ${CY + 110} ${CX + hw - 2} ${CY + 4}L${CX + hw - 16} ${CY + 20}C${CX + hw - 20} ${CY + 70} ${CX + 40} ${my - 10} ${CX} ${my - 14}C${CX - 40} ${my - 10} ${CX - hw + 20} ${CY + 70} ${CX - hw + 16} ${CY + 20}Z`,
        p.hair,
        `opacity="${op}"`,
      ),
    );
  }

  // eyebrows, eyes, nose, cheeks, mouth
  const ey = CY + 6;
  const ex = hw * 0.42;
  const browW = p.age > 0.6 ? 5 : 7;
  for (const side of [-1, 1]) {
    const x = CX + side * ex;
    s.add(
      stroke(
        `M${f(x - side * 26)} ${ey - 30}Q${f(x)} ${ey - 44} ${f(x + side * 28)} ${ey - 32}`,
        p.age > 0.6 && p.hair !== BLACK ? mix(p.hair, INK, 0.35) : hairShade,
        browW,
      ),
    );
    if (p.eyes === "smiling") {
      s.add(stroke(`M${f(x - 16)} ${ey + 2}Q${f(x)} ${ey - 14} ${f(x + 16)} ${ey + 2}`, INK, 5));
    } else {
      s.add(ellipse(x, ey - 2, 11, 12.5, mix(INK, P.plum, 0.2)), circle(x + 4, ey - 6, 3.5, "#ffffff"));
      s.add(stroke(`M${f(x - 17)} ${ey - 8}Q${f(x)} ${ey - 20} ${f(x + 17)} ${ey - 8}`, INK, 3));
    }
    // cheeks
    s.add(ellipse(CX + side * hw * 0.55, CY + 64, 26, 14, mix(P.terracotta, skin, 0.4), 'opacity="0.35"'));
    if (p.age > 0.45) {
      s.add(
        stroke(
          `M${f(x + side * 22)} ${ey + 6}l${side * 10} 6M${f(x + side * 22)} ${ey - 2}l${side * 11} -2`,
          deep,
          2,
          'opacity="0.55"',
        ),
      );
      s.add(
        stroke(
          `M${f(CX + side * 30)} ${CY + 70}Q${f(CX + side * 46)} ${CY + 96} ${f(CX + side * 40)} ${CY + 118}`,
          deep,
          2.5,
          'opacity="0.45"',
        ),
      );
    }
  }
  if (p.age > 0.6)
    s.add(
      stroke(
        `M${CX - 40} ${top + 62}Q${CX} ${top + 54} ${CX + 40} ${top + 62}M${CX - 30} ${top + 76}Q${CX} ${top + 70} ${CX + 30} ${top + 76}`,
        deep,
        2.5,
        'opacity="0.4"',
      ),
    );
  s.add(
    stroke(
      `M${CX - 2} ${ey + 4}Q${CX - 14} ${CY + 56} ${CX - 6} ${CY + 66}Q${CX + 2} ${CY + 72} ${CX + 12} ${CY + 64}`,
      deep,
      3.5,
      'opacity="0.75"',
    ),
  );
  if (p.moustache)
    s.add(
      path(
        `M${CX - 44} ${my - 2}Q${CX - 30} ${my - 26} ${CX} ${my - 18}Q${CX + 30} ${my - 26} ${CX + 44} ${my - 2}Q${CX + 22} ${my - 10} ${CX} ${my - 8}Q${CX - 22} ${my - 10} ${CX - 44} ${my - 2}Z`,
        p.hair === BLACK || p.hair === DARK ? p.hair : mix(p.hair, INK, 0.15),
      ),
    );
  if (p.mouth === "open") {
    s.add(
      path(
        `M${CX - 34} ${my}Q${CX} ${my + 40} ${CX + 34} ${my}Q${CX} ${my + 8} ${CX - 34} ${my}Z`,
        mix(INK, P.terracotta, 0.35),
      ),
    );
    s.add(
      path(
        `M${CX - 28} ${my + 3}Q${CX} ${my + 12} ${CX + 28} ${my + 3}Q${CX} ${my + 20} ${CX - 28} ${my + 3}Z`,
        "#fbf7ee",
      ),
    );
    s.add(path(`M${CX - 34} ${my}Q${CX} ${my + 40} ${CX + 34} ${my}`, "none", `stroke="${lip}" stroke-width="3"`));
  } else {
    s.add(
      stroke(`M${CX - 30} ${my + 2}Q${CX} ${my + 22} ${CX + 30} ${my + 2}`, lip, 5),
      stroke(`M${CX - 12} ${my + 22}Q${CX} ${my + 26} ${CX + 12} ${my + 22}`, shade, 3, 'opacity="0.6"'),
    );
  }
  if (p.bindi) s.add(circle(CX, ey - 52, 6, mix(P.terracotta, "#c0392b", 0.5)));
  if (p.glasses) {
    const fr = mix(INK, P.plum, 0.2);
    for (const side of [-1, 1]) {
      const x = CX + side * ex;
      if (p.glasses === "round")
        s.add(circle(x, ey - 2, 30, "#ffffff", `opacity="0.14" stroke="${fr}" stroke-width="4.5" stroke-opacity="1"`));
      else
        s.add(
          rect(
            x - 34,
            ey - 26,
            68,
            48,
            "#ffffff",
            `rx="14" opacity="1" fill-opacity="0.14" stroke="${fr}" stroke-width="4.5"`,
          ),
        );
      s.add(line(CX + side * (ex + (p.glasses === "round" ? 30 : 34)), ey - 8, CX + side * (hw - 4), ey - 12, fr, 4));
    }
    s.add(stroke(`M${f(CX - ex + 30)} ${ey - 6}Q${CX} ${ey - 18} ${f(CX + ex - 30)} ${ey - 6}`, fr, 4));
  }
  if (p.style === "turban") s.add(turban(s, p, hw, top));
  if (p.style === "braid") {
    // the braid falls over the right shoulder (viewer's left)
    for (let k = 0; k < 8; k++) {
      const bx = CX - hw - 4 + k * 3;
      const by = CY + 80 + k * 30;
      s.add(
        ellipse(
          bx,
          by,
          24 - k * 1.4,
          19,
          k % 2 ? p.hair : hairLight,
          `transform="rotate(${k % 2 ? 24 : -24} ${f(bx)} ${f(by)})"`,
        ),
      );
    }
    s.add(circle(CX - hw + 18, CY + 322, 9, P.saffron));
  }
  return s;
}

function frontHair(p: PersonSpec, hw: number, top: number, hairLight: string): string {
  const o: string[] = [];
  const L = CX - hw;
  const R = CX + hw;
  switch (p.style) {
    case "part":
    case "bun":
    case "braid":
    case "topknot": {
      const low = p.style === "part" ? CY + 40 : CY + 10;
      o.push(
        path(
          `M${L - 10} ${low}C${L - 20} ${top - 34} ${R + 20} ${top - 34} ${R + 10} ${low}L${R - 4} ${CY - 10}C${R - 14} ${top + 64} ${CX + 36} ${top + 42} ${CX + 3} ${top + 40}L${CX - 3} ${top + 40}C${CX - 36} ${top + 42} ${L + 14} ${top + 64} ${L + 4} ${CY - 10}Z`,
          p.hair,
        ),
      );
      break;
    }
    case "bob":
      o.push(
        path(
          `M${L - 14} ${CY + 30}C${L - 24} ${top - 34} ${R + 24} ${top - 34} ${R + 14} ${CY + 30}L${R - 4} ${CY - 20}C${R - 20} ${top + 50} ${CX - 20} ${top + 70} ${CX - 60} ${top + 40}C${CX - 80} ${top + 70} ${L + 10} ${top + 80} ${L + 4} ${CY - 10}Z`,
          p.hair,
        ),
      );
      o.push(
        stroke(
          `M${CX + 20} ${top + 26}Q${R - 16} ${top + 36} ${R + 2} ${CY + 10}`,
          mix(p.hair, "#ffffff", 0.45),
          6,
          'opacity="0.7"',
        ),
      );
      break;
    case "side":
    case "wavy":
    case "crop": {
      const lift = p.style === "crop" ? 10 : p.style === "wavy" ? 34 : 24;
      o.push(
        path(
          `M${L - 4} ${CY - 4}C${L - 10} ${top - 30 - lift} ${R + 10} ${top - 30 - lift} ${R + 4} ${CY - 4}L${R - 4} ${CY - 24}C${R - 10} ${top + 56} ${CX + 20} ${top + 44} ${CX - 34} ${top + 46}C${CX - 66} ${top + 44} ${L + 10} ${top + 62} ${L + 4} ${CY - 24}Z`,
          p.hair,
        ),
      );
      if (p.style === "wavy") {
        for (let k = 0; k < 6; k++) {
          const u = 0.14 + (k / 5) * 0.72;
          const x = L + 6 + u * (2 * hw - 12);
          const y = CY - 4 - (CY - 4 - (top - 20)) * Math.pow(Math.sin(u * Math.PI), 0.45) + 10;
          o.push(ellipse(x, y, 30, 22, p.hair, `transform="rotate(${f((u - 0.5) * 120)} ${f(x)} ${f(y)})"`));
        }
        o.push(
          path(
            `M${CX - 60} ${top + 40}Q${CX - 20} ${top + 10} ${CX + 10} ${top + 50}Q${CX - 10} ${top + 20} ${CX - 60} ${top + 40}Z`,
            hairLight,
            'opacity="0.6"',
          ),
        );
      }
      // sideburns
      o.push(
        path(`M${L + 2} ${CY - 30}L${L + 14} ${CY - 30}L${L + 12} ${CY + 20}L${L + 2} ${CY + 20}Z`, p.hair),
        path(`M${R - 2} ${CY - 30}L${R - 14} ${CY - 30}L${R - 12} ${CY + 20}L${R - 2} ${CY + 20}Z`, p.hair),
      );
      break;
    }
    case "curly":
      for (let k = 0; k < 9; k++) {
        const u = k / 8;
        o.push(circle(L + 4 + u * (R - L - 8), top + 8 - Math.sin(u * Math.PI) * 26, 30 + (k % 2) * 6, p.hair));
      }
      o.push(circle(L + 6, CY - 40, 30, p.hair), circle(R - 6, CY - 40, 30, p.hair));
      for (let k = 0; k < 6; k++)
        o.push(circle(L + 30 + k * 34, top - 6 - (k % 2) * 10, 8, hairLight, 'opacity="0.4"'));
      break;
    case "bald":
      for (const side of [-1, 1])
        o.push(
          path(
            `M${CX + side * (hw + 6)} ${CY + 14}C${CX + side * (hw + 14)} ${CY - 60} ${CX + side * (hw - 4)} ${CY - 90} ${CX + side * (hw - 40)} ${CY - 104}C${CX + side * (hw - 26)} ${CY - 70} ${CX + side * (hw - 14)} ${CY - 30} ${CX + side * (hw - 6)} ${CY + 14}Z`,
            p.hair,
          ),
        );
      o.push(ellipse(CX - 30, top + 20, 40, 14, "#ffffff", 'opacity="0.18"'));
      break;
    case "turban":
      break;
  }
  return o.join("");
}

/** A stroked band with square ends. */
const band = (d: string, color: string, width: number) => path(d, "none", `stroke="${color}" stroke-width="${width}"`);

function turban(s: Svg, p: PersonSpec, hw: number, top: number): string {
  const c = p.turban ?? P.saffron;
  const dark = mix(c, INK, 0.3);
  const light = mix(c, "#ffffff", 0.25);
  const L = CX - hw;
  const R = CX + hw;
  const shape = `M${L - 16} ${CY - 8}C${L - 40} ${top - 110} ${R + 40} ${top - 110} ${R + 16} ${CY - 8}L${R - 6} ${CY - 26}Q${CX + hw * 0.4} ${top + 52} ${CX} ${top + 66}Q${CX - hw * 0.4} ${top + 52} ${L + 6} ${CY - 26}Z`;
  const folds: string[] = [];
  for (let k = 0; k < 4; k++) {
    const y = top + 30 - k * 32;
    folds.push(
      stroke(
        `M${L - 10 + k * 10} ${y + 60}Q${CX} ${y - 30} ${R + 6 - k * 12} ${y + 10 - k * 6}`,
        k % 2 ? dark : light,
        5,
        'opacity="0.7"',
      ),
    );
  }
  folds.push(path(`M${CX} ${top + 66}L${CX - 18} ${top + 20}L${CX + 18} ${top + 20}Z`, dark, 'opacity="0.5"'));
  return path(shape, c) + group(folds, `clip-path="${s.clip(path(shape, "#000"))}"`);
}

/** Shoulders and clothes below the neck. */
function clothes(s: Svg, p: PersonSpec): string {
  const o: string[] = [];
  const shoulders = `M${CX - 66} ${CY + 212}C${CX - 160} ${CY + 226} ${CX - 300} ${CY + 246} ${CX - 334} ${CY + 330}L${CX - 360} ${H + 20}L${CX + 360} ${H + 20}L${CX + 334} ${CY + 330}C${CX + 300} ${CY + 246} ${CX + 160} ${CY + 226} ${CX + 66} ${CY + 212}Z`;
  const neckY = CY + 226;
  const shade = mix(p.main, INK, 0.18);
  o.push(path(shoulders, p.main));
  o.push(
    group(
      path(
        `M${CX + 120} ${CY + 220}C${CX + 260} ${CY + 260} ${CX + 300} ${CY + 330} ${CX + 320} ${H + 20}L${CX + 400} ${H + 20}L${CX + 400} ${CY + 200}Z`,
        shade,
        'opacity="0.5"',
      ),
      `clip-path="${s.clip(path(shoulders, "#000"))}"`,
    ),
  );
  const placket = (c: string) => {
    o.push(rect(CX - 9, neckY, 18, H - neckY, mix(p.main, INK, 0.08)));
    for (let y = neckY + 30; y < H; y += 50) o.push(circle(CX, y, 5, c));
  };
  switch (p.clothes) {
    case "kurta":
      o.push(
        path(
          `M${CX - 64} ${CY + 206}Q${CX} ${CY + 246} ${CX + 64} ${CY + 206}L${CX + 66} ${CY + 226}Q${CX} ${CY + 266} ${CX - 66} ${CY + 226}Z`,
          mix(p.main, INK, 0.12),
        ),
      );
      placket(mix(p.main, P.marigold, 0.5));
      o.push(
        path(
          `M${CX - 70} ${CY + 240}Q${CX} ${CY + 276} ${CX + 70} ${CY + 240}`,
          "none",
          `stroke="${mix(p.main, P.marigold, 0.4)}" stroke-width="3" opacity="0.7"`,
        ),
      );
      break;
    case "jacket": {
      o.push(
        path(
          `M${CX - 64} ${CY + 206}Q${CX} ${CY + 246} ${CX + 64} ${CY + 206}L${CX + 66} ${CY + 226}Q${CX} ${CY + 266} ${CX - 66} ${CY + 226}Z`,
          mix(p.main, INK, 0.1),
        ),
      );
      const j = p.second ?? P.forest;
      for (const side of [-1, 1]) {
        o.push(
          path(
            `M${CX + side * 66} ${CY + 216}C${CX + side * 140} ${CY + 230} ${CX + side * 250} ${CY + 250} ${CX + side * 270} ${CY + 300}L${CX + side * 300} ${H + 20}L${CX + side * 14} ${H + 20}L${CX + side * 14} ${CY + 330}Z`,
            j,
          ),
        );
        o.push(rect(CX + side * 120 - 30, CY + 400, 60, 8, mix(j, INK, 0.3)));
      }
      o.push(rect(CX - 16, CY + 330, 32, H - CY - 330, j));
      for (let y = CY + 350; y < H; y += 46) o.push(circle(CX, y, 6, GOLD));
      o.push(
        path(
          `M${CX - 70} ${CY + 214}Q${CX} ${CY + 250} ${CX + 70} ${CY + 214}L${CX + 72} ${CY + 234}Q${CX} ${CY + 270} ${CX - 72} ${CY + 234}Z`,
          mix(j, INK, 0.15),
        ),
      );
      break;
    }
    case "shirt": {
      o.push(path(`M${CX - 40} ${CY + 214}L${CX} ${CY + 300}L${CX + 40} ${CY + 214}Z`, mix(p.skin, INK, 0.1)));
      placket(mix(p.main, INK, 0.3));
      const collar = mix(p.main, "#ffffff", 0.3);
      o.push(
        path(`M${CX - 70} ${CY + 196}L${CX - 4} ${CY + 300}L${CX - 36} ${CY + 310}L${CX - 92} ${CY + 232}Z`, collar),
        path(`M${CX + 70} ${CY + 196}L${CX + 4} ${CY + 300}L${CX + 36} ${CY + 310}L${CX + 92} ${CY + 232}Z`, collar),
      );
      break;
    }
    case "tee":
      o.push(
        path(
          `M${CX - 66} ${CY + 212}Q${CX} ${CY + 262} ${CX + 66} ${CY + 212}L${CX + 74} ${CY + 224}Q${CX} ${CY + 280} ${CX - 74} ${CY + 224}Z`,
          mix(p.main, INK, 0.15),
        ),
      );
      break;
    case "saree": {
      // blouse neckline, then the pallu over the left shoulder with a gold border
      o.push(path(`M${CX - 80} ${CY + 216}Q${CX} ${CY + 300} ${CX + 80} ${CY + 216}Z`, p.skin));
      const pallu = p.second ?? P.saffron;
      const b = p.border ?? GOLD;
      o.push(
        path(
          `M${CX + 40} ${CY + 214}C${CX + 140} ${CY + 220} ${CX + 290} ${CY + 240} ${CX + 334} ${CY + 330}L${CX + 360} ${H + 20}L${CX - 210} ${H + 20}C${CX - 120} ${CY + 380} ${CX - 20} ${CY + 300} ${CX + 40} ${CY + 214}Z`,
          pallu,
        ),
      );
      o.push(
        band(`M${CX + 40} ${CY + 216}C${CX - 20} ${CY + 300} ${CX - 120} ${CY + 380} ${CX - 210} ${H + 20}`, b, 18),
      );
      o.push(
        stroke(
          `M${CX + 26} ${CY + 236}C${CX - 36} ${CY + 316} ${CX - 134} ${CY + 396} ${CX - 226} ${H + 20}`,
          mix(b, INK, 0.25),
          3,
        ),
      );
      for (let k = 0; k < 6; k++)
        o.push(circle(CX + 60 + k * 50, CY + 330 + k * 30 - (k % 2) * 12, 6, b, 'opacity="0.8"'));
      o.push(
        stroke(
          `M${CX + 150} ${CY + 240}Q${CX + 180} ${CY + 360} ${CX + 160} ${H}`,
          mix(pallu, INK, 0.2),
          3,
          'opacity="0.5"',
        ),
      );
      break;
    }
    case "shawl": {
      const sh = p.second ?? P.cream;
      const b = p.border ?? P.terracotta;
      if (p.main === P.plum) o.push(path(`M${CX - 80} ${CY + 216}Q${CX} ${CY + 290} ${CX + 80} ${CY + 216}Z`, p.skin));
      for (const side of [-1, 1]) {
        o.push(
          path(
            `M${CX + side * 60} ${CY + 210}C${CX + side * 160} ${CY + 218} ${CX + side * 300} ${CY + 244} ${CX + side * 340} ${CY + 330}L${CX + side * 366} ${H + 20}L${CX + side * 60} ${H + 20}C${CX + side * 70} ${CY + 380} ${CX + side * 40} ${CY + 280} ${CX + side * 60} ${CY + 210}Z`,
            sh,
          ),
        );
        o.push(
          band(
            `M${CX + side * 60} ${CY + 214}C${CX + side * 40} ${CY + 280} ${CX + side * 70} ${CY + 380} ${CX + side * 60} ${H + 20}`,
            b,
            16,
          ),
        );
        for (let k = 0; k < 5; k++)
          o.push(
            ellipse(
              CX + side * (120 + k * 44),
              CY + 300 + k * 40,
              7,
              11,
              b,
              `opacity="0.6" transform="rotate(${side * 30} ${CX + side * (120 + k * 44)} ${CY + 300 + k * 40})"`,
            ),
          );
      }
      break;
    }
    case "dupatta": {
      o.push(
        path(
          `M${CX - 64} ${CY + 206}Q${CX} ${CY + 256} ${CX + 64} ${CY + 206}L${CX + 66} ${CY + 226}Q${CX} ${CY + 276} ${CX - 66} ${CY + 226}Z`,
          mix(p.main, INK, 0.12),
        ),
      );
      const d = p.second ?? P.marigold;
      for (const side of [-1, 1]) {
        o.push(
          path(
            `M${CX + side * 50} ${CY + 200}C${CX + side * 110} ${CY + 206} ${CX + side * 170} ${CY + 230} ${CX + side * 190} ${CY + 280}L${CX + side * 170} ${H + 20}L${CX + side * 90} ${H + 20}C${CX + side * 100} ${CY + 360} ${CX + side * 80} ${CY + 270} ${CX + side * 50} ${CY + 200}Z`,
            d,
          ),
        );
        for (let y = CY + 300; y < H; y += 36)
          o.push(circle(CX + side * (130 + (y - CY - 300) * 0.05), y, 4, mix(d, "#ffffff", 0.5), 'opacity="0.8"'));
      }
      break;
    }
  }
  return o.join("");
}
