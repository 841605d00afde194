import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transferMessages } from "../../../common/transfer.ts";
import { auditEvents, transferRequests } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, setLanguage, type TestMember } from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { memberWithVilla } from "../../test/member-with-villa.ts";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (member: TestMember | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: member?.headers ?? {} });

const request = (propertyId: string, overrides: object = {}) => ({
  property_id: propertyId,
  transferee: {
    full_name: "Meera Iyer",
    email: "Meera.Iyer@example.org",
    phone: "+91 99887 76655",
    relationship: "Sister",
    address: "4 Lake View Road, Bhopal",
  },
  reason: "My sister will look after the villa from next year.",
  signature: "asha  verma",
  consent: true,
  ...overrides,
});

describe("transfer requests", () => {
  it("stores a signed request as submitted, lists it and keeps one open request per villa", async () => {
    const { member: a, villa } = await memberWithVilla(t, 0);
    expect((await call(a, "GET", "/api/transfers")).json().data).toEqual([]);

    const res = await call(a, "POST", "/api/transfers", request(villa.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(transferMessages.submitted);
    const record = res.json().data;
    expect(record).toMatchObject({
      status: "submitted",
      property: { _id: villa.id },
      transferee: { full_name: "Meera Iyer", email: "meera.iyer@example.org", relationship: "Sister" },
      reason: "My sister will look after the villa from next year.",
    });

    const list = await call(a, "GET", "/api/transfers");
    expect(list.json().data.map((r: { _id: string }) => r._id)).toEqual([record._id]);

    const [row] = await t.database.db.select().from(transferRequests).where(eq(transferRequests.id, record._id));
    expect(row).toMatchObject({ userId: a.id, propertyId: villa.id, consent: true, status: "submitted" });
    const document = await t.app.inject({ method: "GET", url: record.document_url, headers: a.headers });
    expect(document.statusCode).toBe(200);
    const text = pdfText(document.rawPayload);
    expect(text).toContain("Meera Iyer");
    expect(text).toContain("I confirm this transfer is voluntary and approved by the legal contributor.");
    expect(text).toMatch(/Signed by typing\s+asha verma/);
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, record._id));
    expect(audit).toMatchObject({ action: "transfer.submitted", userId: a.id });

    const second = await call(a, "POST", "/api/transfers", request(villa.id));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(transferMessages.alreadyOpen);
  });

  it("needs the consent, a complete transferee and the member's own name as signature", async () => {
    const { member: a, villa } = await memberWithVilla(t, 1);
    const noConsent = await call(a, "POST", "/api/transfers", request(villa.id, { consent: false }));
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toContain(transferMessages.consent);
    const missing = await call(a, "POST", "/api/transfers", { ...request(villa.id), consent: undefined });
    expect(missing.statusCode).toBe(400);
    const badEmail = await call(
      a,
      "POST",
      "/api/transfers",
      request(villa.id, { transferee: { ...request(villa.id).transferee, email: "meera" } }),
    );
    expect(badEmail.statusCode).toBe(400);
    const shortReason = await call(a, "POST", "/api/transfers", request(villa.id, { reason: "Moving" }));
    expect(shortReason.statusCode).toBe(400);
    const otherName = await call(a, "POST", "/api/transfers", request(villa.id, { signature: "Meera Iyer" }));
    expect(otherName.statusCode).toBe(400);
    expect(otherName.json().message).toBe(transferMessages.signatureMismatch("Asha Verma"));
    expect(await t.database.db.select().from(transferRequests).where(eq(transferRequests.userId, a.id))).toEqual([]);
  });

  it("refuses a villa that is not the member's with 404 and shows nobody else's requests", async () => {
    const { member: a, villa: aVilla } = await memberWithVilla(t, 2);
    const b = await createMember(t);
    expect((await call(a, "POST", "/api/transfers", request(aVilla.id))).statusCode).toBe(201);

    const notTheirs = await call(b, "POST", "/api/transfers", request(aVilla.id));
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe("Property information not found.");
    expect((await call(b, "GET", "/api/transfers")).json().data).toEqual([]);
    const [aRequest] = (await call(a, "GET", "/api/transfers")).json().data;
    expect((await t.app.inject({ method: "GET", url: aRequest.document_url, headers: b.headers })).statusCode).toBe(
      404,
    );
    expect((await call(null, "GET", "/api/transfers")).statusCode).toBe(401);
    expect((await call(null, "POST", "/api/transfers", request(aVilla.id))).statusCode).toBe(401);
  });
});

describe("the signed request in the member's language (decision 047)", () => {
  const textOf = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");
  const DEVANAGARI = /[\u0900-\u097F]/;

  /** The member signs a request for their villa: the stored document and its text. */
  async function signed(member: TestMember, villaId: string, signature: string) {
    const res = await call(member, "POST", "/api/transfers", request(villaId, { signature }));
    expect(res.statusCode, res.body).toBe(201);
    const document = await t.app.inject({ method: "GET", url: res.json().data.document_url, headers: member.headers });
    expect(document.statusCode).toBe(200);
    return { bytes: document.rawPayload, text: textOf(document.rawPayload), id: res.json().data._id as string };
  }

  it("to a Hindi reader: English first, the Hindi beside headings and under labels; what was typed as typed", async () => {
    const { member, villa } = await memberWithVilla(t, 3, { name: "सुनीता राव" });
    await setLanguage(t, member, "hi");
    const { bytes, text, id } = await signed(member, villa.id, "सुनीता राव");
    expect(text).toContain("Request to Transfer a Villa Contribution / हस्तांतरण अनुरोध");
    expect(text).toContain("Transferee / हस्तांतरिती");
    expect(text).toContain("Relationship संबंध Sister बहन");
    expect(text).toContain("Reason for the transfer / हस्तांतरण का कारण My sister will look after the villa");
    expect(text).toContain(
      "I confirm this transfer is voluntary and approved by the legal contributor. मैं पुष्टि करता/करती हूँ",
    );
    expect(text).toContain("Signed by typing टाइप करके हस्ताक्षर सुनीता राव");
    expect(text).toContain("Meera Iyer");
    expect(text).not.toContain("?");
    expect(text).not.toContain("\uFFFD");
    // the language is kept with the document and in its audit entry
    expect((await PDFDocument.load(bytes)).getKeywords()).toContain("language-hi");
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit.detail).toMatchObject({ language: "hi" });
  });

  it("to an English reader: English only, no Devanagari", async () => {
    const { member, villa } = await memberWithVilla(t, 4);
    const { bytes, text } = await signed(member, villa.id, "Asha Verma");
    expect(text).toContain("Request to Transfer a Villa Contribution Property Villa");
    expect(text).toContain("Relationship Sister Address");
    expect(text).not.toMatch(DEVANAGARI);
    expect((await PDFDocument.load(bytes)).getKeywords()).toBeUndefined();
  });
});
