import { createHash } from "node:crypto";
import { addDays, format } from "date-fns";
import { and, asc, eq, gte, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../../common/club-time.ts";
import { bookings, creditNotes, paymentPlans, paymentSteps, properties } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import {
  createMember,
  fixtures,
  payingMember,
  seededChoices,
  setLanguage,
  staffMember,
  upload,
  type TestMember,
} from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { hindiAmountInWords } from "../tax/amount-words-hi.ts";

/*
 * The documents a member receives are in their language (decision 047): a Hindi reader's invoice, credit note and
 * owner statement are one document in English and Hindi — the English first, a title's Hindi beside it, a label's
 * under it, the amount in words in both — and an English reader's has no Devanagari at all. The language is the
 * member's when the document is issued: an issued invoice keeps it after the member changes theirs.
 */

let t: TestApp;
let accounts: TestMember;
beforeAll(async () => {
  t = await openTestApp();
  accounts = await staffMember(t, "accounts");
});
afterAll(async () => {
  await t?.close();
});

/** The text of a PDF as a reader copies it, its runs of white space made one space. */
const textOf = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");
const DEVANAGARI = /[\u0900-\u097F]/;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** What every Hindi reader's document of the club says: its verification line in both languages, nothing as "?". */
function expectBilingual(text: string, english: string, hindi: string) {
  expect(text).toContain(`${english} / ${hindi}`);
  expect(text).not.toContain("?");
  expect(text).not.toContain("\uFFFD");
}

const get = (who: TestMember, url: string) => t.app.inject({ method: "GET", url, headers: who.headers });

async function stepInvoice(member: TestMember, villaIndex: number) {
  const villa = (await seededChoices(t, villaIndex)).villa;
  const res = await get(member, `/api/payment-details/${villa.id}/step/1/invoice`);
  expect(res.statusCode, res.body).toBe(200);
  const [step] = await t.database.db
    .select({ amount: paymentSteps.amount, invoiceNumber: paymentSteps.invoiceNumber })
    .from(paymentSteps)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
    .where(and(eq(paymentPlans.userId, member.id), eq(paymentSteps.step, 1)));
  return { bytes: res.rawPayload, step, villa };
}

describe("an instalment's tax invoice", () => {
  it("to a Hindi reader: English with Hindi, the amount in words in both; kept as issued when they change language", async () => {
    const member = await payingMember(t, { villaIndex: 1, steps: 2, paid: 1, name: "अनन्या शर्मा", language: "hi" });
    const { bytes, step } = await stepInvoice(member, 1);
    const text = textOf(bytes);
    expectBilingual(text, "Tax Invoice", "कर बीजक");
    expect(text).toContain("Invoice number बीजक संख्या");
    expect(text).toContain("Villa contribution / विला अंशदान");
    expect(text).toContain("Supplies / आपूर्तियाँ");
    expect(text).toContain("Amount in words राशि शब्दों में");
    expect(text).toContain(hindiAmountInWords(step.amount * 100));
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4} \(\d{1,2} [\u0900-\u097F]+ \d{4}\)/);
    expect(text).toContain("इस बीजक की जाँच");
    expect(text).toContain(step.invoiceNumber!);

    // the member reads English from now on: the invoice issued stays as it was, byte for byte
    await setLanguage(t, member, "en");
    const again = await stepInvoice(member, 1);
    expect(sha256(again.bytes)).toBe(sha256(bytes));
  });

  it("to an English reader: English only, no Devanagari", async () => {
    const member = await payingMember(t, { villaIndex: 2, steps: 2, paid: 1, name: "Rahul Khanna" });
    const text = textOf((await stepInvoice(member, 2)).bytes);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("Villa contribution");
    expect(text).not.toMatch(DEVANAGARI);
  });
});

/** A member who bought Full Membership by a receipt that accounts verified: the invoice's text. */
async function membershipInvoice(member: TestMember) {
  const receipt = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "receipt.pdf",
    bytes: await fixtures.pdf("NEFT"),
  });
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/membership/receipt",
    payload: { receipt_url: receipt.json().url, accept_terms: true },
    headers: member.headers,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const list = await get(accounts, `/api/admin/memberships?q=${encodeURIComponent(member.email)}`);
  const [item] = list.json().data.items;
  const verified = await t.app.inject({
    method: "POST",
    url: `/api/admin/memberships/${item.id}/verify`,
    headers: accounts.headers,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const res = await get(member, "/api/membership/invoice");
  expect(res.statusCode, res.body).toBe(200);
  return textOf(res.rawPayload);
}

describe("a Full Membership year's tax invoice", () => {
  it("to a Hindi reader: English with Hindi", async () => {
    const member = await createMember(t, "प्रिया देशपांडे");
    await setLanguage(t, member, "hi");
    const text = await membershipInvoice(member);
    expectBilingual(text, "Tax Invoice", "कर बीजक");
    expect(text).toContain("Full Membership / पूर्ण सदस्यता");
    expect(text).toContain(hindiAmountInWords(100_000_00));
    expect(text).toContain("एक लाख रुपये मात्र");
  });

  it("to an English reader: English only, no Devanagari", async () => {
    const text = await membershipInvoice(await createMember(t, "Meera Iyer"));
    expect(text).toContain("Full Membership");
    expect(text).toContain("One Lakh Rupees Only");
    expect(text).not.toMatch(DEVANAGARI);
  });
});

const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");

/** A stay at a villa in Solan no one booked, held and paid online: its invoice's text. */
async function paidStayInvoice(member: TestMember, from: number) {
  const [villa] = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.location, "Solan"),
        notExists(t.database.db.select().from(bookings).where(eq(bookings.propertyId, properties.id))),
        gte(properties.maxAdults, 2),
      ),
    )
    .orderBy(asc(properties.name))
    .limit(1);
  const guest = {
    bookingFor: "myself",
    title: "Ms.",
    firstName: "Sunita",
    lastName: "Rao",
    phone: "+91 98765 43210",
    email: "sunita@example.in",
    agreeTerms: true,
  };
  const body = { propertyId: villa.id, checkIn: day(from), checkOut: day(from + 2), adults: 2, children: 0 };
  const held = await t.database.db.transaction((tx) =>
    t.app.services.bookings.holdStay(tx, member, { ...body, guest: guest as never, paymentMethod: "razorpay" }),
  );
  await (
    await t.database.db.transaction((tx) => t.app.services.bookings.creditStay(tx, held.bookingId, "pay_LANG1"))
  )();
  const res = await get(member, `/api/bookings/${held.bookingId}/invoice`);
  expect(res.statusCode, res.body).toBe(200);
  return textOf(res.rawPayload);
}

