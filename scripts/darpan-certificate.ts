/**
 * Writes public/documents/darpan-certificate.pdf: the trust's NGO Darpan registration particulars, the
 * document "View" opens among the estate documents of /why-trust-us.
 *
 * A tiny PDF writer of its own (no PDF library is installed): one A4 landscape page drawn with the
 * standard fonts Helvetica, Helvetica-Bold and Times-Bold, whose glyph widths (from the Adobe metrics)
 * are enough to centre a line. Run: `node --import tsx scripts/darpan-certificate.ts`; the file is
 * committed, so the build does not run this.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = join(root, "public", "documents", "darpan-certificate.pdf");

type FontName = "Helvetica" | "Helvetica-Bold" | "Times-Bold" | "Times-Italic";
const fontResource: Record<FontName, string> = {
  Helvetica: "F1",
  "Helvetica-Bold": "F2",
  "Times-Bold": "F3",
  "Times-Italic": "F4",
};

/** Advance widths (1/1000 em) of the characters used; anything else falls back to the font's average. */
const widths: Record<FontName, { table: Record<string, number>; fallback: number }> = {
  Helvetica: {
    fallback: 556,
    table: {
      " ": 278,
      ".": 278,
      ",": 278,
      ":": 278,
      ";": 278,
      "/": 278,
      "-": 333,
      "(": 333,
      ")": 333,
      "&": 667,
      "@": 1015,
      "'": 191,
      i: 222,
      j: 222,
      l: 222,
      f: 278,
      t: 278,
      r: 333,
      m: 833,
      w: 722,
      s: 500,
      c: 500,
      k: 500,
      v: 500,
      x: 500,
      y: 500,
      z: 500,
      A: 667,
      B: 667,
      C: 722,
      D: 722,
      E: 667,
      F: 611,
      G: 778,
      H: 722,
      I: 278,
      J: 500,
      K: 667,
      L: 556,
      M: 833,
      N: 722,
      O: 778,
      P: 667,
      Q: 778,
      R: 722,
      S: 667,
      T: 611,
      U: 722,
      V: 667,
      W: 944,
      X: 667,
      Y: 667,
      Z: 611,
    },
  },
  "Helvetica-Bold": {
    fallback: 611,
    table: {
      " ": 278,
      ".": 278,
      ",": 278,
      ":": 333,
      "/": 278,
      "-": 333,
      "&": 722,
      "'": 238,
      a: 556,
      c: 556,
      e: 556,
      s: 556,
      k: 556,
      v: 556,
      x: 556,
      y: 556,
      z: 500,
      i: 278,
      j: 278,
      l: 278,
      f: 333,
      t: 333,
      r: 389,
      m: 889,
      w: 778,
      A: 722,
      B: 722,
      C: 722,
      D: 722,
      E: 667,
      F: 611,
      G: 778,
      H: 722,
      I: 278,
      J: 556,
      K: 722,
      L: 611,
      M: 833,
      N: 722,
      O: 778,
      P: 667,
      Q: 778,
      R: 722,
      S: 667,
      T: 611,
      U: 722,
      V: 667,
      W: 944,
      X: 667,
      Y: 667,
      Z: 611,
      "0": 556,
      "1": 556,
      "2": 556,
      "3": 556,
      "4": 556,
      "5": 556,
      "6": 556,
      "7": 556,
      "8": 556,
      "9": 556,
    },
  },
  "Times-Bold": {
    fallback: 500,
    table: {
      " ": 250,
      ".": 250,
      ",": 250,
      ":": 333,
      "-": 333,
      "&": 833,
      a: 500,
      b: 556,
      c: 444,
      d: 556,
      e: 444,
      f: 333,
      g: 500,
      h: 556,
      i: 278,
      j: 333,
      k: 556,
      l: 278,
      m: 833,
      n: 556,
      o: 500,
      p: 556,
      q: 556,
      r: 444,
      s: 389,
      t: 333,
      u: 556,
      v: 500,
      w: 722,
      x: 500,
      y: 500,
      z: 444,
      A: 722,
      B: 667,
      C: 722,
      D: 722,
      E: 667,
      F: 611,
      G: 778,
      H: 778,
      I: 389,
      J: 500,
      K: 778,
      L: 667,
      M: 944,
      N: 722,
      O: 778,
      P: 611,
      Q: 778,
      R: 722,
      S: 556,
      T: 667,
      U: 722,
      V: 722,
      W: 1000,
      X: 722,
      Y: 722,
      Z: 667,
    },
  },
  "Times-Italic": { fallback: 444, table: { " ": 250, ".": 250, ",": 250 } },
};

