import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { certificateMessages, form10bdMessages, type CertificateUploadAnswer } from "../../../common/office-donors.ts";
import { financialYear, financialYearOf } from "../../../common/statements.ts";
import { auditEvents, clubSettings, donationCertificates, donationGifts, donationPledges } from "../../db/schema.ts";
import { createFieldCipher } from "../../platform/field-crypto.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import type { MailCatcher } from "../../test/mail-catcher.ts";
import { signInEveryRole, type Caller, type TestMember } from "../../test/members.ts";
import { donorToken } from "./gifts.ts";
import { FORM_10BD_HEADER, FORM_10BD_MISSING_HEADER } from "./form-10bd.ts";

/*
 * Form 10BD of a financial year as accounts download it (row by row: a donor's gifts summed, a donor without a PAN
 * listed apart, the previous year's and a foreign gift left out), and the Form 10BE certificates they upload (a PDF,
 * a ZIP of them): matched to the donor by PAN (and name), e-mailed with the PDF, the unmatched matched by hand, a file
 * uploaded twice stored once, and the donor's download by their signed link.
 */

let t: TestApp & { mail: MailCatcher };
let who: Awaited<ReturnType<typeof signInEveryRole>>;
const TRUST_PAN = "AAATV1234F";
const today = clubToday();
const thisYear = financialYearOf(today);
const lastYear = financialYear(thisYear.startYear - 1);
/** A day of this financial year on or before today. */
const inYear = (back: number) => {
  const day = addClubDays(today, -back);
  return day < thisYear.start ? thisYear.start : day;
};

const pledges = {} as Record<string, typeof donationPledges.$inferSelect>;

async function pledge(key: string, values: Partial<typeof donationPledges.$inferInsert> & { pan?: string }) {
  const cipher = createFieldCipher(t.config.dataKey);
  const { pan, ...rest } = values;
  const [row] = await t.database.db
    .insert(donationPledges)
    .values({
      reference: `VWC-D-2026-${9000 + Object.keys(pledges).length}`,
      name: "Someone",
      email: `${key}@example.in`,
      amount: 1000,
      currency: "INR",
      kind: "one_time",
      causes: ["Clean Himalayas"],
      status: "paid",
      ...(pan ? { panEnc: cipher.encrypt(pan), panHash: cipher.fingerprint(pan) } : {}),
      ...rest,
    })
    .returning();
  pledges[key] = row;
  return row;
}

async function gift(
  key: string,
  values: Partial<typeof donationGifts.$inferInsert> & { amount: number; paidOn: string },
) {
  await t.database.db.insert(donationGifts).values({
    pledgeId: pledges[key].id,
    currency: "INR",
    amountInr: values.amount,
    mode: "online",
    status: "received",
    razorpayPaymentId: `pay_${randomUUID().slice(0, 12)}`,
    ...values,
  });
}