describe("a stay's tax invoice", () => {
  it("to a Hindi reader: English with Hindi, the price lines in both", async () => {
    const member = await createMember(t, "Sunita Rao");
    await setLanguage(t, member, "hi");
    const text = await paidStayInvoice(member, 60);
    expectBilingual(text, "Tax Invoice", "कर बीजक");
    expect(text).toContain("Stay / प्रवास");
    expect(text).toContain("Taxes and fees (2 nights × ₹719) कर और शुल्क (2 रातें × ₹719)");
    expect(text).toContain("What the taxes and fees consist of / कर और शुल्क में क्या शामिल है");
  });

  it("to an English reader: English only, no Devanagari", async () => {
    const text = await paidStayInvoice(await createMember(t, "Vikram Sethi"), 70);
    expect(text).toContain("Stay");
    expect(text).toContain("What the taxes and fees consist of");
    expect(text).not.toMatch(DEVANAGARI);
  });
});

/** The member's plan cancelled by accounts: its first credit note's text. */
async function creditNoteOf(member: TestMember) {
  const [plan] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.userId, member.id));
  const cancelled = await t.app.inject({
    method: "POST",
    url: `/api/admin/payments/${plan.id}/cancel`,
    payload: { reason: "Withdrawn." },
    headers: accounts.headers,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.userId, member.id));
  const res = await get(member, `/api/credit-notes/${note.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return textOf(res.rawPayload);
}

describe("a credit note", () => {
  it("is in the member's language when it is issued, whatever the invoice it credits was issued in", async () => {
    // the invoice is issued while the member reads English; they read Hindi when their plan is cancelled
    const member = await payingMember(t, { villaIndex: 3, steps: 2, paid: 1, name: "Kiran Joshi" });
    const invoice = textOf((await stepInvoice(member, 3)).bytes);
    expect(invoice).not.toMatch(DEVANAGARI);
    await setLanguage(t, member, "hi");
    const text = await creditNoteOf(member);
    expectBilingual(text, "Credit Note", "जमा पत्र");
    expect(text).toContain("Credited / जमा की गई राशि");
    expect(text).toContain("Against invoice संबंधित बीजक");
    expect(text).toContain("इस जमा पत्र की जाँच");
  });

  it("to an English reader: English only, no Devanagari", async () => {
    const member = await payingMember(t, { villaIndex: 4, steps: 2, paid: 1, name: "Kabir Mehra" });
    const text = await creditNoteOf(member);
    expect(text).toContain("Credit Note");
    expect(text).not.toMatch(DEVANAGARI);
  });
});

describe("an owner statement", () => {
  it("to a Hindi reader is in English and Hindi; in English once they read English, as a new statement", async () => {
    const member = await payingMember(t, { villaIndex: 5, steps: 2, paid: 1, name: "Sanjay Gupta", language: "hi" });
    const hindi = await get(member, "/api/portal/statement");
    expect(hindi.statusCode, hindi.body).toBe(200);
    const text = textOf(hindi.rawPayload);
    expectBilingual(text, "Owner Statement", "स्वामी खाता विवरण");
    expect(text).toContain("Contributions paid / भुगतान किया गया अंशदान");
    expect(text).toContain("इस विवरण की जाँच");

    await setLanguage(t, member, "en");
    const english = await get(member, "/api/portal/statement");
    expect(english.statusCode, english.body).toBe(200);
    const englishText = textOf(english.rawPayload);
    expect(englishText).toContain("Owner Statement");
    expect(englishText).not.toMatch(DEVANAGARI);
    // two statements, each sealed and verifiable: the Hindi one is not changed by the member's new language
    const reference = (body: string) => /VWC-ST-\d{4}-\d{2}-[0-9A-F]{12}/.exec(body)?.[0];
    expect(reference(text)).toBeDefined();
    expect(reference(englishText)).toBeDefined();
    expect(reference(englishText)).not.toBe(reference(text));
  });
});
