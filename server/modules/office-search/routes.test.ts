import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import type { StaffRole } from "../../../common/auth-limits.ts";
import {
  OFFICE_SEARCH_PER_KIND,
  officeSearchMessages as m,
  type OfficeSearchAnswer,
  type OfficeSearchKind,
} from "../../../common/office-search.ts";
import {
  bookings,
  creditNotes,
  donationPledges,
  kycDetails,
  memberships,
  moaAgreements,
  paymentPlans,
  paymentReceipts,
  paymentSteps,
  properties,
  sealedDocuments,
  users,
} from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { memberWithVilla } from "../../test/member-with-villa.ts";
import { type Caller, signInEveryRole, type TestMember } from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";

/*
 * The office's one search box: GET /api/admin/search?q= for every staff role (anonymous 401, a member 403), each
 * finding only what its role opens; members by a part of their name, e-mail or phone, villas by name, and each
 * reference the club issues by its first characters in any case, each result linking to the page that opens it.
 * GET /api/admin/invoices/{number} opens an issued invoice's PDF for accounts.
 */

let t: TestApp;
let staff: Record<StaffRole, TestMember>;
let callerFor: (who: Caller) => TestMember | undefined;
let owner: TestMember;
const ref = {} as {
  villa: string;
  villaId: string;
  stay: string;
  stayId: string;
  stepInvoice: string;
  membership: string;
  membershipInvoice: string;
  creditNote: string;
  creditNoteId: string;
  agreement: string;
  donation: string;
  receiptUtr: string;
  membershipUtr: string;
};
const PHONE = "+91 90000 41234";

beforeAll(async () => {
  t = await openTestApp();
  ({ staff, callerFor } = await signInEveryRole(t, "Search Caller"));
  // a member with a paid and verified plan (its instalment's invoice), a receipt and a signed MOA awaiting the club
  const made = await memberWithVilla(t, 5, { name: "Ishita Varghese", moaSignedAt: new Date() });
  owner = made.member;
  const db = t.database.db;
  await db.update(kycDetails).set({ phoneNo: PHONE }).where(eq(kycDetails.userId, owner.id));
  const [villa] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, made.villa.id));
  ref.villa = villa.name;
  ref.villaId = villa.id;
  const [plan] = await db.select({ id: paymentPlans.id }).from(paymentPlans).where(eq(paymentPlans.userId, owner.id));
  const [step] = await db
    .select({ invoiceNumber: paymentSteps.invoiceNumber })
    .from(paymentSteps)
    .where(eq(paymentSteps.planId, plan.id));
  ref.stepInvoice = step.invoiceNumber!;
  ref.receiptUtr = "SEARCHUTR0000123";
  await db.update(paymentReceipts).set({ utr: ref.receiptUtr }).where(eq(paymentReceipts.planId, plan.id));
  const [agreement] = await db
    .select({ reference: sealedDocuments.reference })
    .from(sealedDocuments)
    .innerJoin(moaAgreements, eq(moaAgreements.id, sealedDocuments.agreementId))
    .where(and(eq(moaAgreements.userId, owner.id), eq(sealedDocuments.kind, "agreement")));
  ref.agreement = agreement.reference;

  const checkIn = addClubDays(clubToday(), 40);
  ref.stay = "VWC-B-2099-4711";
  const [stay] = await db
    .insert(bookings)
    .values({
      reference: ref.stay,
      userId: owner.id,
      propertyId: villa.id,
      checkIn,
      checkOut: addClubDays(checkIn, 2),
      nights: 2,
      guest: { firstName: "Ishita", lastName: "Varghese" },
    })
    .returning({ id: bookings.id });
  ref.stayId = stay.id;
  ref.membership = "VWC-M-2099-4711";
  ref.membershipInvoice = "VWC-INV-2099-4712";
  ref.membershipUtr = "SEARCHUTR0000456";
  await db.insert(memberships).values({
    userId: owner.id,
    status: "active",
    number: ref.membership,
    amount: 100000,
    paidVia: "receipt",
    termsAcceptedAt: new Date(),
    startsOn: clubToday(),
    validUntil: addClubDays(clubToday(), 365),
    invoiceNumber: ref.membershipInvoice,
    utr: ref.membershipUtr,
    paidAt: new Date(),
  });
  ref.creditNote = "VWC-CN-2099-4711";
  const [note] = await db
    .insert(creditNotes)
    .values({
      number: ref.creditNote,
      year: 2099,
      serial: 4711,
      userId: owner.id,
      invoiceNumber: "VWC-INV-2099-4713",
      invoiceIssuedAt: new Date(),
      invoiceKind: "stay",
      billedTo: { name: "Ishita Varghese", email: owner.email },
      lines: [{ description: "Stay", amount: 5000 }],
      amount: 5000,
      reason: "The stay was cancelled.",
      issuedAt: new Date(),
    })
    .returning({ id: creditNotes.id });
  ref.creditNoteId = note.id;
  ref.donation = "VWC-D-2099-4711";
  await db.insert(donationPledges).values({
    reference: ref.donation,
    name: "Ishita Varghese",
    email: owner.email,
    amount: 2500,
    currency: "INR",
    kind: "one_time",
    causes: ["Green Himalayas"],
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
async function search(q: string, role: StaffRole = "admin"): Promise<OfficeSearchAnswer> {
  const res = await get(`/api/admin/search?q=${encodeURIComponent(q)}`, staff[role]);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json().data as OfficeSearchAnswer;
}
const groupOf = (answer: OfficeSearchAnswer, kind: OfficeSearchKind) => answer.groups.find((g) => g.kind === kind);
const kindsOf = (answer: OfficeSearchAnswer) => answer.groups.map((g) => g.kind).sort();

describe("who may search the office", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["accounts", "accounts", 200],
    ["front office", "front-office", 200],
    ["content", "content", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: %i", async (_label, who, status) => {
    const res = await get("/api/admin/search?q=Ishita", callerFor(who));
    expect(res.statusCode, res.body).toBe(status);
    if (status !== 200) expect(res.body).not.toContain("Varghese");
  });

  it("each role searches the kinds whose pages it opens", async () => {
    const searched = async (role: StaffRole) => (await search("zz-nothing", role)).searched.map((s) => s.kind).sort();
    expect(await searched("admin")).toEqual(
      [
        "agreements",
        "creditNotes",
        "donations",
        "invoices",
        "members",
        "memberships",
        "stays",
        "transfers",
        "villas",
      ].sort(),
    );
    expect(await searched("accounts")).toEqual(
      ["creditNotes", "donations", "invoices", "members", "memberships", "transfers"].sort(),
    );
    expect(await searched("front-office")).toEqual(["members", "stays"]);
    expect(await searched("content")).toEqual(["villas"]);
  });
});

