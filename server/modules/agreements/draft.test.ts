import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moaMessages } from "../../../common/moa.ts";
import { agreementEvents, auditEvents, moaAgreements, storedFiles } from "../../db/schema.ts";
import type { Services } from "../../services.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { createMember, fixtures, payingMember, upload, type TestMember } from "../../test/members.ts";

/**
 * Reading the agreement before signing it: the member's own draft (DRAFT), the public sample (SAMPLE, placeholders),
 * and the rule that a signature is taken only once the draft was opened or its text shown.
 */
let t: TestApp;
let services: Services;
beforeAll(async () => {
  t = await openTestApp();
  services = (t.app as unknown as { services: Services }).services;
});
afterAll(async () => {
  await t?.close();
});

const call = (who: TestMember | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {}, remoteAddress: "198.51.100.21" });

async function signatureOf(member: TestMember): Promise<string> {
  const res = await upload(t.app, member, "/api/upload/upload-signature", "signature", {
    name: "signature.png",
    bytes: await fixtures.png(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

/** The PDF's text with its lines run together, as a reader reads a wrapped paragraph. */
const flowing = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");

describe("GET /api/moa/draft", () => {
  it("answers the member's own agreement as a PDF watermarked DRAFT, without a signature, and records it opened", async () => {
    const member = await payingMember(t, { villaIndex: 2, steps: 2, paid: 1, name: "Sunita Draftwala" });
    const other = await payingMember(t, { villaIndex: 3, steps: 1, paid: 0, name: "Karan Otherson" });

    const res = await call(member, "GET", "/api/moa/draft");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('inline; filename="moa-draft.pdf"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toContain("Memorandum of Agreement");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Sunita Draftwala");
    expect(text).toContain(member.email);
    expect(text).toContain("DRAFT");
    expect(text).not.toContain("Karan Otherson");
    // the watermark is on every page; no signature image, no signing time, no executed reference
    expect(text.split("\n").filter((line) => line === "DRAFT")).toHaveLength(pdf.getPageCount());
    expect(res.rawPayload.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
    expect(text).not.toContain("Signed electronically");
    expect(text).not.toMatch(/MOA-[0-9A-F]{8}/);

    // the other member gets their own
    const theirs = pdfText((await call(other, "GET", "/api/moa/draft")).rawPayload);
    expect(theirs).toContain("Karan Otherson");
    expect(theirs).not.toContain("Sunita Draftwala");

    // on record for the agreement's audit page and the audit log, once a day however often it is opened
    expect((await call(member, "GET", "/api/moa/draft")).statusCode).toBe(200);
    const events = await t.database.db
      .select()
      .from(agreementEvents)
      .where(and(eq(agreementEvents.actorId, member.id), eq(agreementEvents.kind, "draft-opened")));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ip: "198.51.100.21", actorName: "Sunita Draftwala", agreementId: null });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, member.id), eq(auditEvents.action, "moa.draft_opened")));
    expect(audits).toHaveLength(1);
    // nothing is stored or made an agreement
    expect(await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id))).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerId, member.id), eq(storedFiles.purpose, "moa"))),
    ).toHaveLength(0);
  });

  it("asks for a session, and answers 404 with a clear message before the member has a plan", async () => {
    expect((await call(null, "GET", "/api/moa/draft")).statusCode).toBe(401);
    expect((await call(null, "POST", "/api/moa/draft/text-shown")).statusCode).toBe(401);
    const newcomer = await createMember(t, "Nina Noplan");
    const res = await call(newcomer, "GET", "/api/moa/draft");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(moaMessages.noPlanForDraft);
    expect((await call(newcomer, "POST", "/api/moa/draft/text-shown")).statusCode).toBe(404);
    expect(await services.agreements.draftText(newcomer.id)).toBeNull();
  });

  it("shows in the portal the same text the draft PDF prints", async () => {
    const member = await payingMember(t, { villaIndex: 4, steps: 1, paid: 1, name: "Tara Textreader" });
    const sections = (await services.agreements.draftText(member.id))!;
    const printed = flowing((await call(member, "GET", "/api/moa/draft")).rawPayload);
    expect(sections.map((s) => s.heading)).toEqual([
      "Memorandum of Agreement",
      "1. The parties",
      "2. The villa",
      "3. The contribution",
      "4. The lease",
      "5. Terms",
    ]);
    for (const section of sections) {
      expect(printed).toContain(section.heading);
      for (const part of section.parts) {
        for (const words of "text" in part ? [part.text] : part.rows.flat())
          expect(printed).toContain(words.replace(/\s+/g, " "));
      }
    }
  });
});

describe("GET /api/moa/sample", () => {
  it("is public and cacheable: the same text with placeholders, watermarked SAMPLE, nothing personal", async () => {
    await payingMember(t, { villaIndex: 5, steps: 1, paid: 0, name: "Private Person" });
    const res = await call(null, "GET", "/api/moa/sample");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('inline; filename="moa-sample.pdf"');
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    const text = flowing(res.rawPayload);
    for (const placeholder of ["[Member's name]", "[Villa]", "[Amount]", "[Date of signing]"])
      expect(text).toContain(placeholder);
    expect(text).toContain("SAMPLE");
    expect(text).toContain("5.1 The Trust keeps the land");
    expect(text).not.toContain("Private Person");
    expect(text).not.toMatch(/@example\.org|INR \d/);
    // the same bytes for every visitor
    expect((await call(null, "GET", "/api/moa/sample")).rawPayload.equals(res.rawPayload)).toBe(true);
  });
});

describe("signing after reading", () => {
  it("refuses a signature with 409 until the draft was opened", async () => {
    const member = await payingMember(t, { villaIndex: 6, steps: 1, paid: 1, submitted: true, name: "Rohan Reader" });
    const signature = await signatureOf(member);
    const unread = await call(member, "POST", "/api/moa/sign-moa", { signature_url: signature });
    expect(unread.statusCode).toBe(409);
    expect(unread.json().message).toBe(moaMessages.readBeforeSigning);
    expect(await services.agreements.read(member.id)).toBe(false);

    expect((await call(member, "GET", "/api/moa/draft")).statusCode).toBe(200);
    expect(await services.agreements.read(member.id)).toBe(true);
    const signed = await call(member, "POST", "/api/moa/sign-moa", { signature_url: signature });
    expect(signed.statusCode, signed.body).toBe(200);
    // the signed memorandum is the draft's text, signed: no watermark
    const file = await t.app.inject({ method: "GET", url: signed.json().pdf_url, headers: member.headers });
    expect(pdfText(file.rawPayload)).not.toContain("DRAFT");
  });

  it("takes the agreement's text shown in the portal as read", async () => {
    const member = await payingMember(t, { villaIndex: 7, steps: 1, paid: 1, submitted: true, name: "Isha Scroller" });
    const signature = await signatureOf(member);
    expect((await call(member, "POST", "/api/moa/sign-moa", { signature_url: signature })).statusCode).toBe(409);
    const shown = await call(member, "POST", "/api/moa/draft/text-shown");
    expect(shown.statusCode).toBe(200);
    expect(shown.json().message).toBe(moaMessages.textShown);
    const signed = await call(member, "POST", "/api/moa/sign-moa", { signature_url: signature });
    expect(signed.statusCode, signed.body).toBe(200);
    const kinds = (
      await t.database.db.select().from(agreementEvents).where(eq(agreementEvents.actorId, member.id))
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["text-shown", "signed"]));
  });
});