function textWidth(text: string, font: FontName, size: number, spacing = 0): number {
  const { table, fallback } = widths[font];
  let units = 0;
  for (const ch of text) units += table[ch] ?? fallback;
  return (units * size) / 1000 + spacing * text.length;
}

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const n = (value: number) => Number(value.toFixed(2)).toString();
type Rgb = [number, number, number];
const hex = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16) / 255) as Rgb;

const colours = {
  cream: hex("#fcf9f2"),
  creamDeep: hex("#ede3cc"),
  forest: hex("#1f3d2b"),
  forestSoft: hex("#6b8f5e"),
  saffron: hex("#a9560a"),
  saffronLight: hex("#f2b441"),
  orange: hex("#e8891d"),
  ink: hex("#1e2320"),
};

/** The page's content stream, built up operator by operator. */
class Page {
  private ops: string[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  fill(rgb: Rgb) {
    this.ops.push(`${rgb.map(n).join(" ")} rg`);
    return this;
  }
  stroke(rgb: Rgb, lineWidth: number) {
    this.ops.push(`${rgb.map(n).join(" ")} RG ${n(lineWidth)} w`);
    return this;
  }
  rect(x: number, y: number, w: number, h: number, mode: "f" | "S") {
    this.ops.push(`${n(x)} ${n(y)} ${n(w)} ${n(h)} re ${mode}`);
    return this;
  }
  line(x1: number, y1: number, x2: number, y2: number) {
    this.ops.push(`${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
    return this;
  }
  path(commands: string, mode: "f" | "S") {
    this.ops.push(`${commands} ${mode}`);
    return this;
  }
  text(text: string, font: FontName, size: number, x: number, y: number, rgb: Rgb, spacing = 0) {
    this.ops.push(
      `BT /${fontResource[font]} ${n(size)} Tf ${n(spacing)} Tc ${rgb.map(n).join(" ")} rg ${n(x)} ${n(y)} Td (${escapePdf(text)}) Tj ET`,
    );
    return this;
  }
  centred(text: string, font: FontName, size: number, y: number, rgb: Rgb, spacing = 0) {
    const w = textWidth(text, font, size, spacing) - spacing;
    return this.text(text, font, size, (this.width - w) / 2, y, rgb, spacing);
  }
  toString() {
    return this.ops.join("\n");
  }
}

/** Assembles the objects into a PDF with a correct cross-reference table. */
function pdfDocument(page: Page, info: Record<string, string>): Buffer {
  const content = page.toString();
  const fonts = Object.entries(fontResource).map(
    ([name]) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`,
  );
  const fontRefs = Object.values(fontResource)
    .map((res, i) => `/${res} ${5 + i} 0 R`)
    .join(" ");
  const infoDict = `<< ${Object.entries(info)
    .map(([k, v]) => `/${k} (${escapePdf(v)})`)
    .join(" ")} >>`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << ${fontRefs} >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    ...fonts,
    infoDict,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

// A4 landscape
const page = new Page(842, 595);
const { width: W, height: H } = page;

// paper, double frame and corner ornaments
page.fill(colours.cream).rect(0, 0, W, H, "f");
page.stroke(colours.forest, 3).rect(24, 24, W - 48, H - 48, "S");
page.stroke(colours.saffron, 0.8).rect(32, 32, W - 64, H - 64, "S");
for (const [x, y] of [
  [32, 32],
  [W - 32, 32],
  [32, H - 32],
  [W - 32, H - 32],
] as const) {
  page
    .fill(colours.saffronLight)
    .path(`${n(x)} ${n(y + 7)} m ${n(x + 7)} ${n(y)} l ${n(x)} ${n(y - 7)} l ${n(x - 7)} ${n(y)} l h`, "f");
}

// the lotus mark of the trust
const cx = W / 2;
const top = H - 62;
page
  .fill(colours.forest)
  .path(
    `${n(cx - 20)} ${n(top - 20)} m ${n(cx - 20)} ${n(top - 9)} ${n(cx - 11)} ${n(top)} ${n(cx)} ${n(top)} c ${n(cx + 11)} ${n(top)} ${n(cx + 20)} ${n(top - 9)} ${n(cx + 20)} ${n(top - 20)} c ${n(cx + 20)} ${n(top - 31)} ${n(cx + 11)} ${n(top - 40)} ${n(cx)} ${n(top - 40)} c ${n(cx - 11)} ${n(top - 40)} ${n(cx - 20)} ${n(top - 31)} ${n(cx - 20)} ${n(top - 20)} c h`,
    "f",
  );
page
  .fill(colours.saffronLight)
  .path(
    `${n(cx)} ${n(top - 9)} m ${n(cx + 6)} ${n(top - 16)} ${n(cx + 6)} ${n(top - 24)} ${n(cx)} ${n(top - 31)} c ${n(cx - 6)} ${n(top - 24)} ${n(cx - 6)} ${n(top - 16)} ${n(cx)} ${n(top - 9)} c h`,
    "f",
  );
page
  .fill(colours.orange)
  .path(
    `${n(cx - 13)} ${n(top - 18)} m ${n(cx - 6)} ${n(top - 19)} ${n(cx - 2)} ${n(top - 25)} ${n(cx - 1)} ${n(top - 31)} c ${n(cx - 8)} ${n(top - 30)} ${n(cx - 12)} ${n(top - 26)} ${n(cx - 13)} ${n(top - 18)} c h ` +
      `${n(cx + 13)} ${n(top - 18)} m ${n(cx + 6)} ${n(top - 19)} ${n(cx + 2)} ${n(top - 25)} ${n(cx + 1)} ${n(top - 31)} c ${n(cx + 8)} ${n(top - 30)} ${n(cx + 12)} ${n(top - 26)} ${n(cx + 13)} ${n(top - 18)} c h`,
    "f",
  );

page.centred("VEDANTA WELLNESS TRUST", "Helvetica-Bold", 11, H - 122, colours.saffron, 3);
page.centred("NGO Darpan Registration", "Times-Bold", 34, H - 162, colours.forest);
page.centred(
  "Particulars of the trust as enrolled on the NGO Darpan portal of NITI Aayog, Government of India",
  "Helvetica",
  10.5,
  H - 184,
  colours.ink,
);
page.stroke(colours.saffron, 0.8).line(cx - 90, H - 198, cx + 90, H - 198);

const rows: [string, string][] = [
  ["Name of the organisation", "Vedanta Wellness Trust"],
  ["NGO Darpan unique ID", "HP/2017/0168431"],
  ["Type of organisation", "Trust, registered under the Indian Trusts Act, 1882"],
  ["Registration no. and office", "214/2009, Sub-Registrar, Solan (Himachal Pradesh)"],
  ["Date of registration of the trust", "14 April 2009"],
  ["Registered office", "Village Kather, Solan, Himachal Pradesh 173212"],
  ["Key issues", "Health and family welfare (Ayurveda), environment and forests, education"],
  ["Operational area", "Himachal Pradesh, Uttarakhand, Madhya Pradesh, Chhattisgarh"],
  ["Particulars last updated", "20 February 2025"],
];
const labelX = 120;
const valueX = 330;
let y = H - 232;
rows.forEach(([label, value], i) => {
  if (i % 2 === 0) page.fill(colours.creamDeep).rect(labelX - 14, y - 7, W - 2 * (labelX - 14), 22, "f");
  page.text(label, "Helvetica", 10.5, labelX, y, colours.forest);
  page.text(value, "Helvetica-Bold", 10.5, valueX, y, colours.ink);
  y -= 24;
});

// seal and signature
const sealX = 160;
const sealY = 112;
page
  .stroke(colours.saffron, 1.5)
  .path(
    `${sealX - 34} ${sealY} m ${sealX - 34} ${sealY + 19} ${sealX - 19} ${sealY + 34} ${sealX} ${sealY + 34} c ${sealX + 19} ${sealY + 34} ${sealX + 34} ${sealY + 19} ${sealX + 34} ${sealY} c ${sealX + 34} ${sealY - 19} ${sealX + 19} ${sealY - 34} ${sealX} ${sealY - 34} c ${sealX - 19} ${sealY - 34} ${sealX - 34} ${sealY - 19} ${sealX - 34} ${sealY} c h`,
    "S",
  );
page.text(
  "SOLAN",
  "Helvetica-Bold",
  9,
  sealX - textWidth("SOLAN", "Helvetica-Bold", 9, 1.5) / 2,
  sealY + 6,
  colours.saffron,
  1.5,
);
page.text(
  "2009",
  "Helvetica-Bold",
  9,
  sealX - textWidth("2009", "Helvetica-Bold", 9, 1.5) / 2,
  sealY - 10,
  colours.saffron,
  1.5,
);

const signX = W - 300;
page.text("Ramesh Chandra Thakur", "Times-Italic", 20, signX + 10, 120, colours.forest);
page.stroke(colours.forest, 0.7).line(signX, 112, W - 110, 112);
page.text("Ramesh Chandra Thakur, Founder & Managing Trustee", "Helvetica", 9, signX, 98, colours.ink);

page.centred(
  "Specimen copy published by the trust for transparency on the club website. The original is held at the trust office in Solan",
  "Helvetica",
  8,
  58,
  colours.forest,
);
page.centred("and may be inspected on request: care@vedantaclub.in", "Helvetica", 8, 47, colours.forest);

mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  pdfDocument(page, {
    Title: "NGO Darpan Registration - Vedanta Wellness Trust",
    Author: "Vedanta Wellness Trust",
    Subject: "Particulars of the trust on the NGO Darpan portal",
    Producer: "scripts/darpan-certificate.ts",
  }),
);
console.log(`darpan-certificate: wrote ${out}`);
