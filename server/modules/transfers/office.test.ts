import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { officeRequestsMessages as m, type TransferQueue } from "../../../common/office-requests.ts";
import { transferStatusLabel } from "../../../common/transfer.ts";
import { auditEvents, properties, transferRequests, users } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";
import { memberWithVilla } from "../../test/member-with-villa.ts";

/* The office's transfer requests: the queue and the decision, front office only. */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;
let member: TestMember;
let villaIndex = 0;

beforeAll(async () => {
  t = await openTestAppWithMail();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Plain Member");
});
afterAll(async () => {
  await t?.close();
});

const call = (who: TestMember | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

/** A member who files a transfer request for their villa through the real API. */
async function memberWithRequest(name = "Asha Verma") {
  const { member: owner, villa } = await memberWithVilla(t, villaIndex++, { name });
  const res = await call(owner, "POST", "/api/transfers", {
    property_id: villa.id,
    transferee: {
      full_name: "Meera Iyer",
      email: "meera.iyer@example.org",
      phone: "+91 99887 76655",
      relationship: "Sister",
      address: "4 Lake View Road, Bhopal",
    },
    reason: "My sister will look after the villa from next year.",
    signature: name,
    consent: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { owner, villa, id: res.json().data._id as string };
}

const auditOf = (action: string, subjectId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)));

describe("who may decide transfers", () => {
  it("GET /api/admin/transfers: anonymous 401, a member 403, accounts and content 403; front office and admin 200", async () => {
    expect((await call(null, "GET", "/api/admin/transfers")).statusCode).toBe(401);
    expect((await call(member, "GET", "/api/admin/transfers")).statusCode).toBe(403);
    for (const role of ["accounts", "content"] as const)
      expect((await call(staff[role], "GET", "/api/admin/transfers")).statusCode).toBe(403);
    for (const role of ["front-office", "admin"] as const) {
      const res = await call(staff[role], "GET", "/api/admin/transfers");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("approve and refuse: anonymous 401, a member 403, accounts and content 403; front office and admin 200", async () => {
    for (const decision of ["approve", "refuse"] as const) {
      const body = decision === "refuse" ? { reason: "The transferee's documents are missing." } : undefined;
      const { id } = await memberWithRequest();
      const url = `/api/admin/transfers/${id}/${decision}`;
      expect((await call(null, "POST", url, body)).statusCode).toBe(401);
      expect((await call(member, "POST", url, body)).statusCode).toBe(403);
      for (const role of ["accounts", "content"] as const)
        expect((await call(staff[role], "POST", url, body)).statusCode).toBe(403);
      expect((await call(staff["front-office"], "POST", url, body)).statusCode).toBe(200);
      const other = await memberWithRequest();
      expect((await call(staff.admin, "POST", `/api/admin/transfers/${other.id}/${decision}`, body)).statusCode).toBe(
        200,
      );
    }
  });
});

describe("deciding a transfer", () => {
  it("a new request tells the front office; the queue shows it; approval is e-mailed, audited and shown in the portal", async () => {
    const { owner, villa, id } = await memberWithRequest("Kabir Sen");
    const told = await mailAbout(t.mail, staff["front-office"].email, "Transfer request: Kabir Sen");
    expect(told.text).toContain("/admin/transfers?status=submitted");

    const queue = await call(
      staff["front-office"],
      "GET",
      `/api/admin/transfers?status=submitted&q=${encodeURIComponent("kabir")}`,
    );
    const list = queue.json().data as TransferQueue;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id,
      member: { id: owner.id, name: "Kabir Sen", email: owner.email },
      villa: { id: villa.id },
      transferee: { full_name: "Meera Iyer", relationship: "Sister" },
      reason: "My sister will look after the villa from next year.",
      status: "submitted",
    });
    expect(list.items[0].document_url).toMatch(/^\/files\//);
    // staff may open the signed request
    expect((await call(staff["front-office"], "GET", list.items[0].document_url!)).statusCode).toBe(200);

    const res = await call(staff["front-office"], "POST", `/api/admin/transfers/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: m.transferApproved, data: { id, status: "approved" } });
    const mail = await mailAbout(t.mail, owner.email, "Your transfer request is approved");
    expect(mail.text).toContain("Meera Iyer");
    const [audit] = await auditOf("transfer.approved", id);
    expect(audit).toMatchObject({ userId: staff["front-office"].id, actorRole: "front-office", memberId: owner.id });
    expect(audit.detail).toMatchObject({ status: { before: "submitted", after: "approved" } });

    const mine = (await call(owner, "GET", "/api/transfers")).json().data[0];
    expect(mine).toMatchObject({ status: "approved", decision_reason: null });
    expect(transferStatusLabel(mine.status)).toBe("Approved");
    const again = await call(staff.admin, "POST", `/api/admin/transfers/${id}/refuse`, {
      reason: "Changed our mind about it.",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.transferNotOpen);
    expect(
      (
        (await call(staff.admin, "GET", `/api/admin/transfers?status=approved&q=${owner.email}`)).json()
          .data as TransferQueue
      ).total,
    ).toBe(1);
  });

  it("a refusal needs a reason; the member is e-mailed it, sees it in the portal and may ask again", async () => {
    const { owner, villa, id } = await memberWithRequest("Lata Menon");
    expect(
      (await call(staff["front-office"], "POST", `/api/admin/transfers/${id}/refuse`, { reason: " " })).statusCode,
    ).toBe(400);
    const reason = "The transferee must be a family member named in your membership form.";
    const res = await call(staff["front-office"], "POST", `/api/admin/transfers/${id}/refuse`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.transferRefused);
    const mail = await mailAbout(t.mail, owner.email, "Your transfer request is not approved");
    expect(mail.text).toContain(reason);
    const mine = (await call(owner, "GET", "/api/transfers")).json().data[0];
    expect(mine).toMatchObject({ status: "refused", decision_reason: reason });
    expect(transferStatusLabel(mine.status)).toBe("Refused");
    const [audit] = await auditOf("transfer.refused", id);
    expect(audit.detail).toMatchObject({ reason, status: { before: "submitted", after: "refused" } });
    const [row] = await t.database.db.select().from(transferRequests).where(eq(transferRequests.id, id));
    expect(row).toMatchObject({ status: "refused", decidedBy: staff["front-office"].id, decisionReason: reason });

    // a refused request no longer blocks a new one for the villa
    const again = await call(owner, "POST", "/api/transfers", {
      property_id: villa.id,
      transferee: {
        full_name: "Ravi Menon",
        email: "ravi@example.org",
        phone: "+91 99887 76600",
        relationship: "Brother",
        address: "2 Hill Road, Pune",
      },
      reason: "My brother will look after the villa from next year.",
      signature: "Lata Menon",
      consent: true,
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("an unknown request is 404; an unknown status filter 400", async () => {
    expect(
      (await call(staff.admin, "POST", "/api/admin/transfers/00000000-0000-4000-8000-000000000000/approve")).statusCode,
    ).toBe(404);
    expect((await call(staff.admin, "POST", "/api/admin/transfers/nope/approve")).json().message).toBe(
      m.transferNotFound,
    );
    expect((await call(staff.admin, "GET", "/api/admin/transfers?status=lost")).statusCode).toBe(400);
  });
});

describe("GET /api/admin/transfers.csv", () => {
  it("downloads every request of the status and search, with ids and ISO moments; accounts and content 403", async () => {
    const { owner, villa, id } = await memberWithRequest("Csv Transferor");
    const csv = await downloadCsv(
      t,
      "/api/admin/transfers.csv?q=Csv%20Transferor&page=2",
      staff["front-office"],
      "transfers",
    );
    expect(csv.header.slice(0, 6)).toEqual(["Request id", "Member id", "Member", "E-mail", "Villa id", "Villa"]);
    expect(csv.rows).toEqual([
      expect.objectContaining({
        "Request id": id,
        "Member id": owner.id,
        "Villa id": villa.id,
        Transferee: "Meera Iyer",
        "Transferee's phone": "'+91 99887 76655",
        Status: "submitted",
      }),
    ]);
    expect(csv.rows[0]["Filed (IST)"]).toMatch(ISO_MOMENT);
    const refused = await downloadCsv(t, "/api/admin/transfers.csv?status=refused", staff.admin, "transfers");
    expect(refused.rows.map((r) => r["Request id"])).not.toContain(id);
    for (const role of ["accounts", "content"] as const)
      expect((await call(staff[role], "GET", "/api/admin/transfers.csv")).statusCode).toBe(403);
  });
});

describe("a Hindi member's transfer mails", () => {
  it("tells of the approval and of a refusal in Hindi", async () => {
    for (const decision of ["approve", "refuse"] as const) {
      const { owner, id } = await memberWithRequest("Ravi Kumar");
      await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, owner.id));
      const reason = "हस्तांतरिती के दस्तावेज़ अधूरे हैं।";
      const res = await call(
        staff["front-office"],
        "POST",
        `/api/admin/transfers/${id}/${decision}`,
        decision === "refuse" ? { reason } : undefined,
      );
      expect(res.statusCode, res.body).toBe(200);
      const mail = await mailAbout(
        t.mail,
        owner.email,
        decision === "approve" ? "आपका हस्तांतरण अनुरोध स्वीकृत हो गया है" : "आपका हस्तांतरण अनुरोध स्वीकृत नहीं हुआ",
      );
      expect(mail.html).toContain('<html lang="hi">');
      expect(mail.text).toContain("नमस्ते Ravi Kumar जी,");
      expect(mail.text).toContain("का योगदान Meera Iyer के नाम हस्तांतरित करने का आपका अनुरोध");
      // the villa named in Hindi (decision 046)
      const [villa] = await t.database.db
        .select({ nameHi: properties.nameHi })
        .from(properties)
        .innerJoin(transferRequests, eq(transferRequests.propertyId, properties.id))
        .where(eq(transferRequests.id, id));
      expect(villa.nameHi).toMatch(/[\u0900-\u097F]/);
      expect(mail.text).toContain(villa.nameHi);
      expect(mail.text).toContain("अपने हस्तांतरण अनुरोध देखें: ");
      if (decision === "refuse") expect(mail.text).toContain(reason);
    }
  });
});
