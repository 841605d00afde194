import { hash as hashPassword } from "@node-rs/argon2";
import { eq, inArray } from "drizzle-orm";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";
import { claimDecisionInput, bankAccountInput } from "../../common/claims.ts";
import { clubMonth, clubToday } from "../../common/club-time.ts";
import {
  DEMO_MEMBER_PASSWORD,
  DEMO_MEMBERS,
  DEMO_REJECTION_REASON,
  type DemoMemberKey,
} from "../../common/demo-members.ts";
import { DEMO_OFFICE_ACCOUNTS } from "../../common/office.ts";
import { familyInput, kycInput, paymentPlanInput } from "../../common/registration-schemas.ts";
import { membershipQueueQuery } from "../../common/membership.ts";
import { bookStayBody } from "../../common/stay-schemas.ts";
import { transferInput } from "../../common/transfer.ts";
import { fileUrl } from "../modules/files/service.ts";
import type { FilePurpose } from "../modules/files/service.ts";
import type { Services } from "../services.ts";
import type { Db } from "./open.ts";
import { registrationInput } from "../../common/programme-schemas.ts";
import {
  emailCodes,
  moaAgreements,
  occupations,
  properties,
  propertyTypes,
  qualifications,
  users,
  verificationDocTypes,
} from "./schema.ts";

/**
 * The demo members (common/demo-members.ts): made on the start that seeded the demo data, after
 * the app is built, because they need more than the database: their identity documents, receipts and signature
 * are stored in the file storage (so the office opens them), their KYC numbers are encrypted, invoices numbered
 * and the MOA drawn. So each step goes through the same services a member and the office use (server/services.ts):
 * the rules, the audit rows and the e-mails (to the outbox by default) are the real ones.
 *
 * The villas are chosen away from those the browser journeys reach for (e2e/portal-support.ts takes the first free
 * cubic home, e2e/registration.spec.ts the farm villas by position; their stays are booked months ahead).
 */
const VILLAS: Record<Exclude<DemoMemberKey, "guest">, string> = {
  document: "Parijat Bamboo Home",
  awaiting: "Kusum Bamboo Home",
  rejected: "Sarang Bamboo Home",
  member: "Turiya Vedanta Villa",
  owner: "Jnana Vedanta Villa",
};
/** The guest's stays: one arriving today, one later this week. */
const STAY_VILLAS = { today: "Vanya Nature House", later: "Amrit Nature House" } as const;

/** The personal details each demo member gave (KYC). */
const PEOPLE: Record<
  Exclude<DemoMemberKey, "guest">,
  {
    father: string;
    dob: string;
    phone: string;
    address: string;
    doc: string;
    account: string;
    bank: string;
    branch: string;
    ifsc: string;
  }
> = {
  document: {
    father: "Rakesh Sharma",
    dob: "1984-07-19",
    phone: "+91 98160 21345",
    address: "14 The Mall, Shimla, Himachal Pradesh 171001",
    doc: "4821 7730 1946",
    account: "30214567891",
    bank: "State Bank of India",
    branch: "Shimla Mall Road",
    ifsc: "SBIN0000718",
  },
  awaiting: {
    father: "Suresh Nair",
    dob: "1979-02-03",
    phone: "+91 94470 55218",
    address: "22 MG Road, Kochi, Kerala 682016",
    doc: "ABFPN4417K",
    account: "50100234567812",
    bank: "HDFC Bank",
    branch: "Kochi MG Road",
    ifsc: "HDFC0000182",
  },
  rejected: {
    father: "Venkat Iyer",
    dob: "1988-11-27",
    phone: "+91 98840 73120",
    address: "9 Luz Church Road, Mylapore, Chennai 600004",
    doc: "7319 2284 6650",
    account: "6012345678",
    bank: "Indian Bank",
    branch: "Mylapore",
    ifsc: "IDIB000M023",
  },
  member: {
    father: "Harpal Singh",
    dob: "1972-05-08",
    phone: "+91 98140 66042",
    address: "118 Sector 8-C, Chandigarh 160009",
    doc: "CHDPS2281Q",
    account: "912010045678321",
    bank: "Axis Bank",
    branch: "Chandigarh Sector 9",
    ifsc: "UTIB0000042",
  },
  owner: {
    father: "Rajiv Malhotra",
    dob: "1969-10-21",
    phone: "+91 98110 38412",
    address: "42 Prithviraj Road, New Delhi, Delhi 110011",
    doc: "DLKPM7730R",
    account: "00601530044871",
    bank: "ICICI Bank",
    branch: "New Delhi Khan Market",
    ifsc: "ICIC0000006",
  },
};