beforeAll(async () => {
  t = await openTestAppWithMail();
  who = await signInEveryRole(t, "Vikram Shah");
  await t.database.db
    .update(clubSettings)
    .set({ pan: TRUST_PAN, registration12a80gNumber: "AAATV1234FF20261", registration12a80gDate: "2024-04-01" });

  // Asha: a one-time gift and a monthly gift's two charges this year (one PAN, one line), one last year (left out)
  await pledge("asha", { name: "Asha Verma", pan: "ABCDE1234F", address: "12 Mall Road, Solan" });
  await gift("asha", { amount: 2000, paidOn: inYear(3) });
  await gift("asha", { amount: 700, paidOn: lastYear.end });
  await pledge("asha-monthly", {
    name: "Asha Verma",
    email: "asha@example.in",
    pan: "ABCDE1234F",
    address: "12 Mall Road, Solan, HP",
    kind: "recurring",
    frequency: "monthly",
    status: "active",
  });
  await gift("asha-monthly", { amount: 1000, paidOn: inYear(2), mode: "subscription" });
  await gift("asha-monthly", { amount: 1000, paidOn: inYear(1), mode: "subscription" });
  // Ravi: by transfer, verified; a second transfer still awaiting (left out)
  await pledge("ravi", {
    name: "Ravi Kumar",
    pan: "PQRSX6789K",
    address: "4 Ganga Path, Rishikesh",
    method: "transfer",
  });
  await gift("ravi", { amount: 5000, paidOn: inYear(1), mode: "transfer", razorpayPaymentId: null, utr: "UTR1" });
  await gift("ravi", { amount: 900, paidOn: inYear(0), mode: "transfer", status: "awaiting", razorpayPaymentId: null });
  // Meera: no PAN (listed apart); John: dollars kept in dollars (left out, counted)
  await pledge("meera", { name: "Meera Das", phone: "+91 98765 43210" });
  await gift("meera", { amount: 3000, paidOn: inYear(2) });
  await pledge("john", { name: "John Smith", currency: "USD", chargeCurrency: "USD", amount: 100 });
  await gift("john", { amount: 100, currency: "USD", amountInr: 8400, paidOn: inYear(2) });
  // two donors with one PAN on their pledges (a family's shared PAN mistyped, say): the name decides
  await pledge("kiran", { name: "Kiran Rao", pan: "KLMNO4321P" });
  await pledge("kiran-sister", { name: "Kavya Rao", pan: "KLMNO4321P" });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, caller?: TestMember) => t.app.inject({ method: "GET", url, headers: caller?.headers ?? {} });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(0, -1);

describe("GET /api/admin/donations/form-10bd.csv", () => {
  it.each([
    [undefined, 401],
    ["member", 403],
    ["front-office", 403],
    ["content", 403],
    ["accounts", 200],
    ["admin", 200],
  ] as [Caller, number][])("for %s answers %i", async (caller, status) => {
    for (const url of ["form-10bd.csv", "form-10bd-missing.csv"]) {
      const res = await get(`/api/admin/donations/${url}?fy=${thisYear.fy}`, who.callerFor(caller));
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    }
  });

  it("a year written otherwise answers 400 with how to write it", async () => {
    for (const fy of ["2026-28", "2026", "", "abc"]) {
      const res = await get(`/api/admin/donations/form-10bd.csv?fy=${fy}`, who.staff.accounts);
      expect(res.statusCode, fy).toBe(400);
      expect(res.json().message).toContain(form10bdMessages.badYear);
    }
    expect((await get("/api/admin/donations/form-10bd.csv", who.staff.accounts)).statusCode).toBe(400);
  });

  it("has the template's columns and one line per donor, their gifts of the year summed", async () => {
    const res = await get(`/api/admin/donations/form-10bd.csv?fy=${thisYear.fy}`, who.staff.accounts);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="form-10bd-${thisYear.fy}.csv"`);
    const rows = lines(res.body);
    expect(rows[0]).toBe(FORM_10BD_HEADER.map((h) => (h.includes(",") ? `"${h}"` : h)).join(","));
    const electronic = "Electronic modes including account payee cheque/draft";
    // Asha's three gifts of the year (one once, two monthly charges) under her PAN, her latest address; Ravi's verified
    // transfer; not the awaiting one, not last year's, not Meera's (no PAN), not John's dollars
    expect(rows.slice(1).sort()).toEqual(
      [
        `1,,1,ABCDE1234F,Section 80G,AAATV1234FF20261,01-04-2024,Asha Verma,"12 Mall Road, Solan, HP",Others,${electronic},4000`,
        `2,,1,PQRSX6789K,Section 80G,AAATV1234FF20261,01-04-2024,Ravi Kumar,"4 Ganga Path, Rishikesh",Others,${electronic},5000`,
      ].sort(),
    );
    expect(rows).toHaveLength(3);
  });

  it("the previous year holds only its own gift", async () => {
    const rows = lines((await get(`/api/admin/donations/form-10bd.csv?fy=${lastYear.fy}`, who.staff.admin)).body);
    expect(rows.slice(1)).toEqual([
      '1,,1,ABCDE1234F,Section 80G,AAATV1234FF20261,01-04-2024,Asha Verma,"12 Mall Road, Solan",Others,Electronic modes including account payee cheque/draft,700',
    ]);
  });

  it("lists apart the gifts without a PAN, for accounts to ask the donors", async () => {
    const res = await get(`/api/admin/donations/form-10bd-missing.csv?fy=${thisYear.fy}`, who.staff.accounts);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="form-10bd-missing-pan-${thisYear.fy}.csv"`);
    const rows = lines(res.body);
    expect(rows[0]).toBe(FORM_10BD_MISSING_HEADER.join(","));
    // a phone's leading + is written harmless for a spreadsheet, as every CSV of the office does
    expect(rows.slice(1)).toEqual([
      `,${inYear(2)},${pledges.meera.reference},Meera Das,meera@example.in,'+91 98765 43210,,3000.00,online`,
    ]);
  });

  it("the office's summary counts the lines, the gifts lacking a PAN and the foreign ones left out", async () => {
    const summary = await t.app.services.donationsOffice.form10bdSummary(thisYear.fy);
    expect(summary).toEqual({ fy: thisYear.fy, rows: 2, gifts: 4, missingPan: 1, foreign: 1 });
  });
});