describe("GET /api/admin/search: what it finds", () => {
  it("finds a member by name (any part, any case), e-mail and phone (as written or its digits), linked to the record", async () => {
    for (const q of ["Ishita Varghese", "varghe", owner.email.toUpperCase(), "90000 41234", "9000041234", PHONE]) {
      const members = groupOf(await search(q), "members");
      expect(members?.items, q).toContainEqual({
        title: "Ishita Varghese",
        detail: `${owner.email} · ${PHONE}`,
        url: `/admin/members/${owner.id}`,
      });
    }
  });

  it("two letters, too few for a part of a word, find the names whose words begin with them", async () => {
    const ids = async (q: string) => groupOf(await search(q), "members")?.items.map((i) => i.url) ?? [];
    expect(await ids("va")).toContain(`/admin/members/${owner.id}`);
    expect(await ids("IS")).toContain(`/admin/members/${owner.id}`);
    expect(await ids("rg")).not.toContain(`/admin/members/${owner.id}`);
  });

  it("finds a villa by a part of its name, linked to its form in the catalogue", async () => {
    const villas = groupOf(await search(ref.villa.slice(0, 6).toLowerCase()), "villas");
    expect(villas?.items.map((i) => i.url)).toContain(`/admin/catalogue?editVilla=${ref.villaId}`);
  });

  it.each<[string, OfficeSearchKind, () => string, () => string]>([
    ["a stay reference", "stays", () => ref.stay, () => `/admin/stays/${ref.stayId}`],
    [
      "an instalment's invoice number",
      "invoices",
      () => ref.stepInvoice,
      () => `/api/admin/invoices/${encodeURIComponent(ref.stepInvoice)}`,
    ],
    [
      "a Full Membership's invoice number",
      "invoices",
      () => ref.membershipInvoice,
      () => `/api/admin/invoices/${ref.membershipInvoice}`,
    ],
    ["a credit note number", "creditNotes", () => ref.creditNote, () => `/api/admin/credit-notes/${ref.creditNoteId}`],
    ["a membership ID", "memberships", () => ref.membership, () => `/admin/memberships?status=all&q=${ref.membership}`],
    [
      "an MOA reference",
      "agreements",
      () => ref.agreement,
      () => `/admin/agreements?status=awaiting&q=${ref.agreement}`,
    ],
    ["a pledge reference", "donations", () => ref.donation, () => `/admin/donors?q=${ref.donation}`],
    [
      "an instalment receipt's UTR",
      "transfers",
      () => ref.receiptUtr,
      () => `/admin/payments?status=all&q=${ref.receiptUtr}`,
    ],
    [
      "a Full Membership's UTR",
      "transfers",
      () => ref.membershipUtr,
      () => `/admin/memberships?status=all&q=${ref.membershipUtr}`,
    ],
  ])("finds %s, exactly and in lower case, linked to its page", async (_label, kind, q, url) => {
    for (const typed of [q(), q().toLowerCase(), `  ${q()} `]) {
      const answer = await search(typed);
      const group = groupOf(answer, kind);
      expect(group?.items[0], typed).toMatchObject({ title: q(), url: url() });
    }
  });

  it("a reference is found by its first characters; a UTR also with the spaces a statement prints", async () => {
    expect(groupOf(await search("vwc-b-2099-47"), "stays")?.items.map((i) => i.title)).toEqual([ref.stay]);
    expect(groupOf(await search("searchutr 0000 123"), "transfers")?.items.map((i) => i.title)).toEqual([
      ref.receiptUtr,
    ]);
    // the middle of a reference is not its beginning
    expect(groupOf(await search("2099-4711"), "stays")).toBeUndefined();
  });

  it("says what a result is: the stay's guest, villa and status; the invoice's instalment; the credit note's invoice", async () => {
    expect(groupOf(await search(ref.stay), "stays")?.items[0].detail).toMatch(
      new RegExp(`^Ishita Varghese · ${ref.villa} · .+ to .+ · Confirmed$`),
    );
    expect(groupOf(await search(ref.stepInvoice), "invoices")?.items[0].detail).toBe(
      `Instalment 1 of 1 · ${ref.villa} · Ishita Varghese`,
    );
    expect(groupOf(await search(ref.creditNote), "creditNotes")?.items[0].detail).toBe(
      "Cancels invoice VWC-INV-2099-4713 · ₹5,000 · Ishita Varghese",
    );
    expect(groupOf(await search(ref.agreement), "agreements")?.items[0].detail).toContain("Ishita Varghese");
  });

  it("a search's own % and _ match themselves, never everything", async () => {
    expect((await search("%%")).groups).toEqual([]);
    expect((await search("__")).groups).toEqual([]);
  });

  it("shows the first 10 of a kind, the closest reference first, and says there are more (with the list where one holds them)", async () => {
    const db = t.database.db;
    const checkIn = addClubDays(clubToday(), 200);
    await db.insert(bookings).values(
      Array.from({ length: 12 }, (_, i) => ({
        reference: `VWC-B-2098-${500 + i}`,
        userId: owner.id,
        propertyId: ref.villaId,
        checkIn: addClubDays(checkIn, i * 3),
        checkOut: addClubDays(checkIn, i * 3 + 1),
        nights: 1,
      })),
    );
    const stays = groupOf(await search("VWC-B-2098-5"), "stays")!;
    expect(stays.items).toHaveLength(OFFICE_SEARCH_PER_KIND);
    expect(stays.items[0].title).toBe("VWC-B-2098-500");
    expect(stays).toMatchObject({ more: true, more_url: null });
    expect(groupOf(await search("VWC-B-2098-511"), "stays")).toMatchObject({
      items: [expect.objectContaining({ title: "VWC-B-2098-511" })],
      more: false,
    });

    await db.insert(users).values(
      Array.from({ length: 11 }, (_, i) => ({
        name: `Quillon Tester ${i}`,
        email: `quillon-${i}@example.org`,
        passwordHash: "-",
      })),
    );
    const members = groupOf(await search("Quillon"), "members")!;
    expect(members.items).toHaveLength(OFFICE_SEARCH_PER_KIND);
    expect(members).toMatchObject({ more: true, more_url: "/admin/members?q=Quillon" });
  });
});

