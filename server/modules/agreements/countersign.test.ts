import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreementMessages as am } from "../../../common/agreements.ts";
import { refundMessages } from "../../../common/refunds.ts";
import {
  agreementEvents,
  auditEvents,
  moaAgreements,
  paymentPlans,
  properties,
  sealedFiles,
  storedFiles,
  transferRequests,
  users,
} from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Services } from "../../services.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { csvMoment } from "../../platform/csv.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { fixtures, multipart, payingMember, staffMember, upload, type TestMember } from "../../test/members.ts";
import { pdfText } from "../../test/pdf-text.ts";

/**
 * The club countersigns a member's signed agreement; the executed agreement is one sealed PDF (both
 * signatures, a certificate page, an audit page, a digital signature) that /api/verify recognises byte for byte;
 * a cancelled plan revokes it.
 */
let t: TestApp & { mail: MailCatcher };
let services: Services;
let admin: TestMember;
beforeAll(async () => {
  t = await openTestAppWithMail();
  services = (t.app as unknown as { services: Services }).services;
  admin = await staffMember(t, "admin");
});
afterAll(async () => {
  await t?.close();
});

const inject = (who: TestMember | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {}, remoteAddress: "203.0.113.9" });

async function signatureOf(who: TestMember): Promise<string> {
  const res = await upload(t.app, who, "/api/upload/upload-signature", "signature", {
    name: "signature.png",
    bytes: await fixtures.png(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

/** A fully paid member (application submitted) who signed their MOA; the agreement's row. */
async function signedMember(villaIndex: number, name: string) {
  const member = await payingMember(t, { villaIndex, steps: 1, paid: 1, submitted: true, name });
  // signing asks for the agreement read first: its draft opened
  expect((await inject(member, "GET", "/api/moa/draft")).statusCode).toBe(200);
  const signed = await t.app.inject({
    method: "POST",
    url: "/api/moa/sign-moa",
    payload: { signature_url: await signatureOf(member) },
    headers: member.headers,
    remoteAddress: "198.51.100.7",
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const [agreement] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
  return { member, agreement };
}

const verifyUpload = (bytes: Uint8Array) => {
  const body = multipart("file", { name: "agreement.pdf", bytes: Buffer.from(bytes), type: "application/pdf" });
  return t.app.inject({
    method: "POST",
    url: "/api/verify",
    payload: body.payload,
    headers: body.headers,
    remoteAddress: "192.0.2.44",
  });
};

async function download(who: TestMember, url: string): Promise<Uint8Array> {
  const res = await t.app.inject({ method: "GET", url: `${url}?download=1`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe("the club's countersignature", () => {
  it("lists and countersigns for administrators only", async () => {
    const { agreement } = await signedMember(20, "Kavya Rao");
    const member = await staffMember(t, "accounts");
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [await staffMember(t, "front-office"), 403],
      [await staffMember(t, "content"), 403],
    ] as const) {
      expect((await inject(who, "GET", "/api/admin/agreements?status=awaiting")).statusCode).toBe(status);
      const res = await inject(who, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
        signature_url: "/files/x",
      });
      expect(res.statusCode).toBe(status);
    }
    const [still] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
    expect(still.status).toBe("awaiting-countersign");

    const list = await inject(admin, "GET", "/api/admin/agreements?status=awaiting&q=Kavya");
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data.items;
    expect(row).toMatchObject({ _id: agreement.id, status: "awaiting-countersign", member: { name: "Kavya Rao" } });
    expect(row.signed_at).toBe(agreement.signedAt.toISOString());
    expect(row.reference).toMatch(/^MOA-[0-9A-F]{8}$/);
    expect((await inject(admin, "GET", "/api/admin/agreements?status=executed&q=Kavya")).json().data.items).toEqual([]);
  });

  it("executes the agreement: one sealed PDF with both signatures, the certificate and audit pages, e-mailed and verifiable", async () => {
    const { member, agreement } = await signedMember(21, "Asha Kumari Verma");
    // the portal says it awaits the club; the download is the member's signed copy
    const before = (await inject(member, "GET", "/api/moa/signed-moa")).json();
    expect(before.data.status).toBe("awaiting-countersign");
    expect(before.signed_pdf_url).toBe(`/files/${agreement.pdfFileId}`);
    await services.agreements.viewed(member.id, "198.51.100.7");

    // a signature that is not the administrator's own upload is refused
    const memberSignature = await signatureOf(member);
    const foreign = await inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
      signature_url: memberSignature,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(am.signatureNotFound);

    const done = await inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
      signature_url: await signatureOf(admin),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: "executed", countersigned_by: "Staff admin" });
    expect(done.json().message).toBe(am.countersigned(done.json().data.reference));
    const again = await inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
      signature_url: await signatureOf(admin),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(am.notAwaiting);

    // the member's download is now the executed PDF, and it is exactly what was registered
    const after = (await inject(member, "GET", "/api/moa/signed-moa")).json();
    expect(after.data.status).toBe("executed");
    expect(after.signed_pdf_url).toBe(done.json().data.executed_pdf_url);
    expect(after.data.verify_url).toMatch(/^\/verify\/[a-z0-9]{12}$/);
    const executed = await download(member, after.signed_pdf_url);
    const sha256 = createHash("sha256").update(executed).digest("hex");
    const [row] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
    expect(row.executedSha256).toBe(sha256);
    expect((await t.database.db.select().from(sealedFiles).where(eq(sealedFiles.sha256, sha256))).length).toBe(1);

    // the pages: the agreement's, then the certificate with both signers and the audit trail
    const doc = await PDFDocument.load(executed);
    const signedDoc = await PDFDocument.load(await download(member, before.signed_pdf_url));
    expect(doc.getPageCount()).toBe(signedDoc.getPageCount() + 2);
    const text = pdfText(executed);
    expect(text).toContain("Signing certificate");
    expect(text).toContain("Asha Kumari Verma");
    expect(text).toContain("Staff admin");
    expect(text).toContain("Authorised signatory (administrator)");
    expect(text).toContain(agreement.pdfSha256);
    expect(text).toContain("198.51.100.7");
    expect(text).toContain("203.0.113.9");
    expect(text).toContain(`${t.config.publicUrl}${after.data.verify_url}`);
    expect(text).toContain("Audit trail");
    for (const words of [
      "Agreement drawn up for the member",
      "Viewed by the member",
      "Signed by the member",
      "Countersigned for the Trust",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/IST/);

    // digitally signed by the club, over the whole file but the signature
    const seal = services.sealer.inspect(executed);
    expect(seal).toMatchObject({ signed: true, intact: true, coversWholeFile: true, byClub: true });

    // e-mailed with the PDF attached, and the sending is on the agreement's record
    const mail = await mailAbout(t.mail, member.email, /is executed$/);
    expect(mail.raw).toContain("application/pdf");
    expect(mail.text).toContain(after.data.verify_url);
    // the job records the sending once the mail server took it
    await jobsDone(t);
    const events = await t.database.db
      .select()
      .from(agreementEvents)
      .where(eq(agreementEvents.agreementId, agreement.id));
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["signed", "countersigned", "sent", "downloaded"]),
    );
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "moa.countersigned"), eq(auditEvents.subjectId, agreement.id)));
    expect(audit.userId).toBe(admin.id);

    // public verification: the very file is valid; one changed byte is not, but still carries the club's seal
    const valid = await verifyUpload(executed);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({
      valid: true,
      reference: done.json().data.reference,
      status: "executed",
      signed_at: row.countersignedAt!.toISOString(),
    });
    const changed = Buffer.from(executed);
    expect(changed.subarray(0, 7).toString("latin1")).toBe("%PDF-1.");
    changed[7] = changed[7] === 0x36 ? 0x37 : 0x36; // %PDF-1.7 → %PDF-1.6: one byte, still a PDF
    expect((await verifyUpload(changed)).json()).toMatchObject({
      valid: false,
      signature: "club",
      message: am.sealedButChanged,
    });
    const random = await verifyUpload(await fixtures.pdf("Memorandum of agreement"));
    expect(random.json()).toMatchObject({ valid: false, signature: "none" });
    expect(random.json().message).toContain(am.notIssued);

    // the verification page's data: initials and surname only, the hash of the executed file
    const code = after.data.verify_url.split("/").pop();
    const view = await services.verification.byCode(code);
    expect(view).toMatchObject({ kind: "agreement", status: "executed", parties: ["A. K. Verma"], sha256 });
    expect(JSON.stringify(view)).not.toContain("Asha");
    expect(JSON.stringify(view)).not.toContain(member.email);
  });

  it("lets exactly one of several administrators countersign at once: the agreement is claimed before anything is sealed", async () => {
    const { agreement } = await signedMember(22, "Rohan Mehta");
    const signatures = await Promise.all(Array.from({ length: 6 }, () => signatureOf(admin)));
    const seal = services.sealer.seal;
    let seals = 0;
    services.sealer.seal = (...args) => {
      seals++;
      return seal(...args);
    };
    const finished: number[] = [];
    try {
      const answers = await Promise.all(
        signatures.map((url) =>
          inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, { signature_url: url }).then(
            (res) => {
              finished.push(res.statusCode);
              return res;
            },
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      for (const lost of answers.filter((a) => a.statusCode === 409)) {
        expect([am.countersignInProgress, am.notAwaiting]).toContain(lost.json().message);
      }
    } finally {
      services.sealer.seal = seal;
    }
    // one PDF rendered and sealed; the others were refused before, so they answered before the one that signed
    expect(seals).toBe(1);
    expect(finished.at(-1)).toBe(200);
    const files = await t.database.db
      .select()
      .from(agreementEvents)
      .where(and(eq(agreementEvents.agreementId, agreement.id), eq(agreementEvents.kind, "countersigned")));
    expect(files).toHaveLength(1);
    const [row] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
    expect(row).toMatchObject({ status: "executed", countersignClaimedAt: null });
  });

  it("gives the claim back when a countersignature fails, so it can be signed again at once", async () => {
    const { agreement } = await signedMember(26, "Meera Pillai");
    const seal = services.sealer.seal;
    services.sealer.seal = async () => {
      throw new Error("the seal failed");
    };
    try {
      const failed = await inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
        signature_url: await signatureOf(admin),
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      services.sealer.seal = seal;
    }
    const done = await inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
      signature_url: await signatureOf(admin),
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it("prints the certificate's marks as they are and the audit trail in the order the events happened", async () => {
    const { member, agreement } = await signedMember(27, "Dev Anand Rao");
    // drawn up and signed in one moment: the order they were recorded in decides, whatever their ids
    const events = await t.database.db
      .select()
      .from(agreementEvents)
      .where(eq(agreementEvents.planId, agreement.planId));
    const created = events.find((e) => e.kind === "created")!;
    const signed = events.find((e) => e.kind === "signed")!;
    expect(created.at.getTime()).toBe(signed.at.getTime());
    await t.database.db
      .update(agreementEvents)
      .set({ id: "ffffffff-ffff-4fff-bfff-ffffffffffff" })
      .where(eq(agreementEvents.id, created.id));
    await t.database.db
      .update(agreementEvents)
      .set({ id: "00000000-0000-4000-8000-000000000000" })
      .where(eq(agreementEvents.id, signed.id));

    const done = await inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
      signature_url: await signatureOf(admin),
    });
    expect(done.statusCode, done.body).toBe(200);
    const text = pdfText(await download(member, done.json().data.executed_pdf_url));
    const fingerprint = services.sealer.identity.fingerprint.slice(0, 16);
    expect(text).toContain(`certificate SHA-256 ${fingerprint}…)`);
    expect(text).not.toMatch(/\?\)/);
    const order = ["Agreement drawn up for the member", "Signed by the member", "Countersigned for the Trust"].map(
      (words) => text.indexOf(words),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe("a Hindi member's executed agreement", () => {
  it("is e-mailed in Hindi, with the day they signed in Hindi and the PDF attached", async () => {
    const { member, agreement } = await signedMember(29, "Pooja Tiwari");
    await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, member.id));
    const done = await inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
      signature_url: await signatureOf(admin),
    });
    expect(done.statusCode, done.body).toBe(200);
    const reference = done.json().data.reference as string;
    const mail = await mailAbout(t.mail, member.email, `आपका समझौता ज्ञापन ${reference} निष्पादित हो गया है`);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toMatch(/जिस पर आपने \d{1,2} [\u0900-\u097F]+ \d{4} को हस्ताक्षर किए थे।/);
    expect(mail.text).toContain("पोर्टल में अपना MOA खोलें: ");
    // the villa named in Hindi (decision 046); the executed PDF keeps the name as typed
    const [villa] = await t.database.db
      .select({ name: properties.name, nameHi: properties.nameHi })
      .from(properties)
      .innerJoin(paymentPlans, eq(paymentPlans.propertyId, properties.id))
      .where(eq(paymentPlans.userId, member.id));
    expect(villa.nameHi).toMatch(/[\u0900-\u097F]/);
    expect(mail.text).toContain(`ट्रस्ट ने ${villa.nameHi}`);
    expect(mail.raw).toContain("application/pdf");
  });
});

describe("revocation", () => {
  it("revokes the agreement of a cancelled plan: verification reports it revoked", async () => {
    const { agreement } = await signedMember(23, "Nikhil Bose");
    const done = await inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
      signature_url: await signatureOf(admin),
    });
    expect(done.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
    const accounts = await staffMember(t, "accounts");
    const cancel = await inject(accounts, "POST", `/api/admin/payments/${agreement.planId}/cancel`, {
      reason: "The contribution was returned at the member's request.",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [revoked] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
    expect(revoked.status).toBe("revoked");
    expect(revoked.revokedReason).toBe(
      "Payment plan cancelled: The contribution was returned at the member's request.",
    );
    const [plan] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.id, agreement.planId));
    expect(plan.status).toBe("cancelled");
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "moa.revoked"), eq(auditEvents.subjectId, agreement.id)));
    expect(audit.userId).toBe(accounts.id);

    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row.executedPdfFileId!));
    const executed = await services.storage.get(file.storageKey);
    const answer = (await verifyUpload(executed!)).json();
    expect(answer).toMatchObject({
      valid: false,
      status: "revoked",
      reference: done.json().data.reference,
      message: am.validRevoked,
    });
    const view = await services.verification.byCode(answer.verify_url.split("/").pop());
    expect(view?.status).toBe("revoked");
    expect(view?.revokedAt).toBe(revoked.revokedAt!.toISOString());
    expect(
      (await inject(admin, "GET", "/api/admin/agreements?status=revoked&q=Nikhil")).json().data.items,
    ).toHaveLength(1);
    // the member's record in the office says so too, with the executed PDF and the verification page
    const record = (await inject(admin, "GET", `/api/admin/members/${agreement.userId}`)).json().data;
    expect(record.moa).toMatchObject({
      status: "revoked",
      countersigned_by: "Staff admin",
      executed_pdf_url: `/files/${row.executedPdfFileId}`,
      revoked_reason: revoked.revokedReason,
      verify_url: answer.verify_url,
    });
  });
});

