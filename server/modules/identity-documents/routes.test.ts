import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { identityDocumentMessages as m, type IdentityDocumentItem } from "../../../common/identity-documents.ts";
import { auditEvents, kycDetails, users } from "../../db/schema.ts";
import { jobsDone, openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  payingMember,
  seededChoices,
  staffMember,
  upload,
  type TestMember,
} from "../../test/members.ts";

/*
 * The office's review of identity documents: the queue and the two decisions for the front office
 * (an administrator always), each audited; the member e-mailed; a returned document uploaded again is submitted again
 * and the office told; staff viewing a member's document is audited.
 */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;
let outsider: TestMember;

beforeAll(async () => {
  t = await openTestAppWithMail();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  outsider = await createMember(t, "Outside Member");
});
afterAll(async () => {
  await t?.close();
});

const inject = (method: "GET" | "POST" | "PUT", url: string, who?: TestMember, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A member who gave their KYC with a new identity document (through the real API); answers the member and the villa. */
async function memberWithKyc(name: string, villaIndex = 0) {
  const member = await createMember(t, name);
  const choices = await seededChoices(t, villaIndex);
  const document = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "aadhaar.pdf",
    bytes: await fixtures.pdf(name),
  });
  const res = await inject(
    "POST",
    `/api/registration/kyc/${choices.villa.id}`,
    member,
    kycPayload(choices, document.json().url),
  );
  expect(res.statusCode, res.body).toBe(200);
  return { member, choices, documentUrl: document.json().url as string };
}

async function submitNewDocument(member: TestMember, choices: Awaited<ReturnType<typeof seededChoices>>) {
  const document = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "passport.pdf",
    bytes: await fixtures.pdf("new"),
  });
  return inject("POST", `/api/registration/kyc/${choices.villa.id}`, member, kycPayload(choices, document.json().url));
}

const auditOf = (memberId: string, action: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.memberId, memberId), eq(auditEvents.action, action)));