describe("GET /api/admin/search: each role finds what it may open, and nothing else", () => {
  const everything = () => [
    "Ishita Varghese",
    ref.villa,
    ref.stay,
    ref.stepInvoice,
    ref.membershipInvoice,
    ref.creditNote,
    ref.membership,
    ref.agreement,
    ref.donation,
    ref.receiptUtr,
    ref.membershipUtr,
  ];
  const found = async (role: StaffRole) => {
    const kinds = new Set<OfficeSearchKind>();
    for (const q of everything()) for (const group of (await search(q, role)).groups) kinds.add(group.kind);
    return [...kinds].sort();
  };

  it("an administrator finds every kind", async () => {
    expect(await found("admin")).toEqual(
      [
        "agreements",
        "creditNotes",
        "donations",
        "invoices",
        "members",
        "memberships",
        "stays",
        "transfers",
        "villas",
      ].sort(),
    );
  });

  it("accounts find members, invoices, credit notes, memberships, pledges and UTRs; not stays, villas or agreements", async () => {
    expect(await found("accounts")).toEqual(
      ["creditNotes", "donations", "invoices", "members", "memberships", "transfers"].sort(),
    );
    expect(kindsOf(await search(ref.receiptUtr, "accounts"))).toEqual(["transfers"]);
    expect(kindsOf(await search(ref.stay, "accounts"))).toEqual([]);
  });

  it("the front office finds members and stays; not invoices, UTRs, memberships, agreements or pledges", async () => {
    expect(await found("front-office")).toEqual(["members", "stays"]);
    expect(groupOf(await search(ref.stay, "front-office"), "stays")?.items[0].url).toBe(`/admin/stays/${ref.stayId}`);
    for (const q of [ref.stepInvoice, ref.receiptUtr, ref.membership, ref.agreement, ref.creditNote, ref.donation])
      expect((await search(q, "front-office")).groups, q).toEqual([]);
  });

  it("content finds villas only: a member's name or a reference finds nothing (an empty answer, not an error)", async () => {
    expect(await found("content")).toEqual(["villas"]);
    expect(await search("Ishita Varghese", "content")).toMatchObject({ q: "Ishita Varghese", groups: [] });
  });
});

