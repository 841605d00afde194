import { sql } from "drizzle-orm";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubMonth } from "../../../common/club-time.ts";
import type { Database } from "../../db/open.ts";
import { openTestDatabase } from "../../test/database.ts";
import { invoiceNumber } from "./invoice-number.ts";

/*
 * The club's one numbering of invoices, as the UPDATE that issues an invoice uses it (an instalment, a Full
 * Membership year, a stay): a row keeps the number it has, a row without one takes the next of the one sequence,
 * prefixed with the club's year at the moment of issue.
 */

const probe = pgTable("invoice_number_probe", { id: serial("id").primaryKey(), invoiceNumber: text("invoice_number") });

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table invoice_number_probe (id serial primary key, invoice_number text)`);
});
afterAll(async () => database?.close());

async function issue(now: Date, existing: string | null = null) {
  const [row] = await database.db.insert(probe).values({ invoiceNumber: existing }).returning();
  const [issued] = await database.db
    .update(probe)
    .set({ invoiceNumber: invoiceNumber(probe.invoiceNumber, now) })
    .where(sql`${probe.id} = ${row.id}`)
    .returning();
  return issued.invoiceNumber!;
}

describe("invoiceNumber", () => {
  it("numbers an invoice once: the next of the one sequence, with the club's year; a numbered row keeps its number", async () => {
    const now = new Date();
    const first = await issue(now);
    const second = await issue(now);
    expect(first).toMatch(new RegExp(`^VWC-INV-${clubMonth(now).year}-\\d+$`));
    const n = (number: string) => Number(number.split("-").at(-1));
    expect(n(second)).toBe(n(first) + 1);
    expect(await issue(now, "VWC-INV-2000-7")).toBe("VWC-INV-2000-7");
  });

  it("takes the year of the club's day: half an hour into the club's new year, while it is still the old year in UTC", async () => {
    const nextYear = clubMonth(new Date()).year + 1;
    // the club's day is India's (UTC+5:30): 00:30 on 1 January there is 19:00 UTC on 31 December
    const justAfter = new Date(Date.UTC(nextYear, 0, 1) - 5 * 3_600_000);
    expect(justAfter.getUTCFullYear()).toBe(nextYear - 1);
    expect(await issue(justAfter)).toMatch(new RegExp(`^VWC-INV-${nextYear}-\\d+$`));
  });
});