const list = async (query = "", who: TestMember = staff["front-office"]) => {
  const res = await inject("GET", `/api/admin/identity-documents${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: IdentityDocumentItem[]; total: number; pages: number };
};

describe("who may review identity documents", () => {
  it("GET /api/admin/identity-documents: anonymous 401, a member 403, accounts and content 403, front office and admin 200", async () => {
    expect((await inject("GET", "/api/admin/identity-documents")).statusCode).toBe(401);
    expect((await inject("GET", "/api/admin/identity-documents", outsider)).statusCode).toBe(403);
    for (const role of ["accounts", "content"] as const)
      expect((await inject("GET", "/api/admin/identity-documents", staff[role])).statusCode).toBe(403);
    for (const role of ["front-office", "admin"] as const) {
      const res = await inject("GET", "/api/admin/identity-documents", staff[role]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  for (const decision of ["approve", "return"] as const) {
    it(`POST /api/admin/members/{id}/identity-document/${decision}: anonymous 401, a member 403, accounts and content 403, front office and admin 200`, async () => {
      const body = decision === "return" ? { reason: "The scan is too dark to read." } : undefined;
      const first = await memberWithKyc(`Roles ${decision} one`);
      const second = await memberWithKyc(`Roles ${decision} two`);
      const url = (id: string) => `/api/admin/members/${id}/identity-document/${decision}`;
      expect((await inject("POST", url(first.member.id), undefined, body)).statusCode).toBe(401);
      expect((await inject("POST", url(first.member.id), first.member, body)).statusCode).toBe(403);
      expect((await inject("POST", url(first.member.id), outsider, body)).statusCode).toBe(403);
      for (const role of ["accounts", "content"] as const)
        expect((await inject("POST", url(first.member.id), staff[role], body)).statusCode).toBe(403);
      const [row] = await t.database.db.select().from(kycDetails).where(eq(kycDetails.userId, first.member.id));
      expect(row.documentStatus).toBe("submitted");
      expect((await inject("POST", url(first.member.id), staff["front-office"], body)).statusCode).toBe(200);
      expect((await inject("POST", url(second.member.id), staff.admin, body)).statusCode).toBe(200);
    });
  }

  it("an unknown member, a staff account or a member without KYC is 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", staff.accounts.id, outsider.id]) {
      const res = await inject("POST", `/api/admin/members/${id}/identity-document/approve`, staff.admin);
      expect(res.json()).toMatchObject({ status: 404, message: m.notFound });
    }
  });
});

describe("the review of an identity document", () => {
  it("a first KYC tells the front office; returned with a reason, e-mailed; a new upload is submitted again; then approved", async () => {
    const { member, choices, documentUrl } = await memberWithKyc("Lakshmi Pillai", 1);
    // the front office is told of the new document (one e-mail per item), and the submission is in the audit log
    const told = await mailAbout(t.mail, staff["front-office"].email, "Identity document to check: Lakshmi Pillai");
    expect(told.text).toContain(`${t.config.publicUrl}/admin/identity-documents`);
    expect(await auditOf(member.id, "identity-document.submitted")).toHaveLength(1);

    const queued = await list(`?q=${encodeURIComponent(member.email)}`);
    expect(queued.total).toBe(1);
    expect(queued.items[0]).toMatchObject({
      member: { id: member.id, name: "Lakshmi Pillai", email: member.email },
      status: "submitted",
      document: { url: documentUrl, content_type: "application/pdf" },
    });
    expect(queued.items[0].document_type).toBeTruthy();

    // a reason is needed
    const blank = await inject(
      "POST",
      `/api/admin/members/${member.id}/identity-document/return`,
      staff["front-office"],
      { reason: "  " },
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(m.reasonRequired);

    const reason = "The document number is not readable; please scan both sides.";
    const returned = await inject(
      "POST",
      `/api/admin/members/${member.id}/identity-document/return`,
      staff["front-office"],
      { reason },
    );
    expect(returned.json()).toMatchObject({ status: 200, message: m.returned, data: { status: "returned" } });
    const mail = await t.mail.mailTo(member.email);
    expect(mail.subject).toBe("Please upload your identity document again");
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`${t.config.publicUrl}/registration/${choices.villa.id}?step=1`);
    const [audit] = await auditOf(member.id, "identity-document.returned");
    expect(audit).toMatchObject({ userId: staff["front-office"].id, actorRole: "front-office" });
    expect(audit.detail).toMatchObject({ before: { status: "submitted" }, after: { status: "returned", reason } });

    // decided once only
    expect(
      (await inject("POST", `/api/admin/members/${member.id}/identity-document/approve`, staff.admin)).json(),
    ).toMatchObject({
      status: 409,
      message: m.notSubmitted,
    });
    expect((await list(`?status=returned&q=Lakshmi`)).items[0]).toMatchObject({ status: "returned", reason });
    expect((await list(`?q=Lakshmi`)).total).toBe(0);

    // the member sees the reason with their KYC, and must send a new file
    const kyc = (await inject("GET", "/api/registration/getKyc", member)).json().data;
    expect(kyc).toMatchObject({ document_status: "returned", document_review_reason: reason });
    const same = await inject(
      "POST",
      `/api/registration/kyc/${choices.villa.id}`,
      member,
      kycPayload(choices, documentUrl),
    );
    expect(same.json()).toMatchObject({ status: 400, message: m.newDocumentRequired });

    const again = await submitNewDocument(member, choices);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.kyc).toMatchObject({ document_status: "submitted", document_review_reason: null });
    await mailAbout(t.mail, staff["front-office"].email, "Identity document to check: Lakshmi Pillai");
    const resubmitted = await auditOf(member.id, "identity-document.submitted");
    expect(resubmitted).toHaveLength(2);
    expect(resubmitted.map((row) => row.detail)).toContainEqual(
      expect.objectContaining({ before: expect.objectContaining({ status: "returned" }) }),
    );

    const approved = await inject(
      "POST",
      `/api/admin/members/${member.id}/identity-document/approve`,
      staff["front-office"],
    );
    expect(approved.json()).toMatchObject({ status: 200, message: m.approved, data: { status: "approved" } });
    expect((await t.mail.mailTo(member.email)).subject).toBe("Your identity document is approved");
    const [approval] = await auditOf(member.id, "identity-document.approved");
    expect(approval.detail).toMatchObject({ before: { status: "submitted" }, after: { status: "approved" } });

    // saving the KYC again with the same (approved) document changes nothing of the review, and tells no one
    const before = t.mail.mails.length;
    expect(
      (
        await inject(
          "POST",
          `/api/registration/kyc/${choices.villa.id}`,
          member,
          kycPayload(
            choices,
            (await inject("GET", "/api/registration/getKyc", member)).json().data.verification_doc_upload_url,
          ),
        )
      ).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(kycDetails).where(eq(kycDetails.userId, member.id));
    expect(row.documentStatus).toBe("approved");
    await jobsDone(t);
    expect(t.mail.mails.length).toBe(before);
  });

  it("a submitted application takes a new document once it was sent back (the KYC step reopens), not before", async () => {
    const member = await payingMember(t, { villaIndex: 2, steps: 1, paid: 1, submitted: true, name: "Devika Rao" });
    const choices = await seededChoices(t, 2);
    expect((await submitNewDocument(member, choices)).json()).toMatchObject({ status: 409 });
    const res = await inject(
      "POST",
      `/api/admin/members/${member.id}/identity-document/return`,
      staff["front-office"],
      {
        reason: "Expired passport.",
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const again = await submitNewDocument(member, choices);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.kyc.document_status).toBe("submitted");
  });

  it("staff opening a member's identity document is written to the audit log; the member's own view is not", async () => {
    const { member, documentUrl } = await memberWithKyc("Kiran Shah");
    expect((await inject("GET", documentUrl, member)).statusCode).toBe(200);
    expect(await auditOf(member.id, "member.identity_document_viewed")).toHaveLength(0);
    const res = await inject("GET", documentUrl, staff["front-office"]);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const [view] = await auditOf(member.id, "member.identity_document_viewed");
    expect(view).toMatchObject({
      userId: staff["front-office"].id,
      actorRole: "front-office",
      subjectId: documentUrl.split("/").pop(),
    });
    expect((await inject("GET", documentUrl, staff.content)).statusCode).toBe(404);
    expect((await inject("GET", documentUrl, outsider)).statusCode).toBe(404);
  });

  it("the queue pages and filters by status", async () => {
    await memberWithKyc("Paging One");
    await memberWithKyc("Paging Two");
    const page = await list("?q=Paging&limit=1");
    expect(page.total).toBe(2);
    expect(page.pages).toBe(2);
    expect(page.items).toHaveLength(1);
    const second = await list("?q=Paging&limit=1&page=2");
    expect(second.items[0].member.id).not.toBe(page.items[0].member.id);
    // the queue is for members only
    expect((await list(`?q=${encodeURIComponent(staff.admin.email)}`)).total).toBe(0);
  });
});

describe("PUT /api/admin/me/notifications", () => {
  it("anonymous 401, a member 403, every staff role 200 for themselves; audited; a bad value 400", async () => {
    const put = (who: TestMember | undefined, staff_notify: string) =>
      inject("PUT", "/api/admin/me/notifications", who, { staff_notify });
    expect((await put(undefined, "daily")).statusCode).toBe(401);
    expect((await put(outsider, "daily")).statusCode).toBe(403);
    for (const role of ["admin", "accounts", "front-office", "content"] as const) {
      const person = await createMember(t, `Notify ${role}`);
      await t.database.db.update(users).set({ role }).where(eq(users.id, person.id));
      const res = await put(person, "daily");
      expect(res.json(), role).toMatchObject({ status: 200, data: { staff_notify: "daily" } });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
      expect(row.staffNotify).toBe("daily");
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.userId, person.id), eq(auditEvents.action, "staff.notifications_changed")));
      expect(audit.detail).toMatchObject({ before: { staff_notify: "each" }, after: { staff_notify: "daily" } });
      expect((await put(person, "weekly")).statusCode).toBe(400);
    }
  });
});

describe("GET /api/admin/identity-documents.csv", () => {
  it("downloads every document of the status and search, its ISO moments; accounts and content 403", async () => {
    const { member } = await memberWithKyc("Csv Sunita");
    const returned = await memberWithKyc("Csv Returned");
    const back = await inject(
      "POST",
      `/api/admin/members/${returned.member.id}/identity-document/return`,
      staff["front-office"],
      { reason: "=The scan is too dark" },
    );
    expect(back.statusCode, back.body).toBe(200);
    const csv = await downloadCsv(
      t,
      "/api/admin/identity-documents.csv?q=Csv&page=3",
      staff["front-office"],
      "identity-documents",
    );
    expect(csv.header).toEqual([
      "Member id",
      "Name",
      "E-mail",
      "Document type",
      "Submitted (IST)",
      "Status",
      "Reason sent back",
      "Reviewed (IST)",
    ]);
    // the status defaults to the queue's: submitted, to check
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0]).toMatchObject({ "Member id": member.id, Name: "Csv Sunita", Status: "submitted" });
    expect(csv.rows[0]["Submitted (IST)"]).toMatch(ISO_MOMENT);
    const sentBack = await downloadCsv(
      t,
      "/api/admin/identity-documents.csv?status=returned&q=Csv",
      staff.admin,
      "identity-documents",
    );
    expect(sentBack.rows.map((r) => r["Member id"])).toEqual([returned.member.id]);
    expect(sentBack.rows[0]["Reason sent back"]).toBe("'=The scan is too dark");
    expect(sentBack.rows[0]["Reviewed (IST)"]).toMatch(ISO_MOMENT);
    for (const role of ["accounts", "content"] as const)
      expect((await inject("GET", "/api/admin/identity-documents.csv", staff[role])).statusCode).toBe(403);
  });
});

describe("a Hindi member's identity document mails", () => {
  it("sends the document back, and approves the new one, in Hindi", async () => {
    const { member, choices } = await memberWithKyc("Anita Verma", 3);
    await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, member.id));
    const reason = "दस्तावेज़ की संख्या पढ़ी नहीं जा सकती।";
    const returned = await inject("POST", `/api/admin/members/${member.id}/identity-document/return`, staff.admin, {
      reason,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const mail = await mailAbout(t.mail, member.email, "कृपया अपना पहचान दस्तावेज़ फिर से अपलोड करें");
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toContain("नमस्ते Anita Verma जी,");
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(
      `नया पहचान दस्तावेज़ अपलोड करें: ${t.config.publicUrl}/registration/${choices.villa.id}?step=1`,
    );

    expect((await submitNewDocument(member, choices)).statusCode).toBe(200);
    expect(
      (await inject("POST", `/api/admin/members/${member.id}/identity-document/approve`, staff.admin)).statusCode,
    ).toBe(200);
    const approved = await mailAbout(t.mail, member.email, "आपका पहचान दस्तावेज़ स्वीकृत हो गया है");
    expect(approved.text).toContain("अपना डैशबोर्ड खोलें: ");
  });
});
