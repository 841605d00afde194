import { strFromU8, unzipSync } from "fflate";

/**
 * An .xlsx file read back as a person's spreadsheet would show it: each sheet by its tab's name, its rows of cells —
 * a text as text (its shared string), a number as a number, a date cell as its day (yyyy-mm-dd); and whether any
 * cell holds a formula.
 */
export interface XlsxRead {
  sheets: Record<string, (string | number | null)[][]>;
  formulas: number;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

const column = (ref: string) =>
  [...ref.replace(/\d+$/, "")].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** A spreadsheet's day number (days since 1899-12-30) as yyyy-mm-dd. */
const dayOf = (serial: number) => new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);

export function readXlsx(bytes: Buffer): XlsxRead {
  const files = unzipSync(new Uint8Array(bytes));
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : "");
  const shared = [...text("xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((si) =>
    unescape([...si[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join("")),
  );
  // the styles whose number format is a date: cells with them hold days
  const formats = new Map(
    [...text("xl/styles.xml").matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((f) => [f[1], f[2]]),
  );
  const cellXfs = text("xl/styles.xml").match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)?.[1] ?? "";
  const dateStyles = [...cellXfs.matchAll(/<xf\b([^>]*)>/g)].map((xf) =>
    /y+-m+-d+/.test(formats.get(xf[1].match(/numFmtId="(\d+)"/)?.[1] ?? "") ?? ""),
  );
  const names = [...text("xl/workbook.xml").matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((s) => unescape(s[1]));
  const sheets: XlsxRead["sheets"] = {};
  let formulas = 0;
  names.forEach((name, index) => {
    const xml = text(`xl/worksheets/sheet${index + 1}.xml`);
    formulas += (xml.match(/<f[ >]/g) ?? []).length;
    sheets[name] = [...xml.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
      const cells: (string | number | null)[] = [];
      for (const c of row[1].matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const attrs = c[1];
        const ref = attrs.match(/r="([A-Z]+\d+)"/)![1];
        const value = c[2]?.match(/<v>([\s\S]*?)<\/v>/)?.[1];
        const type = attrs.match(/t="(\w+)"/)?.[1];
        const style = Number(attrs.match(/s="(\d+)"/)?.[1] ?? -1);
        cells[column(ref)] =
          value === undefined
            ? null
            : type === "s"
              ? shared[Number(value)]
              : dateStyles[style]
                ? dayOf(Number(value))
                : Number(value);
      }
      return Array.from(cells, (cell) => cell ?? null);
    });
  });
  return { sheets, formulas };
}