export interface DemoMembersDeps {
  db: Db;
  services: Services;
}

/** A one-page PDF standing for a scanned document or receipt. */
async function demoPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([420, 297]);
  page.drawRectangle({ x: 16, y: 16, width: 388, height: 265, borderColor: rgb(0.2, 0.35, 0.25), borderWidth: 1 });
  lines.forEach((line, i) =>
    page.drawText(line, { x: 32, y: 250 - i * 22, size: i === 0 ? 14 : 11, font, color: rgb(0.1, 0.15, 0.1) }),
  );
  page.drawText("Demo data: not a real document", { x: 32, y: 32, size: 9, font, color: rgb(0.45, 0.45, 0.45) });
  return doc.save();
}

/** A PNG of a bank transfer receipt (members often send a photo or a screenshot). */
function receiptPng(lines: string[]): Promise<Buffer> {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const text = lines.map(
    (line, i) =>
      `<text x="24" y="${48 + i * 30}" font-family="sans-serif" font-size="${i === 0 ? 22 : 17}" fill="#1c2a20">${escape(line)}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="${80 + lines.length * 30}"><rect width="100%" height="100%" fill="#fbf7ef"/>${text.join("")}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A handwritten-looking signature: a few strokes on white. */
function signaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect width="100%" height="100%" fill="#ffffff"/>
    <path d="M20 80 C40 20, 60 20, 70 70 S100 110, 120 50 S150 30, 170 75 S210 90, 230 45 S270 40, 300 70 L340 62" stroke="#1a2b5c" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The next Tuesday at least a week after `today` (yyyy-mm-dd): the conveyance desk's day. */
function tuesdayAfter(today: string): string {
  const at = new Date(`${today}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 7);
  while (at.getUTCDay() !== 2) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

const dayAfter = (day: string, days: number) => {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/**
 * Makes the demo members (common/demo-members.ts) with their stages, unless one of them exists already (a second
 * call does nothing). Answers how many were made.
 */
export async function seedDemoMembers({ db, services }: DemoMembersDeps, now = new Date()): Promise<number> {
  const emails = DEMO_MEMBERS.map((m) => m.email);
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)).limit(1);
  if (existing.length > 0) return 0;

  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const made = await db
    .insert(users)
    .values(DEMO_MEMBERS.map((m) => ({ name: m.name, email: m.email, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, name: users.name });
  const member = Object.fromEntries(DEMO_MEMBERS.map((m) => [m.key, made.find((u) => u.email === m.email)!])) as Record<
    DemoMemberKey,
    { id: string; email: string; name: string }
  >;

  const villaRows = await db
    .select({ id: properties.id, name: properties.name, price: properties.price })
    .from(properties)
    .where(inArray(properties.name, [...Object.values(VILLAS), ...Object.values(STAY_VILLAS)]));
  const villa = (name: string) => {
    const row = villaRows.find((v) => v.name === name);
    if (!row) throw new Error(`The demo villa "${name}" is not in the catalogue.`);
    return row;
  };
  const [qualification] = await db.select({ id: qualifications.id }).from(qualifications).limit(1);
  const [occupation] = await db.select({ id: occupations.id }).from(occupations).limit(1);
  const [docType] = await db
    .select({ id: verificationDocTypes.id, name: verificationDocTypes.name })
    .from(verificationDocTypes)
    .limit(1);
  const office = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_OFFICE_ACCOUNTS.map((a) => a.email),
      ),
    );
  const actorOf = (role: "accounts" | "front-office") => {
    const staff = office.find((u) => u.role === role) ?? office.find((u) => u.role === "admin");
    if (!staff) throw new Error("The demo office's accounts are missing.");
    return { id: staff.id, role: staff.role, ip: null };
  };
  const accountsActor = actorOf("accounts");
  const frontOfficeActor = actorOf("front-office");

  const store = async (ownerId: string, purpose: FilePurpose, bytes: Uint8Array, name: string, contentType: string) =>
    fileUrl((await services.files.storeGenerated({ ownerId, purpose, bytes, name, contentType })).id);

  /** KYC (with the identity document) and family details, as the application's first two steps send them. */
  async function applies(key: Exclude<DemoMemberKey, "guest">) {
    const who = member[key];
    const person = PEOPLE[key];
    const villaId = villa(VILLAS[key]).id;
    const document = await store(
      who.id,
      "document",
      await demoPdf([
        `${docType.name}`,
        who.name,
        `Number: ${person.doc}`,
        `Date of birth: ${person.dob}`,
        person.address,
      ]),
      `${docType.name.toLowerCase().replace(/\W+/g, "-")}.pdf`,
      "application/pdf",
    );
    await services.registration.submitKyc(
      who.id,
      villaId,
      kycInput.parse({
        father_name: person.father,
        dob: person.dob,
        phone_no: person.phone,
        qualification_id: qualification.id,
        occupation_id: occupation.id,
        current_address: person.address,
        permanent_address: person.address,
        verification_doc_id: docType.id,
        verification_doc_number: person.doc,
        verification_doc_upload_url: document,
        account_holder_name: who.name,
        bank_name: person.bank,
        account_number: person.account,
        branch_name: person.branch,
        ifsc_code: person.ifsc,
      }),
    );
    await services.registration.submitFamily(
      who.id,
      familyInput.parse({
        family_details: [
          {
            family_member_name: `${person.father}`,
            relation: "Father",
            dob: "1950-01-15",
            qualification_id: qualification.id,
          },
        ],
      }),
    );
    return villaId;
  }

  /** A plan of `steps` steps on the member's villa. */
  async function plans(key: Exclude<DemoMemberKey, "guest" | "document">, steps: number) {
    const villaRow = villa(VILLAS[key]);
    const plan = await services.payments.createPaymentPlan(
      { userId: member[key].id },
      villaRow.id,
      paymentPlanInput.parse({
        payment_mode: steps === 1 ? "full" : "flexible",
        payment_steps: steps,
        total_amount: villaRow.price,
      }),
    );
    return { villaId: villaRow.id, planId: plan._id, steps: plan.steps };
  }

  /** Step `step` paid with a receipt (a PNG of the bank transfer), as the member sends it. */
  async function pays(
    key: Exclude<DemoMemberKey, "guest" | "document">,
    villaId: string,
    step: number,
    amount: number,
    reference: string,
  ) {
    const who = member[key];
    const receipt = await store(
      who.id,
      "document",
      await receiptPng([
        "NEFT transfer — successful",
        `From: ${who.name}`,
        "To: Vedanta Wellness Club",
        `Amount: Rs ${amount.toLocaleString("en-IN")}`,
        `UTR: ${reference}`,
      ]),
      `receipt-step-${step}.png`,
      "image/png",
    );
    // the transfer's UTR is the one its receipt shows, sent with it as the page asks
    await services.payments.recordStepPayment({ userId: who.id }, villaId, step, receipt, {
      utr: reference,
      paidOn: clubToday(),
    });
  }

  // (a) KYC and family done: the identity document waits for the front office (as (c)'s does; (b)'s and (d)'s are approved)
  await applies("document");

  // (b) a three-step plan, step 1 paid: its receipt waits for accounts
  {
    await applies("awaiting");
    await services.identityDocuments.approve(frontOfficeActor, member.awaiting.id);
    const { villaId, steps } = await plans("awaiting", 3);
    await pays("awaiting", villaId, 1, steps[0].amount, "HDFCN52026112400417");
  }

  // (c) step 1's receipt rejected by accounts with a reason: the step is pending again, the receipt in the history
  {
    await applies("rejected");
    const { villaId, planId, steps } = await plans("rejected", 2);
    await pays("rejected", villaId, 1, steps[0].amount, "IDIBR52026112300981");
    await services.officePayments.reject(accountsActor, planId, 1, DEMO_REJECTION_REASON);
  }

  // (d) fully paid and verified (invoices numbered), application submitted, MOA signed; a claim, a transfer request
  // and a conveyance request wait for the office
  {
    const who = member.member;
    await applies("member");
    await services.identityDocuments.approve(frontOfficeActor, who.id);
    const { villaId, planId, steps } = await plans("member", 2);
    for (const step of steps) {
      await pays("member", villaId, step.step, step.amount, `UTIBN5202611${String(step.step).padStart(2, "0")}0042`);
      await services.officePayments.verify(accountsActor, planId, step.step);
    }
    await services.payments.submitFinalReview({ userId: who.id }, villaId, {
      confirm_details: true,
      confirm_membership: true,
    });
    const signature = await store(who.id, "signature", await signaturePng(), "signature.png", "image/png");
    // the demo member read their agreement (its draft opened) before signing, as signing asks
    await services.agreements.draft({ id: who.id, ip: null });
    await services.agreements.sign({ userId: who.id }, signature);

    await services.claims.addBankAccount(
      { userId: who.id },
      bankAccountInput.parse({
        accountHolder: who.name,
        bankName: PEOPLE.member.bank,
        accountNumber: PEOPLE.member.account,
        ifsc: PEOPLE.member.ifsc,
      }),
    );
    const [account] = await services.claims.bankAccounts(who.id);
    const { year, month } = clubMonth(now);
    await services.claims.decide(
      { userId: who.id },
      claimDecisionInput.parse({ year, month, action: "claim", bank_account_id: account._id }),
    );

    await services.transfers.submit(
      { userId: who.id },
      transferInput.parse({
        property_id: villaId,
        transferee: {
          full_name: "Gurpreet Kaur",
          email: "gurpreet.kaur@members.vedanta-club.example",
          phone: "+91 98150 44127",
          relationship: "Daughter",
          address: "118 Sector 8-C, Chandigarh 160009",
        },
        reason:
          "I would like the villa to pass to my daughter, who will look after it and visit the club with her family.",
        signature: who.name,
        consent: true,
      }),
    );

    // the conveyance request is sent after the member's e-mail is verified by a code: that code is recorded as used
    await db
      .insert(emailCodes)
      .values({ email: who.email, purpose: "conveyance", codeHash: "demo", expiresAt: now, consumedAt: now });
    const deed = await store(
      who.id,
      "document",
      await demoPdf(["Sale deed (copy)", who.name, VILLAS.member]),
      "sale-deed.pdf",
      "application/pdf",
    );
    const nomineeId = await store(
      who.id,
      "document",
      await demoPdf([docType.name, "Gurpreet Kaur", "Nominee"]),
      "nominee-id.pdf",
      "application/pdf",
    );
    await services.conveyance.submit(who, {
      property_id: villaId,
      nominee: {
        fullName: "Gurpreet Kaur",
        phoneNumber: "+91 98150 44127",
        relationship: "Daughter",
        dob: "1998-09-14",
        email: "gurpreet.kaur@members.vedanta-club.example",
        idType: docType.name,
        idFile: nomineeId,
      },
      document: deed,
      appointmentDate: tuesdayAfter(clubToday(now)),
    });
  }

  // (g) a villa owner: fully paid and verified, the agreement signed and countersigned by the demo administrator
  // (executed), the maintenance dues settings saved by accounts and this year's bill issued to him, due in 30 days
  {
    const who = member.owner;
    await applies("owner");
    await services.identityDocuments.approve(frontOfficeActor, who.id);
    const { villaId, planId, steps } = await plans("owner", 1);
    await pays("owner", villaId, 1, steps[0].amount, "ICICN52026111800006");
    await services.officePayments.verify(accountsActor, planId, 1);
    await services.payments.submitFinalReview({ userId: who.id }, villaId, {
      confirm_details: true,
      confirm_membership: true,
    });
    await services.agreements.draft({ id: who.id, ip: null });
    await services.agreements.sign(
      { userId: who.id },
      await store(who.id, "signature", await signaturePng(), "signature.png", "image/png"),
    );
    const admin = office.find((u) => u.role === "admin");
    const [agreement] = await db
      .select({ id: moaAgreements.id })
      .from(moaAgreements)
      .where(eq(moaAgreements.userId, who.id));
    if (admin && agreement) {
      const trustSignature = await store(admin.id, "signature", await signaturePng(), "signature.png", "image/png");
      await services.agreementsOffice.countersign(
        { id: admin.id, role: admin.role, ip: null },
        agreement.id,
        trustSignature,
      );
    }
    const kinds = await db.select({ id: propertyTypes.id, name: propertyTypes.name }).from(propertyTypes);
    await services.owners.saveSettings(accountsActor, {
      billing_day: 1,
      billing_month: 4,
      due_days: 30,
      grace_days: 15,
      late_fee_kind: "percent",
      late_fee: 2,
      // the larger homes by their area, the smaller ones a fixed amount a year
      rates: kinds.map((kind) =>
        /villa|farm/i.test(kind.name)
          ? { property_type_id: kind.id, basis: "per-sqft" as const, amount: 18 }
          : { property_type_id: kind.id, basis: "fixed" as const, amount: 36000 },
      ),
    });
    const [home] = await db
      .select({ sqft: properties.sqft, location: properties.location, typeId: properties.propertyTypeId })
      .from(properties)
      .where(eq(properties.id, villaId));
    const today = clubToday(now);
    await services.owners.billVilla({
      userId: who.id,
      propertyId: villaId,
      planId,
      year: Number(today.slice(0, 4)),
      billedOn: today,
      dueOn: dayAfter(today, 30),
      rate: /villa|farm/i.test(kinds.find((k) => k.id === home.typeId)?.name ?? "")
        ? { basis: "per-sqft", amountPaise: 1800 }
        : { basis: "fixed", amountPaise: 3_600_000 },
      sqft: home.sqft,
      location: home.location,
    });
  }

  /** A Full Membership receipt (a PNG of the bank transfer) sent with the terms accepted. */
  async function buysMembership(who: { id: string; name: string }, reference: string) {
    const receipt = await store(
      who.id,
      "document",
      await receiptPng([
        "NEFT transfer — successful",
        `From: ${who.name}`,
        "To: Vedanta Wellness Club Trust",
        "Amount: Rs 1,00,000",
        `UTR: ${reference}`,
      ]),
      "membership-receipt.png",
      "image/png",
    );
    await services.membership.submitReceipt(
      { userId: who.id },
      { receiptUrl: receipt, acceptTerms: true, transfer: { utr: reference, paidOn: clubToday() } },
    );
  }

  // (d) also holds Full Membership: the receipt verified by accounts (the year active, numbered and invoiced)
  {
    await buysMembership(member.member, "UTIBN52026112000042");
    const [row] = (await services.membershipOffice.list(membershipQueueQuery.parse({ q: member.member.email }))).items;
    await services.membershipOffice.verify(accountsActor, row.id);
  }

  // (e) a guest member's stays: one arriving today, one later this week
  {
    const who = member.guest;
    const today = clubToday(now);
    const guest = {
      bookingFor: "myself",
      title: "Ms.",
      firstName: "Ananya",
      lastName: "Das",
      phone: "+91 98300 12877",
      email: who.email,
      agreeTerms: true,
    };
    for (const [name, checkIn, nights, adults, children] of [
      [STAY_VILLAS.today, today, 2, 2, 1],
      [STAY_VILLAS.later, dayAfter(today, 3), 3, 2, 0],
    ] as const) {
      await services.bookings.bookStay(
        who,
        bookStayBody.parse({
          propertyId: villa(name).id,
          checkIn,
          checkOut: dayAfter(checkIn, nights),
          adults,
          children,
          guest,
          paymentMethod: "cod",
        }),
      );
    }
    // and her Full Membership receipt waits for accounts
    await buysMembership(who, "WBSCN52026112400311");
  }

  // (f) the programme: the Full Member's own free place at the winter retreat, and a family at the Day of Yoga, so the
  // office's attendee lists are not empty
  {
    await services.programme.register(
      "winter-silence-retreat-on-the-ganga",
      registrationInput.parse({ attendees: [{ name: member.member.name }], booker: { phone: "+91 98100 42042" } }),
      { member: member.member },
    );
    await services.programme.register(
      "international-day-of-yoga-in-solan",
      registrationInput.parse({
        attendees: [{ name: member.guest.name }, { name: "Rohan Das" }],
        booker: { phone: "+91 98300 12877" },
      }),
      { member: member.guest },
    );
  }

  return made.length;
}
