import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { addClubDays, clubToday } from "../../common/club-time.ts";
import { memberships, properties } from "../db/schema.ts";
import { projectRoot } from "../paths.ts";
import type { TestApp } from "./app.ts";
import { createMember, fixtures, payingMember, seededChoices, upload, type TestMember } from "./members.ts";

/**
 * The bank statements of the tests: made-up exports of each bank the reconciliation recognises, as each bank writes
 * them (its lines before the header, its column names, its way of writing days and amounts), in
 * server/modules/reconciliation/fixtures/. Their days are relative to the club's today and their matched credits are
 * the test's own: `{{day:-2:dd/mm/yy}}` is two days before today written as the bank writes it, `{{utr:A}}` the
 * transaction reference given for A, `{{amount:A:indian}}` A's amount written as 1,25,000.00 (`plain` 125000.00,
 * `western` 125,000.00).
 */

export const STATEMENT_FIXTURES = ["sbi", "hdfc", "icici", "axis", "kotak", "generic", "unknown"] as const;
export type StatementFixture = (typeof STATEMENT_FIXTURES)[number];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A club day written as a bank writes it: dd/mm/yyyy, dd/mm/yy, dd-mm-yyyy, mm/dd/yyyy, dd-MMM-yyyy, d MMM yyyy… */
export function bankDay(day: string, format: string): string {
  const [year, month, date] = day.split("-");
  const parts: Record<string, string> = {
    yyyy: year,
    yy: year.slice(2),
    MMM: MONTHS[Number(month) - 1],
    mm: month,
    dd: date,
    d: String(Number(date)),
  };
  return format.replace(/yyyy|yy|MMM|mm|dd|d/g, (token) => parts[token]);
}

/** Rupees written as a bank writes them: indian 1,25,000.00, plain 125000.00, western 125,000.00. */
export function bankAmount(rupees: number, style: string): string {
  const fixed = rupees.toFixed(2);
  if (style === "plain") return fixed;
  const [whole, paise] = fixed.split(".");
  const grouped =
    style === "western"
      ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")
      : whole.length <= 3
        ? whole
        : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${whole.slice(-3)}`;
  // a grouped amount is quoted, as banks quote it in a CSV
  return `"${grouped}.${paise}"`;
}

export interface StatementValues {
  utr?: Record<string, string>;
  amount?: Record<string, number>;
  /** The day the statement's days are counted from (default: the club's today). */
  today?: string;
}

/** A fixture's text with its days, references and amounts filled in. */
export function statementText(name: StatementFixture, values: StatementValues = {}): string {
  const template = readFileSync(
    join(projectRoot, "server", "modules", "reconciliation", "fixtures", `${name}.csv`),
    "utf8",
  );
  const today = values.today ?? clubToday();
  return template.replace(/\{\{(day|utr|amount):([^:}]+)(?::([^}]+))?\}\}/g, (_all, kind, key, format) => {
    if (kind === "day") return bankDay(addClubDays(today, Number(key)), format);
    if (kind === "utr") {
      const utr = values.utr?.[key];
      if (!utr) throw new Error(`the statement ${name} needs the UTR of ${key}`);
      return utr;
    }
    const amount = values.amount?.[key];
    if (amount === undefined) throw new Error(`the statement ${name} needs the amount of ${key}`);
    return bankAmount(amount, format);
  });
}

/** A fixture as the file the office uploads. */
export const statementFile = (name: StatementFixture, values: StatementValues = {}) =>
  Buffer.from(statementText(name, values), "utf8");

/* ---------- receipts awaiting verification, for a statement to pay ---------- */

let utrCount = 0;
/** A NEFT transaction reference of the test's own (16 characters). */
export const newUtr = () =>
  `N${String(process.pid % 1000).padStart(3, "0")}${String(Date.now()).slice(-6)}${String(++utrCount).padStart(6, "0")}`;

const expectStatus = (res: { statusCode: number; body: string }, status: number, what: string) => {
  if (res.statusCode !== status) throw new Error(`${what}: ${status} expected, ${res.statusCode}: ${res.body}`);
};

async function receiptUrl(t: TestApp, member: TestMember) {
  const res = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "receipt.png",
    bytes: await fixtures.png(),
    type: "image/png",
  });
  expectStatus(res, 201, "the receipt's upload");
  return res.json().url as string;
}

/**
 * A member's instalment paid by transfer, its receipt awaiting verification: one step of `price` rupees on the villa
 * `villaIndex` (its price set for the test, so that no other receipt has its amount), with the UTR and day paid given.
 */
export async function instalmentReceipt(
  t: TestApp,
  options: { villaIndex: number; price: number; utr?: string; paidOn?: string; name: string },
) {
  const villa = (await seededChoices(t, options.villaIndex)).villa;
  await t.database.db.update(properties).set({ price: options.price }).where(eq(properties.id, villa.id));
  const member = await payingMember(t, { villaIndex: options.villaIndex, steps: 1, paid: 0, name: options.name });
  const sent = await t.app.inject({
    method: "PUT",
    url: `/api/payment-details/${villa.id}/step/1`,
    headers: member.headers,
    payload: {
      payment_receipt_url: await receiptUrl(t, member),
      ...(options.utr ? { utr: options.utr } : {}),
      ...(options.paidOn ? { paid_on: options.paidOn } : {}),
    },
  });
  expectStatus(sent, 200, "the instalment's receipt");
  const plan = (
    await t.app.inject({ method: "GET", url: `/api/payment-details/${villa.id}`, headers: member.headers })
  ).json().data;
  return { member, villa, planId: plan._id as string, amount: options.price, utr: options.utr ?? null };
}

/** A member's Full Membership bought by transfer, its receipt under review. */
export async function membershipReceipt(t: TestApp, options: { utr?: string; paidOn?: string; name: string }) {
  const member = await createMember(t, options.name);
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/membership/receipt",
    headers: member.headers,
    payload: {
      receipt_url: await receiptUrl(t, member),
      accept_terms: true,
      ...(options.utr ? { utr: options.utr } : {}),
      ...(options.paidOn ? { paid_on: options.paidOn } : {}),
    },
  });
  expectStatus(sent, 200, "the Full Membership receipt");
  const [purchase] = await t.database.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, member.id), eq(memberships.status, "under-review")));
  return { member, membershipId: purchase.id, utr: options.utr ?? null };
}