/** A Form 10BE as the portal writes it: the Trust as reporting person, the donor's PAN and name, the year. */
async function certificatePdf(donor: { pan: string; name: string }, fy = thisYear.fy, note = "") {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = [
    "FORM NO. 10BE",
    "Certificate of donation under clause (ix) of sub-section (5) of section 80G",
    `PAN of the reporting person: ${TRUST_PAN}`,
    "Name of the reporting person: Vedanta Wellness Trust",
    "Unique Registration Number (URN): AAATV1234FF20261",
    `Unique Identification Number of the donor: ${donor.pan}`,
    "ID Code: Permanent Account Number",
    `Name of donor: ${donor.name}`,
    "Address of donor: 12 Mall Road, Solan",
    `Financial Year: ${fy}`,
    "Donation Type: Others",
    "Mode of receipt: Electronic modes including account payee cheque/draft",
    `Amount of donation (Indian rupees): 4000 ${note}`,
  ];
  text.forEach((line, i) => page.drawText(line, { x: 40, y: 800 - i * 18, size: 10, font }));
  return Buffer.from(await doc.save());
}

function multipart(files: { name: string; bytes: Uint8Array; type: string }[], fields: Record<string, string> = {}) {
  const boundary = `----club${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function upload(files: { name: string; bytes: Uint8Array; type: string }[], caller = who.staff.accounts) {
  const body = multipart(files, { fy: thisYear.fy });
  return t.app.inject({
    method: "POST",
    url: "/api/admin/donations/certificates",
    payload: body.payload,
    headers: { ...body.headers, ...caller.headers },
  });
}

const pdfFile = (name: string, bytes: Uint8Array) => ({ name, bytes, type: "application/pdf" });
const certificateRow = async (fileName: string) =>
  (await t.database.db.select().from(donationCertificates).where(eq(donationCertificates.fileName, fileName)))[0];

describe("Form 10BE certificates", () => {
  let ashaPdf: Buffer;
  beforeAll(async () => {
    ashaPdf = await certificatePdf({ pan: "ABCDE1234F", name: "Asha Verma" });
  });

  it("only accounts and administrators upload them", async () => {
    for (const caller of ["member", "front-office", "content"] as const) {
      expect((await upload([pdfFile("x.pdf", ashaPdf)], who.callerFor(caller))).statusCode).toBe(403);
    }
    const anonymous = multipart([pdfFile("x.pdf", ashaPdf)]);
    const res = await t.app.inject({ method: "POST", url: "/api/admin/donations/certificates", ...anonymous });
    expect(res.statusCode).toBe(401);
    expect(await t.database.db.select().from(donationCertificates)).toHaveLength(0);
  });

  it("a PDF is read, matched to the donor by the PAN that is not the Trust's, and e-mailed with the PDF", async () => {
    const res = await upload([pdfFile("10BE_ABCDE1234F.pdf", ashaPdf)]);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data as CertificateUploadAnswer;
    expect(res.json().message).toBe(certificateMessages.uploaded(1, 1, 0));
    expect(answer.stored).toHaveLength(1);
    expect(answer.stored[0]).toMatchObject({
      year: thisYear.fy,
      file_name: "10BE_ABCDE1234F.pdf",
      donor_name: "Asha Verma",
      pan_last4: "234F",
      donor_email: "asha@example.in",
    });
    const mail = await t.mail.mailTo("asha@example.in");
    expect(mail.subject).toBe(`Your certificate of donation, Form 10BE (FY ${thisYear.fy})`);
    expect(mail.text).toContain("Namaste Asha Verma,");
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=form-10be-\d{4}-\d{2}\.pdf/);
    expect(mail.raw).toContain(ashaPdf.subarray(0, 30).toString("base64").slice(0, 20));
    await jobsDone(t);
    const row = await certificateRow("10BE_ABCDE1234F.pdf");
    expect(row.mailedAt).toBeInstanceOf(Date);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, row.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "donation.certificate.matched",
      "donation.certificate.uploaded",
    ]);
  });

  it("a ZIP: its PDFs taken, a PDF already uploaded said and not stored twice, other files refused, a stranger unmatched", async () => {
    const zip = zipSync({
      "10BE/ravi.pdf": await certificatePdf({ pan: "PQRSX6789K", name: "Ravi Kumar" }),
      "10BE/asha-again.pdf": ashaPdf,
      "10BE/stranger.pdf": await certificatePdf({ pan: "ZZZZZ9999Z", name: "Nobody Known" }),
      "10BE/kavya.pdf": await certificatePdf({ pan: "KLMNO4321P", name: "KAVYA  RAO" }),
      "10BE/readme.txt": strToU8("not a certificate"),
    });
    const res = await upload([{ name: "certificates.zip", bytes: zip, type: "application/zip" }]);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data as CertificateUploadAnswer;
    expect(answer.duplicates).toEqual(["asha-again.pdf"]);
    expect(answer.refused).toEqual([{ file_name: "readme.txt", reason: certificateMessages.notPdf }]);
    const byName = Object.fromEntries(answer.stored.map((c) => [c.file_name, c.donor_email]));
    expect(byName).toEqual({
      "ravi.pdf": "ravi@example.in",
      "stranger.pdf": null,
      // one PAN on two donors' pledges: the name on the certificate chooses
      "kavya.pdf": "kiran-sister@example.in",
    });
    expect((await t.mail.mailTo("ravi@example.in")).subject).toContain("Form 10BE");
    expect((await t.mail.mailTo("kiran-sister@example.in")).subject).toContain("Form 10BE");
    expect(await t.database.db.select().from(donationCertificates)).toHaveLength(4);
    expect(res.json().message).toBe(certificateMessages.uploaded(3, 2, 1));
  });

  it("an unmatched certificate is listed first and matched by hand by a pledge's reference, then mailed", async () => {
    const list = await get("/api/admin/donations/certificates", who.staff.accounts);
    expect(list.statusCode).toBe(200);
    const first = list.json().data.items[0];
    expect(first).toMatchObject({ file_name: "stranger.pdf", donor_email: null, pan_last4: "999Z" });
    const match = (body: object, caller = who.staff.accounts) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/donations/certificates/${first.id}/match`,
        payload: body,
        headers: caller.headers,
      });
    expect((await match({ donor: pledges.meera.reference }, who.staff["front-office"])).statusCode).toBe(403);
    const unknown = await match({ donor: "VWC-D-1999-1" });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, certificateMessages.donorNotFound]);
    const done = await match({ donor: pledges.meera.reference.toLowerCase() });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(certificateMessages.matched("meera@example.in"));
    expect((await t.mail.mailTo("meera@example.in")).subject).toContain("Form 10BE");
    const again = await match({ donor: "meera@example.in" });
    expect([again.statusCode, again.json().message]).toEqual([409, certificateMessages.alreadyMatched]);
  });

  it("a file that is not a PDF is refused, and nothing at all is 400", async () => {
    const res = await upload([{ name: "notes.txt", bytes: strToU8("hello"), type: "text/plain" }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.refused).toEqual([{ file_name: "notes.txt", reason: certificateMessages.notPdf }]);
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
  });

  it("the donor opens theirs by their signed link or signed in; another's link or a stranger gets 404", async () => {
    const row = await certificateRow("10BE_ABCDE1234F.pdf");
    const url = `/api/donations/certificates/${row.id}.pdf`;
    const mine = await get(
      `${url}?t=${encodeURIComponent(donorToken({ feedSecret: t.config.sessionSecret }, pledges.asha.reference))}`,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.rawPayload.equals(ashaPdf)).toBe(true);
    // another pledge of the same e-mail is the same donor
    const same = donorToken({ feedSecret: t.config.sessionSecret }, pledges["asha-monthly"].reference);
    expect((await get(`${url}?t=${encodeURIComponent(same)}`)).statusCode).toBe(200);
    const ravis = donorToken({ feedSecret: t.config.sessionSecret }, pledges.ravi.reference);
    expect((await get(`${url}?t=${encodeURIComponent(ravis)}`)).statusCode).toBe(404);
    expect((await get(`${url}?t=${pledges.asha.reference}.forged`)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, who.member)).statusCode).toBe(404);
    // a signed-in member whose e-mail it is
    await t.database.db
      .update(donationCertificates)
      .set({ donorEmail: who.member.email })
      .where(eq(donationCertificates.id, row.id));
    expect((await get(url, who.member)).statusCode).toBe(200);
  });
});