describe("GET /api/admin/search: the search's length", () => {
  it.each([
    ["nothing", "", m.tooShort],
    ["one character", "a", m.tooShort],
    ["one character among spaces", "   a  ", m.tooShort],
    ["over 100 characters", "x".repeat(101), m.tooLong],
  ])("%s: 400 with the reason", async (_label, q, message) => {
    const res = await get(`/api/admin/search?q=${encodeURIComponent(q)}`, staff.accounts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });

  it("no q at all: 400 with the reason; a role is checked before the search (a member 403, anonymous 401)", async () => {
    expect((await get("/api/admin/search", staff.content)).json()).toMatchObject({ status: 400, message: m.tooShort });
    expect((await get("/api/admin/search?q=a", callerFor("member"))).statusCode).toBe(403);
    expect((await get("/api/admin/search?q=a")).statusCode).toBe(401);
  });
});

describe("GET /api/admin/invoices/{number}", () => {
  it("accounts open an issued invoice's PDF by its number, in any case; front office and content 403; an unknown number 404", async () => {
    for (const number of [ref.stepInvoice, ref.stepInvoice.toLowerCase()]) {
      const res = await get(`/api/admin/invoices/${encodeURIComponent(number)}`, staff.accounts);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(pdfText(res.rawPayload)).toContain(ref.stepInvoice);
    }
    for (const role of ["front-office", "content"] as const)
      expect((await get(`/api/admin/invoices/${ref.stepInvoice}`, staff[role])).statusCode).toBe(403);
    expect((await get(`/api/admin/invoices/${ref.stepInvoice}`)).statusCode).toBe(401);
    const unknown = await get("/api/admin/invoices/VWC-INV-1999-1", staff.admin);
    expect(unknown.json()).toMatchObject({ status: 404, message: m.invoiceNotFound });
  });
});
