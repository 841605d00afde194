import { addDays, format } from "date-fns";
import { and, asc, eq, gte, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLUB_SETTINGS, gstinCheckCharacter } from "../../../common/club-settings.ts";
import { clubToday } from "../../../common/club-time.ts";
import {
  DEFAULT_TAX_SETTINGS as D,
  formatPaise,
  stayTax,
  taxIncluded,
  type InvoiceParticulars,
} from "../../../common/gst.ts";
import { bookings, paymentPlans, paymentSteps, properties } from "../../db/schema.ts";
import { amountInWords } from "../tax/particulars.ts";
import { invoiceSealDeps, openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, fixtures, payingMember, staffMember, upload, type TestMember } from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { stayInvoicePdf, storedPrice } from "../bookings/stays.ts";

/*
 * The club's invoices are GST tax invoices while the Trust has a GSTIN (the demo's, 02AAATV0000A1ZQ, Himachal
 * Pradesh): read back with pdftotext, each carries the Trust's name, address, GSTIN and state, its number and date,
 * the member's name, address and state (and GSTIN when they gave one), the place of supply, each line's SAC,
 * taxable value and rate, CGST + SGST within Himachal Pradesh or IGST across states, the totals and the amount in
 * words — every name as written (Devanagari too) and no "?" where a character could not be drawn. Without a GSTIN
 * the documents are payment receipts that charge no tax; an invoice issued keeps its particulars.
 */

let t: TestApp;
let accounts: TestMember;
let admin: TestMember;
beforeAll(async () => {
  t = await openTestApp();
  accounts = await staffMember(t, "accounts");
  admin = await staffMember(t, "admin");
});
afterAll(async () => {
  await t?.close();
});

/** The text of a PDF with its runs of white space made one space (cells and rows wrap where the page wants). */
const textOf = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");

/** What every GST invoice of the demo Trust says about the Trust, and that nothing printed as "?". */
function expectTrust(text: string) {
  expect(text).toContain("Tax Invoice");
  expect(text).toContain(DEMO_CLUB_SETTINGS.legal_name);
  expect(text).toContain(DEMO_CLUB_SETTINGS.address);
  expect(text).toContain("GSTIN 02AAATV0000A1ZQ");
  expect(text).toContain("State Himachal Pradesh (02)");
  expect(text).toContain("Reverse charge");
  expect(text).not.toContain("?");
}

/** The seeded villas by location, in the order payingMember counts them (by name). */
async function villaIndexes() {
  const rows = await t.database.db
    .select({ id: properties.id, location: properties.location })
    .from(properties)
    .orderBy(properties.name);
  return rows;
}

