import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moaAgreements } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { fixtures, payingMember, setLanguage, staffMember, upload, type TestMember } from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { MOA_TERMS } from "./moa-text.ts";

/*
 * The memorandum of agreement in the member's language (decision 047): a Hindi reader's draft, signed and executed
 * memorandum has its headings, labels and notes in English and Hindi, its clauses in English only with a Hindi note
 * that the English binds; an English reader's has no Devanagari. The draft follows the member's language of the day;
 * the signed memorandum keeps the language it was signed in, and so do the pages its countersignature adds.
 */

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await openTestApp();
  admin = await staffMember(t, "admin");
});
afterAll(async () => {
  await t?.close();
});

const textOf = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");
const DEVANAGARI = /[\u0900-\u097F]/;
const get = (who: TestMember | null, url: string) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });

async function draftText(member: TestMember) {
  const res = await get(member, "/api/moa/draft");
  expect(res.statusCode, res.body).toBe(200);
  return textOf(res.rawPayload);
}

async function signatureOf(who: TestMember): Promise<string> {
  const res = await upload(t.app, who, "/api/upload/upload-signature", "signature", {
    name: "signature.png",
    bytes: await fixtures.png(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

describe("the memorandum's draft", () => {
  it("to a Hindi reader: headings and labels in English and Hindi, the clauses in English, the English binding", async () => {
    const member = await payingMember(t, { villaIndex: 1, steps: 1, paid: 1, name: "Priya Sharma", language: "hi" });
    const text = await draftText(member);
    expect(text).toContain("Memorandum of Agreement / समझौता ज्ञापन");
    expect(text).toContain("1. The parties / 1. पक्षकार");
    expect(text).toContain("Agreement reference समझौते का संदर्भ");
    expect(text).toContain("इस ज्ञापन का अंग्रेज़ी पाठ ही मान्य और बाध्यकारी है");
    expect(text).toContain(MOA_TERMS[0]);
    expect(text).toContain("यह ज्ञापन का प्रारूप है");
    expect(text).not.toContain("?");

    // drawn anew each time it is opened: in the member's language of the day
    await setLanguage(t, member, "en");
    const english = await draftText(member);
    expect(english).toContain("Memorandum of Agreement");
    expect(english).not.toMatch(DEVANAGARI);
  });
});

describe("the memorandum signed and executed", () => {
  it("keeps the language it was signed in: the signed pages, and the certificate and audit pages added to them", async () => {
    const member = await payingMember(t, {
      villaIndex: 2,
      steps: 1,
      paid: 1,
      submitted: true,
      name: "Anil Verma",
      language: "hi",
    });
    await draftText(member);
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/moa/sign-moa",
      payload: { signature_url: await signatureOf(member) },
      headers: member.headers,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const signedText = textOf((await get(member, signed.json().data.pdf_url)).rawPayload);
    expect(signedText).toContain("6. Signatures / 6. हस्ताक्षर");
    expect(signedText).toContain("इलेक्ट्रॉनिक रूप से हस्ताक्षरित");
    expect(signedText).toContain("प्रतिहस्ताक्षर की प्रतीक्षा है");

    // the member reads English by the time the Trust countersigns: the memorandum stays as signed
    await setLanguage(t, member, "en");
    const [agreement] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
    const done = await t.app.inject({
      method: "POST",
      url: `/api/admin/agreements/${agreement.id}/countersign`,
      payload: { signature_url: await signatureOf(admin) },
      headers: admin.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    const executed = textOf((await get(member, done.json().data.executed_pdf_url)).rawPayload);
    expect(executed).toContain("Memorandum of Agreement / समझौता ज्ञापन");
    expect(executed).toContain("इलेक्ट्रॉनिक रूप से प्रतिहस्ताक्षरित");
    expect(executed).toContain("Signing certificate / हस्ताक्षर प्रमाणपत्र");
    expect(executed).toContain("Audit trail / ऑडिट ट्रेल");
    expect(executed).toContain("Signed by the member (Anil Verma), IP 127.0.0.1 सदस्य ने हस्ताक्षर किए");
    expect(executed).not.toContain("?");
  });

  it("to an English reader: English only, no Devanagari, signed and executed", async () => {
    const member = await payingMember(t, { villaIndex: 3, steps: 1, paid: 1, submitted: true, name: "Rohan Mehta" });
    await draftText(member);
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/moa/sign-moa",
      payload: { signature_url: await signatureOf(member) },
      headers: member.headers,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const [agreement] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
    const done = await t.app.inject({
      method: "POST",
      url: `/api/admin/agreements/${agreement.id}/countersign`,
      payload: { signature_url: await signatureOf(admin) },
      headers: admin.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    const executed = textOf((await get(member, done.json().data.executed_pdf_url)).rawPayload);
    expect(executed).toContain("Memorandum of Agreement");
    expect(executed).toContain("Signing certificate");
    expect(executed).not.toMatch(DEVANAGARI);
  });
});

describe("the public sample", () => {
  it("is in the reader's language: English, or English and Hindi with ?lng=hi", async () => {
    const english = await get(null, "/api/moa/sample");
    expect(english.statusCode).toBe(200);
    expect(english.headers.vary).toContain("Accept-Language");
    expect(textOf(english.rawPayload)).not.toMatch(DEVANAGARI);
    const hindi = await get(null, "/api/moa/sample?lng=hi");
    expect(hindi.statusCode).toBe(200);
    const text = textOf(hindi.rawPayload);
    expect(text).toContain("Memorandum of Agreement / समझौता ज्ञापन");
    expect(text).toContain("यह ज्ञापन का नमूना है");
  });
});
