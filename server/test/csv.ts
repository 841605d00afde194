import { expect } from "vitest";
import { clubToday } from "../../common/club-time.ts";
import type { TestApp } from "./app.ts";

/**
 * An office list's CSV downloaded and read back as a spreadsheet reads it: the header's names, and each row as its
 * cells by header. The download is checked as every list's is: 200, text/csv, an attachment named after the list
 * and the club's today, the byte-order mark, CRLF lines.
 */
export interface CsvRead {
  header: string[];
  rows: Record<string, string>[];
}

/** RFC 4180: cells split on commas, quoted cells with their doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** GET an office list's CSV as `who` and read it back (`list`: the file's name before the day). */
export async function downloadCsv(
  t: Pick<TestApp, "app">,
  url: string,
  who: { headers: Record<string, string> },
  list: string,
): Promise<CsvRead> {
  const res = await t.app.inject({ method: "GET", url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.headers["content-disposition"]).toBe(`attachment; filename="${list}-${clubToday()}.csv"`);
  expect(res.body.startsWith("\uFEFF")).toBe(true);
  expect(res.body.endsWith("\r\n")).toBe(true);
  const [header, ...rows] = parseCsv(res.body.slice(1));
  return { header, rows: rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""]))) };
}

/** A moment as every CSV writes it: ISO 8601 in the club's time with its offset. */
export const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;
/** A day as every CSV writes it. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An amount as every CSV writes it: a plain number with two decimals. */
export const PLAIN_AMOUNT = /^\d+\.\d{2}$/;