async function stepInvoice(member: TestMember, villaId: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/payment-details/${villaId}/step/1/invoice`,
    headers: member.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [step] = await t.database.db
    .select({ amount: paymentSteps.amount, invoiceNumber: paymentSteps.invoiceNumber })
    .from(paymentSteps)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentSteps.planId))
    .where(and(eq(paymentPlans.userId, member.id), eq(paymentSteps.step, 1)));
  return { bytes: res.rawPayload, step };
}

describe("an instalment's invoice", () => {
  it("within the Trust's state (a villa in Solan): CGST + SGST at 9% + 9%, the member's Devanagari name and address", async () => {
    const villas = await villaIndexes();
    const index = villas.findIndex((v) => v.location === "Solan");
    const member = await payingMember(t, { villaIndex: index, steps: 2, paid: 1, name: "अनन्या शर्मा" });
    const { bytes, step } = await stepInvoice(member, villas[index].id);
    const text = textOf(bytes);
    expectTrust(text);
    expect(text).toContain(step.invoiceNumber!);
    expect(text).toContain("अनन्या शर्मा");
    expect(text).toContain("12 Mall Road, Solan, Himachal Pradesh");
    expect(text).toContain("Himachal Pradesh (02), where the villa is");
    expect(text).toContain("997211");
    expect(text).toContain("9% + 9%");
    const tax = taxIncluded(step.amount * 100, 1800, false);
    expect(text).toContain(formatPaise(tax.taxable));
    expect(text).toContain(`CGST ${formatPaise(tax.cgst)}`);
    expect(text).toContain(`SGST ${formatPaise(tax.sgst)}`);
    expect(text).not.toContain("IGST");
    expect(text).toContain(amountInWords(step.amount * 100));
  });

  it("across states (a villa in Rishikesh, Uttarakhand): IGST at 18%, the place of supply the villa's", async () => {
    const villas = await villaIndexes();
    const index = villas.findIndex((v) => v.location === "Rishikesh");
    const member = await payingMember(t, { villaIndex: index, steps: 1, paid: 1, name: "Rahul Khanna" });
    const { bytes, step } = await stepInvoice(member, villas[index].id);
    const text = textOf(bytes);
    expectTrust(text);
    expect(text).toContain("Uttarakhand (05), where the villa is");
    expect(text).toContain("18%");
    const tax = taxIncluded(step.amount * 100, 1800, true);
    expect(text).toContain(`IGST ${formatPaise(tax.igst)}`);
    expect(text).not.toContain("CGST");
    expect(text).toContain(formatPaise(step.amount * 100));
  });
});

/** A member who bought Full Membership by a receipt that accounts verified: the invoice's bytes and number. */
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
  const list = await t.app.inject({
    method: "GET",
    url: `/api/admin/memberships?q=${encodeURIComponent(member.email)}`,
    headers: accounts.headers,
  });
  const [item] = list.json().data.items;
  const verified = await t.app.inject({
    method: "POST",
    url: `/api/admin/memberships/${item.id}/verify`,
    headers: accounts.headers,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const res = await t.app.inject({ method: "GET", url: "/api/membership/invoice", headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { bytes: res.rawPayload, number: verified.json().data.invoice_number as string };
}

describe("a Full Membership year's invoice", () => {
  it("to a business with a GSTIN in Maharashtra: its name and GSTIN, IGST at 18% on ₹1,00,000, the amount in words", async () => {
    const member = await createMember(t, "प्रिया देशपांडे");
    const gstin = `27AAACD1234E1Z${gstinCheckCharacter("27AAACD1234E1Z")}`;
    const details = await t.app.inject({
      method: "PUT",
      url: "/api/invoice-details",
      headers: member.headers,
      payload: { business_name: "Deshpande Wellness LLP", gstin, address: "4 FC Road, Pune 411004", state: "" },
    });
    expect(details.statusCode, details.body).toBe(200);
    const { bytes, number } = await membershipInvoice(member);
    const text = textOf(bytes);
    expectTrust(text);
    expect(text).toContain(number);
    expect(text).toContain("Deshpande Wellness LLP");
    expect(text).toContain(gstin);
    expect(text).toContain("प्रिया देशपांडे");
    expect(text).toContain("4 FC Road, Pune 411004");
    expect(text).toContain("Maharashtra (27)");
    expect(text).toContain("999599");
    expect(text).toContain("Full Membership of the club, one year");
    expect(text).toContain("₹84,745.76");
    expect(text).toContain("IGST ₹15,254.24");
    expect(text).toContain("One Lakh Rupees Only");
  });

  it("to a member without an address on record: the place of supply is the Trust's state, CGST + SGST", async () => {
    const member = await createMember(t, "Meera Iyer");
    const { bytes } = await membershipInvoice(member);
    const text = textOf(bytes);
    expectTrust(text);
    expect(text).toContain("Not given");
    expect(text).toContain("CGST ₹7,627.12");
    expect(text).toContain("SGST ₹7,627.12");
  });
});

const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
const guest = {
  bookingFor: "myself",
  title: "Ms.",
  firstName: "Sunita",
  lastName: "Rao",
  phone: "+91 98765 43210",
  email: "sunita@example.in",
  agreeTerms: true,
};

/** A stay at a villa in `location`, held and paid online: its row, villa and invoice. */
async function paidStay(member: TestMember, location: string, guests = { adults: 2, children: 0 }, from = 60) {
  const [villa] = await t.database.db
    .select({ id: properties.id, name: properties.name, location: properties.location })
    .from(properties)
    .where(
      and(
        eq(properties.location, location),
        // a villa guests may book (one owned and out of the rental pool is not)
        eq(properties.rentable, true),
        notExists(t.database.db.select().from(bookings).where(eq(bookings.propertyId, properties.id))),
        gte(properties.maxAdults, guests.adults),
      ),
    )
    .orderBy(asc(properties.name))
    .limit(1);
  const body = { propertyId: villa.id, checkIn: day(from), checkOut: day(from + 2), ...guests };
  const held = await t.database.db.transaction((tx) =>
    t.app.services.bookings.holdStay(tx, member, { ...body, guest: guest as never, paymentMethod: "razorpay" }),
  );
  await (
    await t.database.db.transaction((tx) => t.app.services.bookings.creditStay(tx, held.bookingId, "pay_GST1"))
  )();
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
  const res = await t.app.inject({ method: "GET", url: `/api/bookings/${row.id}/invoice`, headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { row, villa, bytes: res.rawPayload };
}

describe("a stay's invoice", () => {
  it("is supplied where the villa is (Rishikesh: IGST) and says what its taxes and fees consist of", async () => {
    const member = await createMember(t, "Sunita Rao");
    const { row, villa, bytes } = await paidStay(member, "Rishikesh");
    const text = textOf(bytes);
    expectTrust(text);
    expect(text).toContain(row.invoiceNumber!);
    expect(text).toContain("Uttarakhand (05), where the villa is");
    expect(text).toContain("996311");
    expect(text).toContain(`Accommodation in a villa: ${villa.name}`);
    const price = storedPrice(row);
    const tax = stayTax(price, { stay: D.stay, extra: D["extra-guests"] }, true, { stay: "", extra: "" });
    expect(text).toContain(`IGST ${formatPaise(tax.lines[0].igst)}`);
    expect(text).toContain(`${tax.lines[0].rate_bp / 100}%`);
    // the spec's "+₹719 per night" taxes and fees, taken apart
    expect(text).toContain("What the taxes and fees consist of");
    expect(text).toContain("Taxes and fees (2 nights × ₹719)");
    expect(text).toContain(formatPaise(price.taxes * 100));
    if (tax.taxesAndFees.gstBeyond > 0) {
      expect(text).toContain("More GST, included in the room and extra guests' charges");
      expect(text).toContain(formatPaise(tax.taxesAndFees.gstBeyond));
    } else {
      expect(text).toContain("Stay fee");
      expect(text).toContain(formatPaise(tax.taxesAndFees.fee));
    }
    expect(text).toContain(formatPaise(price.total * 100));
    expect(text).toContain(amountInWords(price.total * 100));
  });

  it("in Solan, with extra guests: CGST + SGST, the extra guests on a line of their own", async () => {
    const member = await createMember(t, "Vikram Sethi");
    const { row, bytes } = await paidStay(member, "Solan", { adults: 3, children: 0 }, 70);
    const text = textOf(bytes);
    expectTrust(text);
    expect(text).toContain("Himachal Pradesh (02), where the villa is");
    const price = storedPrice(row);
    const tax = stayTax(price, { stay: D.stay, extra: D["extra-guests"] }, false, { stay: "", extra: "" });
    const totals = tax.lines.reduce((sum, l) => sum + l.cgst, 0);
    expect(text).toContain(`CGST ${formatPaise(totals)}`);
    expect(text).toContain(`SGST ${formatPaise(totals)}`);
    expect(price.extraGuests).toBe(1);
    expect(text).toContain("Extra guests' accommodation: 1 guest × 2 nights");
    expect(text).not.toContain("IGST");
  });

  it("issued before particulars were taken, is drawn as it always was", async () => {
    const row = {
      invoiceNumber: "VWC-INV-2020-OLD-1",
      reference: "VWC-B-2020-0001",
      paidAt: new Date("2020-05-06T07:08:09.010Z"),
      razorpayPaymentId: "pay_OLD",
      checkIn: "2020-06-01",
      checkOut: "2020-06-03",
      adults: 2,
      children: 0,
      nights: 2,
      pricePerNight: 10000,
      // a stay booked before nights were priced apart keeps no nights' prices
      nightPrices: [],
      freeNights: 0,
      roomCharges: 20000,
      extraGuests: 0,
      extraGuestCharge: 0,
      couponCode: null,
      discount: 0,
      taxes: 1438,
      total: 21438,
    } as unknown as Parameters<typeof stayInvoicePdf>[1];
    const bytes = await stayInvoicePdf(
      invoiceSealDeps(t),
      row,
      { name: "Old Guest", email: "old.guest@example.org" },
      { name: "Cubic Dusk", location: "Solan" },
    );
    const text = textOf(bytes);
    expect(text).toContain("Tax Invoice and Payment Receipt");
    expect(text).not.toContain("SAC");
    expect(text).not.toContain("GSTIN");
  });
});

describe("without a GSTIN", () => {
  it("documents are payment receipts that charge no tax; an invoice issued before keeps its particulars", async () => {
    const earlier = await createMember(t, "Before Change");
    const { number: earlierNumber } = await membershipInvoice(earlier);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: admin.headers,
      payload: { ...DEMO_CLUB_SETTINGS, gstin: "" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const member = await createMember(t, "सुरेश पटेल");
      const { bytes, number } = await membershipInvoice(member);
      const text = textOf(bytes);
      expect(text).toContain("Payment receipt");
      expect(text).not.toContain("Tax Invoice");
      expect(text).toContain(number);
      expect(text).toContain("सुरेश पटेल");
      expect(text).toContain("No tax is charged");
      expect(text).toContain("₹1,00,000.00");
      expect(text).toContain("One Lakh Rupees Only");
      for (const word of ["GSTIN", "CGST", "SGST", "IGST", "SAC", "Place of supply"]) expect(text).not.toContain(word);
      expect(text).not.toContain("?");

      // the invoice issued while the Trust had its GSTIN still says so
      const kept = (await t.app.services.tax.particulars(earlierNumber)) as InvoiceParticulars;
      expect(kept).toMatchObject({ taxed: true, supplier: { gstin: "02AAATV0000A1ZQ" } });
      expect(kept.totals).toMatchObject({ total: 100_000_00, tax: 15_254_24 });
    } finally {
      const back = await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: admin.headers,
        payload: DEMO_CLUB_SETTINGS,
      });
      expect(back.statusCode, back.body).toBe(200);
    }
  });
});
