import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membershipFormMessages as m } from "../../../common/membership-form.ts";
import { auditEvents, membershipForms, storedFiles } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { pdfText } from "../../test/pdf-text.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  seededChoices,
  setLanguage,
  upload,
  verifyAwaiting,
  type TestMember,
} from "../../test/members.ts";

let t: TestApp;
let nextVilla = 0;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = (member: TestMember, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: member.headers });

async function uploadDoc(member: TestMember, name = "aadhaar.pdf"): Promise<string> {
  const res = await upload(t.app, member, "/api/upload/upload-doc", "document", { name, bytes: await fixtures.pdf() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

async function uploadSignature(member: TestMember): Promise<string> {
  const res = await upload(t.app, member, "/api/upload/upload-signature", "signature", {
    name: "signature.png",
    bytes: await fixtures.png(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

/** A member with KYC done, a plan of `steps` steps and `paid` of them paid. */
async function payingMember(steps: number, paid: number, name = "Asha Verma") {
  const member = await createMember(t, name);
  const choices = await seededChoices(t, nextVilla++);
  expect(
    (
      await json(
        member,
        "POST",
        `/api/registration/kyc/${choices.villa.id}`,
        kycPayload(choices, await uploadDoc(member)),
      )
    ).statusCode,
  ).toBe(200);
  expect((await json(member, "POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
  const plan = await json(member, "POST", `/api/payment-details/${choices.villa.id}`, {
    payment_mode: steps === 1 ? "full" : "flexible",
    payment_steps: steps,
    total_amount: choices.villa.price,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  for (let step = 1; step <= paid; step++) {
    const receipt = await upload(t.app, member, "/api/upload/upload-doc", "document", {
      name: "receipt.png",
      bytes: await fixtures.png(),
    });
    const res = await json(member, "PUT", `/api/payment-details/${choices.villa.id}/step/${step}`, {
      payment_receipt_url: receipt.json().url,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  // the club's accounts verify the receipts: what opens the form
  await verifyAwaiting(t, plan.json().data._id);
  return { member, choices };
}

const nominee = (idFile: string) => ({
  fullName: "Kiran Verma",
  phoneNumber: "+91 98111 22334",
  relationship: "Spouse",
  dob: "1987-02-01",
  email: "kiran@example.org",
  idType: "Aadhaar Card",
  idFile,
});

describe("membership form: unlocking", () => {
  it("stays locked below 50 % paid (403 with the locked message) and opens at 50 %", async () => {
    const { member } = await payingMember(3, 1);
    for (const res of [
      await json(member, "GET", "/api/membership-form"),
      await json(member, "PUT", "/api/membership-form", { step: 2 }),
      await json(member, "POST", "/api/membership-form/submit"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("The membership form opens once 50% of your payment is made.");
    }
    const none = await createMember(t);
    expect((await json(none, "GET", "/api/membership-form")).statusCode).toBe(403);

    const half = await payingMember(2, 1);
    expect((await json(half.member, "GET", "/api/membership-form")).statusCode).toBe(200);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/membership-form" })).statusCode).toBe(401);
  });
});

describe("membership form: draft, submit, ownership", () => {
  it("prefills a new form from the KYC details and keeps the draft between steps", async () => {
    const { member, choices } = await payingMember(2, 1, "Meera Shah");
    const fresh = (await json(member, "GET", "/api/membership-form")).json().data;
    expect(fresh.status).toBe("new");
    expect(fresh.step).toBe(1);
    expect(fresh.personal).toMatchObject({
      fullName: "Meera Shah",
      email: member.email,
      dateOfBirth: "1985-04-12",
      phoneNumber: "+91 98765 43210",
      currentAddress: "12 Mall Road, Solan, Himachal Pradesh",
      sameAsCurrentAddress: true,
    });
    expect(fresh.personal.document).toMatch(/^\/files\//);
    expect(fresh.files[fresh.personal.document]).toBe("aadhaar.pdf");
    expect(fresh.options.qualifications).toContain(fresh.personal.qualification);
    expect(fresh.nominee.fullName).toBe("");
    expect(choices.villa.id).toBeTruthy();

    // step 1 saved; the permanent address follows the current one when "same as current" is ticked
    const personal = {
      ...fresh.personal,
      currentAddress: "4 Lake View, Rishikesh",
      permanentAddress: "old",
      sameAsCurrentAddress: true,
    };
    const saved = await json(member, "PUT", "/api/membership-form", { step: 2, personal });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(m.draftSaved);
    expect(saved.json().data).toMatchObject({ status: "draft", step: 2 });
    expect(saved.json().data.personal.permanentAddress).toBe("4 Lake View, Rishikesh");

    // a half-filled nominee is a valid draft
    const partial = await json(member, "PUT", "/api/membership-form", { step: 2, nominee: { fullName: "Kiran" } });
    expect(partial.statusCode, partial.body).toBe(200);
    const again = (await json(member, "GET", "/api/membership-form")).json().data;
    expect(again).toMatchObject({ status: "draft", step: 2 });
    expect(again.personal.currentAddress).toBe("4 Lake View, Rishikesh");
    expect(again.nominee).toMatchObject({ fullName: "Kiran", phoneNumber: "", idFile: "" });
  });

  it("refuses an incomplete form with 400 naming what is missing, then submits once with a PDF", async () => {
    const { member } = await payingMember(2, 1, "Devika Rao");
    const form = (await json(member, "GET", "/api/membership-form")).json().data;
    const emptySubmit = await json(member, "POST", "/api/membership-form/submit");
    expect(emptySubmit.statusCode).toBe(400);
    expect(emptySubmit.json().message).toContain("Nominee Details");

    await json(member, "PUT", "/api/membership-form", {
      step: 3,
      personal: form.personal,
      nominee: { ...nominee(await uploadDoc(member, "nominee-id.pdf")), phoneNumber: "" },
    });
    const incomplete = await json(member, "POST", "/api/membership-form/submit");
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(
      "Please complete the membership form: Nominee Details (phone number); E-Signature (signature).",
    );

    const signature = await uploadSignature(member);
    const done = await json(member, "PUT", "/api/membership-form", {
      step: 4,
      nominee: nominee((await json(member, "GET", "/api/membership-form")).json().data.nominee.idFile),
      signature,
    });
    expect(done.statusCode, done.body).toBe(200);

    const submitted = await json(member, "POST", "/api/membership-form/submit");
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().message).toBe(m.submitted);
    const record = submitted.json().data;
    expect(record.status).toBe("submitted");
    expect(record.submitted_at).toBeTruthy();
    expect(record.pdf_url).toMatch(/^\/files\/[0-9a-f-]{36}$/);

    const [row] = await t.database.db.select().from(membershipForms).where(eq(membershipForms.userId, member.id));
    expect(record.pdf_url).toBe(`/files/${row.pdfFileId}`);
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row.pdfFileId!));
    expect(file).toMatchObject({ purpose: "membership-form", contentType: "application/pdf", ownerId: member.id });

    const pdf = await t.app.inject({ method: "GET", url: record.pdf_url, headers: member.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Membership Form");
    expect(text).toContain("Devika Rao");
    expect(text).toContain("Kiran Verma");
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe("Membership form of Devika Rao");

    const second = await json(member, "POST", "/api/membership-form/submit");
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("Your membership form has already been submitted.");
    const edit = await json(member, "PUT", "/api/membership-form", { step: 1 });
    expect(edit.statusCode).toBe(409);

    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, member.id));
    expect(audits.filter((a) => a.action === "membership-form.submitted")).toHaveLength(1);
  });

  it("keeps each member to their own form and files", async () => {
    const a = await payingMember(2, 1, "Asha Verma");
    const b = await payingMember(2, 1, "Bela Iyer");
    const aForm = (await json(a.member, "GET", "/api/membership-form")).json().data;
    const aId = await uploadDoc(a.member, "a-nominee.pdf");
    expect(
      (
        await json(a.member, "PUT", "/api/membership-form", {
          step: 2,
          personal: aForm.personal,
          nominee: nominee(aId),
        })
      ).statusCode,
    ).toBe(200);

    // B sees their own new form, none of A's
    const bForm = (await json(b.member, "GET", "/api/membership-form")).json().data;
    expect(bForm.status).toBe("new");
    expect(bForm.personal.fullName).toBe("Bela Iyer");
    expect(bForm.nominee.fullName).toBe("");
    expect(JSON.stringify(bForm)).not.toContain(aId);

    // B cannot attach A's uploads
    const stolenDoc = await json(b.member, "PUT", "/api/membership-form", {
      step: 2,
      personal: { ...bForm.personal, document: aForm.personal.document },
    });
    expect(stolenDoc.statusCode).toBe(400);
    const stolenId = await json(b.member, "PUT", "/api/membership-form", { nominee: nominee(aId) });
    expect(stolenId.statusCode).toBe(400);
    // a document where a signature belongs is refused too
    const pdfAsSignature = await json(b.member, "PUT", "/api/membership-form", {
      signature: await uploadDoc(b.member),
    });
    expect(pdfAsSignature.statusCode).toBe(400);
    expect(pdfAsSignature.json().message).toBe(m.signatureType);

    expect((await json(a.member, "GET", "/api/membership-form")).json().data.nominee.idFile).toBe(aId);
  });
});

describe("the submitted form in the member's language (decision 047)", () => {
  const textOf = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");
  const DEVANAGARI = /[\u0900-\u097F]/;

  /** The member fills in every step and submits: the stored PDF and its text. */
  async function submitted(member: TestMember) {
    const form = (await json(member, "GET", "/api/membership-form")).json().data;
    const filled = await json(member, "PUT", "/api/membership-form", {
      step: 4,
      personal: form.personal,
      nominee: nominee(await uploadDoc(member, "nominee-id.pdf")),
      signature: await uploadSignature(member),
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const res = await json(member, "POST", "/api/membership-form/submit");
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await t.app.inject({ method: "GET", url: res.json().data.pdf_url, headers: member.headers });
    expect(pdf.statusCode).toBe(200);
    return { bytes: pdf.rawPayload, text: textOf(pdf.rawPayload) };
  }

  it("to a Hindi reader: English first, the Hindi beside headings and under labels; what was given as given", async () => {
    const { member } = await payingMember(2, 1, "सुनीता राव");
    await setLanguage(t, member, "hi");
    const { bytes, text } = await submitted(member);
    expect(text).toContain("Membership Form / सदस्यता फ़ॉर्म");
    expect(text).toContain("Form reference फ़ॉर्म का संदर्भ");
    expect(text).toContain("1. Personal details / 1. व्यक्तिगत विवरण");
    expect(text).toContain("2. Nominee details / 2. नामिती का विवरण");
    expect(text).toContain("3. Declaration and signature / 3. घोषणा और हस्ताक्षर");
    expect(text).toContain("Full name पूरा नाम सुनीता राव");
    expect(text).toContain("Relationship संबंध Spouse");
    expect(text).toContain("(same as current address / वर्तमान पते के समान)");
    expect(text).toContain("1 February 1987 (1 फ़रवरी 1987)");
    expect(text).toContain("मैं घोषणा करता/करती हूँ");
    expect(text).toContain("सुनीता राव द्वारा");
    expect(text).not.toContain("?");
    expect(text).not.toContain("\uFFFD");
    // the form is drawn once, when submitted: its language is kept with it and in its audit entry
    expect((await PDFDocument.load(bytes)).getKeywords()).toContain("language-hi");
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, member.id));
    expect(audits.find((a) => a.action === "membership-form.submitted")?.detail).toMatchObject({ language: "hi" });
  });

  it("to an English reader: English only, no Devanagari", async () => {
    const { member } = await payingMember(2, 1, "Nisha Kapoor");
    const { bytes, text } = await submitted(member);
    expect(text).toContain("Membership Form Form reference");
    expect(text).toContain("Full name Nisha Kapoor");
    expect(text).toContain("1 February 1987");
    expect(text).not.toMatch(DEVANAGARI);
    expect((await PDFDocument.load(bytes)).getKeywords()).toBeUndefined();
  });
});