describe("a plan cancelled after its agreement was signed", () => {
  it("revokes the agreement, credits the plan's instalments, and cannot be restarted; one agreement in force per plan", async () => {
    const { member, agreement } = await signedMember(25, "Tara Das");
    const accounts = await staffMember(t, "accounts");
    const cancelled = await inject(accounts, "POST", `/api/admin/payments/${agreement.planId}/cancel`, {
      reason: "Paid by mistake.",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.credit_notes.length).toBeGreaterThan(0);
    expect((await inject(member, "GET", "/api/moa/signed-moa")).json().data.status).toBe("revoked");
    // what was credited stays credited: the plan does not come back, its agreement stays revoked
    const restart = await inject(accounts, "POST", `/api/admin/payments/${agreement.planId}/restart`);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toBe(refundMessages.creditedNoRestart);
    expect((await inject(member, "GET", "/api/moa/signed-moa")).json().data.status).toBe("revoked");

    // the database keeps one agreement in force per plan, whoever writes
    const [revoked] = await t.database.db
      .select()
      .from(moaAgreements)
      .where(eq(moaAgreements.planId, agreement.planId));
    const inForce = () =>
      t.database.db
        .insert(moaAgreements)
        .values({
          ...revoked,
          id: undefined,
          status: "awaiting-countersign",
          revokedAt: null,
          revokedReason: null,
        } as never)
        .then(
          () => null,
          (error: unknown) => error,
        );
    expect(await inForce()).toBeNull();
    expect(isUniqueViolation(await inForce())).toBe(true);
  });
});

describe("revocation by transfer", () => {
  it("revokes the agreement when the office approves the villa's transfer; a refused one leaves it executed", async () => {
    const { member, agreement } = await signedMember(24, "Ira Sen");
    expect(
      (
        await inject(admin, "POST", `/api/admin/agreements/${agreement.id}/countersign`, {
          signature_url: await signatureOf(admin),
        })
      ).statusCode,
    ).toBe(200);
    const request = (status = "submitted") =>
      t.database.db
        .insert(transferRequests)
        .values({
          userId: member.id,
          propertyId: agreement.propertyId,
          transferee: { name: "Arjun Sen" },
          reason: "To my son",
          consent: true,
          status,
        })
        .returning();
    const frontOffice = await staffMember(t, "front-office");
    const [refused] = await request();
    expect(
      (
        await inject(frontOffice, "POST", `/api/admin/transfers/${refused.id}/refuse`, {
          reason: "The transferee has not applied yet.",
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id)))[0].status).toBe(
      "executed",
    );

    const [approved] = await request();
    expect((await inject(frontOffice, "POST", `/api/admin/transfers/${approved.id}/approve`)).statusCode).toBe(200);
    const [revoked] = await t.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
    expect(revoked).toMatchObject({
      status: "revoked",
      revokedReason: "Transferred to Arjun Sen with the Trust's approval",
    });
    const signed = (await inject(member, "GET", "/api/moa/signed-moa")).json().data;
    expect(signed).toMatchObject({
      status: "revoked",
      revoked_reason: "Transferred to Arjun Sen with the Trust's approval",
    });
    const events = await t.database.db
      .select()
      .from(agreementEvents)
      .where(and(eq(agreementEvents.agreementId, agreement.id), eq(agreementEvents.kind, "revoked")));
    expect(events).toHaveLength(1);
  });
});

describe("POST /api/verify", () => {
  it("refuses what is not a PDF, never stores it, and limits the rate per address", async () => {
    const notPdf = multipart("file", {
      name: "x.pdf",
      bytes: Buffer.from("hello, not a pdf"),
      type: "application/pdf",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/verify",
      payload: notPdf.payload,
      headers: notPdf.headers,
      remoteAddress: "192.0.2.90",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(am.notPdf);
    const pdf = await fixtures.pdf();
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const body = multipart("file", { name: "a.pdf", bytes: pdf, type: "application/pdf" });
      last = (
        await t.app.inject({
          method: "POST",
          url: "/api/verify",
          payload: body.payload,
          headers: body.headers,
          remoteAddress: "192.0.2.91",
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("GET /api/admin/agreements.csv", () => {
  it("downloads every agreement of the status and search, with its reference and ISO moments; administrators only", async () => {
    const { member, agreement } = await signedMember(28, "Csv Signer");
    const csv = await downloadCsv(t, "/api/admin/agreements.csv?q=Csv%20Signer&page=2", admin, "agreements");
    expect(csv.header.slice(0, 4)).toEqual(["Agreement id", "Reference", "Status", "Member id"]);
    expect(csv.rows).toEqual([
      expect.objectContaining({
        "Agreement id": agreement.id,
        "Member id": member.id,
        Status: "awaiting-countersign",
        "Signed (IST)": csvMoment(agreement.signedAt),
        "Countersigned (IST)": "",
      }),
    ]);
    expect(csv.rows[0].Reference).toMatch(/^MOA-[0-9A-F]{8}$/);
    expect(csv.rows[0]["Signed (IST)"]).toMatch(ISO_MOMENT);
    const executed = await downloadCsv(t, "/api/admin/agreements.csv?status=executed&q=Csv", admin, "agreements");
    expect(executed.rows).toEqual([]);
    for (const role of ["accounts", "front-office", "content"] as const)
      expect((await inject(await staffMember(t, role), "GET", "/api/admin/agreements.csv")).statusCode).toBe(403);
  });
});
